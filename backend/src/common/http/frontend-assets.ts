import type { NextFunction, Request, RequestHandler, Response } from 'express';
import expressStaticGzip from 'express-static-gzip';
import { existsSync } from 'node:fs';
import { join, sep } from 'node:path';

/** Vite names every file under assets/ after a hash of its content, so a browser may keep it for good. */
export const HASHED_ASSET_CACHE = 'public, max-age=31536000, immutable';
/** index.html (and every SPA route) names the current assets: the browser asks again each time (304 when unchanged). */
export const DOCUMENT_CACHE = 'no-cache';

/**
 * Serves the built SPA (`frontend/dist`): the brotli or gzip file the build wrote beside each asset
 * (`x.js.br`, `x.js.gz`: frontend/vite-plugins/precompress.ts) when the browser accepts it, hashed assets cached for a
 * year, and index.html for every other GET outside the API (the client-side routes). A missing hashed asset is a
 * 404, not index.html: after a deploy the old page must see its chunk fail (it then reloads, ErrorBoundary).
 * Returns null when there is no build (API-only tests and development, where Vite serves the app).
 */
export function frontendAssets(dist: string, isApi: (request: Request) => boolean): RequestHandler | null {
  if (!existsSync(join(dist, 'index.html'))) return null;
  const assetsDir = join(dist, 'assets') + sep;
  const files = expressStaticGzip(dist, {
    enableBrotli: true,
    orderPreference: ['br', 'gzip'],
    index: false,
    serveStatic: {
      index: false,
      cacheControl: false,
      setHeaders: (response, path) => response.setHeader('Cache-Control', path.startsWith(assetsDir) ? HASHED_ASSET_CACHE : DOCUMENT_CACHE),
    },
  }) as RequestHandler;

  return (request: Request, response: Response, next: NextFunction) => {
    if (isApi(request)) return next();
    files(request, response, (error?: unknown) => {
      if (error) return next(error);
      if (request.method !== 'GET' && request.method !== 'HEAD') return next();
      if (request.path.startsWith('/assets/')) return response.status(404).type('text/plain').send('Not Found');
      request.url = '/index.html';
      files(request, response, next);
    });
  };
}
