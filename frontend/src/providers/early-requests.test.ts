import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { parseCustomerQuery, toListFilter } from '../resources/customers/customer-query';
import { applyAppConfig } from './appConfig';
import { forgetUser, loadCurrentUser } from './authProvider';
import { dataProvider } from './dataProvider';
import { api } from './httpClient';

/** index.html's inline script, as the browser runs it before the app's code arrives. */
const EARLY_SCRIPT = /<script id="early-requests">([\s\S]*?)<\/script>/.exec(readFileSync(resolve(__dirname, '../../index.html'), 'utf8'))![1];

type Answer = { status?: number; body: unknown };

/** A server that answers by "METHOD /path"; every request it gets is recorded with who made it. */
function fakeServer(answers: Record<string, Answer>) {
  const requests: Array<{ key: string; body?: string; by: 'script' | 'app' }> = [];
  let by: 'script' | 'app' = 'script';
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const key = `${init.method ?? 'GET'} ${url}`;
      requests.push({ key, body: typeof init.body === 'string' ? init.body : undefined, by });
      const answer = answers[key] ?? { status: 404, body: { message: 'Not Found' } };
      return new Response(JSON.stringify(answer.body), { status: answer.status ?? 200, headers: { 'Content-Type': 'application/json' } });
    }),
  );
  return {
    requests,
    /** Runs index.html's script at `path`; what happens afterwards is the app's doing. */
    async openAt(path: string) {
      window.history.replaceState(null, '', path);
      new Function(EARLY_SCRIPT)();
      await new Promise((resolve) => setTimeout(resolve, 0)); // the admin's customer page waits for the user
      by = 'app';
    },
  };
}

const ADMIN = { id: 1, name: 'Asha Admin', email: 'admin@example.com', role: 'admin' };
const AGENT = { ...ADMIN, id: 2, role: 'agent' };
const ANSWERS: Record<string, Answer> = {
  'GET /api/app-config': { body: { timezone: 'Asia/Kolkata' } },
  'GET /api/user': { body: ADMIN },
  'POST /api/dashboard/stats': { body: { totalCustomers: 3 } },
  'POST /api/customers/all-customer': { body: { customers: [{ id: 7 }], pagination: { totalItems: 1, hasNextPage: false, hasPreviousPage: false } } },
  'GET /api/customers/LN%2F001': { body: [{ id: 7 }] },
};

/** The list request CustomerList makes for the address it opens on. */
const customerListAt = (search: string) =>
  dataProvider.getList('customers', {
    pagination: { page: parseCustomerQuery(search).page, perPage: parseCustomerQuery(search).itemsPerPage },
    sort: { field: 'id', order: 'DESC' },
    filter: toListFilter(parseCustomerQuery(search), { withFilters: true }),
  });

describe('early requests (index.html) and the app', () => {
  beforeEach(() => {
    delete window.__crmEarly;
    forgetUser();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    window.history.replaceState(null, '', '/');
  });

  it('on the dashboard, the time zone, the user and the stats are asked once, before the app, which uses those answers', async () => {
    const server = fakeServer(ANSWERS);
    await server.openAt('/');
    await applyAppConfig();
    expect(await loadCurrentUser()).toMatchObject({ role: 'admin' });
    // The dashboard's own call (dashboard-api.ts): the current month is no lead cycle ids.
    expect(await api('/dashboard/stats', { method: 'POST', body: { lead_cycle_ids: [] } })).toEqual({ totalCustomers: 3 });
    expect(server.requests).toEqual([
      { key: 'GET /api/app-config', by: 'script' },
      { key: 'GET /api/user', by: 'script' },
      { key: 'POST /api/dashboard/stats', body: '{"lead_cycle_ids":[]}', by: 'script' },
    ]);
  });

  it("on /customers, the list's first page is the one the app asks for", async () => {
    const server = fakeServer(ANSWERS);
    await server.openAt('/customers');
    expect((await customerListAt('')).data).toEqual([{ id: 7 }]);
    expect(server.requests.filter((r) => r.by === 'app')).toEqual([]);
  });

  it('on a list address with a search or a page, the app asks for its own list (nothing is guessed)', async () => {
    const server = fakeServer(ANSWERS);
    await server.openAt('/customers?page=2');
    await customerListAt('?page=2');
    expect(server.requests.map((r) => `${r.by} ${r.key}`)).toEqual(['script GET /api/app-config', 'script GET /api/user', 'app POST /api/customers/all-customer']);
  });

  it("on a customer page, an admin's customer is asked as soon as the user is known, and used by the app", async () => {
    const server = fakeServer(ANSWERS);
    await server.openAt('/customers/LN%2F001');
    expect(await api(`/customers/${encodeURIComponent('LN/001')}`)).toEqual([{ id: 7 }]);
    expect(server.requests.map((r) => `${r.by} ${r.key}`)).toEqual(['script GET /api/app-config', 'script GET /api/user', 'script GET /api/customers/LN%2F001']);
  });

  it("does not ask for an agent's customer page (the app adds the browser's position)", async () => {
    const server = fakeServer({ ...ANSWERS, 'GET /api/user': { body: AGENT } });
    await server.openAt('/customers/LN%2F001');
    expect(server.requests.map((r) => r.key)).toEqual(['GET /api/app-config', 'GET /api/user']);
  });

  it('hands each answer out once: a later identical request goes to the server', async () => {
    const server = fakeServer(ANSWERS);
    await server.openAt('/');
    await api('/app-config');
    await api('/app-config');
    expect(server.requests.filter((r) => r.key === 'GET /api/app-config').map((r) => r.by)).toEqual(['script', 'app']);
  });

  it('drops every early answer once the app signs in, out or changes the password (they belong to who was signed in)', async () => {
    const server = fakeServer({ ...ANSWERS, 'POST /api/auth/login': { body: ADMIN } });
    await server.openAt('/');
    await api('/auth/login', { method: 'POST', body: { email: 'admin@example.com', password: 'secret-1' } });
    await api('/user');
    await api('/dashboard/stats', { method: 'POST', body: { lead_cycle_ids: [] } });
    expect(server.requests.filter((r) => r.by === 'app').map((r) => r.key)).toEqual(['POST /api/auth/login', 'GET /api/user', 'POST /api/dashboard/stats']);
  });

  it('passes a signed-out answer on as it is (the app then goes to sign-in)', async () => {
    const server = fakeServer({ ...ANSWERS, 'GET /api/user': { status: 401, body: { message: 'Unauthorized' } } });
    await server.openAt('/customers');
    expect(await loadCurrentUser()).toBeNull();
    expect(server.requests.filter((r) => r.by === 'app')).toEqual([]);
  });
});
