// A year of a 200-agent floor (issue 18), generated once per scale and reused between runs.
//
//   import { ensureYearData } from './year-data.mjs';
//   const year = await ensureYearData({ scale: 1 });      // or 0.1 for the tenth; { port } to pick the database port
//   const server = await startServer(year.url);             // lib.mjs
//   ... sign in as year.admin, or as year.agentEmail(1..year.floorAgents) with year.agentPassword ...
//   await server.stop(); await year.stop();
//
// ensureYearData starts the embedded PostgreSQL under bench/.data-year (scale 1) or bench/.data-year-tenth (0.1),
// builds the data unless the marker file there (year-data.json) names this generator's VERSION and scale, and
// answers { url, dataDir, scale, sizes, built, seconds, admin: { email, password }, agentEmail(i), agentPassword,
// floorAgents, groups, stop() }. Run it alone to build or check a data set: node bench/year-data.mjs [--scale 0.1].
//
// At scale 1: 1,000,000 customers in 12 monthly lead cycles (20 groups of 10 floor agents each), 10,000,000 calls,
// 3,000,000 feedback items, 1,000,000 messages, 250,000 promises, 200,000 payments, 1,000 agents (200 of them on
// the floor) with a year of attendance, leave requests and ledgers. Every size is multiplied by the scale.
// Calls, feedback and messages are spread over the year in time order (ids grow with time) and go to customers of
// the month's lead cycle, by agents of the customer's group.
//
// Bulk tables are written with `session_replication_role = replica` (no per-row foreign-key, audit or other
// triggers) and their secondary indexes dropped before the load and rebuilt after it; customers go through their
// triggers, so the count tables are exact. Derived count tables of bulk tables are rebuilt from the data at the end.
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { execFileSync } from 'node:child_process';
import pg from 'pg';
import { auditedQuery } from './audited.mjs';
import { insertBenchCustomers } from './seed-customers.mjs';

/** Bump when the data's shape changes: a data set built by another version is rebuilt from scratch. */
export const VERSION = 2;
const ADMIN = { email: 'bench.admin@example.com', password: 'Bench@12345' };
const AGENT_PASSWORD = 'Bench@12345';
const GROUPS = 20;
const agentEmail = (i) => `year.agent.${String(i).padStart(4, '0')}@example.com`;

const dist = (path) => import(new URL(`../backend/dist/${path}`, import.meta.url));

export function sizesFor(scale) {
  const n = (full) => Math.round(full * scale);
  return {
    customers: n(1_000_000),
    calls: n(10_000_000),
    feedback: n(3_000_000),
    messages: n(1_000_000),
    // At least one floor agent per group, so every customer has someone calling them.
    agents: Math.max(GROUPS, n(1_000)),
    floorAgents: Math.max(GROUPS, n(200)),
  };
}

// BENCH_YEAR_DB_PORT moves the data's PostgreSQL (the tenth's on the next port), for two benchmarks side by side.
const yearDbPort = (scale) => Number(process.env.BENCH_YEAR_DB_PORT ?? 5491) + (scale === 1 ? 0 : 1);

export async function ensureYearData({ scale = 1, port = yearDbPort(scale) } = {}) {
  const dataDir = fileURLToPath(new URL(scale === 1 ? './.data-year' : `./.data-year-${scale === 0.1 ? 'tenth' : `x${scale}`}`, import.meta.url));
  const markerFile = join(dataDir, 'year-data.json');
  const marker = existsSync(markerFile) ? JSON.parse(readFileSync(markerFile, 'utf8')) : null;
  const reuse = marker?.version === VERSION && marker.scale === scale && !process.env.BENCH_RESEED;
  if (!reuse) rmSync(dataDir, { recursive: true, force: true });

  const { startEmbeddedDatabase } = await dist('database/embedded-database.js');
  const { runMigrations } = await dist('database/migrate.js');
  const database = await startEmbeddedDatabase(dataDir, port);
  try {
    if (!reuse) lowerPriority(dataDir);
    await runMigrations(database.url);
    const sizes = sizesFor(scale);
    let seconds = marker?.seconds;
    if (reuse) {
      console.log(`Reusing the year's data (scale ${scale}) in ${dataDir}`);
    } else {
      const started = Date.now();
      await build(database.url, sizes);
      seconds = Math.round((Date.now() - started) / 1000);
      writeFileSync(markerFile, JSON.stringify({ version: VERSION, scale, sizes, seconds, builtAt: new Date().toISOString() }, null, 2));
      console.log(`Built the year's data (scale ${scale}) in ${seconds} s`);
    }
    return {
      url: database.url, dataDir, scale, sizes, built: !reuse, seconds,
      admin: ADMIN, agentEmail, agentPassword: AGENT_PASSWORD, floorAgents: sizes.floorAgents, groups: GROUPS,
      stop: () => database.stop(),
    };
  } catch (error) {
    await database.stop();
    throw error;
  }
}

/** The machine is shared: the generator's PostgreSQL (and the backends it forks from now on) runs at low priority. */
function lowerPriority(dataDir) {
  const pid = readFileSync(join(dataDir, 'pg', 'postmaster.pid'), 'utf8').split('\n')[0];
  execFileSync('renice', ['-n', '10', '-p', pid], { stdio: 'ignore' });
}

async function build(url, sizes) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const step = async (name, work) => {
    const started = Date.now();
    await work();
    console.log(`  ${name}: ${((Date.now() - started) / 1000).toFixed(1)} s`);
  };
  try {
    await client.query(`ALTER SYSTEM SET max_wal_size = '4GB'`);
    await client.query('SELECT pg_reload_conf()');
    await client.query(`SET work_mem = '256MB'; SET maintenance_work_mem = '512MB'; SET max_parallel_maintenance_workers = 0;
                        SET max_parallel_workers_per_gather = 0; SET synchronous_commit = off`);
    await client.query('SELECT setseed(0.18)');
    const { hashPassword } = await dist('common/security/password-hasher.js');
    const hash = await hashPassword(AGENT_PASSWORD);
    console.log(`Building a year of a ${sizes.floorAgents}-agent floor: ${JSON.stringify(sizes)}`);

    await step('users, groups, lead cycles', async () => {
      await auditedQuery(client, 'user', `INSERT INTO users (name, email, password_hash, role, must_change_password) VALUES ('Bench Admin', $1, $2, 'admin', false)`, [ADMIN.email, hash]);
      await auditedQuery(client, 'user', `INSERT INTO users (name, email, password_hash, role, must_change_password, created_at)
        SELECT (ARRAY['Asha','Bala','Chetan','Divya','Farah','Gopal','Hema','Irfan','Kiran','Leela'])[1 + i % 10] || ' ' || (ARRAY['Menon','Rao','Shaikh','Iyer','Das','Gill','Nair','Joshi'])[1 + i / 10 % 8] || ' ' || i,
               'year.agent.' || lpad(i::text, 4, '0') || '@example.com', $2, 'agent', false, now() - interval '13 months'
        FROM generate_series(1, $1::int) i ORDER BY i`, [sizes.agents, hash]);
      await auditedQuery(client, 'group', `INSERT INTO groups (name) SELECT 'Floor ' || lpad(k::text, 2, '0') FROM generate_series(1, ${GROUPS}) k ORDER BY k`);
      // Floor agent i (1..floorAgents) works the customers of group 1 + (i - 1) % 20.
      await auditedQuery(client, 'group', `INSERT INTO agent_groups (agent_id, group_id)
        SELECT u.id, gr.id FROM generate_series(1, $1::int) i
        JOIN users u ON u.email = 'year.agent.' || lpad(i::text, 4, '0') || '@example.com'
        JOIN groups gr ON gr.name = 'Floor ' || lpad((1 + (i - 1) % ${GROUPS})::text, 2, '0')`, [sizes.floorAgents]);
      await auditedQuery(client, 'lead_cycle', `INSERT INTO lead_cycles (name, lead_cycle_start_date, lead_cycle_end_date)
        SELECT 'Overdue', (date_trunc('month', now()) - m * interval '1 month')::date, (date_trunc('month', now()) - (m - 1) * interval '1 month' - interval '1 day')::date
        FROM generate_series(11, 0, -1) m`);
      // Who works which group, by position (k = 0.. within the group), for the bulk statements' joins.
      await client.query(`CREATE TEMP TABLE floor_agents AS
        SELECT ag.group_id, (row_number() OVER (PARTITION BY ag.group_id ORDER BY ag.agent_id) - 1)::int AS k, ag.agent_id FROM agent_groups ag`);
      // Month m (0 = eleven months ago, 11 = this one): its cycle, and its span up to now.
      await client.query(`CREATE TEMP TABLE months AS
        SELECT (row_number() OVER (ORDER BY lead_cycle_start_date) - 1)::int AS m, id AS cycle_id, lead_cycle_start_date::timestamptz AS starts,
               least((lead_cycle_end_date + 1)::timestamptz, now()) - lead_cycle_start_date::timestamptz AS span
        FROM lead_cycles`);
    });

    const perMonth = Math.floor(sizes.customers / 12);
    await step(`${sizes.customers.toLocaleString('en-IN')} customers`, async () => {
      const cycles = (await client.query('SELECT cycle_id FROM months ORDER BY m')).rows.map((row) => row.cycle_id);
      const groups = (await client.query('SELECT id FROM groups ORDER BY id')).rows.map((row) => row.id);
      await insertBenchCustomers(client, {
        count: sizes.customers,
        lead_cycle_of_g: `(ARRAY[${cycles}])[1 + least(11, (g - 1) / ${perMonth})]`,
        group_of_g: `(ARRAY[${groups}])[1 + g % ${GROUPS}]`,
      });
    });

    await client.query(`SET session_replication_role = replica`);
    const perGroup = sizes.floorAgents / GROUPS;
    // Row i of n, spread over the year in order: its month, its instant in the month, a customer of that month's
    // cycle, and an agent of the customer's group.
    const spread = (n) => {
      const per = Math.ceil(n / 12);
      return `
      SELECT s.i, s.at, c.id AS customer_id, c.mobile, fa.agent_id, s.r
      FROM (SELECT i, mo.starts + mo.span * (((i - 1) % ${per})::float8 / ${per}) AS at, r,
                   1 + mo.m * ${perMonth} + floor(r2 * ${perMonth})::int AS customer_id
            FROM (SELECT i, random() AS r, random() AS r2 FROM generate_series(1, ${n}) i) g
            JOIN months mo ON mo.m = (i - 1) / ${per}) s
      JOIN customers c ON c.id = s.customer_id
      JOIN floor_agents fa ON fa.group_id = c.group_id AND fa.k = s.i % ${perGroup}`;
    };
    const dispositions = `(ARRAY['PTP','CBL','RNR','LMS','RTP','CFW','SWO','DND'])[1 + floor(r * 80)::int % 8]`;
    const dispositionNames = `(ARRAY['Promise to pay','Call back later','Ringing, no response','Left message','Refused to pay','Call forwarded','Switched off','Do not disturb'])[1 + floor(r * 80)::int % 8]`;

    await step(`${sizes.calls.toLocaleString('en-IN')} calls`, () =>
      withIndexesRebuilt(client, 'calls', () =>
        client.query(`INSERT INTO calls (customer_id, agent_id, phone_number, status, call_date_time, duration, disposition_name, disposition_code,
                        disposition_date, state, outcome, answered_at, ended_at, provider, metadata, created_at, updated_at)
          SELECT customer_id, agent_id, mobile, st.status, at, st.duration, st.name, st.code, st.disposed, 'ended', st.outcome,
                 CASE WHEN st.status = 'answered' THEN at + interval '8 seconds' END, at + (st.duration + 20) * interval '1 second', 'simulator', '{}', at, at
          FROM (${spread(sizes.calls)} ORDER BY s.i) s
          CROSS JOIN LATERAL (SELECT
            CASE WHEN r < 0.45 THEN 'answered' WHEN r < 0.80 THEN 'missed' WHEN r < 0.90 THEN 'voicemail' ELSE 'failed' END AS status,
            CASE WHEN r < 0.45 THEN 'answered' WHEN r < 0.80 THEN 'missed' WHEN r < 0.90 THEN 'missed' ELSE 'failed' END AS outcome,
            CASE WHEN r < 0.45 THEN 30 + floor(r * 1000)::int ELSE 0 END AS duration,
            CASE WHEN r < 0.45 THEN ${dispositionNames} END AS name,
            CASE WHEN r < 0.45 THEN ${dispositions} END AS code,
            CASE WHEN r < 0.45 THEN at + interval '2 minutes' END AS disposed) st`),
      ),
    );

    await step(`${sizes.feedback.toLocaleString('en-IN')} feedback items`, () =>
      withIndexesRebuilt(client, 'feedback', () =>
        client.query(`INSERT INTO feedback (customer_id, agent_id, disposition_name, disposition_code, contact_type, disposition_note, next_follow_up, language, created_at)
          SELECT customer_id, agent_id, ${dispositionNames}, ${dispositions}, (ARRAY['RPC','RPC','WPC','NC'])[1 + floor(r * 40)::int % 4],
                 CASE WHEN r < 0.3 THEN 'Spoke to the customer about the EMI due' END, CASE WHEN r < 0.5 THEN at + interval '2 days' END, 'Hindi', at
          FROM (${spread(sizes.feedback)} ORDER BY s.i) s`),
      ),
    );

    await step(`${sizes.messages.toLocaleString('en-IN')} messages`, () =>
      withIndexesRebuilt(client, 'messages', () =>
        client.query(`INSERT INTO messages (id, customer_id, agent_id, kind, to_number, template, link, params, status, provider, provider_message_id, status_history, created_at, updated_at)
          SELECT gen_random_uuid(), customer_id, agent_id, 'payment', mobile, 'payment_link', 'https://pay.example.in/l/' || i, '{}',
                 CASE WHEN r < 0.7 THEN 'delivered' WHEN r < 0.9 THEN 'read' ELSE 'failed' END, 'simulator', 'sim-' || i, '[]', at, at
          FROM (${spread(sizes.messages)} ORDER BY s.i) s`),
      ),
    );

    await step('promises and payments', async () => {
      // A promise from one customer in four, during its cycle: decided in past months, open in this one. Replica mode
      // skips the triggers that set a promise's lead cycle, group and whether it was called again, so they are written
      // here (promise_counts is rebuilt at the end).
      await withIndexesRebuilt(client, 'promises', () =>
        client.query(`INSERT INTO promises (customer_id, lead_cycle_id, group_id, agent_id, made_on, promised_date, promised_amount, state, created_at, decided_at, decided_on)
          SELECT c.id, c.lead_cycle_id, c.group_id, fa.agent_id, d.made_on, d.made_on + 5, round(c.loan_emi), st.state, d.made_on::timestamptz,
                 CASE WHEN st.state <> 'open' THEN (d.made_on + 6)::timestamptz END, CASE WHEN st.state <> 'open' THEN d.made_on + 6 END
          FROM customers c JOIN months mo ON mo.cycle_id = c.lead_cycle_id
          JOIN floor_agents fa ON fa.group_id = c.group_id AND fa.k = c.id / 7 % ${perGroup}
          CROSS JOIN LATERAL (SELECT (mo.starts + mo.span * ((c.id % 97) / 97.0))::date AS made_on) d
          CROSS JOIN LATERAL (SELECT CASE WHEN mo.m = 11 THEN 'open' WHEN c.id / 4 % 10 < 5 THEN 'kept' WHEN c.id / 4 % 10 < 9 THEN 'broken' ELSE 'cancelled' END AS state) st
          WHERE c.id % 4 = 0`),
      );
      await client.query(`UPDATE promises p SET called_again = true WHERE p.state = 'broken'
        AND EXISTS (SELECT 1 FROM feedback f WHERE f.customer_id = p.customer_id AND f.created_at > p.decided_at)`);
      await withIndexesRebuilt(client, 'payments', () =>
        client.query(`INSERT INTO payments (customer_id, paid_date, total_paid_amount, source, created_at)
          SELECT c.id, (mo.starts + mo.span * ((c.id % 89) / 89.0))::date, round(c.loan_emi), 'history', mo.starts + mo.span * ((c.id % 89) / 89.0)
          FROM customers c JOIN months mo ON mo.cycle_id = c.lead_cycle_id WHERE c.id % 5 = 0`),
      );
    });

    await step(`a year of attendance and leave for ${sizes.agents} agents`, async () => {
      // 85% present (09:30-18:30 IST), 7% half days, the rest no record (absent), up to yesterday.
      await client.query(`INSERT INTO attendance_records (user_id, date, status, login_time, logout_time, attendance_count, day_closed)
        SELECT u.id, d::date, CASE WHEN r < 0.85 THEN 'present' ELSE 'half_day' END, (d::date + time '04:00') AT TIME ZONE 'UTC',
               CASE WHEN r < 0.85 THEN (d::date + time '13:00') AT TIME ZONE 'UTC' END, CASE WHEN r < 0.85 THEN 1 ELSE 0.5 END, true
        FROM users u CROSS JOIN generate_series(current_date - 365, current_date - 1, interval '1 day') d CROSS JOIN LATERAL (SELECT random() AS r) x
        WHERE u.role = 'agent' AND x.r < 0.92`);
      await client.query(`INSERT INTO holidays (name, date, type) SELECT 'Holiday ' || i, current_date - i * 30, CASE WHEN i % 3 = 0 THEN 'FLEXI' ELSE 'MANDATORY' END FROM generate_series(1, 12) i`);
      await client.query(`INSERT INTO leave_types (name, code, accrual_rate, accrual_unit, max_per_accrual_unit, created_at) VALUES ('Earned Leave', 'EL', 1.5, 'month', 3, now() - interval '13 months')`);
      // Each month a two-day approved leave, an approved half day and a rejected request.
      await client.query(`INSERT INTO leave_requests (user_id, leave_type_id, start_date, end_date, day_type, leave_count, status, reason, decided_at, created_at)
        SELECT u.id, t.id, m.start + k.offset_days + u.id % 17, m.start + k.offset_days + u.id % 17 + k.extra_days, k.day_type, k.leave_count, k.status, 'Family function',
               m.start::timestamptz, m.start::timestamptz - interval '3 days'
        FROM users u CROSS JOIN leave_types t
        CROSS JOIN (SELECT current_date - 30 * i AS start FROM generate_series(1, 12) i) m
        CROSS JOIN (VALUES (0, 1, 'full', 2.0, 'approved'), (5, 0, 'half', 0.5, 'approved'), (8, 0, 'full', 1.0, 'rejected')) AS k(offset_days, extra_days, day_type, leave_count, status)
        WHERE u.role = 'agent'`);
      await client.query(`INSERT INTO leave_ledger (user_id, leave_type_id, kind, amount, period_start, created_at)
        SELECT u.id, t.id, 'accrual', 1.5, (date_trunc('month', now()) - m * interval '1 month')::date, date_trunc('month', now()) - m * interval '1 month'
        FROM users u CROSS JOIN leave_types t CROSS JOIN generate_series(0, 11) m WHERE u.role = 'agent'`);
      await client.query(`INSERT INTO leave_ledger (user_id, leave_type_id, kind, amount, leave_request_id, created_at)
        SELECT user_id, leave_type_id, 'debit', -leave_count, id, decided_at FROM leave_requests WHERE status = 'approved'`);
    });

    await client.query(`SET session_replication_role = origin`);
    await step('derived counts', () => rebuildDerivedCounts(client));
    await step('VACUUM ANALYZE', () => client.query('VACUUM (ANALYZE)'));
    await client.query('CHECKPOINT');
  } finally {
    await client.end();
  }
}

/** Drops the table's secondary indexes (not those behind constraints), runs the load, then builds them again. */
async function withIndexesRebuilt(client, table, load) {
  const { rows } = await client.query(
    `SELECT i.indexrelid::regclass::text AS name, pg_get_indexdef(i.indexrelid) AS definition FROM pg_index i
     WHERE i.indrelid = $1::regclass AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conindid = i.indexrelid)`,
    [table],
  );
  for (const { name } of rows) await client.query(`DROP INDEX ${name}`);
  await load();
  for (const { definition } of rows) await client.query(definition);
}

/** Count tables kept by statement triggers on the bulk tables (skipped in replica mode), rebuilt from their rows. */
async function rebuildDerivedCounts(client) {
  const exists = async (table) => (await client.query('SELECT to_regclass($1) IS NOT NULL AS yes', [table])).rows[0].yes;
  if (await exists('call_counts')) {
    await client.query('TRUNCATE call_counts');
    await client.query('INSERT INTO call_counts (status, n) SELECT status, count(*) FROM calls GROUP BY status');
  }
  if (await exists('call_days')) {
    const { CALL_DAY } = await dist('modules/calls/call-days.js');
    await client.query('TRUNCATE call_days');
    await client.query(`INSERT INTO call_days (day, n) SELECT ${CALL_DAY}, count(*) FROM calls GROUP BY 1`);
  }
  if (await exists('promise_counts')) {
    const { PROMISE_COUNT_KEYS, PROMISE_COUNT_VALUES } = await dist('modules/promises/promise-counts.js');
    await client.query('TRUNCATE promise_counts');
    await client.query(`INSERT INTO promise_counts (${PROMISE_COUNT_KEYS}, n) SELECT ${PROMISE_COUNT_VALUES}, count(*) FROM promises GROUP BY 1, 2, 3, 4, 5, 6`);
  }
  if (await exists('activity_heads')) await client.query('SELECT activity_heads_rebuild()');
  if (await exists('promise_month_counts')) {
    await client.query('TRUNCATE promise_month_counts');
    await client.query(`INSERT INTO promise_month_counts (made_month, decided_month, state, group_id, agent_id, n)
      SELECT date_trunc('month', made_on)::date, CASE WHEN state IN ('kept', 'kept_late', 'broken') THEN date_trunc('month', decided_on)::date END,
        state, group_id, agent_id, count(*) FROM promises GROUP BY 1, 2, 3, 4, 5`);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const scaleArg = process.argv.indexOf('--scale');
  const year = await ensureYearData({ scale: scaleArg > 0 ? Number(process.argv[scaleArg + 1]) : 1 });
  const client = new pg.Client({ connectionString: year.url });
  await client.connect();
  const { rows } = await client.query(`SELECT relname AS table, n_live_tup AS rows, pg_size_pretty(pg_total_relation_size(relid)) AS size
    FROM pg_stat_user_tables WHERE n_live_tup > 1000 ORDER BY pg_total_relation_size(relid) DESC`);
  console.table(rows);
  const [{ size }] = (await client.query('SELECT pg_size_pretty(pg_database_size(current_database())) AS size')).rows;
  console.log(`Database: ${size}; generated in ${year.seconds} s`);
  await client.end();
  await year.stop();
}
