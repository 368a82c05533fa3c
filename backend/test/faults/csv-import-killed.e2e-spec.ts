import { describe, expect, it } from '@jest/globals';
import { commitImport, createCycle, stageCsv, useFaultServer } from './support/fault-server.js';
import { relationSize, waitUntilWriting } from './support/progress.js';
import { killHard, withClient } from './support/server-process.js';

/** Enough rows that the commit's INSERT runs for seconds: the kill lands while it writes. */
const ROWS = Number(process.env.FAULT_IMPORT_ROWS ?? 100_000);

function customersCsv(rows: number): string {
  const lines = ['name,mobile,loan_application_no,status,loan_amount'];
  for (let i = 0; i < rows; i += 1) lines.push(`Customer ${i},9${String(100_000_000 + i).slice(-9)},KILL-${i},overdue,${10_000 + i}`);
  return `${lines.join('\n')}\n`;
}

describe('a CSV import commit killed with SIGKILL', () => {
  const fault = useFaultServer('import');

  it('leaves the cycle with none of the rows, the upload committable again, and the counts equal to count(*)', async () => {
    let cookie = await fault.signIn();
    const cycle = await createCycle(fault, cookie);
    const staged = await stageCsv(fault, cookie, customersCsv(ROWS));
    expect(staged.summary).toEqual(expect.objectContaining({ validRows: ROWS, failedRows: 0 }));

    await withClient(fault.databaseUrl, async (client) => {
      const before = await relationSize(client, 'customers');
      const commit = commitImport(fault, cookie, cycle.id, staged.importId)
        .then((response) => `answered ${response.status}`, () => 'cut off');
      await waitUntilWriting(client, '%INSERT INTO customers%', 'customers', before);
      await killHard(fault.server);
      expect(await commit).toBe('cut off');
    }).catch((error) => {
      throw new Error(`${error}\n${fault.server.output()}`);
    });

    cookie = await fault.restart();
    await withClient(fault.databaseUrl, async (client) => {
      const { rows: [state] } = await client.query(
        `SELECT (SELECT count(*)::int FROM customers WHERE lead_cycle_id = $1) AS customers,
                (SELECT coalesce(sum(n), 0)::int FROM customer_counts WHERE lead_cycle_id = $1) AS counted,
                (SELECT status FROM customer_imports WHERE id = $2) AS status,
                (SELECT count(*)::int FROM customer_import_rows WHERE import_id = $2) AS staged`,
        [cycle.id, staged.importId],
      );
      expect(state).toEqual({ customers: 0, counted: 0, status: 'staged', staged: ROWS });
    });

    const again = await commitImport(fault, cookie, cycle.id, staged.importId);
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual(expect.objectContaining({ created: ROWS, updated: 0 }));

    const listed = await fault.api(cookie, '/customers/all-customer', { method: 'POST', body: JSON.stringify({ page: 1, limit: 10, lead_cycle_id: cycle.id }) });
    expect(listed.status).toBe(200);
    const { pagination } = await listed.json();
    await withClient(fault.databaseUrl, async (client) => {
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
