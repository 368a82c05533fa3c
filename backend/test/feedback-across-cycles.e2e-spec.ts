import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { join } from 'node:path';
import type { Customer } from '../src/modules/customers/entities/customer.entity.js';
import type { DispositionStatus } from '../src/modules/dispositions/entities/disposition-status.entity.js';
import type { LeadCycle } from '../src/modules/lead-cycles/entities/lead-cycle.entity.js';
import { factories, type Factories } from './support/factories.js';
import { bootTestApp, type TestApp } from './support/test-app.js';

type Client = Awaited<ReturnType<TestApp['signedIn']>>['client'];
interface HistoryItem {
  id: number;
  customer_id: number;
  lead_cycle_id: number;
  lead_cycle_name: string;
  disposition_note: string | null;
}

/** Issue 13 defect 6: a loan in two lead cycles keeps its feedback history across them. */
describe('feedback history of a loan across lead cycles', () => {
  let t: TestApp;
  let make: Factories;
  let admin: Client;
  let newerOnlyAgent: Client;
  let bothAgent: Client;
  let older: LeadCycle;
  let newer: LeadCycle;
  let olderRow: Customer;
  let newerRow: Customer;
  let otherLoan: Customer;
  let rnd: DispositionStatus;

  const note = (client: Client, customer: Customer, text: string) =>
    client.post(`/api/customers/${customer.id}/feedback`).send({ disposition_status_id: rnd.id, disposition_note: text }).expect(201);
  const notes = (items: HistoryItem[]) => items.map((item) => item.disposition_note);

  beforeAll(async () => {
    t = await bootTestApp({ DATA_DIR: join(process.cwd(), '.test-data', `feedback-cycles-${process.pid}`) });
    make = factories(t.dataSource);
    admin = (await t.signedIn('admin')).client;
    const { client: limited, user: limitedUser } = await t.signedIn('agent');
    const { client: both, user: bothUser } = await t.signedIn('agent');
    newerOnlyAgent = limited;
    bothAgent = both;
    await admin.put('/api/settings/agentsCanSeeAllCustomers').send({ value: 'false' }).expect(200);

    older = await make.leadCycle({ name: 'Pre-EMI', startDate: '2026-09-01', endDate: '2026-09-30' });
    newer = await make.leadCycle({ name: 'Overdue', startDate: '2026-10-01', endDate: '2026-10-31' });
    const olderGroup = await make.group();
    const newerGroup = await make.group();
    await make.assign(limitedUser.id, newerGroup.id);
    await make.assign(bothUser.id, newerGroup.id);
    await make.assign(bothUser.id, olderGroup.id);
    olderRow = await make.customer(older, { loanApplicationNo: 'MV-TWO-CYCLES', groupId: olderGroup.id });
    newerRow = await make.customer(newer, { loanApplicationNo: 'MV-TWO-CYCLES', groupId: newerGroup.id });
    otherLoan = await make.customer(newer, { loanApplicationNo: 'MV-SOMEONE-ELSE', groupId: newerGroup.id });

    const list = await make.dispositionList({ name: 'Cycles' });
    rnd = await make.dispositionStatus(list, { name: 'Received and disconnected', code: 'RND', contactType: 'NC' });
    await note(admin, olderRow, 'Older cycle, first');
    await note(admin, olderRow, 'Older cycle, second');
    await note(admin, newerRow, 'Newer cycle');
    await note(admin, otherLoan, 'Another loan');
  });
  afterAll(async () => {
    await t.close();
  });

  it("answers the newer record's history with the older cycle's feedback, each item tagged with its cycle", async () => {
    const response = await admin.get(`/api/customers/${newerRow.id}/feedback`).expect(200);
    const items: HistoryItem[] = response.body;
    expect(notes(items)).toEqual(['Newer cycle', 'Older cycle, second', 'Older cycle, first']);
    expect(items[0]).toEqual(expect.objectContaining({ customer_id: newerRow.id, lead_cycle_id: newer.id, lead_cycle_name: 'Overdue' }));
    expect(items[1]).toEqual(expect.objectContaining({ customer_id: olderRow.id, lead_cycle_id: older.id, lead_cycle_name: 'Pre-EMI' }));
    expect(response.headers['content-range']).toBe('feedback 0-2/3');
    // The same loan seen from its older record: the same history.
    expect(notes((await admin.get(`/api/customers/${olderRow.id}/feedback`).expect(200)).body)).toEqual(notes(items));
  });

  it('pages in the database: a range answers that slice and the total', async () => {
    const first = await admin.get(`/api/customers/${newerRow.id}/feedback`).query({ range: '[0,1]' }).expect(200);
    expect(notes(first.body)).toEqual(['Newer cycle', 'Older cycle, second']);
    expect(first.headers['content-range']).toBe('feedback 0-1/3');
    const second = await admin.get(`/api/customers/${newerRow.id}/feedback`).query({ range: '[2,3]' }).expect(200);
    expect(notes(second.body)).toEqual(['Older cycle, first']);
    expect(second.headers['content-range']).toBe('feedback 2-2/3');
    const past = await admin.get(`/api/customers/${newerRow.id}/feedback`).query({ range: '[5,9]' }).expect(200);
    expect(past.body).toEqual([]);
    expect(past.headers['content-range']).toBe('feedback */3');
  });

  it("leaves out the older row's feedback for an agent who cannot see its group", async () => {
    const limited = await newerOnlyAgent.get(`/api/customers/${newerRow.id}/feedback`).expect(200);
    expect(notes(limited.body)).toEqual(['Newer cycle']);
    expect(limited.headers['content-range']).toBe('feedback 0-0/1');
    await newerOnlyAgent.get(`/api/customers/${olderRow.id}/feedback`).expect(404);

    const both = await bothAgent.get(`/api/customers/${newerRow.id}/feedback`).expect(200);
    expect(notes(both.body)).toEqual(['Newer cycle', 'Older cycle, second', 'Older cycle, first']);
  });

  it('narrows to one lead cycle with filter lead_cycle_id', async () => {
    const only = await admin.get(`/api/customers/${newerRow.id}/feedback`).query({ filter: JSON.stringify({ lead_cycle_id: older.id }) }).expect(200);
    expect(notes(only.body)).toEqual(['Older cycle, second', 'Older cycle, first']);
  });

  it('refuses a bad range, sort or filter, naming it', async () => {
    const bad = await admin.get(`/api/customers/${newerRow.id}/feedback`).query({ range: '[3,1]' }).expect(400);
    expect(bad.body.errors).toEqual({ range: expect.stringContaining('range must be') });
    await admin.get(`/api/customers/${newerRow.id}/feedback`).query({ sort: '["agent","ASC"]' }).expect(400);
    const unknown = await admin.get(`/api/customers/${newerRow.id}/feedback`).query({ filter: '{"agent_id":1}' }).expect(400);
    expect(Object.keys(unknown.body.errors)).toEqual(['filter.agent_id']);
  });
});
