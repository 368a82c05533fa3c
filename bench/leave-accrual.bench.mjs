// Leave accrual on 10,000 agents × 5 leave types (issue 15): the first run of a month credits 50,000 periods, a
// re-run credits nothing. Runs LeaveAccrualService itself (the code the cron and the admin button run) on its own
// embedded PostgreSQL, created afresh under bench/.data-leave.
// Usage: npm run bench -- --only=leave
import { rmSync } from 'node:fs';
import { loadavg } from 'node:os';
import pg from 'pg';
import { auditedQuery } from './audited.mjs';
import { freePort } from './lib.mjs';
import { machine, measuredAt, writeSection } from './report.mjs';

const AGENTS = 10_000;
const TYPES = 5;
const TARGET_FIRST_S = 5;
const TARGET_RERUN_S = 1;
const DATA_DIR = new URL('./.data-leave/', import.meta.url).pathname;

const dist = (path) => import(new URL(`../backend/dist/${path}`, import.meta.url));
const { startEmbeddedDatabase } = await dist('database/embedded-database.js');
const { runMigrations } = await dist('database/migrate.js');
const { buildDataSourceOptions } = await dist('database/data-source-options.js');
const { LeaveAccrualService } = await dist('modules/leave/leave-accrual.service.js');
const { AuditService } = await dist('modules/audit/audit.service.js');
const { BusinessClock } = await dist('common/time/business-clock.js');
const { systemClock } = await dist('common/time/clock.js');
const { DataSource } = await import('typeorm');

rmSync(DATA_DIR, { recursive: true, force: true });
const database = await startEmbeddedDatabase(DATA_DIR, await freePort());
try {
  await runMigrations(database.url);
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  // Everyone and every type created at the start of this month: one period due each, 50,000 credits in all.
  await auditedQuery(client, 'user', `INSERT INTO users (name, email, password_hash, role, created_at)
    SELECT 'Bench Agent ' || n, 'bench.agent.' || n || '@example.com', 'x', 'agent', date_trunc('month', now()) FROM generate_series(1, $1) AS n`, [AGENTS]);
  await auditedQuery(client, 'leave_type', `INSERT INTO leave_types (name, code, accrual_rate, accrual_unit, max_per_accrual_unit, created_at, updated_at)
    SELECT 'Bench Leave ' || n, 'BL' || n, 1.5, 'month', 3, date_trunc('month', now()), now() FROM generate_series(1, $1) AS n`, [TYPES]);
  await client.query('ANALYZE');
  await client.end();

  const config = { appTimezone: 'Asia/Kolkata' };
  const dataSource = await new DataSource({ ...buildDataSourceOptions(database.url), extra: { max: 4 } }).initialize();
  const clock = new BusinessClock(systemClock(), config);
  const accrual = new LeaveAccrualService(dataSource, clock, new AuditService(clock), config);
  const timed = async () => {
    const started = process.hrtime.bigint();
    const credits = await accrual.run();
    return { credits, seconds: Number(process.hrtime.bigint() - started) / 1e9 };
  };
  const load = loadavg()[0];
  const first = await timed();
  const rerun = await timed();
  await dataSource.destroy();
  const mark = (seconds, target) => `${seconds.toFixed(2)} (target ≤ ${target} ${seconds <= target ? '✓' : '✗'})`;
  console.log({ first, rerun });
  writeSection('leave', 'Leave accrual (10,000 agents × 5 leave types)', [
    `Measured ${measuredAt()} on ${machine()}, with \`npm run bench -- --only=leave\` (bench/leave-accrual.bench.mjs):`,
    'LeaveAccrualService.run() (the cron and the admin button) on a fresh embedded PostgreSQL, every agent and type',
    'created at the start of the month, so each (agent, type) has one period due. Each credit row passes three foreign',
    'keys, the unique accrual key and the deferred audit check; the re-run only reads.',
    `Load average when it started: ${load.toFixed(1)} (the machine is shared; figures on an idle one are lower).`,
    '',
    '| run | credits | seconds |',
    '|---|---|---|',
    `| first run of the month | ${first.credits.toLocaleString('en-IN')} | **${mark(first.seconds, TARGET_FIRST_S)}** |`,
    `| re-run (all credited) | ${rerun.credits} | **${mark(rerun.seconds, TARGET_RERUN_S)}** |`,
    '',
  ]);
} finally {
  await database.stop();
}
