// Bodies built to make validation expensive (security issue, item 1): the probe's 920 KB of unknown keys to
// POST /api/auth/login, alone and eight at once to /api/auth/register, while /api/health is polled. Reports the
// refusal's time and size, /api/health's latency during the burst and the server's peak memory.
// Usage: npm run bench -- --only=hostile
import { readFileSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { startServer } from './lib.mjs';

const DATA = fileURLToPath(new URL('./.data-hostile', import.meta.url));
const dist = (path) => import(new URL(`../backend/dist/${path}`, import.meta.url));
const { startEmbeddedDatabase } = await dist('database/embedded-database.js');
const { runMigrations } = await dist('database/migrate.js');

/** 90,000 unknown keys in about 920 KB, as the probe sent. */
const body = JSON.stringify({ email: 'a@example.com', password: 'secret1', ...Object.fromEntries(Array.from({ length: 90_000 }, (_, i) => [`k${i}`, 0])) });
const peakRssMb = (pid) => Math.round(Number(readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmHWM:\s+(\d+)/)[1]) / 1024);

async function timed(url, init) {
  const start = performance.now();
  const response = await fetch(url, init);
  const text = await response.text();
  return { ms: performance.now() - start, status: response.status, bytes: text.length };
}

rmSync(DATA, { recursive: true, force: true });
const database = await startEmbeddedDatabase(DATA, 5479);
let server;
try {
  await runMigrations(database.url);
  server = await startServer(database.url, { WEB_CONCURRENCY: '1' });
  const post = (path) => timed(`${server.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
  for (let i = 0; i < 3; i += 1) await post('/api/auth/login'); // warm up
  const singles = [];
  for (let i = 0; i < 10; i += 1) singles.push(await post('/api/auth/login'));
  const health = [];
  let bursting = true;
  const poll = (async () => {
    while (bursting) health.push((await timed(`${server.url}/api/health`)).ms);
  })();
  const burst = await Promise.all(Array.from({ length: 8 }, () => post('/api/auth/register')));
  bursting = false;
  await poll;
  const max = (values) => Math.round(Math.max(...values) * 10) / 10;
  console.log({
    bodyKb: Math.round(body.length / 1024),
    single: { status: singles[0].status, bytes: singles[0].bytes, maxMs: max(singles.map((r) => r.ms)) },
    eightAtOnce: { statuses: [...new Set(burst.map((r) => r.status))], maxMs: max(burst.map((r) => r.ms)) },
    healthDuringBurst: { requests: health.length, maxMs: max(health) },
    serverPeakRssMb: peakRssMb(server.pid),
  });
} finally {
  await server?.stop();
  await database.stop();
}
