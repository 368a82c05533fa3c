// Where the API/SQL ratio of a cheap request goes: the dashboard's two statements (session-and-user read, stats)
// behind servers of growing weight, each in its own process, against the same SQL run straight on PostgreSQL.
// Usage: npm run bench -- --only=overhead   (after the customers benchmark has seeded bench/.data)
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { BENCH_DATA, freePort, loadApi, loadSql, login, startServer } from './lib.mjs';

const SECONDS = 8;
const WARM_UP_SECONDS = 6; // the app's JIT needs longer than a bare handler's
const ADMIN = { email: 'bench.admin@example.com', password: 'Bench@12345' };
const dist = (path) => import(new URL(`../backend/dist/${path}`, import.meta.url));

/** The statements a dashboard request runs, built by the app's own code. */
async function statements(databaseUrl) {
  const { buildDataSourceOptions } = await dist('database/data-source-options.js');
  const { DashboardService } = await dist('modules/dashboard/dashboard.service.js');
  const { BusinessClock } = await dist('common/time/business-clock.js');
  const { systemClock } = await dist('common/time/clock.js');
  const { sessionWithUserQuery } = await dist('modules/auth/session-store.js');
  const { DataSource } = await import('typeorm');
  const dataSource = await new DataSource({ ...buildDataSourceOptions(databaseUrl), extra: { max: 10 } }).initialize();
  const stats = new DashboardService(dataSource, new BusinessClock(systemClock(), { appTimezone: 'Asia/Kolkata' }), null).statsQuery(null, []);
  return { dataSource, pool: dataSource.driver.master, stats, sessionRead: sessionWithUserQuery };
}

/** The servers measured, each adding one layer to the one before; the app is the real server. */
const SERVERS = [
  ['node:http', 'the two statements and JSON, nothing else'],
  ['express', '+ express with its JSON body parser (session read in the handler)'],
  ['express + express-session', '+ express-session reading the session (and user) through the app\'s statement'],
  ['express + express-session + passport', '+ passport restoring the user from the session'],
  ['the app (NestJS)', 'POST /api/dashboard/stats, with its request log'],
];
const APP = SERVERS.at(-1)[0];

/** Child process: serves POST /api/dashboard/stats with the same statements behind the layers `kind` names. */
async function serve(kind, databaseUrl, port, secret) {
  const { pool, stats, sessionRead } = await statements(databaseUrl);
  const withSession = kind.includes('express-session');
  const answer = async (response) => {
    if (!withSession) await pool.query(sessionRead(process.env.BENCH_SID));
    const { rows } = await pool.query(...stats);
    const body = JSON.stringify(rows[0]);
    response.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(body) });
    response.end(body);
  };
  if (kind === 'node:http') {
    const http = await import('node:http');
    http.createServer((request, response) => {
      request.resume();
      request.on('end', () => answer(response));
    }).listen(port);
    return;
  }
  const { default: express } = await import('express');
  const app = express();
  app.use(express.json());
  if (withSession) {
    const { default: session } = await import('express-session');
    const { default: connectPgSimple } = await import('connect-pg-simple');
    const PgStore = connectPgSimple(session);
    class Store extends PgStore {
      get(sid, callback) {
        pool.query(sessionRead(sid)).then(({ rows: [row] }) => callback(null, row ? row.sess : null), callback);
      }
    }
    app.use(session({ name: 'crm.sid', store: new Store({ pool, tableName: 'session', disableTouch: true }), secret, resave: false, saveUninitialized: false }));
  }
  if (kind.includes('passport')) {
    const { Passport } = await import('passport');
    const passport = new Passport();
    passport.deserializeUser((id, done) => done(null, { id }));
    app.use(passport.initialize());
    app.use(passport.session());
  }
  app.post('/api/dashboard/stats', (request, response) => answer(response));
  app.listen(port);
}

const [, , mode, kind, databaseUrl, port, secret] = process.argv;
if (mode === '--serve') {
  await serve(kind, databaseUrl, Number(port), secret);
} else {
  const { startEmbeddedDatabase } = await dist('database/embedded-database.js');
  const database = await startEmbeddedDatabase(BENCH_DATA, 5477);
  const children = [];
  try {
    const app = await startServer(database.url, { WEB_CONCURRENCY: '1' });
    children.push(app);
    const cookie = await login(app.url, ADMIN.email, ADMIN.password);
    const sid = decodeURIComponent(cookie.slice(cookie.indexOf('=') + 1)).slice(2).split('.')[0];
    const { dataSource, stats, sessionRead } = await statements(database.url);
    const sql = await loadSql({ databaseUrl: database.url, work: (pool) => pool.query(sessionRead(sid)).then(() => pool.query(...stats)), seconds: SECONDS });
    await dataSource.destroy();

    const rows = [];
    for (const [kind, what] of SERVERS) {
      let url = app.url;
      let stop = async () => undefined;
      if (kind !== APP) {
        const childPort = await freePort();
        const child = spawn(process.execPath, [fileURLToPath(import.meta.url), '--serve', kind, database.url, String(childPort), 'bench-session-secret-bench-session-secret'], {
          env: { ...process.env, BENCH_SID: sid },
          stdio: 'inherit',
        });
        stop = () => new Promise((resolve) => { child.once('exit', resolve); child.kill('SIGTERM'); });
        url = `http://127.0.0.1:${childPort}`;
        await new Promise((resolve) => setTimeout(resolve, 1500));
      }
      const load = { url, path: '/api/dashboard/stats', method: 'POST', body: { lead_cycle_ids: [] }, cookie };
      await loadApi({ ...load, seconds: WARM_UP_SECONDS });
      const result = await loadApi({ ...load, seconds: SECONDS });
      await stop();
      rows.push({ kind, what, ...result, ratio: Math.round((result.p95 / sql.p95) * 100) / 100 });
      console.log(`${kind.padEnd(40)} p95 ${result.p95} ms  ${result.rps} req/s  ratio ${rows.at(-1).ratio}  errors ${result.errors}`);
    }
    const { writeSection, machine, measuredAt } = await import('./report.mjs');
    writeSection('overhead', 'Where a cheap request\'s time goes (dashboard stats)', [
      `Measured ${measuredAt()} on ${machine()}, with \`npm run bench -- --only=overhead\` (bench/request-overhead.bench.mjs):`,
      `the dashboard's two statements (session-and-user read, stats) behind servers of growing weight, one process each, autocannon at concurrency 10 for ${SECONDS} s after a ${WARM_UP_SECONDS} s warm-up;`,
      `the same statements straight on PostgreSQL: p95 ${sql.p95} ms.`,
      '',
      '| server | what it runs | p95 ms | req/s | API/SQL p95 |',
      '|---|---|---|---|---|',
      ...rows.map((r) => `| ${r.kind} | ${r.what} | ${r.p95} | ${r.rps} | ${r.ratio} |`),
    ]);
  } finally {
    for (const child of children.reverse()) await child.stop();
    await database.stop();
  }
}
