// Customer list and dashboard benchmark on 1,000,000 customers (issue: back office core).
// Usage: npm run bench [-- --rows 1000000 --seconds 8 --workers 1]   (BENCH_RESEED=1 rebuilds the data set)
import { auditedQuery } from './audited.mjs';
import pg from 'pg';
import { BENCH_DATA, ROOT, loadApi, loadSql, login, startServer } from './lib.mjs';
import { seedBenchCustomers } from './seed-customers.mjs';

const args = Object.fromEntries(process.argv.slice(2).join(' ').split('--').filter(Boolean).map((a) => a.trim().split(/\s+/)));
const ROWS = Number(args.rows ?? 1_000_000);
const SECONDS = Number(args.seconds ?? 8);
const WORKERS = String(args.workers ?? 1);
const WARM_UP_SECONDS = 2;
const ADMIN = { email: 'bench.admin@example.com', password: 'Bench@12345' };

const dist = (path) => import(new URL(`../backend/dist/${path}`, import.meta.url));
const { startEmbeddedDatabase } = await dist('database/embedded-database.js');
const { runMigrations } = await dist('database/migrate.js');
const { hashPassword } = await dist('common/security/password-hasher.js');
const { buildDataSourceOptions } = await dist('database/data-source-options.js');
const { CustomersService } = await dist('modules/customers/customers.service.js');
const { DashboardService } = await dist('modules/dashboard/dashboard.service.js');
const { BusinessClock } = await dist('common/time/business-clock.js');
const { systemClock } = await dist('common/time/clock.js');
const { sessionWithUserQuery } = await dist('modules/auth/session-store.js');
const { DataSource } = await import('typeorm');

async function prepare(client) {
  await auditedQuery(client, 'user', `INSERT INTO users (name, email, password_hash, role, must_change_password) VALUES ('Bench Admin', $1, $2, 'admin', false)
                      ON CONFLICT (email) DO NOTHING`, [ADMIN.email, await hashPassword(ADMIN.password)]);
  await seedBenchCustomers(client, ROWS, BENCH_DATA);
}

// Each scenario: the API call, and the very SQL the request runs (its session read, then the statement the service
// builds with CustomersService.listQuery), straight on PostgreSQL the way the server runs it, for the API/SQL ratio.
function scenarios(sample) {
  const now = new Date();
  const tomorrow = new Date(now.getTime() + 86_400_000);
  return [
    { name: 'first page', body: { page: 1, limit: 10 } },
    { name: 'search: name prefix', body: { search: sample.namePrefix } },
    { name: 'search: mobile', body: { search: sample.mobile } },
    { name: 'search: loan number', body: { search: sample.loan } },
    { name: 'status + next_follow_up range', body: { status: ['overdue'], next_follow_up: { start: now.toISOString(), end: tomorrow.toISOString() } } },
    { name: 'deep page (offset 100,000)', body: { page: 5001, limit: 20 } },
  ];
}

const database = await startEmbeddedDatabase(BENCH_DATA, 5477);
const server = { stop: async () => undefined };
try {
  await runMigrations(database.url);
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  await prepare(client);
  const sample = (await client.query(`SELECT name, mobile, loan_application_no FROM customers WHERE loan_application_no = 'BN00424242'`)).rows[0];
  await client.end();

  const running = await startServer(database.url, { WEB_CONCURRENCY: WORKERS });
  server.stop = running.stop;
  const cookie = await login(running.url, ADMIN.email, ADMIN.password);
  // Every request first reads its session and user (session-store.ts), then runs the service's statement.
  const sid = decodeURIComponent(cookie.slice(cookie.indexOf('=') + 1)).slice(2).split('.')[0];
  const asRequest = (statement) => (pool) => pool.query(sessionWithUserQuery(sid)).then(() => pool.query(...statement));
  const picked = { namePrefix: sample.name.slice(0, sample.name.indexOf(' ') + 3), mobile: sample.mobile.slice(0, 7), loan: sample.loan_application_no.slice(0, 9) };
  console.log(`Searches: name "${picked.namePrefix}", mobile "${picked.mobile}", loan "${picked.loan}"; ${SECONDS} s each at concurrency 10\n`);

  const queryBuilder = await new DataSource({ ...buildDataSourceOptions(database.url), extra: { max: 1 } }).initialize(); // only builds SQL
  const clock = new BusinessClock(systemClock(), { appTimezone: 'Asia/Kolkata' });
  const service = new CustomersService(queryBuilder, null, null, clock);
  const dashboard = new DashboardService(queryBuilder, clock, null);
  const measured = [
    ...scenarios(picked).map((s) => ({ name: s.name, api: { path: '/api/customers/all-customer', method: 'POST', body: s.body }, sql: service.listQuery(s.body, null).query, target: 50 })),
    { name: 'dashboard stats (current month)', api: { path: '/api/dashboard/stats', method: 'POST', body: { lead_cycle_ids: [] } }, sql: dashboard.statsQuery(null, []), target: 100 },
  ];

  // A pass over every request first, so the first scenario is not measured on a cold JIT.
  for (const { api } of measured) await loadApi({ ...api, url: running.url, cookie, seconds: WARM_UP_SECONDS });
  const rows = [];
  for (const { name, api, sql, target } of measured) {
    await loadApi({ ...api, url: running.url, cookie, seconds: WARM_UP_SECONDS });
    const apiResult = await loadApi({ ...api, url: running.url, cookie, seconds: SECONDS });
    const sqlResult = await loadSql({ databaseUrl: database.url, work: asRequest(sql), seconds: SECONDS });
    const row = { name, ...apiResult, sqlP95: sqlResult.p95, ratio: Math.round((apiResult.p95 / sqlResult.p95) * 100) / 100, target };
    rows.push(row);
    console.log(`${name.padEnd(32)} p50 ${row.p50} ms  p95 ${row.p95} ms  p99 ${row.p99} ms  ${row.rps} req/s  SQL p95 ${row.sqlP95} ms  ratio ${row.ratio}  errors ${row.errors}`);
  }

  await queryBuilder.destroy();
  const { writeSection, machine, measuredAt } = await import('./report.mjs');
  writeSection('customers', `Customer list and dashboard (${ROWS.toLocaleString('en-IN')} customers)`, [
    `Measured ${measuredAt()} on ${machine()}, with \`npm run bench\` (server with WEB_CONCURRENCY=${WORKERS} and its request log on, as in production):`,
    `autocannon at concurrency 10 for ${SECONDS} s per scenario after a ${WARM_UP_SECONDS} s warm-up (and one warm-up pass over all of them first), load generator on the same machine;`,
    'the SQL column runs the statements each request runs, straight on PostgreSQL with the same concurrency: the session-and-user read (session-store.ts), then the statement the service builds (CustomersService.listQuery, DashboardService.statsQuery).',
    '',
    '| scenario | p50 ms | p95 ms | p99 ms | req/s | SQL p95 ms | API/SQL p95 | target p95 | errors |',
    '|---|---|---|---|---|---|---|---|---|',
    ...rows.map((r) => `| ${r.name} | ${r.p50} | ${r.p95} | ${r.p99} | ${r.rps} | ${r.sqlP95} | ${r.ratio} | ≤ ${r.target} ${r.p95 <= r.target ? '✓' : '✗'} | ${r.errors} |`),
  ]);
} finally {
  await server.stop();
  await database.stop();
}
