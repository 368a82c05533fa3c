/**
 * Hostile input never ends in a 500. Every operation of openapi/openapi.json gets ids PostgreSQL cannot hold, NUL
 * characters, wrong types, nulls and nested lists in its path, query and body; every answer must be below 500. It
 * also learns from the document: each query parameter and body field gets the boundary cases of its declared type
 * and format (years 0001, 0999 and 9999, integers 0, -1 and 2^31, the declared bounds' neighbours, empty strings,
 * NUL, 10,000-item lists); a value the document refuses must be a 4xx, any other below 500. The classes a sweep like
 * this once found each have a test of the exact 400 and the field it names.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { MAX_KEYS_PER_OBJECT } from '../src/common/http/input-guard.js';
import type { User } from '../src/modules/users/entities/user.entity.js';
import { auditedQuery } from './support/audited.js';
import { uploadRequiredPhotos, validProfile } from './support/employee-profile.js';
import { factories } from './support/factories.js';
import { holidayFixture, leaveRequestFixture, leaveTypeFixture } from './support/leave-fixtures.js';
import { inPool } from './support/pool.js';
import { bootTestApp, type TestApp } from './support/test-app.js';

interface Schema {
  $ref?: string;
  allOf?: Schema[];
  type?: string;
  format?: string;
  enum?: unknown[];
  example?: unknown;
  items?: Schema;
  properties?: Record<string, Schema>;
  nullable?: boolean;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  minItems?: number;
  maxItems?: number;
}
interface Parameter {
  $ref?: string;
  name: string;
  in: string;
  schema?: Schema;
  content?: Record<string, { schema?: Schema }>;
}
interface Operation {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
}
const document = JSON.parse(readFileSync(new URL('../../openapi/openapi.json', import.meta.url), 'utf8')) as {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Schema>; parameters?: Record<string, Parameter> };
};

/** Signing out or changing the password would end the sweep's own sessions. */
const NOT_SWEPT = new Set(['POST /api/auth/logout', 'POST /api/auth/reset-password']);
const PATH_VALUES = ['0', '-1', 'abc', '1.5', '99999999999999999999', '%00'];
/** A list nested `depth` levels deep. */
const nested = (depth: number): unknown => Array.from({ length: depth }).reduce<unknown>((inner) => [inner], 1);
const HOSTILE_VALUES: unknown[] = [
  null, '', 'abc', -1, 1.5, 1e21, 2147483648, true, [], {}, [[]], [null], 'x'.repeat(5000), 'a\u0000b', 'a\ud800b', '2026-02-30', '__proto__', nested(20),
];
/** Probes of one operation in flight at once: enough to overlap the database's round trips, few enough for a 2-core machine. */
const CONCURRENT_PROBES = 4;
const QUERY_VALUES = ['', 'abc', '-1', '1e21', '2147483648', '[1e21,1e21]', '{"a":1}', 'a\u0000b'];

function resolve(schema: Schema | undefined): Schema {
  if (!schema) return {};
  if (schema.$ref) return resolve(document.components.schemas[schema.$ref.split('/').pop()!]);
  if (schema.allOf) return Object.assign({}, ...schema.allOf.map(resolve)) as Schema;
  return schema;
}

/** A plausible value for a schema (its example, first enum value or a typed placeholder). */
function sample(schema: Schema | undefined, depth = 0): unknown {
  const resolved = resolve(schema);
  if (resolved.example !== undefined) return resolved.example;
  if (resolved.enum) return resolved.enum[0];
  switch (resolved.type) {
    case 'string':
      if (resolved.format === 'date') return '2026-11-25';
      return resolved.format === 'date-time' ? '2026-11-25T10:00:00.000Z' : 'x'.repeat(Math.max(resolved.minLength ?? 0, 4));
    case 'integer':
    case 'number':
      return resolved.minimum ?? 1;
    case 'boolean':
      return true;
    case 'array':
      return depth > 3 ? [] : [sample(resolved.items, depth + 1)];
    default:
      return Object.fromEntries(Object.entries(resolved.properties ?? {}).map(([key, value]) => [key, sample(value, depth + 1)]));
  }
}

const YEARS = ['0001', '0999', '9999'];
/** A body's long list; a query string's is one past the input guard's limit, as long as a URL can be (Node: 16 KB). */
const LONG_LIST_LENGTH = 10_000;
const LONG_QUERY_LIST_LENGTH = MAX_KEYS_PER_OBJECT + 1;

/** The boundary cases of a declared type and format, and of the bounds the document declares for it. */
function boundaryValues(schema: Schema | undefined, listLength = LONG_LIST_LENGTH): unknown[] {
  const resolved = resolve(schema);
  if (resolved.enum) return ['not-one-of-them'];
  const { minimum, maximum, minLength, maxLength } = resolved;
  switch (resolved.type) {
    case 'integer':
    case 'number':
      return [0, -1, 2 ** 31, ...(minimum === undefined ? [] : [minimum - 1]), ...(maximum === undefined ? [] : [maximum + 1]), ...(resolved.type === 'integer' ? [1.5] : [])];
    case 'string': {
      const dates = resolved.format === 'date' ? YEARS.map((year) => `${year}-01-01`) : resolved.format === 'date-time' ? YEARS.map((year) => `${year}-01-01T00:00:00.000Z`) : [];
      const lengths = [...(minLength ? ['x'.repeat(minLength - 1)] : []), ...(maxLength ? ['x'.repeat(maxLength + 1)] : [])];
      return [...dates, '', 'a\u0000b', ...lengths];
    }
    case 'array':
      return [[], Array.from({ length: listLength }, () => sample(resolved.items, 4))];
    default:
      return [];
  }
}

/** Whether the document refuses the value outright (the keywords boundaryValues probes; formats are not checked). */
function refusedByDocument(schema: Schema | undefined, value: unknown): boolean {
  const resolved = resolve(schema);
  if (value === null) return !resolved.nullable;
  if (resolved.enum) return !resolved.enum.includes(value);
  switch (resolved.type) {
    case 'integer':
    case 'number':
      if (typeof value !== 'number' || (resolved.type === 'integer' && !Number.isInteger(value))) return true;
      return (resolved.minimum !== undefined && value < resolved.minimum) || (resolved.maximum !== undefined && value > resolved.maximum);
    case 'string':
      if (typeof value !== 'string') return true;
      if (resolved.minLength !== undefined && [...value].length < resolved.minLength) return true;
      if (resolved.maxLength !== undefined && [...value].length > resolved.maxLength) return true;
      return resolved.pattern !== undefined && !new RegExp(resolved.pattern, 'u').test(value);
    case 'array':
      if (!Array.isArray(value)) return true;
      return (resolved.minItems !== undefined && value.length < resolved.minItems) || (resolved.maxItems !== undefined && value.length > resolved.maxItems);
    default:
      return false;
  }
}

interface Probe {
  path: string;
  query?: string;
  body?: unknown;
  raw?: string;
  headers?: Record<string, string>;
  /** The document refuses this input: the answer must be a 4xx. */
  refused?: boolean;
}

/** The operation's header parameters (Idempotency-Key), declared once under components and referred to. */
const headerParameters = (operation: Operation): Parameter[] =>
  (operation.parameters ?? [])
    .map((parameter) => (parameter.$ref ? document.components.parameters![parameter.$ref.split('/').pop()!] : parameter))
    .filter((parameter) => parameter.in === 'header');
/** Header values beyond the schema's boundaries: a space, a control character, a character past ASCII (NUL cannot be sent). */
const HEADER_VALUES = ['a b', 'a\tb', 'caf\u00e9'];

const queryPair = (name: string, value: unknown, json: boolean) =>
  `${encodeURIComponent(name)}=${encodeURIComponent(json || typeof value !== 'string' ? JSON.stringify(value) : value)}`;

/** A query parameter's boundary cases: of its schema, or of each key of its JSON (filter) or its items (range, sort). */
function queryBoundaryProbes(parameter: Parameter, validPath: string, body: unknown): Probe[] {
  const json = parameter.content?.['application/json']?.schema;
  const schema = resolve(json ?? parameter.schema);
  if (json && schema.properties) {
    return Object.entries(schema.properties).flatMap(([key, property]) =>
      boundaryValues(property, LONG_QUERY_LIST_LENGTH).map((value) => ({ path: validPath, body, query: queryPair(parameter.name, { [key]: value }, true), refused: refusedByDocument(property, value) })),
    );
  }
  if (json && schema.type === 'array') {
    const item = sample(schema.items);
    return boundaryValues(schema.items).map((value) => ({ path: validPath, body, query: queryPair(parameter.name, [value, item], true), refused: refusedByDocument(schema.items, value) }));
  }
  return boundaryValues(schema)
    .filter((value) => !Array.isArray(value))
    .map((value) => ({ path: validPath, body, query: queryPair(parameter.name, value, false), refused: refusedByDocument(schema, value) }));
}

/** What the document's declarations of one operation imply: each query parameter's and body field's boundary cases. */
function boundaryProbes(operation: Operation, validPath: string): Probe[] {
  const bodySchema = operation.requestBody?.content?.['application/json']?.schema;
  const body = bodySchema ? sample(bodySchema) : undefined;
  const list = (operation.parameters ?? []).filter((parameter) => parameter.in === 'query').flatMap((parameter) => queryBoundaryProbes(parameter, validPath, body));
  for (const parameter of headerParameters(operation)) {
    for (const value of [...boundaryValues(parameter.schema), ...HEADER_VALUES]) {
      if (typeof value === 'string' && !value.includes('\u0000')) list.push({ path: validPath, body, headers: { [parameter.name]: value }, refused: refusedByDocument(parameter.schema, value) });
    }
  }
  const properties = resolve(bodySchema).properties ?? {};
  if (body && typeof body === 'object' && !Array.isArray(body)) {
    for (const [key, property] of Object.entries(properties)) {
      for (const value of boundaryValues(property)) list.push({ path: validPath, body: { ...body, [key]: value }, refused: refusedByDocument(property, value) });
    }
  }
  return list;
}

/** What one operation is sent: bad path values, bad query values, malformed JSON, then each body field spoiled. */
function probes(path: string, operation: Operation, validPath: string): Probe[] {
  const list: Probe[] = [];
  const placeholders = path.match(/\{\w+\}/g) ?? [];
  const bodySchema = operation.requestBody?.content?.['application/json']?.schema;
  const body = bodySchema ? sample(bodySchema) : undefined;
  if (placeholders.length) {
    for (const value of PATH_VALUES) list.push({ path: placeholders.reduce((p, name) => p.replace(name, value), path), body });
  }
  for (const parameter of operation.parameters ?? []) {
    if (parameter.in !== 'query') continue;
    for (const value of QUERY_VALUES) list.push({ path: validPath, query: `${encodeURIComponent(parameter.name)}=${encodeURIComponent(value)}`, body });
    // A repeated key arrives as a list.
    list.push({ path: validPath, query: `${encodeURIComponent(parameter.name)}=1&${encodeURIComponent(parameter.name)}=2`, body });
  }
  if (body !== undefined) {
    for (const raw of ['{', '[]', '"text"']) list.push({ path: validPath, raw });
    if (body && typeof body === 'object' && !Array.isArray(body)) {
      for (const key of Object.keys(body)) {
        for (const value of HOSTILE_VALUES) list.push({ path: validPath, body: { ...body, [key]: value } });
      }
    }
  }
  return list;
}

describe('hostile input', () => {
  let t: TestApp;
  let admin: Awaited<ReturnType<TestApp['signedIn']>>['client'];
  let agent: Awaited<ReturnType<TestApp['signedIn']>>['client'];
  /** Real records for the path placeholders, so body and query probes reach the services. */
  let ids: Record<string, number>;
  let target: User;

  beforeAll(async () => {
    // The test-only routes too (see the last sweep); the test app's clock is its own settable one either way.
    t = await bootTestApp({ TEST_CLOCK_CONTROL: 'true' });
    const make = factories(t.dataSource);
    ({ client: admin } = await t.signedIn('admin'));
    const signedInAgent = await t.signedIn('agent');
    agent = signedInAgent.client;
    target = await t.createUser({ role: 'agent' });
    const cycle = await make.leadCycle();
    const group = await make.group();
    await make.assign(signedInAgent.user.id, group.id);
    const customer = await make.customer(cycle, { groupId: group.id });
    const list = await make.dispositionList();
    const status = await make.dispositionStatus(list);
    const call = await make.call(customer, signedInAgent.user.id);
    // Profile 1 (the id the update's sample body names), so update probes reach the service's rules.
    const profile = validProfile(await uploadRequiredPhotos(agent));
    await agent.post('/api/employee/add-employee-details').send(profile).expect(201);
    const [request] = await auditedQuery<{ id: number }[]>(
      t.dataSource,
      'attendance',
      `INSERT INTO attendance_records (user_id, date, status, reason) VALUES ($1, CURRENT_DATE, 'requested', 'Forgot') RETURNING id`,
      [signedInAgent.user.id],
    );
    ids = { attendance: request.id, users: target.id, 'lead-cycles': cycle.id, groups: group.id, customers: customer.id, disposition: status.id, calls: call.id, list: list.id };
    const leaveType = await leaveTypeFixture(t.dataSource);
    Object.assign(ids, {
      'leave/leave-types': leaveType,
      'leave/leave-requests': await leaveRequestFixture(t.dataSource, signedInAgent.user.id, leaveType),
      'leave/holiday-policies': await holidayFixture(t.dataSource),
      'leave/leave-balances': signedInAgent.user.id,
    });
    const [endpoint]: { id: number }[] = await t.dataSource.query(
      `INSERT INTO webhook_endpoints (url, events, secret, created_at, updated_at) VALUES ('https://hooks.example.com/x', '{payment.recorded}', 'whsec_dGVzdA==', now(), now()) RETURNING id`,
    );
    await t.dataSource.query(`INSERT INTO webhook_events (id, type, body, created_at) VALUES ('evt_hostile', 'test.ping', '{}', now())`);
    const [delivery]: { id: number }[] = await t.dataSource.query(
      `INSERT INTO webhook_deliveries (endpoint_id, event_id, next_attempt_at, created_at) VALUES ($1, 'evt_hostile', now(), now()) RETURNING id::int`,
      [endpoint.id],
    );
    Object.assign(ids, { 'webhook-endpoints': endpoint.id, 'webhook-deliveries': delivery.id });
  }, 60_000);
  afterAll(async () => {
    await t.close();
  });

  /** The path with its placeholders filled by a record of the right kind. */
  function validPath(path: string): string {
    return path.replace(/\{(\w+)\}/g, (_match, name: string) => {
      if (name === 'loan_application_no' || name === 'secret' || name === 'leadListId') return 'LOAN-1';
      if (name === 'kind') return 'pan';
      if (path.includes('/disposition/lists') || path.includes('disable-list')) return String(ids.list);
      const kind = Object.keys(ids).find((key) => path.startsWith(`/api/${key}`)) ?? 'customers';
      return String(ids[kind]);
    });
  }

  const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({ name: `${method.toUpperCase()} ${path}`, method, path, operation })),
  );

  it.each(operations.filter(({ name }) => !NOT_SWEPT.has(name)).map((op) => [op.name, op] as const))('%s answers below 500', async (_name, op) => {
    const sent = [admin, agent].flatMap((client) => probes(op.path, op.operation, validPath(op.path)).map((probe) => ({ client, probe })));
    const failures = await inPool(sent, CONCURRENT_PROBES, async ({ client, probe }) => {
      const url = `${probe.path}${probe.query ? `?${probe.query}` : ''}`;
      let call = client[op.method as 'get' | 'post' | 'put' | 'patch' | 'delete'](url);
      if (probe.raw !== undefined) call = call.set('Content-Type', 'application/json').send(probe.raw);
      else if (probe.body !== undefined) call = call.send(probe.body as object);
      const response = await call;
      return response.status >= 500 ? `${response.status} ${url} ${probe.raw ?? JSON.stringify(probe.body)?.slice(0, 200)}` : null;
    });
    expect(failures.filter((failure) => failure !== null)).toEqual([]);
  }, 120_000); // the profile form's ~50 fields get ~1,800 probes per caller

  // As the admin, whom no role check stops before validation: an agent's probes would mostly meet a 403.
  it.each(operations.filter(({ name }) => !NOT_SWEPT.has(name)).map((op) => [op.name, op] as const))(
    '%s answers the boundary cases of its declared types with a 4xx where the document refuses them, never a 5xx',
    async (_name, op) => {
      const failures = await inPool(boundaryProbes(op.operation, validPath(op.path)), CONCURRENT_PROBES, async (probe) => {
        const url = `${probe.path}${probe.query ? `?${probe.query}` : ''}`;
        let call = admin[op.method as 'get' | 'post' | 'put' | 'patch' | 'delete'](url);
        if (probe.headers) call = call.set(probe.headers);
        if (probe.body !== undefined) call = call.send(probe.body as object);
        const response = await call;
        const failed = response.status >= 500 || (probe.refused && response.status < 400);
        return failed ? `${response.status} ${op.method.toUpperCase()} ${url.slice(0, 300)} ${JSON.stringify(probe.body)?.slice(0, 300) ?? ''}` : null;
      });
      expect(failures.filter((failure) => failure !== null)).toEqual([]);
    },
    120_000,
  );

  it('multipart uploads: hostile userId fields, file names and bodies answer below 500', async () => {
    const image = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...Array.from({ length: 64 }, () => 0)]);
    const failures: string[] = [];
    for (const client of [admin, agent]) {
      for (const userId of ['', '0', '-1', 'abc', '1.5', '2147483648', '99999999999999999999', 'a\u0000b', '../1', String(target.id)]) {
        const response = await client.post('/api/employee/upload/pan').field('userId', userId).attach('file', image, { filename: '../../x\u0000.png' });
        if (response.status >= 500) failures.push(`${response.status} userId=${JSON.stringify(userId)}`);
      }
      for (const [body, type] of [['--x--', 'multipart/form-data; boundary=x'], ['garbage', 'multipart/form-data'], ['{}', 'application/json']]) {
        const response = await client.post('/api/employee/upload/self-photo').set('Content-Type', type).send(body);
        if (response.status >= 500) failures.push(`${response.status} ${type}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('the test-only routes (TEST_CLOCK_CONTROL, outside openapi.json): a hostile instant is a 400 naming now, a hostile job name a 4xx', async () => {
    const failures: string[] = [];
    // The input guard answers 400 before the role check's 403, so an agent may get either.
    const refusedTo = (isAdmin: boolean, status: number) => (isAdmin ? status === 400 : status === 400 || status === 403);
    for (const [client, isAdmin] of [[admin, true], [agent, false]] as const) {
      for (const now of [...HOSTILE_VALUES, '2026-11-25T10:00:00', '2026-11-25T25:00:00Z', '9999-01-01T00:00:00Z']) {
        const response = await client.put('/api/test-support/clock').send({ now });
        const fields = Object.keys(response.body.errors ?? {});
        if (!refusedTo(isAdmin, response.status) || (isAdmin && !(fields.length === 1 && fields[0].startsWith('now')))) {
          failures.push(`${response.status} ${JSON.stringify(response.body.errors)} for now=${JSON.stringify(now)?.slice(0, 40)}`);
        }
      }
      for (const raw of ['{', '[]', '"text"']) {
        const response = await client.put('/api/test-support/clock').set('Content-Type', 'application/json').send(raw);
        if (!refusedTo(isAdmin, response.status)) failures.push(`${response.status} raw ${raw}`);
      }
      for (const name of [...PATH_VALUES, '__proto__', 'constructor', 'hasOwnProperty', 'x'.repeat(5000), 'a%00b']) {
        const response = await client.post(`/api/test-support/jobs/${name}`);
        if (response.status < 400 || response.status >= 500) failures.push(`${response.status} job ${name.slice(0, 40)}`);
      }
    }
    expect(failures).toEqual([]);
    expect((await admin.get('/api/test-support/clock').expect(200)).body.moved).toBe(false);
  });

  describe('each class of input the sweep once found answers 400 naming the field', () => {
    it('a path id past PostgreSQL integer', async () => {
      const response = await admin.get('/api/groups/99999999999999999999').expect(400);
      expect(response.body.errors).toEqual({ id: 'id must be a positive integer' });
      await admin.delete('/api/calls/2147483648').expect(400);
      await admin.get(`/api/groups/${ids.groups}`).expect(200);
      await admin.get('/api/groups/2147483647').expect(404);
    });

    it('a body id past PostgreSQL integer', async () => {
      const stats = await admin.post('/api/dashboard/stats').send({ lead_cycle_ids: [2147483648] }).expect(400);
      expect(stats.body.errors).toEqual({ lead_cycle_ids: 'lead_cycle_ids must be a list of lead cycle ids' });
      const assignment = await admin.post('/api/groups/agent-assignments').send({ agent_id: 2147483648, group_id: ids.groups }).expect(400);
      expect(assignment.body.errors).toEqual({ agent_id: 'agent_id must be a user id' });
      const statuses = await admin.get('/api/disposition/statuses?listId=2147483648').expect(400);
      expect(statuses.body.errors).toEqual({ listId: 'listId must be a disposition list id' });
    });

    it('a NUL character in a body field, a query value or the path', async () => {
      const body = await admin.post('/api/lead-cycles').send({ name: 'Pre-EMI', description: 'a\u0000b', lead_cycle_start_date: '2026-11-01', lead_cycle_end_date: '2026-11-30' }).expect(400);
      expect(body.body).toMatchObject({ message: 'description must not contain NUL characters', errors: { description: 'description must not contain NUL characters' } });
      const nested = await admin.post('/api/customers/all-customer').send({ last_disposition_status: ['PTP', 'x\u0000'] }).expect(400);
      expect(nested.body.errors).toEqual({ 'last_disposition_status.1': 'last_disposition_status.1 must not contain NUL characters' });
      const query = await admin.get('/api/calls?search=%00').expect(400);
      expect(query.body.errors).toEqual({ search: 'search must not contain NUL characters' });
      const path = await admin.get('/api/customers/LOAN%001').expect(400);
      expect(path.body.errors).toEqual({ path: 'path must not contain NUL characters' });
    });

    it('half a surrogate pair, which is not text (the email check threw on it)', async () => {
      const response = await admin.post('/api/users').send({ name: 'Asha Nair', email: 'a\ud800@example.com', password: 'secret1', role: 'agent' }).expect(400);
      expect(response.body.errors).toEqual({ email: 'email must be valid Unicode text' });
      await admin.post('/api/auth/login').send({ email: 'x\udfff', password: 'secret1' }).expect(400);
    });

    it('a body nested so deep that a recursive step would exhaust the stack', async () => {
      const depth = 100_000;
      const response = await admin
        .post('/api/dashboard/stats')
        .set('Content-Type', 'application/json')
        .send(`{"lead_cycle_ids":${'['.repeat(depth)}${']'.repeat(depth)}}`)
        .expect(400);
      expect(response.body.message).toBe(`lead_cycle_ids${'.0'.repeat(15)} is nested more than 16 levels deep`);
    });

    it('null for a field whose column cannot be empty, in an update', async () => {
      const group = await admin.patch(`/api/groups/${ids.groups}`).send({ name: null }).expect(400);
      expect(group.body.errors).toEqual({ name: 'Group name must be at least 2 characters' });
      const status = await admin.patch(`/api/disposition/statuses/${ids.disposition}`).send({ status: null, is_default_disposition: null }).expect(400);
      expect(status.body.errors).toEqual({ status: 'status must be enabled or disabled', is_default_disposition: 'is_default_disposition must be true or false' });
      const user = await admin.patch(`/api/users/${target.id}`).send({ is_active: null }).expect(400);
      expect(user.body.errors).toEqual({ is_active: 'is_active must be true or false' });
      // Nullable columns still take null.
      await admin.patch(`/api/groups/${ids.groups}`).send({ description: null }).expect(200);
    });

    it('a list of something else where a list of objects is expected', async () => {
      const offices = await admin.put('/api/settings/officeGeofences').send({ value: [[]] }).expect(400);
      expect(offices.body.errors).toEqual({ value: 'value must be a list of offices' });
      const failed = await admin.post('/api/customers/download-failed-csv').send({ failedRecords: [[]] }).expect(400);
      expect(failed.body.errors).toEqual({ failedRecords: 'failedRecords must be a list of failed rows' });
      const range = await admin.post('/api/customers/all-customer').send({ next_follow_up: [] }).expect(400);
      expect(range.body.errors).toEqual({ next_follow_up: 'next_follow_up must be an object with start and end' });
    });
  });
});
