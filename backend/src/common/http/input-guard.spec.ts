import { describe, expect, it } from '@jest/globals';
import { countJsonKeys, findInputProblem, MAX_INPUT_DEPTH, MAX_KEYS_PER_OBJECT, MAX_TOTAL_KEYS } from './input-guard.js';

describe('findInputProblem', () => {
  it('names the first string holding a NUL by its path, as validation errors do', () => {
    expect(findInputProblem({ name: 'Asha', filters: { codes: ['PTP', 'x\u0000'] } })).toEqual({
      field: 'filters.codes.1',
      message: 'filters.codes.1 must not contain NUL characters',
    });
    expect(findInputProblem(['ok', { note: '\u0000' }])?.field).toBe('1.note');
  });

  it('finds half a surrogate pair, and lets whole pairs through', () => {
    expect(findInputProblem({ email: 'a\ud800@example.com' })).toEqual({ field: 'email', message: 'email must be valid Unicode text' });
    expect(findInputProblem({ note: 'x\udfff' })?.field).toBe('note');
    expect(findInputProblem({ note: 'Paid 👍 today', name: 'आशा' })).toBeUndefined();
  });

  it('finds a NUL in a key', () => {
    expect(findInputProblem({ metadata: { 'a\u0000': 1 } })?.field).toBe('metadata.a\u0000');
  });

  it('calls a bare string the body, and finds nothing in clean input', () => {
    expect(findInputProblem('a\u0000b')?.field).toBe('body');
    expect(findInputProblem({ name: 'Asha', amount: 1, tags: [null, true] })).toBeUndefined();
    expect(findInputProblem(undefined)).toBeUndefined();
  });

  it(`refuses nesting past ${MAX_INPUT_DEPTH} levels without recursing into it`, () => {
    let deep: unknown = 1;
    for (let i = 0; i < 200_000; i++) deep = [deep];
    expect(findInputProblem({ ids: deep })).toEqual({ field: `ids${'.0'.repeat(MAX_INPUT_DEPTH - 1)}`, message: expect.stringMatching(/nested more than 16 levels deep$/) });
    let fine: unknown = 'x';
    for (let i = 0; i < MAX_INPUT_DEPTH - 1; i++) fine = [fine];
    expect(findInputProblem(fine)).toBeUndefined();
  });

  it(`refuses an object or list of more than ${MAX_KEYS_PER_OBJECT} keys, naming it, and takes one of exactly that many`, () => {
    const wide = (n: number) => Object.fromEntries(Array.from({ length: n }, (_, i) => [`k${i}`, 1]));
    expect(findInputProblem({ filter: wide(MAX_KEYS_PER_OBJECT + 1) })).toEqual({
      field: 'filter', message: `filter has more than ${MAX_KEYS_PER_OBJECT} fields or items`,
    });
    expect(findInputProblem(wide(90_000))?.field).toBe('body');
    expect(findInputProblem({ ids: Array.from({ length: MAX_KEYS_PER_OBJECT }, (_, i) => i) })).toBeUndefined();
  });

  it(`refuses more than ${MAX_TOTAL_KEYS} keys in all, however they are spread`, () => {
    const failedRow = { rowNumber: 2, originalData: { name: 'A', mobile: '9', loan_application_no: 'L' }, errors: ['mobile - bad'] };
    expect(findInputProblem({ failedRecords: Array.from({ length: 1000 }, () => failedRow) })).toBeUndefined();
    const row = Object.fromEntries(Array.from({ length: 100 }, (_, i) => [`c${i}`, 'x']));
    const rows = (n: number) => Array.from({ length: n }, () => row);
    expect(findInputProblem({ a: rows(150), b: rows(150) })).toEqual({ field: 'body', message: `body has more than ${MAX_TOTAL_KEYS} fields and items in all` });
  });

  it('counts the keys of raw JSON without parsing it, ignoring colons and quotes inside strings', () => {
    const raw = (value: unknown) => Buffer.from(JSON.stringify(value));
    expect(countJsonKeys(raw({ a: 1, b: { c: 'x:y', d: ['e', { f: 'say \\"hi\\": ok' }] } }))).toBe(5);
    expect(countJsonKeys(raw(['a:b', 'c']))).toBe(0);
    expect(countJsonKeys(raw(Object.fromEntries(Array.from({ length: 90_000 }, (_, i) => [`k${i}`, 0]))))).toBe(90_000);
  });
});

