/**
 * The answers index.html's inline script asked for before the app's code arrived (docs/architecture.md, "First
 * load"), keyed by method, URL and body. Each is handed out once, to the app's first identical request. They were
 * asked as whoever was signed in then: a sign-in, sign-out or password change drops those not yet taken.
 */
declare global {
  interface Window {
    __crmEarly?: Record<string, Promise<Response>>;
  }
}

export function takeEarlyResponse(method: string, url: string, body: BodyInit | null | undefined): Promise<Response> | undefined {
  const early = typeof window === 'undefined' ? undefined : window.__crmEarly;
  if (early && url.startsWith('/api/auth/')) {
    delete window.__crmEarly;
    return undefined;
  }
  if (!early || (body !== undefined && body !== null && typeof body !== 'string')) return undefined;
  const key = `${method.toUpperCase()} ${url}${body ? ` ${body}` : ''}`;
  const response = early[key];
  delete early[key];
  return response;
}
