/**
 * The one list of what logs must never show: a query parameter, header or body field is secret when a word of its
 * name (split on anything but letters and digits, case ignored) ends with one of these, e.g. `hub.verify_token`,
 * `access_token`, `newPassword`, `X-Hub-Signature-256`, `crm.sid`, `set-cookie`, `api_key`.
 */
export const SECRET_NAME_ENDINGS = ['token', 'password', 'passwd', 'secret', 'signature', 'cookie', 'authorization', 'session', 'sessionid', 'sid', 'apikey', 'key'] as const;

const REDACTED = '[redacted]';

export function isSecretName(name: string): boolean {
  return name
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .some((word) => SECRET_NAME_ENDINGS.some((ending) => word.endsWith(ending)));
}

function decodedName(raw: string): string {
  try {
    return decodeURIComponent(raw.replace(/\+/g, ' '));
  } catch {
    return raw;
  }
}

/**
 * A request URL as logs may show it: the value of every secret query parameter, and the dialer webhook's shared
 * secret (it is part of the path), replaced by `[redacted]`; everything else as received.
 */
export function redactUrl(url: string | undefined): string | undefined {
  if (url === undefined) return url;
  const path = url.replace(/(\/webhooks\/tata\/)[^/?]+/, `$1${REDACTED}`);
  const at = path.indexOf('?');
  if (at < 0) return path;
  const query = path
    .slice(at + 1)
    .split('&')
    .map((pair) => {
      const name = pair.split('=', 1)[0];
      return isSecretName(decodedName(name)) ? `${name}=${REDACTED}` : pair;
    });
  return `${path.slice(0, at + 1)}${query.join('&')}`;
}

const isPlain = (value: unknown): value is Record<string, unknown> => {
  if (value === null || typeof value !== 'object') return false;
  const prototype = Object.getPrototypeOf(value) as unknown;
  return prototype === Object.prototype || prototype === null;
};

/** A copy of plain objects and arrays with every secret field's value redacted, at any depth; other values as they are. */
export function redactSecrets<T>(value: T): T {
  if (Array.isArray(value)) return value.map((item) => redactSecrets(item)) as T;
  if (!isPlain(value)) return value;
  return Object.fromEntries(Object.entries(value).map(([name, field]) => [name, isSecretName(name) ? REDACTED : redactSecrets(field)])) as T;
}
