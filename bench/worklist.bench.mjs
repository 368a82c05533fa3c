// Worklist and promise-job benchmark (issue 17): an agent with 5,000 visible customers among 1,000,000, and the
// promise job deciding 100,000 due promises. Runs the services' own code on an embedded PostgreSQL (bench/.data).
// Usage: node bench/worklist.bench.mjs [--rows 1000000 --runs 200 --port 5478]   (BENCH_RESEED=1 rebuilds the data set)
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { auditedQuery } from './audited.mjs';
import { BENCH_DATA, percentile } from './lib.mjs';

const args = Object.fromEntries(process.argv.slice(2).join(' ').split('--').filter(Boolean).map((a) => a.trim().split(/\s+/)));
const ROWS = Number(args.rows ?? 1_000_000);
const RUNS = Number(args.runs ?? 200);
const PORT = Number(args.port ?? 5478);
const VISIBLE = 5_000;
const DUE_PROMISES = 100_000;

const dist = (path) => import(new URL(`../backend/dist/${path}`, import.meta.url));
const { startEmbeddedDatabase } = await dist('database/embedded-database.js');
const { runMigrations } = await dist('database/migrate.js');
const { buildDataSourceOptions } = await dist('database/data-source-options.js');
const { WorklistService } = await dist('modules/worklist/worklist.service.js');
const { PromisesService } = await dist('modules/promises/promises.service.js');
const { CustomerVisibility } = await dist('modules/customers/customer-visibility.service.js');
const { AuditService } = await dist('modules/audit/audit.service.js');
const { NotificationsService } = await dist('modules/notifications/notifications.service.js');
const { BusinessClock } = await dist('common/time/business-clock.js');
const { systemClock } = await dist('common/time/clock.js');
const { DataSource } = await import('typeorm');

const sqlWithParams = (sql, params) => sql.replace(/(?<!:):([a-z_0-9]+)\b/g, (match, name) => (name in params ? String(params[name]) : match));

async function seedCustomers(client) {
  const [{ n }] = (await client.query(`SELECT count(*)::int AS n FROM customers WHERE loan_application_no LIKE 'BN%'`)).rows;
  if (n === ROWS && !process.env.BENCH_RESEED) return console.log(`Reusing ${n.toLocaleString('en-IN')} customers`);
  console.log(`Seeding ${ROWS.toLocaleString('en-IN')} customers...`);
  await client.query('TRUNCATE customers, payments, agent_groups, groups, lead_cycles RESTART IDENTITY CASCADE');
  const cycles = (await auditedQuery(client, 'lead_cycle', `INSERT INTO lead_cycles (name, lead_cycle_start_date, lead_cycle_end_date) VALUES
      ('Overdue', date_trunc('month', now())::date, (date_trunc('month', now()) + interval '1 month - 1 day')::date),
      ('Pre-EMI', (date_trunc('month', now()) - interval '1 month')::date, (date_trunc('month', now()) - interval '1 day')::date) RETURNING id`)).rows;
  const groups = (await auditedQuery(client, 'group', `INSERT INTO groups (name) VALUES ('Bench North'), ('Bench West'), ('Bench South') RETURNING id`)).rows;
  const sql = sqlWithParams(readFileSync(new URL('./seed-customers.sql', import.meta.url), 'utf8'), {
    count: ROWS, current_cycle: cycles[0].id, previous_cycle: cycles[1].id, g1: groups[0].id, g2: groups[1].id, g3: groups[2].id,
  });
  await auditedQuery(client, 'customer', sql);
}

/** The bench agent's own group of 5,000 customers, and promises: 100,000 open and past their last day, plus a few
 * open for today and broken ones in the agent's group. Rebuilt on every run (the job decides them). */
async function seedWorklist(client) {
  await auditedQuery(client, 'promise', `TRUNCATE promises`);
  // Its group assignments go with it (a cascade on the audited agent_groups).
  await auditedQuery(client, ['user', 'group'], `DELETE FROM users WHERE email = 'bench.agent@example.com'`);
  const [agent] = (await auditedQuery(client, 'user', `INSERT INTO users (name, email, password_hash, role, must_change_password) VALUES ('Bench Agent', 'bench.agent@example.com', 'x', 'agent', false) RETURNING id`)).rows;
  let [group] = (await client.query(`SELECT id FROM groups WHERE name = 'Bench Agent Group'`)).rows;
  if (!group) {
    [group] = (await auditedQuery(client, 'group', `INSERT INTO groups (name) VALUES ('Bench Agent Group') RETURNING id`)).rows;
    await auditedQuery(client, 'customer', `UPDATE customers SET group_id = $1 WHERE id IN (SELECT id FROM customers ORDER BY id DESC LIMIT ${VISIBLE})`, [group.id]);
  }
  await auditedQuery(client, 'group', `INSERT INTO agent_groups (agent_id, group_id) VALUES ($1, $2)`, [agent.id, group.id]);
  await auditedQuery(client, 'promise', `INSERT INTO promises (customer_id, agent_id, made_on, promised_date, promised_amount, state, created_at)
    SELECT id, $1, current_date - 10, current_date - 3, 5000, 'open', now() - interval '10 days' FROM customers WHERE id <= ${DUE_PROMISES}`, [agent.id]);
  await auditedQuery(client, 'promise', `INSERT INTO promises (customer_id, agent_id, made_on, promised_date, promised_amount, state, created_at, decided_at)
    SELECT id, $1, current_date - 6, current_date - (id / 10 % 2) * 5, 3000, CASE WHEN id / 10 % 2 = 0 THEN 'open' ELSE 'broken' END, now() - interval '1 day', CASE WHEN id / 10 % 2 = 1 THEN now() END
    FROM customers WHERE group_id = $2 AND id % 10 = 0`, [agent.id, group.id]);
  await client.query('VACUUM ANALYZE customers, promises, payments');
  return { id: agent.id, name: 'Bench Agent', email: 'bench.agent@example.com', role: 'agent', isActive: true, mustChangePassword: false };
}

const database = await startEmbeddedDatabase(BENCH_DATA, PORT);
try {
  await runMigrations(database.url);
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  let agent;
  try {
    await seedCustomers(client);
    agent = await seedWorklist(client);
  } finally {
    // Closed before the database stops, so a failed seed reports its own error rather than the shutdown's.
    await client.end();
  }

  const dataSource = await new DataSource(buildDataSourceOptions(database.url)).initialize();
  const config = { appTimezone: 'Asia/Kolkata', ptpGraceDays: 1 };
  const clock = new BusinessClock(systemClock(), config);
  const visibility = new CustomerVisibility({ get: async () => false });
  const worklist = new WorklistService(dataSource, clock, visibility, null);

  const latencies = [];
  for (let i = 0; i < RUNS + 20; i++) {
    const started = performance.now();
    const answer = await worklist.worklist(agent, {});
    if (i >= 20) latencies.push(performance.now() - started);
    if (i === 0) console.log('Sections:', answer.sections.map((s) => `${s.key} ${s.count}`).join(', '));
  }
  latencies.sort((a, b) => a - b);
  console.log(`Worklist (agent, ${VISIBLE.toLocaleString('en-IN')} visible of ${ROWS.toLocaleString('en-IN')}), ${RUNS} runs: p50 ${percentile(latencies, 50).toFixed(1)} ms, p95 ${percentile(latencies, 95).toFixed(1)} ms, max ${latencies.at(-1).toFixed(1)} ms`);

  const promises = new PromisesService(dataSource, config, clock, null, new AuditService(clock), new NotificationsService(dataSource, clock, config));
  const started = performance.now();
  const decided = await promises.decideDue();
  console.log(`Promise job: decided ${decided.toLocaleString('en-IN')} due promises in ${((performance.now() - started) / 1000).toFixed(2)} s; again: ${await promises.decideDue()}`);
  await dataSource.destroy();
} finally {
  await database.stop();
}
