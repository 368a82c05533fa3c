// A realistic customers CSV (the demo generator's rows) and its import through the API (upload, then commit), shared
// by the import benchmark and the load benchmark.
import { createWriteStream, existsSync, openAsBlob } from 'node:fs';
import { once } from 'node:events';
import { finished } from 'node:stream/promises';

const dist = (path) => import(new URL(`../backend/dist/${path}`, import.meta.url));
const { demoCustomers } = await dist('database/seeds/demo-customers.js');
const { csvLine } = await dist('modules/customers/import/csv-writer.js');

export const COLUMNS = ['name', 'mobile', 'loan_application_no', 'kyc_email', 'status', 'gender', 'state', 'employer_name', 'lending_partner', 'loan_amount',
  'loan_tenure', 'loan_emi', 'overdue_emis', 'principal_outstanding', 'total_outstanding', 'overdue_amount', 'overdue_penalties', 'disbursal_date',
  'current_month_due_date', 'last_paid_date', 'last_paid_amount', 'last_paid_mode', 'last_disposition_status'];
export const META = ['language', 'dpd_string_last_6m', 'paid_string_last_6m', 'current_address_street', 'current_address_city', 'current_address_state', 'current_address_pin', 'payment_link'];
const toSnake = (key) => key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/** India has no daylight saving: a business day starts at 00:00 +05:30. */
const IST_MS = 5.5 * 3600_000;
/** The demo generator's times: days from today in India, minutes after its midnight, the default calling window. */
function demoTimes(now) {
  const midnight = Math.floor((now.getTime() + IST_MS) / 86_400_000) * 86_400_000 - IST_MS;
  return { at: (days, minute) => new Date(midnight + days * 86_400_000 + minute * 60_000), window: { start: 8 * 60, end: 19 * 60 } };
}

/** Realistic rows (the demo generator), `count` of them, loan numbers prefixed so every file row is unique. */
export function* csvRows(count, prefix) {
  const now = new Date();
  for (let start = 0; start < count; start += 10_000) {
    const chunk = demoCustomers(Math.min(10_000, count - start), now, demoTimes(now), 7 + start);
    for (const [i, c] of chunk.entries()) {
      const fields = Object.fromEntries(Object.entries(c).map(([k, v]) => [toSnake(k), v]));
      fields.loan_application_no = `${prefix}${String(start + i + 1).padStart(8, '0')}`;
      yield { fields, metadata: Object.fromEntries(META.map((k) => [k, c.metadata[k]])) };
    }
  }
}

/** Writes the file once; an existing file of that name is reused. */
export async function writeCsv(path, count, prefix) {
  if (existsSync(path)) return;
  const out = createWriteStream(path);
  out.write(csvLine([...COLUMNS, ...META]));
  for (const { fields, metadata } of csvRows(count, prefix)) {
    if (!out.write(csvLine([...COLUMNS.map((k) => fields[k]), ...META.map((k) => metadata[k])]))) await once(out, 'drain');
  }
  out.end();
  await finished(out);
}

/** Uploads the file (validate and stage), then commits it into the lead cycle, as the admin's CSV page does. */
export async function importFile(url, cookie, path, cycleId) {
  let started = process.hrtime.bigint();
  const form = new FormData();
  form.append('file', await openAsBlob(path, { type: 'text/csv' }), 'customers.csv');
  const uploaded = await fetch(`${url}/api/customers/upload-csv`, { method: 'POST', body: form, headers: { cookie } });
  const body = await uploaded.json();
  if (!uploaded.ok) throw new Error(`upload failed: ${uploaded.status} ${JSON.stringify(body).slice(0, 300)}`);
  const uploadSeconds = Number(process.hrtime.bigint() - started) / 1e9;
  started = process.hrtime.bigint();
  const committed = await fetch(`${url}/api/customers/bulk`, {
    method: 'POST', headers: { cookie, 'content-type': 'application/json' }, body: JSON.stringify({ leadCycle: cycleId, importId: body.importId }),
  });
  const result = await committed.json();
  if (!committed.ok) throw new Error(`commit failed: ${committed.status} ${JSON.stringify(result)}`);
  return { uploadSeconds, commitSeconds: Number(process.hrtime.bigint() - started) / 1e9, summary: body.summary, created: result.created };
}
