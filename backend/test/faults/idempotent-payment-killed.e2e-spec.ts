import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { join } from 'node:path';
import { waitForBackend, waitUntilGone } from './support/progress.js';
import { ADMIN, cleanUp, embeddedDatabaseUrl, killHard, readyAdmin, signIn, startServer, withClient, type ServerProcess } from './support/server-process.js';
import { freePort } from '../support/server-process.js';

const KEY = 'fault-payment-key-1';
const REFERENCE = 'UTR-FAULT-1';

describe('an idempotent payment killed with SIGKILL between its work and its answer', () => {
  const dataDir = join(process.cwd(), '.test-data', `faults-idempotency-${process.pid}`);
  let server: ServerProcess | undefined;
  let port: number;
  let dbPort: number;
  let databaseUrl: string;

  const api = async (cookie: string, path: string, init: RequestInit = {}) =>
    fetch(`${server!.url}/api${path}`, { ...init, headers: { cookie, 'content-type': 'application/json', ...init.headers } });
  const counts = () =>
    withClient(databaseUrl, async (client) => (await client.query(
      `SELECT (SELECT count(*)::int FROM payments WHERE reference = $1) AS payments, (SELECT count(*)::int FROM idempotency_keys WHERE key = $2) AS keys`,
      [REFERENCE, KEY],
    )).rows[0]);

  beforeAll(async () => {
    [port, dbPort] = [await freePort(), await freePort()];
    databaseUrl = embeddedDatabaseUrl(dbPort);
    server = await startServer({ dataDir, port, dbPort });
    await readyAdmin(databaseUrl);
  }, 120_000);
  afterAll(() => cleanUp(server, dataDir), 60_000);

  it('leaves neither the payment nor the key; the retry under the key records it once', async () => {
    let cookie = await signIn(server!.url);
    const cycle = await (await api(cookie, '/lead-cycles', {
      method: 'POST',
      body: JSON.stringify({ name: 'Overdue', lead_cycle_start_date: '2026-11-01', lead_cycle_end_date: '2026-11-30' }),
    })).json();
    const form = new FormData();
    form.append('file', new Blob(['name,mobile,loan_application_no,status,loan_amount\nAsha Nair,9100000001,FAULT-1,overdue,10000\n'], { type: 'text/csv' }), 'customers.csv');
    const staged = await (await fetch(`${server!.url}/api/customers/upload-csv`, { method: 'POST', headers: { cookie }, body: form })).json();
    expect((await api(cookie, '/customers/bulk', { method: 'POST', body: JSON.stringify({ leadCycle: cycle.id, importId: staged.importId }) })).status).toBe(200);
    const { customerId, adminId } = await withClient(databaseUrl, async (client) => (await client.query(
      `SELECT (SELECT id FROM customers WHERE loan_application_no = 'FAULT-1') AS "customerId", (SELECT id FROM users WHERE email = $1) AS "adminId"`,
      [ADMIN.email],
    )).rows[0]);
    const paidDate = new Date(Date.now() - 2 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
    const body = JSON.stringify({ customer_id: customerId, amount: 500, paid_date: paidDate, reference: REFERENCE });
    const pay = (session: string) => api(session, '/payments', { method: 'POST', headers: { 'Idempotency-Key': KEY }, body });

    // An uncommitted row under the same key holds the request at its record's INSERT: its payment is written by then.
    await withClient(databaseUrl, async (blocker) => {
      await blocker.query('BEGIN');
      await blocker.query(`INSERT INTO idempotency_keys (principal, key, fingerprint, status, created_at) VALUES ($1, $2, 'blocker', 0, now())`, [`user:${adminId}`, KEY]);
      await withClient(databaseUrl, async (client) => {
        const answer = pay(cookie).then((response) => `answered ${response.status}`, () => 'cut off');
        const pid = await waitForBackend(client, '%INSERT INTO idempotency_keys%', 'Lock');
        // It has inserted its payment (a write lock on the table), not yet committed.
        const { rowCount } = await client.query(`SELECT 1 FROM pg_locks WHERE pid = $1 AND relation = 'payments'::regclass AND mode = 'RowExclusiveLock'`, [pid]);
        expect(rowCount).toBe(1);
        await killHard(server!);
        expect(await answer).toBe('cut off');
        await waitUntilGone(client, pid);
      });
      await blocker.query('ROLLBACK');
    }).catch((error) => {
      throw new Error(`${error}\n${server!.output()}`);
    });
    expect(await counts()).toEqual({ payments: 0, keys: 0 });

    server = await startServer({ dataDir, port, dbPort });
    cookie = await signIn(server.url);
    const retried = await pay(cookie);
    expect(retried.status).toBe(201);
    const replayed = await pay(cookie);
    expect(replayed.status).toBe(201);
    expect(replayed.headers.get('idempotent-replayed')).toBe('true');
    expect(await replayed.json()).toEqual(await retried.json());
    expect(await counts()).toEqual({ payments: 1, keys: 1 });
  }, 240_000);
});
