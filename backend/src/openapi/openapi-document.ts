import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, SwaggerModule, type OpenAPIObject } from '@nestjs/swagger';
import type { NextFunction, Request, Response } from 'express';
import { ErrorResponseDto } from '../common/http/error-response.dto.js';
import { ListFilterDto } from '../common/http/list-filter.js';
import { SESSION_COOKIE } from '../modules/auth/session-store.js';
import { documentIdempotency } from './idempotency-parameter.js';
import { documentWebhookEvents } from '../modules/webhooks/webhook-event-schemas.js';
import { operationIdOf } from './operation-id.js';
import { API_KEY_SCHEME, documentPipelineErrors, SESSION_COOKIE_SCHEME } from './pipeline-errors.js';
import { documentValidationRules } from './validation-rules.js';

/** The OpenAPI document of the running code; `openapi/openapi.json` is this, written by `npm run openapi`. */
export function buildOpenApiDocument(app: INestApplication): OpenAPIObject {
  const config = new DocumentBuilder()
    .setTitle('Collections CRM API')
    .setDescription(
      'Customers, calls, dispositions, attendance and leave for a lending collections operation. ' +
        'Sign in with POST /api/auth/login; the session cookie authenticates every other call. Integrators send an API key ' +
        'instead (`Authorization: Bearer crm_…`, issued on the Integrations page): each operation names the scope a key needs; ' +
        'operations without one are not available to keys. See docs/integrating.md. ' +
        'Lists follow the react-admin simple-rest convention: ?filter={json}&range=[a,b]&sort=["field","ASC"], ' +
        'total in the Content-Range header. Errors are {statusCode, message, error, errors?}.',
    )
    .setVersion('0.1.0')
    .addCookieAuth(SESSION_COOKIE, { type: 'apiKey' }, SESSION_COOKIE_SCHEME)
    .addBearerAuth({ type: 'http', scheme: 'bearer', bearerFormat: 'crm_<key id>_<secret>', description: 'An API key (issue 29)' }, API_KEY_SCHEME)
    .build();
  const document = SwaggerModule.createDocument(app, config, { operationIdFactory: operationIdOf, extraModels: [ErrorResponseDto, ListFilterDto] });
  documentIdempotency(app, document);
  documentPipelineErrors(app, document);
  documentValidationRules(app, document);
  documentWebhookEvents(document);
  return document;
}

/**
 * Serves Swagger UI at /api/docs and the document at /api/docs-json. Unless the docs are public, they need a
 * session: the document maps every route and field, which is more than an anonymous caller should get.
 */
export function mountSwagger(app: INestApplication, { isPublic }: { isPublic: boolean }): void {
  if (!isPublic) {
    app.use((request: Request, response: Response, next: NextFunction) => {
      if (!request.path.startsWith('/api/docs') || request.user) return next();
      response.status(401).json({ statusCode: 401, message: 'Please sign in to continue', error: 'Unauthorized' });
    });
  }
  SwaggerModule.setup('api/docs', app, () => buildOpenApiDocument(app), { jsonDocumentUrl: 'api/docs-json' });
}
