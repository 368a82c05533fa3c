import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { Options } from 'pino-http';
import { redactSecrets, redactUrl } from './secret-parameters.js';

/** A request id given by a proxy (X-Request-Id) when it looks like one, else a new one. */
export function requestId(request: IncomingMessage): string {
  const given = request.headers['x-request-id'];
  return typeof given === 'string' && /^[\w-]{1,64}$/.test(given) ? given : randomUUID();
}

/**
 * One line per request with what operations look for (request id, method, path, status, time, user) and nothing
 * else: no headers, so no cookies, secrets or the same security headers on every line. Secret query parameters,
 * and secret fields of whatever else a line carries, are redacted by the one list in secret-parameters.ts.
 */
export function requestLogging(level: string): Options {
  return {
    level,
    genReqId: requestId,
    serializers: {
      req: (request: { id?: unknown; method?: string; url?: string }) => ({ id: request.id, method: request.method, url: redactUrl(request.url) }),
      res: (response: { statusCode?: number }) => ({ statusCode: response.statusCode }),
    },
    customProps: (request) => {
      const user = (request as IncomingMessage & { user?: { id?: number } }).user;
      return user?.id === undefined ? {} : { userId: user.id };
    },
    formatters: { log: (fields) => redactSecrets(fields) },
    autoLogging: { ignore: (request) => request.url === '/api/health' },
  };
}
