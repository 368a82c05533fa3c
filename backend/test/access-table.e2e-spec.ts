/**
 * Who may call what. Every operation of openapi/openapi.json has one row here with the status an anonymous
 * caller, an agent and an admin get. An operation without a row fails the suite, so no route ships without a
 * decision about who may call it. Bodies are chosen so that an allowed caller gets a meaningful status.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import type { User } from '../src/modules/users/entities/user.entity.js';
import { bootTestApp, type TestApp } from './support/test-app.js';

type Caller = 'anonymous' | 'agent' | 'admin';
interface Row {
  anonymous: number;
  agent: number;
  admin: number;
  /** Body to send; a function gets a fresh value per caller. */
  body?: (caller: Caller) => object;
  query?: string;
}
interface Fixtures {
  agentUser: User;
  otherAgent: User;
}

let sequence = 0;
const uniqueEmail = () => `access${++sequence}.${Date.now()}@example.com`;

const ACCESS: Record<string, Row> = {
  'GET /api/health': { anonymous: 200, agent: 200, admin: 200 },
  'POST /api/auth/login': { anonymous: 400, agent: 400, admin: 400, body: () => ({}) },
  'POST /api/auth/register': {
    anonymous: 201,
    agent: 201,
    admin: 201,
    body: () => ({ name: 'New Agent', email: uniqueEmail(), password: 'secret1', role: 'agent' }),
  },
  'POST /api/auth/logout': { anonymous: 200, agent: 200, admin: 200 },
  'POST /api/auth/reset-password': { anonymous: 401, agent: 400, admin: 400, body: () => ({ oldPassword: 'wrong-one', newPassword: 'N3w!Password' }) },
  'GET /api/user': { anonymous: 401, agent: 200, admin: 200 },
  'GET /api/users': { anonymous: 401, agent: 403, admin: 200, query: 'range=[0,9]' },
  'POST /api/users': {
    anonymous: 401,
    agent: 403,
    admin: 201,
    body: () => ({ name: 'Created User', email: uniqueEmail(), password: 'secret1', role: 'agent' }),
  },
  'GET /api/users/agents': { anonymous: 401, agent: 403, admin: 200, query: 'active=true' },
  'GET /api/users/{id}': { anonymous: 401, agent: 403, admin: 200 },
  'PATCH /api/users/{id}': { anonymous: 401, agent: 403, admin: 200, body: () => ({ name: 'Renamed Agent' }) },
};

const document = JSON.parse(readFileSync(new URL('../../openapi/openapi.json', import.meta.url), 'utf8')) as {
  paths: Record<string, Record<string, unknown>>;
};
const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
  Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`),
);

function concretePath(path: string, fixtures: Fixtures): string {
  return path.replace('{id}', String(fixtures.otherAgent.id));
}

describe('access table', () => {
  let t: TestApp;
  let fixtures: Fixtures;
  beforeAll(async () => {
    t = await bootTestApp();
    fixtures = { agentUser: await t.createUser({ role: 'agent' }), otherAgent: await t.createUser({ role: 'agent' }) };
  });
  afterAll(async () => {
    await t.close();
  });

  it('has exactly one row per OpenAPI operation', () => {
    expect(Object.keys(ACCESS).sort()).toEqual([...operations].sort());
  });

  describe.each(operations)('%s', (operation) => {
    it.each(['anonymous', 'agent', 'admin'] as const)('as %s', async (caller) => {
      const row = ACCESS[operation];
      if (!row) throw new Error(`No access row for ${operation}: add one to the ACCESS table`);
      const [method, path] = operation.split(' ');
      const client = caller === 'anonymous' ? t.agent() : (await t.signedIn(caller)).client;
      const url = `${concretePath(path, fixtures)}${row.query ? `?${row.query}` : ''}`;
      let call = client[method.toLowerCase() as 'get' | 'post' | 'patch' | 'put' | 'delete'](url);
      if (row.body) call = call.send(row.body(caller));
      const response = await call;
      expect({ operation, caller, status: response.status }).toEqual({ operation, caller, status: row[caller] });
    });
  });
});
