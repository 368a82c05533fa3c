import express, { type ErrorRequestHandler, type NextFunction, type Request, type RequestHandler, type Response } from 'express';
import type { SessionUser } from '../security/session-user.js';
import { bodyErrorHandler } from './body-errors.js';
import { guardInputWithin, refuseWideJson } from './input-guard.js';

/**
 * The one body wider than the default limits (1 MB, 20,000 keys): the failed rows of an import sent back for their
 * CSV carry every column of their file, up to 1,000 rows of a file of up to 200 columns.
 */
export const WIDE_BODY = { bytes: '8mb', keys: 250_000 } as const;
const WIDE_BODY_PATHS = ['/customers/download-failed-csv'];

/**
 * The wide route's body is parsed only for a signed-in admin (the route is admin-only), once the session is known, so
 * nobody else can make the server parse 8 MB; anyone else reaches the route's guard (401/403) with no body.
 */
export function wideBody(apiPrefix: string): { skipWide: (parser: RequestHandler) => RequestHandler; parseForAdmins: (RequestHandler | ErrorRequestHandler)[] } {
  const paths = WIDE_BODY_PATHS.map((path) => `/${apiPrefix}${path}`);
  // Routes match whatever the case and a trailing slash, so the check does too.
  const isWide = (request: Request) => paths.includes(request.path.toLowerCase().replace(/\/+$/, ''));
  const parse = express.json({ limit: WIDE_BODY.bytes, verify: (_request, _response, raw) => refuseWideJson(raw, WIDE_BODY.keys) });
  const guard = guardInputWithin(WIDE_BODY.keys);
  const onlyWide = (handler: RequestHandler): RequestHandler => (request, response, next) => (isWide(request) ? handler(request, response, next) : next());
  return {
    skipWide: (parser) => (request: Request, response: Response, next: NextFunction) => (isWide(request) ? next() : parser(request, response, next)),
    parseForAdmins: [
      onlyWide((request, response, next) => ((request.user as SessionUser | undefined)?.role === 'admin' ? parse(request, response, next) : next())),
      bodyErrorHandler,
      onlyWide(guard),
    ],
  };
}
