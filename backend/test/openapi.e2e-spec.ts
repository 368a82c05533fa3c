import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { OperationObject, ParameterObject, SchemaObject } from '@nestjs/swagger';
import { readFileSync } from 'node:fs';
import { buildOpenApiDocument } from '../src/openapi/openapi-document.js';
import { serializeOpenApi } from '../src/openapi/serialize.js';
import { bootTestApp, type TestApp } from './support/test-app.js';

/** The metadata key @nestjs/swagger reads, for every class it turns into a schema, to find the schema's name. */
const SWAGGER_SCHEMA_KEY = 'swagger/apiSchema';

/**
 * Every class made a schema while `build` runs, by schema name. @nestjs/swagger keys schemas by class name and lets
 * a later class silently replace an earlier one of the same name, so the document would describe one answer with
 * another's shape; watching its metadata reads is the one way to see both classes.
 */
function schemaClassesByName(build: () => void): Map<string, Set<object>> {
  const classesByName = new Map<string, Set<object>>();
  const getOwnMetadata = Reflect.getOwnMetadata;
  Reflect.getOwnMetadata = (key: unknown, target: object, ...property: (string | symbol)[]): unknown => {
    const metadata: unknown = Reflect.apply(getOwnMetadata, Reflect, [key, target, ...property]);
    if (key === SWAGGER_SCHEMA_KEY && typeof target === 'function') {
      const name = (metadata as { name?: string }[] | undefined)?.at(-1)?.name ?? target.name;
      classesByName.set(name, (classesByName.get(name) ?? new Set()).add(target));
    }
    return metadata;
  };
  try {
    build();
  } finally {
    Reflect.getOwnMetadata = getOwnMetadata;
  }
  return classesByName;
}

describe('openapi/openapi.json', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await bootTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('is exactly what the code generates (run `npm run openapi` after changing routes or DTOs)', () => {
    const committed = readFileSync(new URL('../../openapi/openapi.json', import.meta.url), 'utf8');
    expect(serializeOpenApi(buildOpenApiDocument(t.app))).toEqual(committed);
  });

  it('names every schema after one class only', () => {
    const classesByName = schemaClassesByName(() => buildOpenApiDocument(t.app));
    expect(classesByName.size).toBeGreaterThan(0);
    const shared = [...classesByName].filter(([, classes]) => classes.size > 1).map(([name]) => name);
    expect(shared).toEqual([]);
  });

  it('is served as Swagger UI at /api/docs and JSON at /api/docs-json', async () => {
    const ui = await t.agent().get('/api/docs').expect(200);
    expect(ui.text).toContain('swagger-ui');
    const json = await t.agent().get('/api/docs-json').expect(200);
    expect(json.body.paths['/api/auth/login']).toBeDefined();
  });

  describe('says what the server refuses', () => {
    let built: ReturnType<typeof buildOpenApiDocument>;
    beforeAll(() => {
      built = buildOpenApiDocument(t.app);
    });
    const document = () => built;
    const operations = () =>
      Object.entries(document().paths).flatMap(([path, item]) =>
        Object.entries(item as Record<string, OperationObject>).map(([method, operation]) => ({ at: `${method.toUpperCase()} ${path}`, operation })),
      );
    const parameters = () => operations().flatMap(({ at, operation }) => ((operation.parameters ?? []) as ParameterObject[]).map((parameter) => ({ at, parameter })));
    const schemaOf = (name: string) => document().components!.schemas![name] as SchemaObject;
    const propertyOf = (name: string, property: string) => schemaOf(name).properties![property] as SchemaObject;
    const queryParameter = (path: string, name: string) =>
      ((document().paths[path].get!.parameters ?? []) as ParameterObject[]).find((parameter) => parameter.name === name)!;

    it('gives record ids in paths the range IdPipe takes', () => {
      const ids = parameters().filter(({ at, parameter }) => parameter.in === 'path' && ['id', 'userId'].includes(parameter.name) && at !== 'GET /api/customers/{id}');
      expect(ids.length).toBeGreaterThan(30);
      for (const { at, parameter } of ids) {
        const minimum = at === 'PUT /api/attendance/{id}' ? 0 : 1;
        expect([at, parameter.schema]).toEqual([at, { type: 'integer', minimum, maximum: 2_147_483_647 }]);
      }
    });

    it('gives query counters their whole-number ranges', () => {
      expect(queryParameter('/api/activity', 'offset').schema).toEqual(expect.objectContaining({ type: 'integer', minimum: 0, maximum: 10_000 }));
      expect(queryParameter('/api/activity', 'limit').schema).toEqual(expect.objectContaining({ type: 'integer', minimum: 1, maximum: 100 }));
      expect(queryParameter('/api/worklist', 'limit').schema).toEqual(expect.objectContaining({ type: 'integer', minimum: 1, maximum: 100 }));
      expect(queryParameter('/api/worklist', 'agent_id').schema).toEqual(expect.objectContaining({ type: 'integer', minimum: 1, maximum: 2_147_483_647 }));
      expect(queryParameter('/api/calls', 'page').schema).toEqual(expect.objectContaining({ type: 'integer', minimum: 1, maximum: 1_000_000 }));
      expect(queryParameter('/api/attendance/payroll-cycles', 'year').schema).toEqual(expect.objectContaining({ type: 'integer', minimum: 1900, maximum: 2400 }));
    });

    it('gives body numbers, strings and arrays their bounds', () => {
      expect(propertyOf('WeeklyOffsDto', 'year')).toEqual(expect.objectContaining({ type: 'integer', minimum: 2000, maximum: 2100 }));
      expect(propertyOf('WeeklyOffsDto', 'weekdays').items).toEqual(expect.objectContaining({ type: 'integer', minimum: 0, maximum: 6 }));
      expect(propertyOf('CreateLeaveTypeDto', 'accrual_rate')).toEqual(expect.objectContaining({ type: 'number', minimum: 0, maximum: 366 }));
      expect(propertyOf('CreateLeaveTypeDto', 'name')).toEqual(expect.objectContaining({ type: 'string', minLength: 1, maxLength: 80 }));
      expect(propertyOf('BulkAssignDto', 'customer_ids')).toEqual(expect.objectContaining({ minItems: 1, maxItems: 1000 }));
    });

    it('says every body refuses properties it does not name', () => {
      const bodies = operations().flatMap(({ at, operation }) => {
        const schema = (operation.requestBody as { content?: Record<string, { schema?: { $ref?: string } }> } | undefined)?.content?.['application/json']?.schema;
        return schema?.$ref ? [{ at, name: schema.$ref.split('/').pop()! }] : [];
      });
      expect(bodies.length).toBeGreaterThan(40);
      for (const { at, name } of bodies) expect([at, name, schemaOf(name).additionalProperties]).toEqual([at, name, false]);
    });

    it('says no string in a request may hold NUL', () => {
      const strings = parameters().filter(({ parameter }) => (parameter.schema as SchemaObject | undefined)?.type === 'string' && !(parameter.schema as SchemaObject).enum);
      expect(strings.length).toBeGreaterThan(10);
      const takesNul = (schema: SchemaObject) => !schema.pattern || new RegExp(schema.pattern, 'u').test('1\u00001');
      for (const { at, parameter } of strings) expect([at, parameter.name, takesNul(parameter.schema as SchemaObject)]).toEqual([at, parameter.name, false]);
      expect(propertyOf('CreateLeaveTypeDto', 'description').pattern).toBe('^[^\\u0000]*$');
    });

    it('documents filter, range and sort as JSON with their schemas', () => {
      const list = document().paths['/api/groups'].get!.parameters as ParameterObject[];
      const json = (name: string) => list.find((parameter) => parameter.name === name)!;
      expect(json('filter').content!['application/json'].schema).toEqual({ $ref: '#/components/schemas/GroupListFilterDto' });
      expect(json('filter').schema).toBeUndefined();
      expect(json('range').content!['application/json'].schema).toEqual(expect.objectContaining({ type: 'array', minItems: 2, maxItems: 2 }));
      expect(json('sort').content!['application/json'].schema).toEqual(expect.objectContaining({ type: 'array', minItems: 2, maxItems: 2 }));
      expect(schemaOf('GroupListFilterDto').additionalProperties).toBe(false);
    });

    it('names no path twice under different parameter names', () => {
      const shapes = Object.keys(document().paths).map((path) => path.replace(/\{[^}]+\}/g, '{}'));
      expect(shapes.filter((shape, i) => shapes.indexOf(shape) !== i)).toEqual([]);
    });
  });
});
