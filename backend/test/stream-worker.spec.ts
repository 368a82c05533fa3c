import { describe, expect, it } from '@jest/globals';
import { once } from 'node:events';
import { getPriority } from 'node:os';
import { Readable, Writable } from 'node:stream';
import type { Worker } from 'node:worker_threads';
import { startWorker } from '../src/common/workers/start-worker.js';
import { runStreamWorker, WorkerCrashed, WorkerTaskError } from '../src/common/workers/stream-worker.js';

const FIXTURE = new URL('./support/stream-worker-fixture.js', import.meta.url);
const start = (behaviour: string): Worker => startWorker(FIXTURE, { workerData: behaviour });

/** A Writable that takes its time over each chunk, and remembers the most it ever held waiting. */
function slowSink() {
  const received: Buffer[] = [];
  let mostWaiting = 0;
  const sink = new Writable({
    highWaterMark: 16 * 1024,
    write(chunk: Buffer, _encoding, callback) {
      received.push(chunk);
      setTimeout(callback, 1);
    },
  });
  const write = sink.write.bind(sink);
  sink.write = ((chunk: Buffer) => {
    const result = write(chunk);
    mostWaiting = Math.max(mostWaiting, sink.writableLength);
    return result;
  }) as typeof sink.write;
  return { sink, text: () => Buffer.concat(received).toString('latin1'), mostWaiting: () => mostWaiting };
}

describe('a stream through a worker thread', () => {
  it('passes every byte through in order and back, a batch at a time when the output is slow, and answers with the result', async () => {
    const chunks = Array.from({ length: 200 }, (_, i) => Buffer.from(`chunk ${i} `.padEnd(10_000, 'abc')));
    const { sink, text, mostWaiting } = slowSink();
    const result = await runStreamWorker(start('upper-case'), { input: Readable.from(chunks), output: sink });
    expect(result).toEqual({ bytes: 2_000_000 });
    expect(text()).toBe(Buffer.concat(chunks).toString('latin1').toUpperCase());
    // The worker waits for each batch to be written: the sink never holds more than one batch beyond its own buffer.
    expect(mostWaiting()).toBeLessThanOrEqual(128 * 1024 + 16 * 1024);
  });

  it("rejects with the error the worker's work threw, its fields kept", async () => {
    const failure = runStreamWorker(start('throw'), { input: Readable.from([]), output: slowSink().sink });
    await expect(failure).rejects.toThrow(WorkerTaskError);
    await expect(failure).rejects.toMatchObject({ detail: { name: 'FixtureError', message: 'failed with E_FIXTURE', code: 'E_FIXTURE' } });
  });

  it.each(['crash', 'exit'])('rejects, without hanging, when the worker dies (%s)', async (behaviour) => {
    await expect(runStreamWorker(start(behaviour), { input: Readable.from([]), output: slowSink().sink })).rejects.toThrow(WorkerCrashed);
  });

  it('ends the worker when the signal aborts, rejecting with its reason', async () => {
    const worker = start('never-reads');
    const exited = once(worker, 'exit');
    const controller = new AbortController();
    const run = runStreamWorker(worker, { input: Readable.from([Buffer.from('x')]), output: slowSink().sink, signal: controller.signal });
    controller.abort(new Error('client gone'));
    await expect(run).rejects.toThrow('client gone');
    await exited;
  });

  it("ends the worker when the input fails, rejecting with the input's error", async () => {
    const worker = start('upper-case');
    const exited = once(worker, 'exit');
    const input = new Readable({ read() {
      this.destroy(new Error('upload too large'));
    } });
    await expect(runStreamWorker(worker, { input, output: slowSink().sink })).rejects.toThrow('upload too large');
    await exited;
  });

  it("lowers a worker thread's priority, and not the main thread's", async () => {
    const before = getPriority();
    const result = await runStreamWorker<{ niceness: number }>(start('lower-priority'), { input: Readable.from([]), output: slowSink().sink });
    expect(result.niceness).toBe(Math.min(19, before + 10));
    expect(getPriority()).toBe(before);
  });
});
