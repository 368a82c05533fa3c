import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import type { Customer } from '../src/modules/customers/entities/customer.entity.js';
import type { DispositionStatus } from '../src/modules/dispositions/entities/disposition-status.entity.js';
import type { LeadCycle } from '../src/modules/lead-cycles/entities/lead-cycle.entity.js';
import type { User } from '../src/modules/users/entities/user.entity.js';
import { factories, type Factories } from './support/factories.js';
import { bootTestApp, type TestApp } from './support/test-app.js';

type Client = Awaited<ReturnType<TestApp['signedIn']>>['client'];

const NOW = '2030-03-12T06:00:00.000Z';
const REFUSAL = 'A right-party disposition cannot be recorded for a call that was not answered';

/** Issue 25 item 12 (DECISIONS, "Promises to pay"): no right-party disposition on a call nobody answered. */
describe('feedback on a call that was not answered', () => {
  let t: TestApp;
  let make: Factories;
  let agent: Client;
  let agentUser: User;
  let cycle: LeadCycle;
  let groupId: number;
  let ptp: DispositionStatus;
  let noAnswer: DispositionStatus;
  let customer: Customer;

  const endedCall = (status: 'missed' | 'answered' | 'voicemail' | 'failed' | 'initiated') =>
    make.call(customer, agentUser.id, { status, callDateTime: new Date(Date.parse(NOW) - 120_000), endedAt: status === 'initiated' ? null : new Date(Date.parse(NOW) - 60_000) });
  const promise = (call_id?: number) => agent.post(`/api/customers/${customer.id}/feedback`).send({
    disposition_status_id: ptp.id, rpc_follow_up: '2030-03-13T06:00:00.000Z', callMetadata: { reasonForNotPaying: 'Salary delayed' }, call_id,
  });
  const dispositionOf = async (callId: number) => (await t.dataSource.query('SELECT disposition_code FROM calls WHERE id = $1', [callId]))[0].disposition_code as string | null;

  beforeAll(async () => {
    t = await bootTestApp();
    make = factories(t.dataSource);
    ({ client: agent, user: agentUser } = await t.signedIn('agent'));
    cycle = await make.leadCycle();
    groupId = (await make.group()).id;
    await make.assign(agentUser.id, groupId);
    const list = await make.dispositionList();
    ptp = await make.dispositionStatus(list, { name: 'Promise to pay', code: 'PTP', contactType: 'RPC', nextDateTimeNeeded: true });
    noAnswer = await make.dispositionStatus(list, { name: 'Ringing, no answer', code: 'RNR', contactType: 'NC' });
  });
  beforeEach(async () => {
    t.clock.set(NOW);
    customer = await make.customer(cycle, { groupId });
  });
  afterAll(async () => {
    await t.close();
  });

  it('refuses a promise to pay for the named call that ended missed, voicemail or failed, and records nothing', async () => {
    for (const status of ['missed', 'voicemail', 'failed'] as const) {
      const call = await endedCall(status);
      expect((await promise(call.id).expect(400)).body.errors).toEqual({ disposition_code: REFUSAL });
      expect(await dispositionOf(call.id)).toBeNull();
    }
    const [{ n }] = await t.dataSource.query('SELECT (SELECT count(*) FROM feedback WHERE customer_id = $1) + (SELECT count(*) FROM promises WHERE customer_id = $1) AS n', [customer.id]);
    expect(Number(n)).toBe(0);
  });

  it('takes a no-contact disposition for a missed call, and a promise for an answered call or one still in progress', async () => {
    const missed = await endedCall('missed');
    await agent.post(`/api/customers/${customer.id}/feedback`).send({ disposition_status_id: noAnswer.id, call_id: missed.id }).expect(201);
    expect(await dispositionOf(missed.id)).toBe('RNR');
    const answered = await endedCall('answered');
    await promise(answered.id).expect(201);
    expect(await dispositionOf(answered.id)).toBe('PTP');
    const live = await endedCall('initiated');
    await promise(live.id).expect(201);
  });

  it('without a named call, a promise leaves a recent missed call alone: the feedback stands by itself', async () => {
    const missed = await endedCall('missed');
    await promise().expect(201);
    expect(await dispositionOf(missed.id)).toBeNull();
  });
});
