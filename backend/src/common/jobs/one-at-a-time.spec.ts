import { describe, expect, it } from '@jest/globals';
import { OneAtATime } from './one-at-a-time.js';

/** A work that records its start and end, and ends when told. */
function work(name: string, log: string[]) {
  let finish!: () => void;
  const done = new Promise<void>((resolve) => (finish = resolve));
  return {
    run: async () => {
      log.push(`${name} starts`);
      await done;
      log.push(`${name} ends`);
      return name;
    },
    finish: () => finish(),
  };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('OneAtATime', () => {
  it('runs works one after another, in the order they asked', async () => {
    const turns = new OneAtATime();
    const log: string[] = [];
    const [a, b, c] = ['a', 'b', 'c'].map((name) => work(name, log));
    const results = [turns.run(a.run), turns.run(b.run), turns.run(c.run)];
    await settle();
    expect(log).toEqual(['a starts']);
    c.finish();
    b.finish();
    a.finish();
    expect(await Promise.all(results)).toEqual(['a', 'b', 'c']);
    expect(log).toEqual(['a starts', 'a ends', 'b starts', 'b ends', 'c starts', 'c ends']);
  });

  it('drops a waiting work whose signal aborts, without letting the next one in before the running one ends', async () => {
    const turns = new OneAtATime();
    const log: string[] = [];
    const [a, b, c] = ['a', 'b', 'c'].map((name) => work(name, log));
    const controller = new AbortController();
    const first = turns.run(a.run);
    const dropped = turns.run(b.run, controller.signal);
    const last = turns.run(c.run);
    controller.abort(new Error('client gone'));
    await expect(dropped).rejects.toThrow('client gone');
    await settle();
    expect(log).toEqual(['a starts']);
    a.finish();
    c.finish();
    await Promise.all([first, last]);
    expect(log).toEqual(['a starts', 'a ends', 'c starts', 'c ends']);
  });

  it('refuses at once a work whose signal has already aborted', async () => {
    const controller = new AbortController();
    controller.abort(new Error('gone'));
    await expect(new OneAtATime().run(async () => 'ran', controller.signal)).rejects.toThrow('gone');
  });
});
