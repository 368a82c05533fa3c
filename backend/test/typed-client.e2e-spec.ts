/**
 * The typed client (clients/typescript, generated from openapi/openapi.json) end to end with an API key: what an
 * integrator's code does, over a real socket with the global fetch.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createCrmClient } from '@crm/client';
import type { AddressInfo } from 'node:net';
import { factories } from './support/factories.js';
import { bootTestApp, type TestApp } from './support/test-app.js';

describe('the typed TypeScript client', () => {
  let t: TestApp;
  let baseUrl: string;
  beforeAll(async () => {
    t = await bootTestApp();
    baseUrl = `http://127.0.0.1:${(t.app.getHttpServer().address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await t.close();
  });

  it('records a payment and reads the customer with a key, and hears 403 outside its scopes', async () => {
    const admin = await t.signedIn('admin');
    const issued = await admin.client.post('/api/api-keys').send({ name: 'Loan system', scopes: ['payments:write', 'customers:read'] }).expect(201);
    const make = factories(t.dataSource);
    const customer = await make.customer(await make.leadCycle());
    const crm = createCrmClient({ baseUrl, apiKey: issued.body.key });

    const recorded = await crm.POST('/api/payments', {
      body: { loan_application_no: customer.loanApplicationNo, amount: 2500, paid_date: '2020-01-01', reference: `CLIENT-${Date.now()}` },
    });
    expect(recorded.response.status).toBe(201);
    expect(recorded.data?.amount).toBe(2500);
    expect(recorded.response.headers.get('ratelimit-policy')).toBe('"per-key";q=600;w=60');

    const read = await crm.GET('/api/customers/{id}', { params: { path: { id: customer.loanApplicationNo } } });
    expect(read.response.status).toBe(200);

    const refused = await crm.GET('/api/users', {});
    expect(refused.response.status).toBe(403);
    expect(refused.error?.message).toBe('API keys cannot call this operation');
  });
});
