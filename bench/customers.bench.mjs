// Customer list and dashboard benchmark on 1,000,000 customers (issue: back office core).
// Usage: npm run bench [-- --rows 1000000 --seconds 8]   (BENCH_RESEED=1 rebuilds the data set)
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { BENCH_DATA, ROOT, loadApi, loadSql, login, startServer } from './lib.mjs';

const args = Object.fromEntries(process.argv.slice(2).join(' ').split('--').filter(Boolean).map((a) => a.trim().split(/\s+/)));
const ROWS = Number(args.rows ?? 1_000_000);
const SECONDS = Number(args.seconds ?? 8);
const ADMIN = { email: 'bench.admin@example.com', password: 'Bench@12345' };

const dist = (path) => import(new URL(`../backend/dist/${path}`, import.meta.url));
const { startEmbeddedDatabase } = await dist('database/embedded-database.js');
const { runMigrations } = await dist('database/migrate.js');
const { hashPassword } = await dist('common/security/password-hasher.js');

function sqlWithParams(sql, params) {
  return sql.replace(/(?<!:):([a-z_0-9]+)\b/g, (match, name) => (name in params ? String(params[name]) : match));
}

async function prepare(client) {
  await client.query(`INSERT INTO users (name, email, password_hash, role, must_change_password) VALUES ('Bench Admin', $1, $2, 'admin', false)
                      ON CONFLICT (email) DO NOTHING`, [ADMIN.email, await hashPassword(ADMIN.password)]);
  const [{ n }] = (await client.query(`SELECT count(*)::int AS n FROM customers WHERE loan_application_no LIKE 'BN%'`)).rows;
  if (n === ROWS && !process.env.BENCH_RESEED) return console.log(`Reusing ${n.toLocaleString('en-IN')} customers in ${BENCH_DATA}`);

  console.log(`Seeding ${ROWS.toLocaleString('en-IN')} customers...`);
  const started = Date.now();
  await client.query('TRUNCATE customers, payments, agent_groups, groups, lead_cycles RESTART IDENTITY CASCADE');
  const cycles = (await client.query(`INSERT INTO lead_cycles (name, lead_cycle_start_date, lead_cycle_end_date) VALUES
      ('Overdue', date_trunc('month', now())::date, (date_trunc('month', now()) + interval '1 month - 1 day')::date),
      ('Pre-EMI', (date_trunc('month', now()) - interval '1 month')::date, (date_trunc('month', now()) - interval '1 day')::date) RETURNING id`)).rows;
  const groups = (await client.query(`INSERT INTO groups (name) VALUES ('Bench North'), ('Bench West'), ('Bench South') RETURNING id`)).rows;
  const sql = sqlWithParams(readFileSync(new URL('./seed-customers.sql', import.meta.url), 'utf8'), {
    count: ROWS, current_cycle: cycles[0].id, previous_cycle: cycles[1].id, g1: groups[0].id, g2: groups[1].id, g3: groups[2].id,
  });
  await client.query(sql);
  await client.query('VACUUM ANALYZE customers');
  console.log(`Seeded in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

// Each scenario: the API call, and the same queries the service runs, for the API/SQL ratio.
const LIST_COLUMNS = `customer.*, "group".id AS group_id_, "group".name AS group_name, cycle.name AS cycle_name`;
async function listSql(client, where, params, offset, limit) {
  const [count, ids] = await Promise.all([
    client.query(`SELECT count(*)::int AS total FROM customers customer ${where}`, params),
    client.query(`SELECT customer.id FROM customers customer ${where} ORDER BY customer.id DESC OFFSET ${offset} LIMIT ${limit}`, params),
  ]);
  if (ids.rows.length) {
    await client.query(
      `SELECT ${LIST_COLUMNS} FROM customers customer LEFT JOIN groups "group" ON "group".id = customer.group_id
       JOIN lead_cycles cycle ON cycle.id = customer.lead_cycle_id WHERE customer.id = ANY($1) ORDER BY customer.id DESC`,
      [ids.rows.map((r) => r.id)],
    );
  }
  return count.rows[0].total;
}

function scenarios(sample) {
  const now = new Date();
  const tomorrow = new Date(now.getTime() + 86_400_000);
  return [
    { name: 'first page', body: { page: 1, limit: 10 }, sql: (c) => listSql(c, '', [], 0, 10) },
    {
      name: 'search: name prefix', body: { search: sample.namePrefix },
      sql: (c) => listSql(c, `WHERE (customer.name ILIKE $1 OR lower(customer.loan_application_no) LIKE $2 OR lower(customer.kyc_email) LIKE $2)`,
        [`%${sample.namePrefix}%`, `${sample.namePrefix.toLowerCase()}%`], 0, 10),
    },
    {
      name: 'search: mobile', body: { search: sample.mobile },
      sql: (c) => listSql(c, `WHERE (customer.mobile LIKE $1 OR lower(customer.loan_application_no) LIKE $2)`, [`${sample.mobile}%`, `${sample.mobile}%`], 0, 10),
    },
    {
      name: 'search: loan number', body: { search: sample.loan },
      sql: (c) => listSql(c, `WHERE (customer.name ILIKE $1 OR lower(customer.loan_application_no) LIKE $2 OR lower(customer.kyc_email) LIKE $2)`,
        [`%${sample.loan}%`, `${sample.loan.toLowerCase()}%`], 0, 10),
    },
    {
      name: 'status + next_follow_up range', body: { status: ['overdue'], next_follow_up: { start: now.toISOString(), end: tomorrow.toISOString() } },
      sql: (c) => listSql(c, `WHERE customer.status IN ('overdue') AND customer.next_follow_up >= $1 AND customer.next_follow_up <= $2`, [now.toISOString(), tomorrow.toISOString()], 0, 10),
    },
    { name: 'deep page (offset 100,000)', body: { page: 5001, limit: 20 }, sql: (c) => listSql(c, '', [], 100_000, 20) },
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
  const currentCycles = (await client.query(`SELECT id FROM lead_cycles WHERE lead_cycle_start_date <= now()::date AND lead_cycle_end_date >= now()::date`)).rows.map((r) => r.id);
  await client.end();

  const running = await startServer(database.url);
  server.stop = running.stop;
  const cookie = await login(running.url, ADMIN.email, ADMIN.password);
  const picked = { namePrefix: sample.name.slice(0, sample.name.indexOf(' ') + 3), mobile: sample.mobile.slice(0, 7), loan: sample.loan_application_no.slice(0, 9) };
  console.log(`Searches: name "${picked.namePrefix}", mobile "${picked.mobile}", loan "${picked.loan}"; ${SECONDS} s each at concurrency 10\n`);

  const rows = [];
  const measure = async (name, api, sqlWork, target) => {
    await loadApi({ ...api, url: running.url, cookie, seconds: 2 }); // warm-up
    const apiResult = await loadApi({ ...api, url: running.url, cookie, seconds: SECONDS });
    const sqlResult = await loadSql({ databaseUrl: database.url, work: sqlWork, seconds: SECONDS });
    const row = { name, ...apiResult, sqlP95: sqlResult.p95, ratio: Math.round((apiResult.p95 / sqlResult.p95) * 100) / 100, target };
    rows.push(row);
    console.log(`${name.padEnd(32)} p50 ${row.p50} ms  p95 ${row.p95} ms  p99 ${row.p99} ms  ${row.rps} req/s  SQL p95 ${row.sqlP95} ms  ratio ${row.ratio}  errors ${row.errors}`);
  };

  for (const s of scenarios(picked)) {
    await measure(s.name, { path: '/api/customers/all-customer', method: 'POST', body: s.body }, (c) => s.sql(c), 50);
  }
  await measure('dashboard stats (current month)', { path: '/api/dashboard/stats', method: 'POST', body: { lead_cycle_ids: [] } }, async (c) => {
    await Promise.all([
      c.query(`SELECT count(*)::int AS total, count(*) FILTER (WHERE status = 'overdue')::int, count(*) FILTER (WHERE status = 'partially_paid')::int,
               count(*) FILTER (WHERE status = 'paid')::int FROM customers WHERE lead_cycle_id = ANY($1)`, [currentCycles]),
    ]);
  }, 100);

  const { writeReport } = await import('./report.mjs');
  writeReport('customers', { rows: ROWS, seconds: SECONDS, results: rows });
} finally {
  await server.stop();
  await database.stop();
}
