import { once } from 'node:events';
import { Readable, Writable } from 'node:stream';
import { finished } from 'node:stream/promises';
import { parentPort, type Worker } from 'node:worker_threads';

/**
 * A stream through a worker thread: the main thread feeds a Readable's bytes to the worker, which works on them and
 * writes bytes back, which the main thread writes to a Writable; then the worker's result comes back. Each side pulls:
 * the worker asks for the next chunk when it wants one (so the input is read no faster than the worker works), and
 * waits for each output batch to be written, drain included, before it sends the next (so a slow Writable slows the
 * worker, not the memory). The main thread only moves bytes.
 */

type ToWorker = { kind: 'input'; chunk: Uint8Array } | { kind: 'input-end' } | { kind: 'output-written' };
type FromWorker =
  | { kind: 'wants-input' }
  | { kind: 'output'; chunk: Uint8Array }
  | { kind: 'done'; result: unknown }
  | { kind: 'failed'; error: SerializedError };

/** An error thrown in the worker: its class name, message and own fields (what the structured clone can carry). */
export type SerializedError = { name: string; message: string } & Record<string, unknown>;

/** The worker's work failed with an error it threw, which `detail` describes. */
export class WorkerTaskError extends Error {
  constructor(readonly detail: SerializedError) {
    super(detail.message);
  }
}

/** The worker died or could not start: an uncaught error, running out of memory, or exiting before it answered. */
export class WorkerCrashed extends Error {}

/** Output is sent in batches of about this much, so the main thread handles one message per batch, not per write. */
const OUTPUT_BATCH_BYTES = 128 * 1024;

/** A copy with its own ArrayBuffer, which can be transferred (a Buffer may be a view into a shared pool). */
function ownBytes(chunks: readonly Uint8Array[]): Uint8Array {
  const bytes = new Uint8Array(chunks.reduce((sum, chunk) => sum + chunk.byteLength, 0));
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

/**
 * Main thread: runs `worker` (which calls serveStreamWorker) on `input`, writing what it sends to `output`; resolves
 * with its result. Rejects with the input's or the output's error, a WorkerTaskError, a WorkerCrashed, or the
 * signal's reason; the worker is terminated whichever way it ends.
 */
export function runStreamWorker<T>(worker: Worker, { input, output, signal }: { input: Readable; output: Writable; signal?: AbortSignal }): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const chunks = input[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
    let settled = false;
    const settle = (error: unknown, result?: T) => {
      if (settled) return;
      settled = true;
      signal?.removeEventListener('abort', onAbort);
      output.off('error', settle);
      void worker.terminate();
      if (error) reject(error);
      else resolve(result as T);
    };
    const onAbort = () => settle(signal?.reason ?? new Error('Aborted'));
    if (signal?.aborted) return onAbort();
    signal?.addEventListener('abort', onAbort, { once: true });
    output.on('error', settle);

    const send = (message: ToWorker, transfer: ArrayBuffer[] = []) => {
      if (!settled) worker.postMessage(message, transfer);
    };
    worker.on('message', (message: FromWorker) => {
      // Messages already on their way when the run ended (aborted, failed) are dropped with the worker.
      if (settled) return;
      if (message.kind === 'wants-input') {
        chunks.next().then(({ done, value }) => {
          if (done) return send({ kind: 'input-end' });
          const chunk = ownBytes([value]);
          send({ kind: 'input', chunk }, [chunk.buffer as ArrayBuffer]);
        }, settle);
      } else if (message.kind === 'output') {
        const written = output.write(message.chunk) ? Promise.resolve() : once(output, 'drain');
        written.then(() => send({ kind: 'output-written' }), settle);
      } else if (message.kind === 'done') settle(null, message.result as T);
      else settle(new WorkerTaskError(message.error));
    });
    worker.on('error', (error) => settle(new WorkerCrashed(`The worker thread failed: ${error.message}`, { cause: error })));
    worker.once('exit', (code) => settle(new WorkerCrashed(`The worker thread exited (code ${code}) before it answered`)));
  });
}

function serialize(error: unknown): SerializedError {
  if (!(error instanceof Error)) return { name: 'Error', message: String(error) };
  const fields = Object.fromEntries(
    Object.entries(error).filter(([, value]) => {
      try {
        structuredClone(value);
        return true;
      } catch {
        return false;
      }
    }),
  );
  return { ...fields, name: error.constructor.name, message: error.message };
}

/**
 * Worker thread: serves runStreamWorker. `work` reads the input and writes the output (and need not end it); what it
 * resolves with is sent back as the result (structured-cloneable), what it throws as a WorkerTaskError.
 */
export function serveStreamWorker(work: (input: Readable, output: Writable) => Promise<unknown>): void {
  const port = parentPort;
  if (!port) throw new Error('serveStreamWorker runs in a worker thread');
  const send = (message: FromWorker, transfer: ArrayBuffer[] = []) => port.postMessage(message, transfer);
  const input = new Readable({ read: () => send({ kind: 'wants-input' }) });
  let onWritten: (() => void) | undefined;
  const output = new Writable({
    highWaterMark: OUTPUT_BATCH_BYTES,
    writev(writes, callback) {
      const chunk = ownBytes(writes.map((write) => write.chunk as Buffer));
      onWritten = callback;
      send({ kind: 'output', chunk }, [chunk.buffer as ArrayBuffer]);
    },
  });
  port.on('message', (message: ToWorker) => {
    if (message.kind === 'input') input.push(Buffer.from(message.chunk.buffer, message.chunk.byteOffset, message.chunk.byteLength));
    else if (message.kind === 'input-end') input.push(null);
    else {
      const written = onWritten;
      onWritten = undefined;
      written?.();
    }
  });
  work(input, output)
    .then(async (result) => {
      output.end();
      await finished(output);
      send({ kind: 'done', result });
    })
    .catch((error: unknown) => send({ kind: 'failed', error: serialize(error) }));
}
