import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { DialerError } from '../../src/integrations/dialer/dialer.port.js';
import { SmartfloDialer } from '../../src/integrations/dialer/smartflo/smartflo.dialer.js';
import type { Customer } from '../../src/modules/customers/entities/customer.entity.js';
import { UsersService } from '../../src/modules/users/users.service.js';
import { factories } from '../support/factories.js';
import { bootTestApp, type TestApp } from '../support/test-app.js';

type Client = Awaited<ReturnType<TestApp['signedIn']>>['client'];

/** Far below the 15 s default, so a limit that is not applied shows as a request still open past it. */
const TIMEOUT_MS = 1_000;

/** A provider that takes every request and never answers; it notes each request and when its client gave up. */
function hangingProvider() {
  const seen: { path: string; closed: boolean }[] = [];
  const server = createServer((request) => {
    const entry = { path: new URL(request.url ?? '/', 'http://local').pathname, closed: false };
    seen.push(entry);
    request.socket.once('close', () => (entry.closed = true));
  });
  return { server, seen };
}

describe('a dialer and a messenger that never answer', () => {
  let t: TestApp;
  let agent: Client;
  let agentId: number;
  let customer: Customer;
  let provider: ReturnType<typeof hangingProvider>;
  let providerUrl: string;

  beforeAll(async () => {
    provider = hangingProvider();
    await new Promise<void>((resolve) => provider.server.listen(0, '127.0.0.1', resolve));
    const url = (providerUrl = `http://127.0.0.1:${(provider.server.address() as AddressInfo).port}`);
    t = await bootTestApp({
      PROVIDER_TIMEOUT_MS: String(TIMEOUT_MS),
      CALL_WINDOW: '',
      DIALER_PROVIDER: 'smartflo', SMARTFLO_BASE_URL: url, SMARTFLO_API_TOKEN: 'token', SMARTFLO_CALLER_ID: '+918069000000',
      TATA_WEBHOOK_SECRET: 'hanging-provider-webhook-secret-0123456789',
      MESSENGER_PROVIDER: 'whatsapp', WHATSAPP_BASE_URL: url, WHATSAPP_PHONE_NUMBER_ID: '1234567890', WHATSAPP_ACCESS_TOKEN: 'token',
      WHATSAPP_APP_SECRET: 'app-secret', WHATSAPP_VERIFY_TOKEN: 'verify-token',
    });
    const make = factories(t.dataSource);
    const signed = await t.signedIn('agent');
    agent = signed.client;
    agentId = signed.user.id;
    await t.app.get(UsersService).linkDialerAgent(agentId, { dialerAgentId: '0502842370097', dialerAgentNumber: '+919812345678', dialerExtension: null });
    const group = await make.group();
    await make.assign(agentId, group.id);
    customer = await make.customer(await make.leadCycle(), { mobile: '9876543210', groupId: group.id, metadata: { payment_link: 'https://pay.example.in/l/1' } });
  });
  afterAll(async () => {
    await t.close();
    provider.server.closeAllConnections();
    await new Promise((resolve) => provider.server.close(resolve));
  });

  /** Nothing of the agent's is still locked or open in a transaction once the answer is out. */
  const nothingHeld = async () => {
    const [held] = await t.dataSource.query(
      `SELECT count(*) FILTER (WHERE state LIKE 'idle in transaction%')::int AS open_transactions,
              (SELECT count(*)::int FROM pg_locks l WHERE l.pid <> pg_backend_pid() AND l.locktype IN ('advisory', 'tuple', 'transactionid')
                 AND l.pid IN (SELECT pid FROM pg_stat_activity WHERE datname = current_database())) AS locks
       FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()`,
    );
    expect(held).toEqual({ open_transactions: 0, locks: 0 });
  };

  it('click-to-call gives up after PROVIDER_TIMEOUT_MS with a 503 the agent can read, and the agent can dial again', async () => {
    for (const attempt of [1, 2]) {
      const started = performance.now();
      const answer = await agent.post('/api/customers/init-call').send({ customerNumber: customer.mobile, customer_id: customer.id });
      expect({ attempt, status: answer.status, message: answer.body.message }).toEqual({ attempt, status: 503, message: 'Smartflo did not answer in time' });
      // The configured limit, not the 15 s default or the socket's own, ended the wait: the adapter closed the request.
      expect(performance.now() - started).toBeLessThan(15_000);
      expect(provider.seen.filter((request) => request.path.includes('click_to_call'))).toHaveLength(attempt);
      expect(provider.seen.every((request) => request.closed)).toBe(true);
    }
    const calls = await t.dataSource.query(`SELECT state, outcome, metadata->>'error' AS error FROM calls WHERE agent_id = $1`, [agentId]);
    const failed = { state: 'ended', outcome: 'failed', error: 'Smartflo did not answer in time' };
    expect(calls).toEqual([failed, failed]);
    expect((await agent.get('/api/calls/live').expect(200)).body.call).toBeNull();
    await nothingHeld();
  });

  it('a link message gives up after PROVIDER_TIMEOUT_MS with a 503, is stored as failed, and the agent can send again', async () => {
    const send = () => agent.post('/api/customers/send-message').send({
      customer_id: customer.id, toNumber: customer.mobile, customer_name: 'Asha Nair', emi_amount: '5,400', payment_link: 'https://pay.example.in/l/1',
    });
    for (const attempt of [1, 2]) {
      const answer = await send();
      expect({ attempt, status: answer.status, message: answer.body.message }).toEqual({ attempt, status: 503, message: 'Failed to send message: WhatsApp did not answer in time' });
    }
    expect(provider.seen.filter((request) => request.path.endsWith('/messages'))).toHaveLength(2);
    expect(provider.seen.every((request) => request.closed)).toBe(true);
    const messages = await t.dataSource.query(`SELECT status FROM messages WHERE customer_id = $1`, [customer.id]);
    expect(messages).toEqual([{ status: 'failed' }, { status: 'failed' }]);
    await nothingHeld();
  });

  it('counts the wait behind another request in the limit: agents who click together all hear back within it, never rung late', async () => {
    // Smartflo takes one request at a time, so three clicks queue behind the first; each gets the limit from its click.
    const smartflo = new SmartfloDialer(
      { baseUrl: providerUrl, apiToken: 'token', email: '', password: '', authScheme: 'Bearer', callerId: '918069000000', callTimeoutSec: 900, recordingHosts: [] },
      { timeoutMs: TIMEOUT_MS, gapMs: 350 },
    );
    const sentBefore = provider.seen.length;
    const clicks = ['1', '2', '3'].map((attemptId) =>
      smartflo.placeCall({ attemptId, agent: { providerAgentId: '0502842370097' }, customerNumber: '+919876543210' }).then(
        () => 'placed',
        (error: unknown) => (error instanceof DialerError ? `${error.code}: ${error.message}` : String(error)),
      ),
    );
    expect(await Promise.all(clicks)).toEqual(Array(3).fill('PROVIDER_UNAVAILABLE: Smartflo did not answer in time'));
    // The two behind the first used up their limit waiting: they were never sent, so no customer is rung late.
    expect(provider.seen.slice(sentBefore)).toHaveLength(1);
  });
});
