import { getPriority, setPriority } from 'node:os';

const LOWEST = 19;

/**
 * Lowers the calling worker thread's scheduling priority by `steps` nice levels, so on a busy machine the request
 * threads and PostgreSQL get the cores first and the worker's work takes the time they leave. Linux keeps a nice value
 * per thread, so the server's main thread keeps its own; elsewhere the call would lower the whole process, so it is not
 * made. Only ever lowered, which needs no privilege.
 */
export function lowerThisThreadsPriority(steps: number): void {
  if (process.platform === 'linux') setPriority(Math.min(LOWEST, getPriority() + steps));
}
