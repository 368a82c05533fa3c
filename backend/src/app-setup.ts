import type { INestApplication } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import express, { type NextFunction, type Request, type Response } from 'express';
import { Logger } from 'nestjs-pino';
import { AppModule } from './app.module.js';
import { bodyErrorHandler } from './common/http/body-errors.js';
import { compressJson } from './common/http/compress-json.js';
import { databaseUnavailable } from './common/http/database-unavailable.js';
import { securityHeaders } from './common/http/content-security.js';
import { refuseCrossSiteWrites } from './common/http/cross-site.js';
import { frontendAssets } from './common/http/frontend-assets.js';
import { guardInput, refuseWideJson } from './common/http/input-guard.js';
import { wideBody } from './common/http/wide-body.js';
import { requestContext } from './common/http/request-context.js';
import { createValidationPipe } from './common/http/validation.js';
import type { Clock } from './common/time/clock.js';
import type { AppConfig } from './config/app-config.js';
import { PassportSetup } from './modules/auth/passport-setup.js';
import { SessionStore } from './modules/auth/session-store.js';
import { mountSwagger } from './openapi/openapi-document.js';

const API_PREFIX = 'api';
const BODY_LIMIT = '1mb';

/** Builds the configured Nest application (not yet listening); shared by main.ts and the integration tests. */
export async function createApp(config: AppConfig, databaseUrl: string, clock?: Clock): Promise<NestExpressApplication> {
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot({ config, databaseUrl, clock }), {
    bufferLogs: true,
    bodyParser: false,
  });
  app.useLogger(app.get(Logger));
  configureHttp(app, config);
  return app;
}

/** Everything between the socket and the controllers: headers, body parsing, sessions, validation, docs, SPA. */
function configureHttp(app: NestExpressApplication, config: AppConfig): void {
  app.set('trust proxy', config.trustProxy);
  app.disable('x-powered-by');
  app.setGlobalPrefix(API_PREFIX);
  app.use(securityHeaders(config.frontendDist));
  app.use(`/${API_PREFIX}`, noStore);
  app.use(`/${API_PREFIX}`, compressJson());
  app.use(refuseCrossSiteWrites);
  const wide = wideBody(API_PREFIX);
  app.use(
    wide.skipWide(
      express.json({
        limit: BODY_LIMIT,
        // Webhook signatures are computed over the exact bytes received.
        verify: (request: Request & { rawBody?: Buffer }, _response, buffer) => {
          refuseWideJson(buffer);
          if (request.url.startsWith(`/${API_PREFIX}/webhooks/`)) request.rawBody = buffer;
        },
      }),
    ),
  );
  app.use(express.urlencoded({ extended: false, limit: BODY_LIMIT }));
  app.use(bodyErrorHandler);
  app.use(guardInput);
  app.use(app.get(SessionStore).createMiddleware());
  const { passport } = app.get(PassportSetup);
  app.use(passport.initialize());
  app.use(passport.session());
  app.use(wide.parseForAdmins);
  app.use(requestContext);
  app.use(databaseUnavailable);
  app.useGlobalPipes(createValidationPipe());
  mountSwagger(app, { isPublic: config.apiDocsPublic });
  serveFrontend(app, config.frontendDist);
}

/** API answers carry personal data (customers, calls, users): no browser or proxy may keep a copy. */
function noStore(_request: Request, response: Response, next: NextFunction): void {
  response.setHeader('Cache-Control', 'no-store');
  next();
}

/** Serves the built SPA from the same origin (so the session cookie just works), with index.html as fallback. */
function serveFrontend(app: INestApplication, dist: string): void {
  const isApi = (request: Request) => request.path === `/${API_PREFIX}` || request.path.startsWith(`/${API_PREFIX}/`);
  const assets = frontendAssets(dist, isApi);
  if (assets) app.use(assets);
}
