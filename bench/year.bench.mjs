// A year of a 200-agent floor (issue 18, Scale): Call History, a call, a customer's page, the dashboard and the
// worklist on 10,000,000 calls (bench/year-data.mjs), and the same at a tenth of the data, for how cost grows.
// Usage: npm run bench -- --only=year [--seconds 8 --scales 0.1,1 --scenarios worklist,dashboard]
// (--scenarios: only the scenarios whose name contains one of the words, or tagged so: "paths" for issue 27's Call
// History, "lists" for its customer list, worklist and Recent Activity (year-lists.mjs); the
// docs' table is written for a full run only)
import { cpus, loadavg } from 'node:os';
import { ensureYearData } from './year-data.mjs';
import { ensurePathViewers } from './year-paths.mjs';
import { listScenarios, listStatements } from './year-lists.mjs';

import { reportSamples, reportScenarios } from './year-reports.mjs';
import { agentScopeOf, loadApi, loadSql, login, startServer } from './lib.mjs';

const args = Object.fromEntries(process.argv.slice(2).join(' ').split('--').filter(Boolean).map((a) => a.trim().split(/\s+/)));
const SECONDS = Number(args.seconds ?? 8);
const SCALES = String(args.scales ?? '0.1,1').split(',').map(Number);
const WARM_UP_SECONDS = 2;
const PICKED = args.scenarios ? String(args.scenarios).split(',') : null;

const dist = (path) => import(new URL(`../backend/dist/${path}`, import.meta.url));
const { buildDataSourceOptions } = await dist('database/data-source-options.js');
const { callListQuery } = await dist('modules/calls/call-list-query.js');
const { callListPath, viewerSizeQuery } = await dist('modules/calls/call-list-path.js');
const { sessionWithUserQuery } = await dist('modules/auth/session-store.js');
const { DataSource } = await import('typeorm');

/** What each scenario asks, picked from the data: a floor agent, a customer of theirs in this month's cycle, a recent call. */
async function samples(dataSource, year) {
  const [agent] = await dataSource.query(`SELECT id, name FROM users WHERE email = $1`, [year.agentEmail(7)]);
  const [customer] = await dataSource.query(`SELECT c.id, c.name, c.mobile, c.loan_application_no FROM customers c
    JOIN lead_cycles lc ON lc.id = c.lead_cycle_id WHERE c.group_id IN (SELECT group_id FROM agent_groups WHERE agent_id = $1)
    ORDER BY lc.lead_cycle_start_date DESC, c.id LIMIT 1 OFFSET 424`, [agent.id]);
  const [call] = await dataSource.query(`SELECT id FROM calls ORDER BY id DESC LIMIT 1 OFFSET 5000`);
  const paths = await ensurePathViewers(year.url, { customers: year.sizes.customers, agentEmail: year.agentEmail(1) });
  for (const viewer of paths.viewers) {
    viewer.id = (await dataSource.query('SELECT id FROM users WHERE email = $1', [viewer.email]))[0].id;
    viewer.scope = await agentScopeOf(dataSource, viewer.id);
  }
  return { customer, agent, call, agentScope: await agentScopeOf(dataSource, agent.id), paths, reports: await reportSamples(dataSource) };
}

/** Issue 27: viewers who see nothing, 10 customers or 1 %, and the broadest searches, as an admin and as the floor agent. */
function pathScenarios({ agentScope, paths: { viewers, searches } }, list) {
  const searched = [
    [`a phone prefix of 3 digits (${searches.phone3.n.toLocaleString('en-IN')} customers)`, searches.phone3.prefix],
    [`a phone prefix of 5 digits (${searches.phone5.n.toLocaleString('en-IN')} customers)`, searches.phone5.prefix],
    ["a name's first two letters", searches.letters],
    ['a loan-number prefix of 9,999 old customers', searches.oldLoans],
  ];
  return [
    ...viewers.map((viewer) => list(`Call History: an ${viewer.as}`, {}, viewer.scope, viewer.as)),
    ...searched.map(([name, search]) => list(`Call History: search ${name}`, { search })),
    ...searched.map(([name, search]) => list(`Call History: search ${name}`, { search }, agentScope, 'agent')),
  ].map((scenario) => ({ ...scenario, tag: 'paths' }));
}

function scenarios(picked) {
  const { customer, agent, call, agentScope } = picked;
  const list = (name, query, scope = null, as = 'admin') => ({ name, as, path: `/api/calls?${new URLSearchParams({ page: 1, limit: 10, ...query })}`, list: { query: { page: 1, limit: 10, ...query }, scope }, target: 50 });
  return [
    list('Call History: first page', {}),
    list('Call History: status missed', { status: 'missed' }),
    list('Call History: search customer name', { search: customer.name }),
    list('Call History: search agent name', { search: agent.name }),
    list('Call History: search phone', { search: customer.mobile }),
    list("Call History: an agent's view", {}, agentScope, 'agent'),
    list('Call History: deep page (offset 100,000)', { page: 5001, limit: 20 }),
    { name: 'a call', as: 'admin', path: `/api/calls/${call.id}`, target: 20 },
    { name: 'customer page: customer', as: 'agent', path: `/api/customers/${customer.loan_application_no}`, target: 50 },
    { name: 'customer page: feedback history', as: 'agent', path: `/api/customers/${customer.id}/feedback`, target: 50 },
    { name: 'customer page: messages', as: 'agent', path: `/api/customers/${customer.id}/messages`, target: 50 },
    { name: 'customer page: promises', as: 'agent', path: `/api/customers/${customer.id}/promises`, target: 50 },
    { name: 'dashboard stats', as: 'admin', path: '/api/dashboard/stats', method: 'POST', body: { lead_cycle_ids: [] }, target: 50 },
    { name: 'worklist', as: 'agent', path: '/api/worklist', target: 50 },
    // The agent above works a group whose customers hold no promises (the generator gives one customer in four a
    // promise, all in five groups): this one's group holds 4,167 open and 11,000 broken promises not called again.
    { name: 'worklist: a group with promises', as: 'agent of group 1', path: '/api/worklist', target: 50 },
    ...pathScenarios(picked, list),
    // Issue 30: the day's coverage and the 7-day forecast of 200 agents in 20 groups (admin only), and the worklist and
    // Call History of an agent who holds today's loan of the group with promises (lendForToday) on top of their own.
    { name: 'coverage: today', as: 'admin', path: '/api/coverage', target: 100, tag: 'coverage' },
    { name: 'coverage: the 7-day forecast', as: 'admin', path: '/api/coverage/forecast?days=7', target: 100, tag: 'coverage' },
    { name: 'coverage: worklist of an agent holding a loan', as: LOAN_HOLDER, path: '/api/worklist', target: 50, tag: 'coverage' },
    { name: "coverage: Call History of an agent holding a loan", as: LOAN_HOLDER, path: '/api/calls?page=1&limit=10', target: 50, tag: 'coverage' },
    ...listScenarios(picked.paths),

    ...reportScenarios(picked.reports),
  ];
}

const LOAN_HOLDER = 'agent holding a loan';
/** Floor agent 2 works group 2 (at either scale); the loan lends them group 1, whose customers hold the promises. */
const BORROWER = 2;

/** Lends group 1 to the borrower for today through the API, unless a running loan already does (a rerun the same day). */
async function lendForToday(url, adminCookie, dataSource, year) {
  const [{ id: agentId }] = await dataSource.query('SELECT id FROM users WHERE email = $1', [year.agentEmail(BORROWER)]);
  const [{ id: groupId }] = await dataSource.query(`SELECT id FROM groups WHERE name = 'Floor 01'`);
  const [{ today }] = await dataSource.query(`SELECT to_char(now() AT TIME ZONE $1, 'YYYY-MM-DD') AS today`, [process.env.APP_TIMEZONE ?? 'Asia/Kolkata']);
  const headers = { cookie: adminCookie, 'content-type': 'application/json' };
  const loans = await (await fetch(`${url}/api/group-loans`, { headers })).json();
  const running = loans.some((loan) => loan.group_id === groupId && loan.ended_at === null && loan.start_date <= today && today <= loan.end_date && loan.agents.some((agent) => agent.id === agentId));
  if (running) return;
  const body = JSON.stringify({ group_id: groupId, agent_ids: [agentId], start_date: today, end_date: today, reason: 'Benchmark: covering Floor 01' });
  const response = await fetch(`${url}/api/group-loans`, { method: 'POST', headers, body });
  if (!response.ok) throw new Error(`Lending Floor 01 failed: ${response.status} ${await response.text()}`);
}

/**
 * The statements a Call History request runs, straight on PostgreSQL: session read, the viewer's size (an agent's),
 * then the list statement (total and the page's calls) on the path it chose.
 */
async function listSql(dataSource, sid, { query, scope }) {
  const size = scope ? dataSource.driver.escapeQueryWithParameters(viewerSizeQuery(scope).sql, viewerSizeQuery(scope).params) : null;
  const path = callListPath(size ? (await dataSource.query(...size))[0] : null);
  const { sql, params } = callListQuery({ ...query, page: Number(query.page), limit: Number(query.limit) }, scope, path);
  const [text, values] = dataSource.driver.escapeQueryWithParameters(sql, params);
  return async (pool) => {
    await pool.query(sessionWithUserQuery(sid));
    if (size) await pool.query(...size);
    await pool.query(text, values);
  };
}

/** The session read, then year-lists.mjs's statements of a customer list or Recent Activity scenario (else null). */
async function statementsSql(dataSource, sid, scenario, { agentScope, paths: { viewers } }) {
  const scope = scenario.as === 'agent' ? agentScope : viewers.find((viewer) => viewer.as === scenario.as)?.scope;
  const statements = await listStatements(scenario, dataSource, scenario.as === 'admin' ? null : scope);
  if (!statements) return null;
  return async (pool) => {
    await pool.query(sessionWithUserQuery(sid));
    for (const statement of statements) await pool.query(...statement);
  };
}

async function measure(scale) {
  const year = await ensureYearData({ scale });
  const server = { stop: async () => undefined };
  try {
    const dataSource = await new DataSource({ ...buildDataSourceOptions(year.url), extra: { max: 1 } }).initialize();
    const picked = await samples(dataSource, year);
    const running = await startServer(year.url);
    server.stop = running.stop;
    const cookies = { admin: await login(running.url, year.admin.email, year.admin.password), agent: await login(running.url, year.agentEmail(7), year.agentPassword),
      'agent of group 1': await login(running.url, year.agentEmail(1), year.agentPassword) };
    for (const viewer of picked.paths.viewers) cookies[viewer.as] = await login(running.url, viewer.email, year.agentPassword);
    cookies[LOAN_HOLDER] = await login(running.url, year.agentEmail(BORROWER), year.agentPassword);
    await lendForToday(running.url, cookies.admin, dataSource, year);
    const sid = (cookie) => decodeURIComponent(cookie.slice(cookie.indexOf('=') + 1)).slice(2).split('.')[0];
    const measured = scenarios(picked).filter((s) => !PICKED || PICKED.some((word) => s.name.includes(word) || s.tag === word));
    console.log(`\nScale ${scale}: customer "${picked.customer.name}" (${picked.customer.mobile}), agent "${picked.agent.name}"; ${SECONDS} s each at concurrency 10`);
    const request = (s) => ({ url: running.url, path: s.path, method: s.method, body: s.body, cookie: cookies[s.as] });
    for (const s of measured) await loadApi({ ...request(s), seconds: 1 });
    const rows = [];
    for (const s of measured) {
      await loadApi({ ...request(s), seconds: WARM_UP_SECONDS });
      const load = loadavg()[0];
      const api = await loadApi({ ...request(s), seconds: SECONDS });
      const work = s.list ? await listSql(dataSource, sid(cookies[s.as]), s.list) : await statementsSql(dataSource, sid(cookies[s.as]), s, picked);
      const sql = work ? await loadSql({ databaseUrl: year.url, work, seconds: SECONDS }) : null;
      const row = { ...s, ...api, sqlP95: sql?.p95, ratio: sql ? Math.round((api.p95 / sql.p95) * 100) / 100 : undefined, load };
      rows.push(row);
      console.log(`${s.name.padEnd(44)} p50 ${row.p50}  p95 ${row.p95}  p99 ${row.p99} ms  ${row.rps} req/s  SQL p95 ${row.sqlP95 ?? '-'}  ratio ${row.ratio ?? '-'}  errors ${row.errors}  load ${load.toFixed(2)}`);
    }
    await dataSource.destroy();
    return { scale, sizes: year.sizes, seconds: year.seconds, rows };
  } finally {
    await server.stop();
    await year.stop();
  }
}

const results = [];
for (const scale of SCALES) results.push(await measure(scale));

const full = results.find((r) => r.scale === 1);
const tenth = results.find((r) => r.scale === 0.1);
if (full && tenth && !PICKED) {
  const { writeSection, machine, measuredAt } = await import('./report.mjs');
  const loads = results.flatMap((r) => r.rows.map((row) => row.load));
  const cell = (value) => (value === undefined ? '—' : value);
  writeSection('year', 'A year of a 200-agent floor (issue 18: 1,00,00,000 calls)', [
    `Measured ${measuredAt()} on ${machine()} (${cpus().length} cores shared with other work: 1-minute load ${Math.min(...loads).toFixed(1)}-${Math.max(...loads).toFixed(1)} during the runs),`,
    `with \`npm run bench -- --only=year\` (bench/year.bench.mjs) on the data of bench/year-data.mjs: ${full.sizes.customers.toLocaleString('en-IN')} customers in 12 monthly cycles, ${full.sizes.calls.toLocaleString('en-IN')} calls, ${full.sizes.feedback.toLocaleString('en-IN')} feedback items, ${full.sizes.messages.toLocaleString('en-IN')} messages, ${full.sizes.agents.toLocaleString('en-IN')} agents (${full.sizes.floorAgents} calling, 20 groups), generated in ${full.seconds} s (the tenth in ${tenth.seconds} s).`,
    `Server with WEB_CONCURRENCY=1 and its request log on; autocannon at concurrency 10 for ${SECONDS} s per scenario after a ${WARM_UP_SECONDS} s warm-up. "admin" sees every call; "agent" is a floor agent seeing the calls of their group's 50,000 customers (5,000 at a tenth).`,
    'The SQL column runs what a Call History request runs straight on PostgreSQL at the same concurrency: the session read and the list statement (call-list-query.ts: the total and the page\'s calls).',
    '',
    '| scenario | as | p50 ms | p95 ms | p99 ms | req/s | SQL p95 ms | API/SQL | target p95 | tenth: p95 ms | full/tenth p95 | errors |',
    '|---|---|---|---|---|---|---|---|---|---|---|---|',
    ...full.rows.map((row) => {
      const small = tenth.rows.find((other) => other.name === row.name && other.as === row.as);
      return `| ${row.name} | ${row.as} | ${row.p50} | ${row.p95} | ${row.p99} | ${row.rps} | ${cell(row.sqlP95)} | ${cell(row.ratio)} | ≤ ${row.target} ${row.p95 <= row.target ? '✓' : '✗'} | ${small.p95} | ${Math.round((row.p95 / small.p95) * 100) / 100} | ${row.errors + small.errors} |`;
    }),
  ]);
}
