import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import helmet from 'helmet';
import type { RequestHandler } from 'express';

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
 */
export function securityHeaders(frontendDist: string): RequestHandler {
  const index = join(frontendDist, 'index.html');
  const hashes = existsSync(index) ? inlineScriptHashes(readFileSync(index, 'utf8')) : [];
  return helmet({ contentSecurityPolicy: { directives: { scriptSrc: ["'self'", ...hashes] } } });
}
