/** Writes openapi/openapi.json from the code. Needs no database: the module is built without connecting. */
import { NestFactory } from '@nestjs/core';
import { writeFileSync } from 'node:fs';
import { AppModule } from '../app.module.js';
import { loadConfig } from '../config/app-config.js';
import { buildOpenApiDocument } from './openapi-document.js';
import { serializeOpenApi } from './serialize.js';

const target = new URL('../../../openapi/openapi.json', import.meta.url);
const config = loadConfig({ ...process.env, LOG_LEVEL: 'silent' });
const app = await NestFactory.create(AppModule.forRoot({ config, databaseUrl: 'postgres://unused@localhost/unused', connectDatabase: false }), {
  logger: false,
});
app.setGlobalPrefix('api');
await app.init();
writeFileSync(target, serializeOpenApi(buildOpenApiDocument(app)));
await app.close();
console.log(`Wrote ${target.pathname}`);
