// Attendance benchmark (issue 14): 1,000 agents with a year of attendance; the agent's cycle, the admin's day of
// every agent, a cycle's stats for every agent, and the streamed CSV's memory.
// Usage: npm run bench -- --only=attendance [--agents 1000 --seconds 6 --scenario month]   (BENCH_RESEED=1 rebuilds the data set;
// BENCH_DB_PORT picks the embedded database's port)
import { auditedQuery } from './audited.mjs';
import { readFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import pg from 'pg';
import { loadApi, login, startServer } from './lib.mjs';

const args = Object.fromEntries(process.argv.slice(2).join(' ').split('--').filter(Boolean).map((a) => a.trim().split(/\s+/)));
const AGENTS = Number(args.agents ?? 1000);
const SECONDS = Number(args.seconds ?? 6);
const WARM_UP_SECONDS = 2;
const DATA = new URL('./.data-attendance', import.meta.url).pathname;
const ADMIN = { email: 'bench.admin@example.com', password: 'Bench@12345' };
/** The year of attendance ends on the last day of the cycle measured; "today" for the server is the real clock. */
const dist = (path) => import(new URL(`../backend/dist/${path}`, import.meta.url));
const { startEmbeddedDatabase } = await dist('database/embedded-database.js');
const { runMigrations } = await dist('database/migrate.js');
const { hashPassword } = await dist('common/security/password-hasher.js');
const { payrollCycleOf } = await dist('common/time/payroll-cycles.js');

const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());
const cycle = payrollCycleOf(today);

async function prepare(client) {
  const hash = await hashPassword(ADMIN.password);
  await auditedQuery(client, 'user', `INSERT INTO users (name, email, password_hash, role, must_change_password) VALUES ('Bench Admin', $1, $2, 'admin', false) ON CONFLICT (email) DO NOTHING`, [ADMIN.email, hash]);
  const [{ n }] = (await client.query(`SELECT count(*)::int AS n FROM users WHERE email LIKE 'bench.agent.%'`)).rows;
  if (n === AGENTS && !process.env.BENCH_RESEED) {
    // Agents employed since before their year of attendance (a data set seeded before issue 27 had them join the day
    // it was seeded: their employment window, which starts at the account's creation, hid every earlier day).
    await auditedQuery(client, 'user', `UPDATE users SET created_at = $1::date - 400 WHERE email LIKE 'bench.agent.%' AND created_at > $1::date - 400`, [today]);
    return console.log(`Reusing ${n} agents in ${DATA}`);
  }

  console.log(`Seeding ${AGENTS} agents with a year of attendance...`);
  const started = Date.now();
  await client.query(`TRUNCATE attendance_records RESTART IDENTITY`);
  await client.query(`DELETE FROM users WHERE email LIKE 'bench.agent.%'`);
  await auditedQuery(
    client,
    'user',
    `INSERT INTO users (name, email, password_hash, role, must_change_password)
     SELECT 'Agent ' || lpad(i::text, 4, '0'), 'bench.agent.' || i || '@example.com', $2, 'agent', false FROM generate_series(1, $1::int) i`,
    [AGENTS, hash],
  );
  await auditedQuery(client, 'user', `UPDATE users SET created_at = $1::date - 400 WHERE email LIKE 'bench.agent.%'`, [today]);
  // A year up to today: 85% present (09:30-18:30), 7% half days, the rest no record (absent); a few holidays.
  await auditedQuery(
    client,
    'attendance',
    `INSERT INTO attendance_records (user_id, date, status, login_time, logout_time, attendance_count, day_closed)
     SELECT u.id, d::date, CASE WHEN r < 0.85 THEN 'present' ELSE 'half_day' END,
            (d::date + time '04:00') AT TIME ZONE 'UTC', CASE WHEN r < 0.85 THEN (d::date + time '13:00') AT TIME ZONE 'UTC' END,
            CASE WHEN r < 0.85 THEN 1 ELSE 0.5 END, d::date < $1::date
     FROM users u CROSS JOIN generate_series($1::date - 364, $1::date, interval '1 day') d CROSS JOIN LATERAL (SELECT random() AS r) x
     WHERE u.email LIKE 'bench.agent.%' AND x.r < 0.92`,
    [today],
  );
  await auditedQuery(client, 'holiday', `INSERT INTO holidays (name, date, type) SELECT 'Holiday ' || i, $1::date - i * 30, CASE WHEN i % 3 = 0 THEN 'FLEXI' ELSE 'MANDATORY' END FROM generate_series(1, 12) i ON CONFLICT DO NOTHING`, [today]);
  await client.query('VACUUM ANALYZE attendance_records');
  console.log(`Seeded in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

/**
 * A year of leave for every agent (added to a data set seeded before leave was part of the bench): each month a
 * two-day approved leave, an approved half day and a rejected request, so the derivation's leave join reads
 * 24,000 approved requests among 36,000.
 */
async function prepareLeave(client) {
  const [{ n }] = (await client.query(`SELECT count(*)::int AS n FROM leave_requests WHERE reason = 'bench'`)).rows;
  if (n > 0) return;
  console.log('Seeding a year of leave for every agent...');
  await auditedQuery(client, 'leave_type', `INSERT INTO leave_types (name, code, accrual_rate, accrual_unit, max_per_accrual_unit) SELECT 'Bench Leave', 'BENCH', 1.5, 'month', 3 WHERE NOT EXISTS (SELECT 1 FROM leave_types WHERE code = 'BENCH')`);
  await auditedQuery(
    client,
    'leave_request',
    `INSERT INTO leave_requests (user_id, leave_type_id, start_date, end_date, day_type, leave_count, status, reason)
     SELECT u.id, t.id, m.start + k.offset_days + u.id % 17, m.start + k.offset_days + u.id % 17 + k.extra_days, k.day_type, k.leave_count, k.status, 'bench'
     FROM users u
     CROSS JOIN (SELECT id FROM leave_types WHERE code = 'BENCH') t
     CROSS JOIN (SELECT $1::date - 30 * i AS start FROM generate_series(1, 12) i) m
     CROSS JOIN (VALUES (0, 1, 'full', 2.0, 'approved'), (5, 0, 'half', 0.5, 'approved'), (8, 0, 'full', 1.0, 'rejected')) AS k(offset_days, extra_days, day_type, leave_count, status)
     WHERE u.email LIKE 'bench.agent.%'`,
    [today],
  );
  await client.query('VACUUM ANALYZE leave_requests');
}

function rssKiB(pid) {
  return Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))[1]);
}

const database = await startEmbeddedDatabase(DATA, Number(process.env.BENCH_DB_PORT ?? 5480));
const server = { stop: async () => undefined };
try {
  await runMigrations(database.url);
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  await prepare(client);
  await prepareLeave(client);
  const [{ id: agentId }] = (await client.query(`SELECT id FROM users WHERE email = 'bench.agent.500@example.com'`)).rows;
  const [{ n: records }] = (await client.query(`SELECT count(*)::int AS n FROM attendance_records`)).rows;
  const [{ n: leaves }] = (await client.query(`SELECT count(*)::int AS n FROM leave_requests`)).rows;
  await client.end();

  // A production start refuses the development encryption key; the bench's own (random, per run) stands in.
  const running = await startServer(database.url);
  server.stop = running.stop;
  const cookie = await login(running.url, ADMIN.email, ADMIN.password);
  const range = `start_date=${cycle.start}&end_date=${cycle.end}`;
  const month = `start_date=${today.slice(0, 8)}01&end_date=${today}`;
  const measured = [
    { name: "with-absent: one agent's cycle", path: `/api/attendance/with-absent?${range}&user_id=${agentId}`, target: 20 },
    { name: 'Attendance List: one day, every agent', path: `/api/attendance/with-absent?start_date=${today}&end_date=${today}`, target: 100 },
    { name: 'stats: every agent × one cycle', path: `/api/attendance/stats?${range}`, target: 300 },
    // Issue 27: the admin's month as the load run's desk asks for it (every row), and the page of it a list shows.
    { name: 'Attendance List: a month, every agent, every row', path: `/api/attendance/with-absent?${month}`, target: 100 },
    { name: 'Attendance List: a month, a page of 25 rows', path: `/api/attendance/with-absent?${month}&range=${encodeURIComponent('[0,24]')}`, target: 100 },
    { name: 'Attendance List: a month, page 20 by name descending', path: `/api/attendance/with-absent?${month}&range=${encodeURIComponent('[475,499]')}&sort=${encodeURIComponent('["name","DESC"]')}`, target: 100 },
  ].filter(({ name }) => !args.scenario || name.includes(String(args.scenario)));
  for (const { path } of measured) await loadApi({ url: running.url, path, cookie, seconds: WARM_UP_SECONDS });
  const rows = [];
  for (const { name, path, target } of measured) {
    // One request at a time (the latency a user sees on an idle server), then ten at a time (throughput).
    const alone = await loadApi({ url: running.url, path, cookie, seconds: SECONDS, connections: 1 });
    const result = await loadApi({ url: running.url, path, cookie, seconds: SECONDS });
    rows.push({ name, target, alone, ...result, errors: result.errors + alone.errors });
    console.log(`${name.padEnd(40)} alone p50 ${alone.p50} p95 ${alone.p95} ms | ×10 p50 ${result.p50} ms  p95 ${result.p95} ms  p99 ${result.p99} ms  ${result.rps} req/s  errors ${result.errors}`);
  }

  // The CSV of the whole year for every agent: the server's memory is bounded by one chunk of agents, not the file.
  const before = rssKiB(running.pid);
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, rssKiB(running.pid))), 50);
  const started = Date.now();
  const yearStart = new Date(Date.parse(`${today}T00:00:00Z`) - 364 * 86_400_000).toISOString().slice(0, 10);
  const response = await fetch(`${running.url}/api/attendance/stats.csv?start_date=${yearStart}&end_date=${today}`, { headers: { cookie } });
  let bytes = 0;
  for await (const chunk of response.body) bytes += chunk.length;
  clearInterval(sampler);
  const csv = { seconds: (Date.now() - started) / 1000, mib: bytes / 2 ** 20, growthMiB: (peak - before) / 1024 };
  console.log(`CSV (a year): ${csv.mib.toFixed(1)} MiB in ${csv.seconds.toFixed(1)} s; server RSS grew ${csv.growthMiB.toFixed(1)} MiB at peak`);

  const { writeSection, machine, measuredAt } = await import('./report.mjs');
  writeSection('attendance', `Attendance (${AGENTS.toLocaleString('en-IN')} agents, a year of attendance)`, [
    `Measured ${measuredAt()} on ${machine()}, with \`npm run bench -- --only=attendance\`: ${records.toLocaleString('en-IN')} attendance records`,
    `(a year for each agent, 8% of days with no record), 12 holidays, ${leaves.toLocaleString('en-IN')} leave requests (each month per agent: two days approved, a half day approved, one rejected); autocannon one request at a time, then at concurrency 10, for ${SECONDS} s each per scenario after a warm-up pass, as an admin.`,
    `Load average when it started: ${loadavg().map((n) => n.toFixed(1)).join(' / ')} (the machine is shared: above its ${cpus().length} cores, figures are mostly queueing).`,
    'Each request is the one-statement §4 derivation (attendance-days.sql.ts) over its days × agents, leave and holidays included.',
    '',
    '| scenario | alone p50 ms | alone p95 ms | ×10 p50 ms | ×10 p95 ms | ×10 req/s | target p95 (alone) | errors |',
    '|---|---|---|---|---|---|---|---|',
    ...rows.map((r) => `| ${r.name} | ${r.alone.p50} | ${r.alone.p95} | ${r.p50} | ${r.p95} | ${r.rps} | ≤ ${r.target} ${r.alone.p95 <= r.target ? '✓' : '✗'} | ${r.errors} |`),
    '',
    `The CSV of the whole year for every agent (${csv.mib.toFixed(1)} MiB) streamed in ${csv.seconds.toFixed(1)} s, 200 agents per statement; the server's resident memory grew ${csv.growthMiB.toFixed(1)} MiB at its peak while sending it (bounded by one chunk of agents, whatever the file's size).`,
  ]);
} finally {
  await server.stop();
  await database.stop();
}
