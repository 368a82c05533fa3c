import { describe, expect, it } from '@jest/globals';
import { DomainError } from '../../common/errors/domain-error.js';
import { ImageWork } from './image-work.js';

/** A piece of work the test finishes when it chooses, recording that it started. */
function held(started: string[], name: string) {
  let finish!: () => void;
  const done = new Promise<void>((resolve) => (finish = resolve));
  return { work: () => (started.push(name), done.then(() => name)), finish };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('ImageWork: the decodes of this process, one at a time, with a bounded queue', () => {
  it('starts the next decode only when the one running has finished, in arrival order', async () => {
    const queue = new ImageWork(1, 5);
    const started: string[] = [];
    const [a, b, c] = ['a', 'b', 'c'].map((name) => held(started, name));
    const results = [queue.run(a.work), queue.run(b.work), queue.run(c.work)];
    await settle();
    expect(started).toEqual(['a']);
    a.finish();
    await settle();
    expect(started).toEqual(['a', 'b']);
    b.finish();
    await settle();
    expect(started).toEqual(['a', 'b', 'c']);
    c.finish();
    expect(await Promise.all(results)).toEqual(['a', 'b', 'c']);
  });

  it('goes on after a decode fails', async () => {
    const queue = new ImageWork(1, 5);
    const failing = queue.run(() => Promise.reject(new Error('bad image')));
    const next = queue.run(async () => 'next');
    await expect(failing).rejects.toThrow('bad image');
    expect(await next).toBe('next');
  });

  it('refuses with 503 once the queue is full, and takes work again as it drains', async () => {
    const queue = new ImageWork(1, 2);
    const started: string[] = [];
    const holds = ['a', 'b', 'c'].map((name) => held(started, name));
    const results = holds.map((h) => queue.run(h.work));
    const refused = await queue.run(async () => 'd').catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(DomainError);
    expect((refused as DomainError).httpStatus).toBe(503);
    expect((refused as DomainError).message).toBe('The server is busy with other photos. Please try again in a minute.');
    expect(() => queue.assertRoom()).toThrow(refused as DomainError);
    holds[0].finish();
    await settle();
    expect(() => queue.assertRoom()).not.toThrow();
    const accepted = queue.run(async () => 'e');
    holds[1].finish();
    holds[2].finish();
    expect(await Promise.all([...results, accepted])).toEqual(['a', 'b', 'c', 'e']);
  });
});
