import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { join } from 'node:path';
import { relationSize, waitUntilWriting } from './support/progress.js';
import {
  cleanUp, embeddedDatabaseUrl, killHard, readyAdmin, signIn, startServer, withClient, type ServerProcess,
} from './support/server-process.js';
import { freePort } from '../support/server-process.js';

/** Enough rows that the commit's INSERT runs for seconds: the kill lands while it writes. */
const ROWS = Number(process.env.FAULT_IMPORT_ROWS ?? 100_000);

function customersCsv(rows: number): string {
  const lines = ['name,mobile,loan_application_no,status,loan_amount'];
  for (let i = 0; i < rows; i += 1) lines.push(`Customer ${i},9${String(100_000_000 + i).slice(-9)},KILL-${i},overdue,${10_000 + i}`);
  return `${lines.join('\n')}\n`;
}

describe('a CSV import commit killed with SIGKILL', () => {
  const dataDir = join(process.cwd(), '.test-data', `faults-import-${process.pid}`);
  let server: ServerProcess | undefined;
  let port: number;
  let dbPort: number;
  let databaseUrl: string;

  const api = async (cookie: string, path: string, init: RequestInit = {}) =>
    fetch(`${server!.url}/api${path}`, { ...init, headers: { cookie, 'content-type': 'application/json', ...init.headers } });

  beforeAll(async () => {
    [port, dbPort] = [await freePort(), await freePort()];
    databaseUrl = embeddedDatabaseUrl(dbPort);
    server = await startServer({ dataDir, port, dbPort });
    await readyAdmin(databaseUrl);
  }, 120_000);
  afterAll(() => cleanUp(server, dataDir), 60_000);

  it('leaves the cycle with none of the rows, the upload committable again, and the counts equal to count(*)', async () => {
    let cookie = await signIn(server!.url);
    const cycle = await (await api(cookie, '/lead-cycles', {
      method: 'POST',
      body: JSON.stringify({ name: 'Overdue', lead_cycle_start_date: '2026-11-01', lead_cycle_end_date: '2026-11-30' }),
    })).json();
    const form = new FormData();
    form.append('file', new Blob([customersCsv(ROWS)], { type: 'text/csv' }), 'customers.csv');
    const staged = await (await fetch(`${server!.url}/api/customers/upload-csv`, { method: 'POST', headers: { cookie }, body: form })).json();
    expect(staged.summary).toEqual(expect.objectContaining({ validRows: ROWS, failedRows: 0 }));

    await withClient(databaseUrl, async (client) => {
      const before = await relationSize(client, 'customers');
      const commit = api(cookie, '/customers/bulk', { method: 'POST', body: JSON.stringify({ leadCycle: cycle.id, importId: staged.importId }) })
        .then((response) => `answered ${response.status}`, () => 'cut off');
      await waitUntilWriting(client, '%INSERT INTO customers%', 'customers', before);
      await killHard(server!);
      expect(await commit).toBe('cut off');
    }).catch((error) => {
      throw new Error(`${error}\n${server!.output()}`);
    });

    server = await startServer({ dataDir, port, dbPort });
    cookie = await signIn(server.url);
    await withClient(databaseUrl, async (client) => {
      const { rows: [state] } = await client.query(
        `SELECT (SELECT count(*)::int FROM customers WHERE lead_cycle_id = $1) AS customers,
                (SELECT coalesce(sum(n), 0)::int FROM customer_counts WHERE lead_cycle_id = $1) AS counted,
                (SELECT status FROM customer_imports WHERE id = $2) AS status,
                (SELECT count(*)::int FROM customer_import_rows WHERE import_id = $2) AS staged`,
        [cycle.id, staged.importId],
      );
      expect(state).toEqual({ customers: 0, counted: 0, status: 'staged', staged: ROWS });
    });

    const again = await api(cookie, '/customers/bulk', { method: 'POST', body: JSON.stringify({ leadCycle: cycle.id, importId: staged.importId }) });
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual(expect.objectContaining({ created: ROWS, updated: 0 }));

    const listed = await api(cookie, '/customers/all-customer', { method: 'POST', body: JSON.stringify({ page: 1, limit: 10, lead_cycle_id: cycle.id }) });
    expect(listed.status).toBe(200);
    const { pagination } = await listed.json();
    await withClient(databaseUrl, async (client) => {
      const { rows: [counts] } = await client.query(
        `SELECT (SELECT count(*)::int FROM customers WHERE lead_cycle_id = $1) AS customers,
                (SELECT sum(n)::int FROM customer_counts WHERE lead_cycle_id = $1) AS counted,
                (SELECT count(*)::int FROM customers) AS all_customers,
                (SELECT sum(n)::int FROM customer_id_ranges) AS in_id_ranges,
                (SELECT count(*)::int FROM customers WHERE next_follow_up IS NOT NULL) AS following_up,
                (SELECT coalesce(sum(n), 0)::int FROM customer_follow_up_hours) AS in_follow_up_hours`,
        [cycle.id],
      );
      expect(counts).toEqual({ customers: ROWS, counted: ROWS, all_customers: ROWS, in_id_ranges: ROWS, following_up: counts.in_follow_up_hours, in_follow_up_hours: counts.following_up });
      expect(pagination.totalItems).toBe(ROWS);
    });
  }, 240_000);
});
