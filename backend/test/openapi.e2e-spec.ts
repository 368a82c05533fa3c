import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { buildOpenApiDocument } from '../src/openapi/openapi-document.js';
import { serializeOpenApi } from '../src/openapi/serialize.js';
import { bootTestApp, type TestApp } from './support/test-app.js';

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

  it('is served as Swagger UI at /api/docs and JSON at /api/docs-json', async () => {
    const ui = await t.agent().get('/api/docs').expect(200);
    expect(ui.text).toContain('swagger-ui');
    const json = await t.agent().get('/api/docs-json').expect(200);
    expect(json.body.paths['/api/auth/login']).toBeDefined();
  });
});
