// Worklist and promise-job benchmark (issue 17): an agent with 5,000 visible customers among 1,000,000, and the
// promise job deciding 100,000 due promises. Runs the services' own code on an embedded PostgreSQL (bench/.data).
// Usage: node bench/worklist.bench.mjs [--rows 1000000 --runs 200 --port 5478]   (BENCH_RESEED=1 rebuilds the data set)
import pg from 'pg';
import { auditedQuery } from './audited.mjs';
import { agentScopeOf, BENCH_DATA, percentile } from './lib.mjs';
import { seedBenchCustomers } from './seed-customers.mjs';

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
const { worklistSql } = await dist('modules/worklist/worklist-sections.js');
const { DataSource, EntityManager } = await import('typeorm');

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

/** Times every statement the services run through an EntityManager, and each COMMIT (the deferred audit checks run there). */
async function profileStatements(dataSource) {
  const parts = [];
  const query = EntityManager.prototype.query;
  EntityManager.prototype.query = async function (sql, params) {
    const started = performance.now();
    try {
      return await query.call(this, sql, params);
    } finally {
      parts.push([sql.trim().replace(/\s+/g, ' ').slice(0, 60), performance.now() - started]);
    }
  };
  const runner = dataSource.createQueryRunner();
  const prototype = Object.getPrototypeOf(runner);
  await runner.release();
  const commit = prototype.commitTransaction;
  prototype.commitTransaction = async function () {
    const started = performance.now();
    try {
      return await commit.call(this);
    } finally {
      parts.push(['COMMIT (deferred audit checks)', performance.now() - started]);
    }
  };
  return {
    parts,
    stop() {
      EntityManager.prototype.query = query;
      prototype.commitTransaction = commit;
    },
  };
}

/** EXPLAIN ANALYZE of the worklist's statement (every section) as the agent's worklist runs it. */
async function explainWorklist(dataSource, clock, agent) {
  const scope = await agentScopeOf(dataSource, agent.id);
  const sql = worklistSql(scope.groupIds, scope.ownGroupIds);
  const [text, values] = dataSource.driver.escapeQueryWithParameters(sql, { ...scope.params, now: clock.now(), today: clock.today(), limit: 25 });
  const plan = await dataSource.query(`EXPLAIN (ANALYZE, BUFFERS) ${text}`, values);
  console.log('The worklist statement, EXPLAIN ANALYZE:');
  for (const row of plan) console.log(`  ${row['QUERY PLAN']}`);
}

const database = await startEmbeddedDatabase(BENCH_DATA, PORT);
try {
  await runMigrations(database.url);
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  let agent;
  try {
    await seedBenchCustomers(client, ROWS, BENCH_DATA);
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

  const measureWorklist = async (label) => {
    const latencies = [];
    for (let i = 0; i < RUNS + 20; i++) {
      const started = performance.now();
      const answer = await worklist.worklist(agent, {});
      if (i >= 20) latencies.push(performance.now() - started);
      if (i === 0) console.log('Sections:', answer.sections.map((s) => `${s.key} ${s.count}`).join(', '));
    }
    latencies.sort((a, b) => a - b);
    console.log(`Worklist ${label} (agent, ${VISIBLE.toLocaleString('en-IN')} visible of ${ROWS.toLocaleString('en-IN')}), ${RUNS} runs: p50 ${percentile(latencies, 50).toFixed(1)} ms, p95 ${percentile(latencies, 95).toFixed(1)} ms, max ${latencies.at(-1).toFixed(1)} ms`);
  };
  await measureWorklist('before the job');

  const promises = new PromisesService(dataSource, config, clock, null, new AuditService(clock), new NotificationsService(dataSource, clock, config));
  const profile = await profileStatements(dataSource);
  const started = performance.now();
  const decided = await promises.decideDue();
  const total = performance.now() - started;
  profile.stop();
  console.log(`Promise job: decided ${decided.toLocaleString('en-IN')} due promises in ${(total / 1000).toFixed(2)} s; again: ${await promises.decideDue()}`);
  const spent = profile.parts.reduce((sum, [, ms]) => sum + ms, 0);
  for (const [what, ms] of profile.parts) console.log(`  ${what}: ${(ms / 1000).toFixed(2)} s`);
  console.log(`  the rest (building the rows in Node): ${((total - spent) / 1000).toFixed(2)} s`);

  // 100,000 broken promises on the floor now, a few hundred of them the agent's: the worklist statement's plan.
  await dataSource.query('VACUUM ANALYZE promises, notifications, audit_log');
  await explainWorklist(dataSource, clock, agent);
  await measureWorklist('after the job (100,000 broken promises)');
  await dataSource.destroy();
} finally {
  await database.stop();
}
