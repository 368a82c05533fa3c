import type { NextFunction, Request, Response } from 'express';

export const CROSS_SITE_REFUSED = 'Cross-site requests are not allowed';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** Providers post events from their servers; their requests are authenticated by a secret or a signature instead. */
const WEBHOOKS = /^\/api\/webhooks\//;

/** Providers' webhook paths: exempt from the cross-site refusal, which is documented from this same test. */
export const isWebhookPath = (path: string) => WEBHOOKS.test(path);

/** An `Authorization: Bearer …` request (an API key): browsers never add that header to another site's request. */
export const hasBearer = (request: Request) => /^Bearer /i.test(request.get('authorization') ?? '');

/**
 * True when the browser says the request comes from another site: `Sec-Fetch-Site` other than same-origin (or none,
 * typed by the user), or an `Origin` whose host is not ours. Requests with neither header (integrators, scripts)
 * are not browser requests a page could forge.
 */
export function isCrossSite(request: Request): boolean {
  const fetchSite = request.get('sec-fetch-site');
  if (fetchSite && fetchSite !== 'same-origin' && fetchSite !== 'none') return true;
  const origin = request.get('origin');
  if (!origin) return false;
  try {
    return new URL(origin).host !== request.get('host');
  } catch {
    return true;
  }
}

/**
 * CSRF defence beside SameSite=Lax cookies: a state-changing request another site's page sends is refused before it
 * reaches a route, so a forged form or fetch changes nothing even where the cookie is sent.
 */
export function refuseCrossSiteWrites(request: Request, response: Response, next: NextFunction): void {
  // A bearer request carries its credential in a header no other site's page can set, and no cookie (a request with
  // both is refused by ApiKeyAuthGuard), so there is nothing to forge.
  if (SAFE_METHODS.has(request.method) || isWebhookPath(request.path) || hasBearer(request) || !isCrossSite(request)) return next();
  response.status(403).json({ statusCode: 403, message: CROSS_SITE_REFUSED, error: 'Forbidden' });
}
