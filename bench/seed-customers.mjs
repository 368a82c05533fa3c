// The benchmarks' data set of customers (seed-customers.sql): two lead cycles, three groups and `rows` customers
// whose loan numbers start with BN, kept between runs in the same database (BENCH_RESEED=1 rebuilds it).
import { readFileSync } from 'node:fs';
import { auditedQuery } from './audited.mjs';

function sqlWithParams(sql, params) {
  return sql.replace(/(?<!:):([a-z_0-9]+)\b/g, (match, name) => (name in params ? String(params[name]) : match));
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
  const sql = sqlWithParams(readFileSync(new URL('./seed-customers.sql', import.meta.url), 'utf8'), {
    count: rows, current_cycle: cycles[0].id, previous_cycle: cycles[1].id, g1: groups[0].id, g2: groups[1].id, g3: groups[2].id,
  });
  await auditedQuery(client, 'customer', sql);
  await client.query('VACUUM ANALYZE customers');
  console.log(`Seeded in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return true;
}
