// The benchmarks' data set of customers (seed-customers.sql): two lead cycles, three groups and `rows` customers
// whose loan numbers start with BN, kept between runs in the same database (BENCH_RESEED=1 rebuilds it).
import { readFileSync } from 'node:fs';
import { auditedQuery } from './audited.mjs';

function sqlWithParams(sql, params) {
  return sql.replace(/(?<!:):([a-z_0-9]+)\b/g, (match, name) => (name in params ? String(params[name]) : match));
}

/** Inserts `count` customers with loan numbers BN00000001… (seed-customers.sql), with their audit row. */
export function insertBenchCustomers(client, params) {
  return auditedQuery(client, 'customer', sqlWithParams(readFileSync(new URL('./seed-customers.sql', import.meta.url), 'utf8'), params));
}

/** Seeds the customers unless `rows` of them are already there; answers whether it seeded. */
export async function seedBenchCustomers(client, rows, where) {
  const [{ n }] = (await client.query(`SELECT count(*)::int AS n FROM customers WHERE loan_application_no LIKE 'BN%'`)).rows;
  if (n === rows && !process.env.BENCH_RESEED) {
    console.log(`Reusing ${n.toLocaleString('en-IN')} customers in ${where}`);
    return false;
  }
  console.log(`Seeding ${rows.toLocaleString('en-IN')} customers...`);
  const started = Date.now();
  await client.query('TRUNCATE customers, payments, agent_groups, groups, lead_cycles RESTART IDENTITY CASCADE');
  const cycles = (await auditedQuery(client, 'lead_cycle', `INSERT INTO lead_cycles (name, lead_cycle_start_date, lead_cycle_end_date) VALUES
      ('Overdue', date_trunc('month', now())::date, (date_trunc('month', now()) + interval '1 month - 1 day')::date),
      ('Pre-EMI', (date_trunc('month', now()) - interval '1 month')::date, (date_trunc('month', now()) - interval '1 day')::date) RETURNING id`)).rows;
  const groups = (await auditedQuery(client, 'group', `INSERT INTO groups (name) VALUES ('Bench North'), ('Bench West'), ('Bench South') RETURNING id`)).rows;
  const [g1, g2, g3] = groups.map((group) => group.id);
  await insertBenchCustomers(client, {
    count: rows,
    lead_cycle_of_g: `CASE WHEN g % 4 = 3 THEN ${cycles[1].id} ELSE ${cycles[0].id} END`,
    group_of_g: `CASE g % 10 WHEN 9 THEN NULL WHEN 0 THEN ${g1} WHEN 1 THEN ${g1} WHEN 2 THEN ${g1} WHEN 3 THEN ${g2} WHEN 4 THEN ${g2} WHEN 5 THEN ${g2} ELSE ${g3} END`,
  });
  await client.query('VACUUM ANALYZE customers');
  console.log(`Seeded in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return true;
}
