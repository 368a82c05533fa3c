import { getPriority } from 'node:os';
import { workerData } from 'node:worker_threads';
import { serveStreamWorker } from '../../src/common/workers/stream-worker.js';
import { lowerThisThreadsPriority } from '../../src/common/workers/thread-priority.js';

/** A worker for stream-worker.spec.ts, behaving as `workerData` says. */
class FixtureError extends Error {
  constructor(readonly code: string) {
    super(`failed with ${code}`);
  }
}

const behaviour = workerData as 'upper-case' | 'throw' | 'crash' | 'exit' | 'never-reads' | 'lower-priority';
if (behaviour === 'crash') setTimeout(() => {
  throw new Error('boom');
});
if (behaviour === 'exit') setTimeout(() => process.exit(3));
serveStreamWorker(async (input, output) => {
  if (behaviour === 'throw') throw new FixtureError('E_FIXTURE');
  if (behaviour === 'lower-priority') {
    lowerThisThreadsPriority(10);
    return { niceness: getPriority() };
  }
  if (behaviour !== 'upper-case') return new Promise(() => undefined);
  let bytes = 0;
  for await (const chunk of input as AsyncIterable<Buffer>) {
    bytes += chunk.length;
    if (!output.write(chunk.toString('latin1').toUpperCase())) await new Promise((resolve) => output.once('drain', resolve));
  }
  return { bytes };
});
