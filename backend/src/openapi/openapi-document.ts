import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, SwaggerModule, type OpenAPIObject } from '@nestjs/swagger';
import { ErrorResponseDto } from '../common/http/error-response.dto.js';
import { SESSION_COOKIE } from '../modules/auth/session-store.js';
import { operationIdOf } from './operation-id.js';
import { documentPipelineErrors, SESSION_COOKIE_SCHEME } from './pipeline-errors.js';

/** The OpenAPI document of the running code; `openapi/openapi.json` is this, written by `npm run openapi`. */
export function buildOpenApiDocument(app: INestApplication): OpenAPIObject {
  const config = new DocumentBuilder()
    .setTitle('Collections CRM API')
    .setDescription(
      'Customers, calls, dispositions, attendance and leave for a lending collections operation. ' +
        'Sign in with POST /api/auth/login; the session cookie authenticates every other call. ' +
        'Lists follow the react-admin simple-rest convention: ?filter={json}&range=[a,b]&sort=["field","ASC"], ' +
        'total in the Content-Range header. Errors are {statusCode, message, error, errors?}.',
    )
    .setVersion('0.1.0')
    .addCookieAuth(SESSION_COOKIE, { type: 'apiKey' }, SESSION_COOKIE_SCHEME)
    .build();
  const document = SwaggerModule.createDocument(app, config, { operationIdFactory: operationIdOf, extraModels: [ErrorResponseDto] });
  documentPipelineErrors(app, document);
  return document;
}

export function mountSwagger(app: INestApplication): void {
  SwaggerModule.setup('api/docs', app, () => buildOpenApiDocument(app), { jsonDocumentUrl: 'api/docs-json' });
}
