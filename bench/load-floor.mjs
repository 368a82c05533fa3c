// The load benchmark's floor: the customer base, and the agents (each in a group of assigned customers) and admins
// who work it. Written straight to the database (audited like every bench seed); kept between runs and brought
// back to the start of a day (no attendance today) on every run.
import { auditedQuery } from './audited.mjs';
import { seedBenchCustomers } from './seed-customers.mjs';

const dist = (path) => import(new URL(`../backend/dist/${path}`, import.meta.url));
const { hashPassword } = await dist('common/security/password-hasher.js');
const { DEFAULT_DISPOSITIONS } = await dist('database/seeds/reference-data.js');

export const FLOOR_PASSWORD = 'Load-floor@2026';
const agentEmail = (n) => `load.agent.${String(n).padStart(3, '0')}@example.com`;
const adminEmail = (n) => `load.admin.${n}@example.com`;
const GROUP_PREFIX = 'Load group ';

/**
 * The customers the floor works on. Default: the benches' 1,000,000 customers (seed-customers.mjs), seeded once in
 * the benchmark's own data directory. On an existing data directory (--data), whatever customers it holds. This is
 * the one place to switch the default to another data set (the year's data generator).
 */
export async function ensureCustomerBase(client, { dataDir, existing, rows = 1_000_000 }) {
  if (!existing) return seedBenchCustomers(client, rows, dataDir);
  const [{ n }] = (await client.query('SELECT count(*)::int AS n FROM customers')).rows;
  if (n === 0) throw new Error(`${dataDir} holds no customers`);
  console.log(`Working on the ${n.toLocaleString('en-IN')} customers in ${dataDir}`);
  return false;
}

/** The default disposition list, when the data set has no enabled disposition (its admin was made before the first start). */
async function ensureDispositions(client) {
  const [{ n }] = (await client.query(`SELECT count(*)::int AS n FROM disposition_statuses s JOIN disposition_lists l ON l.id = s.disposition_list_id
    WHERE s.status = 'enabled' AND l.status = 'enabled'`)).rows;
  if (n > 0) return;
  await auditedQuery(client, ['disposition_list', 'disposition_status'], `WITH list AS (
      INSERT INTO disposition_lists (name, description, status) VALUES ('Default', 'Standard collection call outcomes', 'enabled') RETURNING id)
    INSERT INTO disposition_statuses (disposition_list_id, name, code, contact_type, status, is_default_disposition, next_date_time_needed, disposition_next_call_duration)
    SELECT list.id, d.name, d.code, d.contact_type, 'enabled', d.is_default, d.next_needed, d.duration
    FROM list, jsonb_to_recordset($1::jsonb) AS d(name text, code text, contact_type text, is_default boolean, next_needed boolean, duration int)`,
  [JSON.stringify(DEFAULT_DISPOSITIONS.map((d) => ({ name: d.name, code: d.code, contact_type: d.contactType, is_default: d.isDefault, next_needed: d.nextDateTimeNeeded, duration: d.nextCallDuration })))]);
}

/**
 * `agents` agents, each alone in a group of `customersPerAgent` customers of lead cycles running today (numbers
 * the dialer simulator answers or not, never one it refuses), and `admins` admins; all sign in with FLOOR_PASSWORD.
 * Today's attendance of the floor is removed, so each run is an agent's first day of work.
 */
export async function prepareFloor(client, { agents, admins, customersPerAgent }) {
  await ensureDispositions(client);
  const users = [
    ...Array.from({ length: agents }, (_, i) => ({ name: `Load Agent ${i + 1}`, email: agentEmail(i + 1), role: 'agent' })),
    ...Array.from({ length: admins }, (_, i) => ({ name: `Load Admin ${i + 1}`, email: adminEmail(i + 1), role: 'admin' })),
  ];
  await auditedQuery(client, 'user', `INSERT INTO users (name, email, password_hash, role, must_change_password, is_active)
      SELECT u.name, u.email, $2, u.role, false, true FROM jsonb_to_recordset($1::jsonb) AS u(name text, email text, role text)
      ON CONFLICT (email) DO UPDATE SET password_hash = EXCLUDED.password_hash, role = EXCLUDED.role, must_change_password = false, is_active = true`,
  [JSON.stringify(users), await hashPassword(FLOOR_PASSWORD)]);
  await auditedQuery(client, 'group', `INSERT INTO groups (name) SELECT $1 || lpad(n::text, 3, '0') FROM generate_series(1, $2::int) n
      ON CONFLICT DO NOTHING`, [GROUP_PREFIX, agents]);
  await auditedQuery(client, 'group', `INSERT INTO agent_groups (agent_id, group_id)
      SELECT u.id, g.id FROM users u JOIN groups g ON g.name = $1 || substring(u.email from 'load\\.agent\\.(\\d+)@')
      WHERE u.email LIKE 'load.agent.%' ON CONFLICT DO NOTHING`, [GROUP_PREFIX]);
  await assignCustomers(client, agents, customersPerAgent);
  await auditedQuery(client, 'attendance', `DELETE FROM attendance_records a USING users u
      WHERE a.user_id = u.id AND u.email LIKE 'load.%' AND a.date = (now() AT TIME ZONE 'Asia/Kolkata')::date`);
  const credentials = (email) => ({ email, password: FLOOR_PASSWORD });
  return { agents: users.filter((u) => u.role === 'agent').map((u) => credentials(u.email)), admins: users.filter((u) => u.role === 'admin').map((u) => credentials(u.email)) };
}

/** Fills the floor's groups, round robin, unless each already holds `perAgent` customers. */
async function assignCustomers(client, agents, perAgent) {
  const groupsSql = `SELECT id, row_number() OVER (ORDER BY name) - 1 AS k FROM groups WHERE name LIKE '${GROUP_PREFIX}%' ORDER BY name LIMIT ${agents}`;
  const [{ short }] = (await client.query(`SELECT count(*)::int AS short FROM (${groupsSql}) g
      WHERE (SELECT count(*) FROM customers c WHERE c.group_id = g.id) <> $1`, [perAgent])).rows;
  if (short === 0) return;
  console.log(`Assigning ${(agents * perAgent).toLocaleString('en-IN')} customers to ${agents} agents...`);
  await auditedQuery(client, 'customer', `UPDATE customers SET group_id = NULL WHERE group_id IN (SELECT id FROM groups WHERE name LIKE '${GROUP_PREFIX}%')`);
  await auditedQuery(client, 'customer', `WITH floor AS (${groupsSql}),
      picked AS (
        SELECT c.id, row_number() OVER (ORDER BY c.id) AS n FROM customers c JOIN lead_cycles lc ON lc.id = c.lead_cycle_id
        WHERE current_date BETWEEN lc.lead_cycle_start_date AND lc.lead_cycle_end_date AND right(c.mobile, 1) <> '2'
        ORDER BY c.id LIMIT $1)
    UPDATE customers c SET group_id = floor.id FROM picked JOIN floor ON floor.k = picked.n % $2 WHERE c.id = picked.id`, [agents * perAgent, agents]);
  await client.query('ANALYZE customers');
}
