import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import helmet from 'helmet';
import type { NextFunction, Request, RequestHandler, Response } from 'express';

/** The CSP source of each inline `<script>` of a page: `'sha256-…'` of its exact text. */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map(
    ([, text]) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`,
  );
}

/**
 * helmet's headers, with the script policy still `'self'` plus exactly the inline scripts of the built index.html
 * (its early requests must run before the app's code arrives: docs/architecture.md, "First load"). No
 * `'unsafe-inline'`: a script injected anywhere else is still refused.
 * Hashed assets (`/assets/*`: scripts, styles, fonts) get only the two headers a subresource uses: a page's policies
 * (CSP, framing, HSTS, referrer...) act on documents, and repeated on each chunk they cost about 1 KB a request,
 * uncompressed, on the first load's slow line.
 */
export function securityHeaders(frontendDist: string): RequestHandler {
  const index = join(frontendDist, 'index.html');
  const hashes = existsSync(index) ? inlineScriptHashes(readFileSync(index, 'utf8')) : [];
  const documents = helmet({ contentSecurityPolicy: { directives: { scriptSrc: ["'self'", ...hashes] } } });
  return (request: Request, response: Response, next: NextFunction) => {
    if (!request.path.startsWith('/assets/')) return documents(request, response, next);
    response.setHeader('X-Content-Type-Options', 'nosniff');
    response.setHeader('Cross-Origin-Resource-Policy', 'same-origin');
    next();
  };
}
