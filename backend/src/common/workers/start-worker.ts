import { existsSync } from 'node:fs';
import { Worker, type WorkerOptions } from 'node:worker_threads';

/**
 * Starts the worker module at `url`, named as its compiled file (`new URL('./x.worker.js', import.meta.url)`). When
 * the caller runs from its TypeScript sources (the tests: jest compiles them in memory, so no `.js` lies beside
 * them), the `.ts` is run instead, compiled on load by ts-source-hooks.mjs with jest's settings.
 */
export function startWorker(url: URL, options: WorkerOptions = {}): Worker {
  if (existsSync(url)) return new Worker(url, options);
  const source = new URL(url.href.replace(/\.js$/, '.ts'));
  const hooks = new URL('./ts-source-hooks.mjs', import.meta.url);
  const bootstrap = `import('node:module').then((m) => m.register(${JSON.stringify(hooks.href)})).then(() => import(${JSON.stringify(source.href)}))`;
  return new Worker(bootstrap, { ...options, eval: true });
}
