import { describe, expect, it } from '@jest/globals';
import { commitImport, createCycle, stageCsv, useFaultServer } from './support/fault-server.js';
import { waitForBackend, waitUntilGone } from './support/progress.js';
import { ADMIN, killHard, withClient } from './support/server-process.js';

const KEY = 'fault-payment-key-1';
const REFERENCE = 'UTR-FAULT-1';

describe('an idempotent payment killed with SIGKILL between its work and its answer', () => {
  const fault = useFaultServer('idempotency');
  const counts = () =>
    withClient(fault.databaseUrl, async (client) => (await client.query(
      `SELECT (SELECT count(*)::int FROM payments WHERE reference = $1) AS payments, (SELECT count(*)::int FROM idempotency_keys WHERE key = $2) AS keys`,
      [REFERENCE, KEY],
    )).rows[0]);

  it('leaves neither the payment nor the key; the retry under the key records it once', async () => {
    let cookie = await fault.signIn();
    const cycle = await createCycle(fault, cookie);
    const staged = await stageCsv(fault, cookie, 'name,mobile,loan_application_no,status,loan_amount\nAsha Nair,9100000001,FAULT-1,overdue,10000\n');
    expect((await commitImport(fault, cookie, cycle.id, staged.importId)).status).toBe(200);
    const { customerId, adminId } = await withClient(fault.databaseUrl, async (client) => (await client.query(
      `SELECT (SELECT id FROM customers WHERE loan_application_no = 'FAULT-1') AS "customerId", (SELECT id FROM users WHERE email = $1) AS "adminId"`,
      [ADMIN.email],
    )).rows[0]);
    const paidDate = new Date(Date.now() - 2 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
    const body = JSON.stringify({ customer_id: customerId, amount: 500, paid_date: paidDate, reference: REFERENCE });
    const pay = (session: string) => fault.api(session, '/payments', { method: 'POST', headers: { 'Idempotency-Key': KEY }, body });

    // An uncommitted row under the same key holds the request at its record's INSERT: its payment is written by then.
    await withClient(fault.databaseUrl, async (blocker) => {
      await blocker.query('BEGIN');
      await blocker.query(`INSERT INTO idempotency_keys (principal, key, fingerprint, status, created_at) VALUES ($1, $2, 'blocker', 0, now())`, [`user:${adminId}`, KEY]);
      await withClient(fault.databaseUrl, async (client) => {
        const answer = pay(cookie).then((response) => `answered ${response.status}`, () => 'cut off');
        const pid = await waitForBackend(client, '%INSERT INTO idempotency_keys%', 'Lock');
        // It has inserted its payment (a write lock on the table), not yet committed.
        const { rowCount } = await client.query(`SELECT 1 FROM pg_locks WHERE pid = $1 AND relation = 'payments'::regclass AND mode = 'RowExclusiveLock'`, [pid]);
        expect(rowCount).toBe(1);
        await killHard(fault.server);
        expect(await answer).toBe('cut off');
        await waitUntilGone(client, pid);
      });
      await blocker.query('ROLLBACK');
    }).catch((error) => {
      throw new Error(`${error}\n${fault.server.output()}`);
    });
    expect(await counts()).toEqual({ payments: 0, keys: 0 });

    cookie = await fault.restart();
    const retried = await pay(cookie);
    expect(retried.status).toBe(201);
    const replayed = await pay(cookie);
    expect(replayed.status).toBe(201);
    expect(replayed.headers.get('idempotent-replayed')).toBe('true');
    expect(await replayed.json()).toEqual(await retried.json());
    expect(await counts()).toEqual({ payments: 1, keys: 1 });
  }, 240_000);
});
