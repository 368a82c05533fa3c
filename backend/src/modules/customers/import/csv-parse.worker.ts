import { workerData } from 'node:worker_threads';
import { serveStreamWorker } from '../../../common/workers/stream-worker.js';
import { lowerThisThreadsPriority } from '../../../common/workers/thread-priority.js';
import { stageCsv } from './csv-staging.js';
import type { CsvWorkerData } from './csv-staging-in-worker.js';

// An upload's parse and validation, off the event loop that answers the floor (started by csv-staging-in-worker.ts).
const { importId, timezone } = workerData as CsvWorkerData;
// An import may take longer; the floor's requests must not.
lowerThisThreadsPriority(10);
serveStreamWorker((file, staging) => stageCsv(file, staging, importId, timezone));
