import type { Readable, Writable } from 'node:stream';
import { startWorker } from '../../../common/workers/start-worker.js';
import { runStreamWorker, WorkerTaskError } from '../../../common/workers/stream-worker.js';
import { FileLevelError, type StagingResult } from './csv-staging.js';

export interface CsvWorkerData {
  importId: string;
  timezone: string;
}

const WORKER = new URL('./csv-parse.worker.js', import.meta.url);

/**
 * stageCsv in a worker thread of its own (csv-parse.worker.ts): this thread only passes the upload's bytes to it and
 * its COPY rows to `staging`, so parsing a large file does not hold up other requests. A file-level problem comes
 * back as the FileLevelError it is; a crash as a WorkerCrashed; `signal` ends the worker.
 */
export async function stageCsvInWorker(file: Readable, staging: Writable, data: CsvWorkerData, signal?: AbortSignal): Promise<StagingResult> {
  const worker = startWorker(WORKER, { workerData: data, name: 'csv-import' });
  try {
    return await runStreamWorker<StagingResult>(worker, { input: file, output: staging, signal });
  } catch (error) {
    if (error instanceof WorkerTaskError && error.detail.name === FileLevelError.name) {
      throw new FileLevelError(error.detail.problems as string[], error.detail.status as number);
    }
    throw error;
  }
}
