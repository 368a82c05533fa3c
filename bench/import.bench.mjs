// CSV import benchmark (issue: CSV import): a realistic 100,000-row file through upload+validate+stage and
// commit, against a plain PostgreSQL COPY of the same rows as the floor; then a 1,000,000-row file for the
// server's peak memory. Usage: npm run bench -- --import-rows 100000 --million-rows 1000000 (0 skips)
import { auditedQuery, systemAuditRow } from './audited.mjs';
import { mkdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { finished } from 'node:stream/promises';
import { COLUMNS, META, csvRows, importFile, writeCsv } from './import-csv.mjs';
import { login, startServer } from './lib.mjs';
import { machine, measuredAt, writeSection } from './report.mjs';

const args = Object.fromEntries(process.argv.slice(2).join(' ').split('--').filter(Boolean).map((a) => a.trim().split(/\s+/)));
const ROWS = Number(args['import-rows'] ?? 100_000);
const MILLION = Number(args['million-rows'] ?? 1_000_000);
const DATA = fileURLToPath(new URL('./.data-import', import.meta.url));
const OUT = fileURLToPath(new URL('./out', import.meta.url));
const ADMIN = { email: 'bench.admin@example.com', password: 'Bench@12345' };

const dist = (path) => import(new URL(`../backend/dist/${path}`, import.meta.url));
const { startEmbeddedDatabase } = await dist('database/embedded-database.js');
const { runMigrations } = await dist('database/migrate.js');
const { hashPassword } = await dist('common/security/password-hasher.js');
const { csvLine } = await dist('modules/customers/import/csv-writer.js');

async function copyFloor(client, count, cycleId) {
  const started = process.hrtime.bigint();
  await client.query('BEGIN');
  await client.query(systemAuditRow('customer'));
  const copy = client.query(copyFrom(`COPY customers (lead_cycle_id, ${COLUMNS.join(', ')}, metadata) FROM STDIN WITH (FORMAT csv)`));
  for (const { fields, metadata } of csvRows(count, 'IB')) {
    if (!copy.write(csvLine([cycleId, ...COLUMNS.map((k) => fields[k]), JSON.stringify(metadata)]))) await once(copy, 'drain');
  }
  copy.end();
  await finished(copy);
  await client.query('COMMIT');
  return Number(process.hrtime.bigint() - started) / 1e9;
}

const peakRssMb = (pid) => Math.round(Number(readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmHWM:\s+(\d+)/)[1]) / 1024);

mkdirSync(OUT, { recursive: true });
const file = `${OUT}/customers-${ROWS}.csv`;
console.log(`Writing ${file}...`);
await writeCsv(file, ROWS, 'IB');
rmSync(DATA, { recursive: true, force: true });
const database = await startEmbeddedDatabase(DATA, 5478);
let server;
try {
  await runMigrations(database.url);
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  await auditedQuery(client, 'user', `INSERT INTO users (name, email, password_hash, role) VALUES ('Bench Admin', $1, $2, 'admin')`, [ADMIN.email, await hashPassword(ADMIN.password)]);
  const cycles = (await auditedQuery(client, 'lead_cycle', `INSERT INTO lead_cycles (name, lead_cycle_start_date, lead_cycle_end_date) VALUES
    ('Overdue', now()::date, now()::date + 30), ('Overdue-HB', now()::date, now()::date + 30), ('Pre-EMI', now()::date, now()::date + 30) RETURNING id`)).rows.map((r) => r.id);

  console.log(`COPY of ${ROWS.toLocaleString('en-IN')} rows into customers (the floor)...`);
  const copySeconds = await copyFloor(client, ROWS, cycles[0]);
  await client.query('VACUUM ANALYZE customers');

  server = await startServer(database.url, { IMPORT_MAX_MB: '2048', WEB_CONCURRENCY: '1' });
  const cookie = await login(server.url, ADMIN.email, ADMIN.password);
  console.log(`Importing ${(statSync(file).size / 2 ** 20).toFixed(1)} MB through the API...`);
  const run = await importFile(server.url, cookie, file, cycles[1]);
  const total = run.uploadSeconds + run.commitSeconds;
  const figures = {
    copy: copySeconds, upload: run.uploadSeconds, commit: run.commitSeconds, total,
    ratio: total / copySeconds, rowsPerSecond: Math.round(ROWS / total), copyRowsPerSecond: Math.round(ROWS / copySeconds),
  };
  console.log(figures, run.summary, `created ${run.created}`);

  let million;
  if (MILLION > 0) {
    const bigFile = `${OUT}/customers-${MILLION}.csv`;
    console.log(`Writing ${bigFile}...`);
    await writeCsv(bigFile, MILLION, 'IM');
    console.log(`Importing ${(statSync(bigFile).size / 2 ** 20).toFixed(0)} MB through the API...`);
    const big = await importFile(server.url, cookie, bigFile, cycles[2]);
    million = { ...big, peakRss: peakRssMb(server.pid), size: statSync(bigFile).size };
    console.log(million);
  }
  await client.end();

  const s = (n) => n.toFixed(1);
  writeSection('import', `CSV import (${ROWS.toLocaleString('en-IN')} rows)`, [
    `Measured ${measuredAt()} on ${machine()}, with \`npm run bench\` (bench/import.bench.mjs): a generated file of realistic`,
    `customers (${COLUMNS.length + META.length} columns, ${(statSync(file).size / 2 ** 20).toFixed(1)} MB) uploaded over HTTP to one server process on an`,
    'empty embedded PostgreSQL; every row new. The floor is one COPY of the same rows into the same customers table (same',
    'indexes and count triggers) in one transaction.',
    '',
    '| step | seconds | rows/s |',
    '|---|---|---|',
    `| upload + validate + stage (POST /api/customers/upload-csv) | ${s(run.uploadSeconds)} | ${Math.round(ROWS / run.uploadSeconds)} |`,
    `| commit (POST /api/customers/bulk) | ${s(run.commitSeconds)} | ${Math.round(ROWS / run.commitSeconds)} |`,
    `| **whole import** | **${s(total)}** (target ≤ 20 ${total <= 20 ? '✓' : '✗'}) | ${figures.rowsPerSecond} |`,
    `| plain COPY (floor) | ${s(copySeconds)} | ${figures.copyRowsPerSecond} |`,
    `| ratio import / COPY | ${figures.ratio.toFixed(2)} (target ≤ 4 ${figures.ratio <= 4 ? '✓' : '✗'}) | |`,
    ...(million
      ? ['', `${MILLION.toLocaleString('en-IN')} rows (${(million.size / 2 ** 20).toFixed(0)} MB): upload ${s(million.uploadSeconds)} s, commit ${s(million.commitSeconds)} s,`,
        `server peak RSS (VmHWM) **${million.peakRss} MB** (target ≤ 400 ${million.peakRss <= 400 ? '✓' : '✗'}).`]
      : []),
  ]);
} finally {
  await server?.stop();
  await database.stop();
}
