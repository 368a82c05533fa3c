import { describe, expect, it } from '@jest/globals';
import { ADVISORY_LOCKS } from './advisory-locks.js';

describe('ADVISORY_LOCKS', () => {
  it('gives every whole-app lock a key of its own (two jobs on one key would skip or wait on each other)', () => {
    const keys = Object.entries(ADVISORY_LOCKS)
      .filter((entry): entry is [string, { args: string; params: readonly unknown[] }] => typeof entry[1] !== 'function')
      .map(([name, lock]) => [name, `${lock.args}:${lock.params.join(',')}`] as const);
    const byKey = new Map<string, string[]>();
    for (const [name, key] of keys) byKey.set(key, [...(byKey.get(key) ?? []), name]);
    expect([...byKey.values()].filter((names) => names.length > 1)).toEqual([]);
  });
});
