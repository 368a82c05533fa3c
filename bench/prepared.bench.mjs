// Prepared statements (issue 27): the hottest statements (the session read, the worklist, the Call History page)
// unnamed (parsed and planned at every execution) against named (parsed once per connection; planned per execution
// until PostgreSQL settles on a generic plan after 5), on the year's data, straight on PostgreSQL at concurrency 10.
// Also each statement's planning share (EXPLAIN ANALYZE's planning against execution time), and the generic plan
// against the custom one for each viewer (plan_cache_mode), where parameters are skewed.
// Usage: npm run bench -- --only=prepared [--seconds 8 --scale 0.1]   (BENCH_YEAR_DB_PORT as for the year bench)
import { loadavg } from 'node:os';
import { ensureYearData } from './year-data.mjs';
import { agentScopeOf, loadSql } from './lib.mjs';

const args = Object.fromEntries(process.argv.slice(2).join(' ').split('--').filter(Boolean).map((a) => a.trim().split(/\s+/)));
const SECONDS = Number(args.seconds ?? 8);
const SCALE = Number(args.scale ?? 0.1);
const EXPLAIN_RUNS = 30;

const dist = (path) => import(new URL(`../backend/dist/${path}`, import.meta.url));
const { buildDataSourceOptions } = await dist('database/data-source-options.js');
const { callListQuery } = await dist('modules/calls/call-list-query.js');
const { callListPath, viewerSizeQuery } = await dist('modules/calls/call-list-path.js');
const { worklistSql } = await dist('modules/worklist/worklist-sections.js');
const { sessionWithUserQuery } = await dist('modules/auth/session-store.js');
const { DataSource } = await import('typeorm');

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const load = () => loadavg()[0].toFixed(1);

/** The statements measured, each as [text, values] for one or more viewers (same text: the parameters differ). */
async function statements(dataSource, year) {
  const escape = (sql, params) => dataSource.driver.escapeQueryWithParameters(sql, params, {});
  const idOf = async (email) => (await dataSource.query('SELECT id FROM users WHERE email = $1', [email]))[0].id;
  const admin = await idOf(year.admin.email);
  const agent = await idOf(year.agentEmail(7));
  const promisesAgent = await idOf(year.agentEmail(1));
  await dataSource.query(
    `INSERT INTO session (sid, sess, expire) VALUES ('bench-prepared', $1, now() + interval '1 day') ON CONFLICT (sid) DO UPDATE SET sess = EXCLUDED.sess, expire = EXCLUDED.expire`,
    [{ cookie: { originalMaxAge: 86_400_000, httpOnly: true, path: '/' }, passport: { user: agent } }],
  );
  const session = sessionWithUserQuery('bench-prepared');
  const now = new Date();
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(now);
  const worklist = async (id) => {
    const scope = await agentScopeOf(dataSource, id);
    return escape(worklistSql(scope.groupIds, scope.ownGroupIds), { now, today, limit: 25, ...scope.params });
  };
  const callPage = async (scope) => {
    const size = scope ? (await dataSource.query(...escape(viewerSizeQuery(scope).sql, viewerSizeQuery(scope).params)))[0] : null;
    const { sql, params } = callListQuery({ page: 1, limit: 10 }, scope, callListPath(size));
    return escape(sql, params);
  };
  return [
    { name: 'session read', variants: [['agent', [session.text, session.values]]] },
    { name: 'worklist (agent)', variants: [['agent 7 (no promises)', await worklist(agent)], ['agent 1 (a group with promises)', await worklist(promisesAgent)]] },
    { name: 'worklist (the floor, admin)', variants: [['admin', escape(worklistSql(null), { now, today, limit: 25 })]] },
    { name: 'Call History page (admin)', variants: [['admin', await callPage(null)]] },
    { name: "Call History page (agent)", variants: [['agent 7', await callPage(await agentScopeOf(dataSource, agent))], ['agent 1', await callPage(await agentScopeOf(dataSource, promisesAgent))]] },
  ].map((s) => ({ ...s, admin }));
}

/** Planning and execution time (ms, medians of EXPLAIN_RUNS) of one statement, as an unnamed statement runs it. */
async function planShare(client, [text, values]) {
  const planning = [];
  const execution = [];
  for (let i = 0; i < EXPLAIN_RUNS; i += 1) {
    const { rows } = await client.query(`EXPLAIN (ANALYZE, TIMING OFF, SUMMARY ON, FORMAT JSON) ${text}`, values);
    const [plan] = rows[0]['QUERY PLAN'];
    planning.push(plan['Planning Time']);
    execution.push(plan['Execution Time']);
  }
  return { planning: median(planning), execution: median(execution) };
}

/** Execution time (ms, median) of the statement's generic plan and of its custom plan, through SQL PREPARE. */
async function genericAgainstCustom(client, [text, values], tag) {
  const name = `bench_prepared_${tag}`;
  await client.query(`DEALLOCATE ALL`);
  await client.query(`PREPARE ${name} AS ${text}`);
  const literal = (v) => (v === null ? 'NULL' : v instanceof Date ? `'${v.toISOString()}'` : Array.isArray(v) ? `'{${v.join(',')}}'` : `'${String(v).replace(/'/g, "''")}'`);
  const execute = `EXPLAIN (ANALYZE, TIMING OFF, SUMMARY ON, FORMAT JSON) EXECUTE ${name}(${values.map(literal).join(', ')})`;
  const timed = async (mode) => {
    await client.query(`SET plan_cache_mode = ${mode}`);
    const times = [];
    for (let i = 0; i < 10; i += 1) {
      const [plan] = (await client.query(execute)).rows[0]['QUERY PLAN'];
      times.push(plan['Execution Time'] + plan['Planning Time']);
    }
    return median(times);
  };
  // What plan_cache_mode auto does with it: after 5 custom plans PostgreSQL keeps the generic one if its estimate
  // is no dearer; pg_prepared_statements counts which it ran.
  for (let i = 0; i < 10; i += 1) await client.query(`EXECUTE ${name}(${values.map(literal).join(', ')})`);
  const [auto] = (await client.query(`SELECT generic_plans, custom_plans FROM pg_prepared_statements WHERE name = $1`, [name])).rows;
  const result = { generic: await timed('force_generic_plan'), custom: await timed('force_custom_plan'), auto: auto.generic_plans > 0 ? 'generic' : 'custom' };
  await client.query(`RESET plan_cache_mode`);
  await client.query(`DEALLOCATE ${name}`);
  return result;
}

/** The same statement at concurrency 10: unnamed, then named (each of the pool's connections prepares it once). */
async function unnamedAgainstNamed(url, name, variants) {
  let turn = 0;
  const next = () => variants[turn++ % variants.length][1];
  const unnamed = await loadSql({ databaseUrl: url, seconds: SECONDS, work: (pool) => { const [text, values] = next(); return pool.query(text, values); } });
  const named = await loadSql({ databaseUrl: url, seconds: SECONDS, work: (pool) => { const [text, values] = next(); return pool.query({ name, text, values }); } });
  return { unnamed, named };
}

const year = await ensureYearData({ scale: SCALE });
try {
  const dataSource = await new DataSource({ ...buildDataSourceOptions(year.url), extra: { max: 1 } }).initialize();
  const measured = await statements(dataSource, year);
  const client = await dataSource.driver.master.connect();
  await client.query('SET max_parallel_workers_per_gather = 0');
  const lines = [];
  console.log('| statement: viewer | planning ms | execution ms | planning share | custom plan ms | generic plan ms | auto keeps | load |');
  for (const statement of measured) {
    for (const [viewer, query] of statement.variants) {
      const share = await planShare(client, query);
      const plans = await genericAgainstCustom(client, query, lines.length);
      const line = `| ${statement.name}: ${viewer} | ${share.planning.toFixed(3)} | ${share.execution.toFixed(3)} | ${Math.round((100 * share.planning) / (share.planning + share.execution))} % | ${plans.custom.toFixed(2)} | ${plans.generic.toFixed(2)} | ${plans.auto} | ${load()} |`;
      console.log(line);
      lines.push(line);
    }
  }
  client.release();
  await dataSource.destroy();
  console.log('\n| statement | unnamed p50 / p95 / p99 ms | named p50 / p95 / p99 ms | unnamed / named req/s | load |');
  for (const statement of measured) {
    const { unnamed, named } = await unnamedAgainstNamed(year.url, `bench-${statement.name.replace(/\W+/g, '-')}`, statement.variants);
    console.log(`| ${statement.name} (${statement.variants.map(([v]) => v).join(', ')}) | ${unnamed.p50} / ${unnamed.p95} / ${unnamed.p99} | ${named.p50} / ${named.p95} / ${named.p99} | ${unnamed.rps} / ${named.rps} | ${load()} |`);
  }
} finally {
  await year.stop();
}
