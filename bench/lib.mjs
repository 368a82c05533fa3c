// Shared helpers for the benchmarks: an embedded PostgreSQL kept under bench/.data, the built server as a child
// process, a load runner on autocannon that records every latency, and a same-shape SQL load for comparison.
import autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import { closeSync, mkdirSync, openSync } from 'node:fs';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

export const ROOT = fileURLToPath(new URL('..', import.meta.url));
export const BENCH_DATA = fileURLToPath(new URL('./.data', import.meta.url));

/** A production start needs its own secrets (the documented development values are refused). */
const BENCH_SECRETS = {
  SESSION_SECRET: 'bench-session-secret-bench-session-secret',
  ADMIN_PASSWORD: 'Bench-admin-password-1',
  TATA_WEBHOOK_SECRET: 'bench-dialer-webhook-secret-bench-secret',
  WHATSAPP_APP_SECRET: 'bench-whatsapp-app-secret',
  WHATSAPP_VERIFY_TOKEN: 'bench-whatsapp-verify-token',
  DATA_ENCRYPTION_KEY: 'be0c4e11be0c4e11be0c4e11be0c4e11be0c4e11be0c4e11be0c4e11be0c4e11',
};

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

export function percentile(sorted, p) {
  if (sorted.length === 0) return NaN;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)];
}

export function summarise(latencies, seconds) {
  const sorted = Float64Array.from(latencies).sort();
  return {
    requests: sorted.length,
    rps: Math.round(sorted.length / seconds),
    p50: round(percentile(sorted, 50)),
    p95: round(percentile(sorted, 95)),
    p99: round(percentile(sorted, 99)),
  };
}

const round = (n) => Math.round(n * 10) / 10;

/**
 * Starts the built server on the given database, configured as in production (request logs included, written to
 * bench/out/server.log); resolves once /api/health answers.
 */
export async function startServer(databaseUrl, extraEnv = {}) {
  const port = await freePort();
  mkdirSync(new URL('./out/', import.meta.url), { recursive: true });
  const log = openSync(new URL('./out/server.log', import.meta.url), 'a');
  const child = spawn(process.execPath, ['backend/dist/main.js'], {
    cwd: ROOT,
    env: { ...process.env, DATABASE_URL: databaseUrl, PORT: String(port), SEED_DEMO: 'false', NODE_ENV: 'production', ...BENCH_SECRETS, ...extraEnv },
    stdio: ['ignore', log, 'inherit'],
  });
  closeSync(log);
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 300; i += 1) {
    try {
      if ((await fetch(`${url}/api/health`)).ok) return { url, pid: child.pid, stop: () => new Promise((r) => { child.once('exit', r); child.kill('SIGTERM'); }) };
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  child.kill('SIGKILL');
  throw new Error('The server did not become healthy');
}

export async function login(url, email, password) {
  const response = await fetch(`${url}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password }) });
  if (!response.ok) throw new Error(`Login failed: ${response.status} ${await response.text()}`);
  return response.headers.get('set-cookie').split(';')[0];
}

/** autocannon at the given concurrency; every 2xx latency is recorded so p95 is exact. */
export function loadApi({ url, path, method = 'GET', body, cookie, headers = {}, connections = 10, seconds = 8 }) {
  const latencies = [];
  let errors = 0;
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: `${url}${path}`,
        method,
        connections,
        duration: seconds,
        headers: { ...(cookie ? { cookie } : {}), 'content-type': 'application/json', ...headers },
        body: body === undefined ? undefined : JSON.stringify(body),
        setupClient: (client) =>
          client.on('response', (status, _bytes, responseTime) => {
            if (status >= 200 && status < 300) latencies.push(responseTime);
            else errors += 1;
          }),
      },
      (error) => (error ? reject(error) : resolve({ ...summarise(latencies, seconds), errors })),
    );
    instance.on('error', reject);
  });
}

/** The same work straight on PostgreSQL: `connections` loops each running `work(pool)` for the duration. */
export async function loadSql({ databaseUrl, work, connections = 10, seconds = 8 }) {
  // Same session settings as the app's pool (data-source-options.ts), so the comparison is like for like.
  const pool = new pg.Pool({ connectionString: databaseUrl, max: connections * 2, options: '-c max_parallel_workers_per_gather=0' });
  const latencies = [];
  const until = Date.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (Date.now() < until) {
        const started = process.hrtime.bigint();
        await work(pool);
        latencies.push(Number(process.hrtime.bigint() - started) / 1e6);
      }
    }),
  );
  await pool.end();
  return summarise(latencies, seconds);
}

/**
 * An agent's customer scope exactly as CustomerVisibility builds it (their groups and today's loans, as parameters),
 * for the benchmarks that run a module's statements straight on PostgreSQL. `dataSource` is a TypeORM DataSource.
 */
export async function agentScopeOf(dataSource, agentId) {
  const { agentScope, VIEWER_GROUPS_SQL } = await import(new URL('../backend/dist/modules/customers/customer-visibility.service.js', import.meta.url));
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());
  const [groups] = await dataSource.query(VIEWER_GROUPS_SQL, [agentId, today]);
  return agentScope(groups);
}
