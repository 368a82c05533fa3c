import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
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
});
