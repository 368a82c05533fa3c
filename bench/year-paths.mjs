// Viewers and searches for Call History's paths (issue 27), added to the year's data on first use and kept there:
// an agent with no group, an agent whose group holds 10 customers spread over the year, one whose group holds 1 %
// of the customers (every hundredth, all taken from "Floor 08", which no other scenario signs in to), and the
// broadest searches the data has.
import pg from 'pg';
import { auditedQuery } from './audited.mjs';

const VIEWERS = [
  { as: 'agent with no group', email: 'year.paths.none@example.com', group: null },
  { as: 'agent of 10 customers', email: 'year.paths.ten@example.com', group: 'Call paths: 10 customers', customers: (n) => `id IN (SELECT k * ${Math.floor(n / 10)} + 17 FROM generate_series(0, 9) k)` },
  { as: 'agent of 1 %', email: 'year.paths.one-percent@example.com', group: 'Call paths: 1 %', customers: () => 'id % 100 = 7' },
];

/** Makes the viewers (idempotent) and picks the searches; answers { viewers: [{ as, email }], searches: { ... } }. */
export async function ensurePathViewers(url, { customers, agentEmail }) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows: [template] } = await client.query('SELECT password_hash FROM users WHERE email = $1', [agentEmail]);
    for (const viewer of VIEWERS) {
      const { rowCount } = await client.query('SELECT 1 FROM users WHERE email = $1', [viewer.email]);
      if (rowCount) continue;
      const { rows: [user] } = await auditedQuery(client, 'user', `INSERT INTO users (name, email, password_hash, role, must_change_password) VALUES ($1, $2, $3, 'agent', false) RETURNING id`,
        [`Paths ${viewer.as}`, viewer.email, template.password_hash]);
      if (!viewer.group) continue;
      const { rows: [group] } = await auditedQuery(client, 'group', 'INSERT INTO groups (name) VALUES ($1) RETURNING id', [viewer.group]);
      await auditedQuery(client, 'group', 'INSERT INTO agent_groups (agent_id, group_id) VALUES ($1, $2)', [user.id, group.id]);
      await auditedQuery(client, ['customer', 'promise'], `UPDATE customers SET group_id = $1 WHERE ${viewer.customers(customers)}`, [group.id]);
    }
    await client.query('ANALYZE customers');
    // The 3- and 5-digit mobile starts shared by the most customers (mobiles are spread evenly in this data).
    const broadest = async (digits) =>
      (await client.query(`SELECT left(mobile, ${digits}) AS prefix, count(*)::int AS n FROM customers GROUP BY 1 ORDER BY 2 DESC, 1 LIMIT 1`)).rows[0];
    const phone3 = await broadest(3);
    const phone5 = await broadest(5);
    // BN0000…: the loan numbers of the 9,999 oldest customers (the first cycle's).
    return { viewers: VIEWERS.map(({ as, email }) => ({ as, email })), searches: { phone3, phone5, letters: 'sa', oldLoans: 'BN0000' } };
  } finally {
    await client.end();
  }
}
