import { isProviderTimeout } from '../../provider-error.js';
import { DialerError } from '../dialer.port.js';
import type { SmartfloConfig } from './smartflo.config.js';

export interface SmartfloHttpOptions {
  /** Pause after each request before the next one starts (default 350 ms, as integrators found safe). */
  gapMs?: number;
  /** First GET retry delay when no Retry-After is given; doubles per retry (default 500 ms). */
  retryBaseMs?: number;
  /** Per request (default 15 s). */
  timeoutMs?: number;
}

export type SmartfloQuery = Record<string, string | number | undefined>;
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

interface Reply {
  status: number;
  headers: Headers;
  body: unknown;
}

const DEFAULT_GAP_MS = 350;
const DEFAULT_RETRY_BASE_MS = 500;
const DEFAULT_TIMEOUT_MS = 15_000;
const MAX_GET_RETRIES = 2;
/** A GET is not held longer than this; a longer Retry-After goes back to the caller as RATE_LIMITED. */
const MAX_RETRY_WAIT_MS = 10_000;
const RATE_LIMIT_WAIT_MS = 1_000;
const DEFAULT_TOKEN_LIFETIME_S = 3_600;
const TOKEN_RENEW_MARGIN_MS = 60_000;

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function providerMessage(body: unknown): string | undefined {
  if (!isObject(body)) return undefined;
  const message = body.message ?? body.error;
  return typeof message === 'string' && message.trim() ? message.trim() : undefined;
}

function retryAfterMs(headers: Headers): number | undefined {
  const value = headers.get('retry-after');
  if (!value) return undefined;
  const seconds = Number(value);
  if (Number.isFinite(seconds) && seconds >= 0) return seconds * 1000;
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, date - Date.now());
}

function parseJson(text: string): unknown {
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return text;
  }
}

const timedOut = () => new DialerError('PROVIDER_UNAVAILABLE', 'Smartflo did not answer in time');

function unavailable(error: unknown): DialerError {
  return isProviderTimeout(error) ? timedOut() : new DialerError('PROVIDER_UNAVAILABLE', 'Smartflo could not be reached');
}

/** Provider answer to DialerError; the body's `success:false` counts as a refusal even with HTTP 200. */
function unwrap(reply: Reply): unknown {
  const message = providerMessage(reply.body);
  if (reply.status === 401) throw new DialerError('AUTH_FAILED', message ?? 'Smartflo refused the API credentials');
  if (reply.status === 404) throw new DialerError('NOT_FOUND', message ?? 'Smartflo does not know this item');
  if (reply.status === 429) throw new DialerError('RATE_LIMITED', 'Smartflo rate limit reached; try again shortly', retryAfterMs(reply.headers) ?? RATE_LIMIT_WAIT_MS);
  if (reply.status >= 500) throw new DialerError('PROVIDER_UNAVAILABLE', `Smartflo is unavailable (HTTP ${reply.status})`);
  if (reply.status >= 400) throw new DialerError('PROVIDER_REJECTED', message ?? `Smartflo refused the request (HTTP ${reply.status})`);
  if (isObject(reply.body) && reply.body.success === false) throw new DialerError('PROVIDER_REJECTED', message ?? 'Smartflo refused the request');
  return reply.body;
}

/**
 * Smartflo's HTTP API for one account: requests go out one at a time with a gap (the account is rate limited and
 * repeated logins count toward a lockout), GETs are retried on 429/5xx, writes never are (a repeated click-to-call
 * rings the customer twice). Tokens never appear in errors, and nothing here logs.
 */
export class SmartfloHttpClient {
  private readonly baseUrl: string;
  private readonly gapMs: number;
  private readonly retryBaseMs: number;
  private readonly timeoutMs: number;
  private queue: Promise<unknown> = Promise.resolve();
  /** `expiresAt` on the monotonic timer (performance.now()): a token's lifetime is elapsed time, not a date. */
  private session?: { token: string; expiresAt: number };
  private loggingIn?: Promise<string>;

  constructor(private readonly config: SmartfloConfig, options: SmartfloHttpOptions = {}) {
    this.baseUrl = config.baseUrl.replace(/\/+$/, '');
    this.gapMs = options.gapMs ?? DEFAULT_GAP_MS;
    this.retryBaseMs = options.retryBaseMs ?? DEFAULT_RETRY_BASE_MS;
    this.timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  }

  get(path: string, query: SmartfloQuery = {}): Promise<unknown> {
    return this.request('GET', this.url(path, query));
  }

  post(path: string, body: object): Promise<unknown> {
    return this.request('POST', this.url(path), body);
  }

  put(path: string, body: object): Promise<unknown> {
    return this.request('PUT', this.url(path), body);
  }

  delete(path: string): Promise<unknown> {
    return this.request('DELETE', this.url(path));
  }

  /** A file such as a call recording; the API token goes only to the API host (recording URLs carry their own). */
  async download(url: string): Promise<Response> {
    let target: URL;
    try {
      target = new URL(url);
    } catch {
      throw new DialerError('NOT_FOUND', 'Not a recording URL');
    }
    if (target.protocol !== 'https:' && target.protocol !== 'http:') throw new DialerError('NOT_FOUND', 'Not a recording URL');
    const apiHost = new URL(this.baseUrl).host;
    if (target.host !== apiHost && !this.config.recordingHosts.includes(target.host)) {
      throw new DialerError('NOT_FOUND', 'Recordings are fetched only from the dialer\'s own hosts');
    }
    const token = target.host === apiHost ? await this.token() : undefined;
    return this.enqueue(async (timeLeft) => {
      // Only the wait for the headers is timed: the body is streamed to a listener at the listener's pace.
      const controller = new AbortController();
      const timer = setTimeout(() => controller.abort(new DOMException('Smartflo did not answer in time', 'TimeoutError')), timeLeft);
      let response: Response;
      try {
        // A redirect could lead anywhere, past the host check.
        response = await fetch(target, { headers: token ? { Authorization: this.authorization(token) } : {}, signal: controller.signal, redirect: 'error' });
      } catch (error) {
        throw unavailable(error);
      } finally {
        clearTimeout(timer);
      }
      if (!response.ok) unwrap({ status: response.status, headers: response.headers, body: parseJson(await response.text().catch(() => '')) });
      return response;
    });
  }

  private url(path: string, query: SmartfloQuery = {}): string {
    const params = new URLSearchParams();
    for (const [name, value] of Object.entries(query)) if (value !== undefined) params.set(name, String(value));
    const search = params.toString();
    return `${this.baseUrl}${path}${search ? `?${search}` : ''}`;
  }

  private async request(method: Method, url: string, body?: object): Promise<unknown> {
    for (let retry = 0; ; retry++) {
      const reply = await this.authorised(method, url, body);
      const wait = method === 'GET' && retry < MAX_GET_RETRIES ? this.retryWait(reply, retry) : undefined;
      if (wait === undefined || wait > MAX_RETRY_WAIT_MS) return unwrap(reply);
      await sleep(wait);
    }
  }

  private retryWait(reply: Reply, retry: number): number | undefined {
    if (reply.status !== 429 && reply.status < 500) return undefined;
    return retryAfterMs(reply.headers) ?? this.retryBaseMs * 2 ** retry;
  }

  private async authorised(method: Method, url: string, body?: object): Promise<Reply> {
    const token = await this.token();
    const reply = await this.exchange(method, url, body, token);
    if (reply.status !== 401 || this.config.apiToken) return reply;
    // One fresh login, then give up: a 401 means nothing was done, so resending even a click-to-call is safe.
    return this.exchange(method, url, body, await this.renewedToken(token));
  }

  private token(): Promise<string> {
    if (this.config.apiToken) return Promise.resolve(this.config.apiToken);
    if (this.session && performance.now() < this.session.expiresAt) return Promise.resolve(this.session.token);
    this.loggingIn ??= this.logIn().finally(() => (this.loggingIn = undefined));
    return this.loggingIn;
  }

  /** Concurrent 401s share one login: only the request still holding the rejected token drops the session. */
  private renewedToken(rejected: string): Promise<string> {
    if (this.session?.token === rejected) this.session = undefined;
    return this.token();
  }

  private async logIn(): Promise<string> {
    const reply = await this.exchange('POST', this.url('/v1/auth/login'), { email: this.config.email, password: this.config.password });
    if (reply.status === 429 || reply.status >= 500) unwrap(reply);
    const body = isObject(reply.body) ? reply.body : {};
    if (reply.status >= 400 || body.success === false || typeof body.access_token !== 'string' || !body.access_token) {
      throw new DialerError('AUTH_FAILED', `Smartflo login failed: ${providerMessage(body) ?? `HTTP ${reply.status}`}`);
    }
    const lifetimeSeconds = Number(body.expires_in) > 0 ? Number(body.expires_in) : DEFAULT_TOKEN_LIFETIME_S;
    this.session = { token: body.access_token, expiresAt: performance.now() + lifetimeSeconds * 1000 - TOKEN_RENEW_MARGIN_MS };
    return body.access_token;
  }

  private authorization(token: string): string {
    return this.config.authScheme === 'raw' ? token : `Bearer ${token}`;
  }

  private exchange(method: Method, url: string, body: object | undefined, token?: string): Promise<Reply> {
    return this.enqueue(async (timeLeft) => {
      const headers: Record<string, string> = { Accept: 'application/json', 'Content-Type': 'application/json' };
      if (token) headers.Authorization = this.authorization(token);
      try {
        const response = await fetch(url, { method, headers, body: body === undefined ? undefined : JSON.stringify(body), signal: AbortSignal.timeout(timeLeft) });
        return { status: response.status, headers: response.headers, body: parseJson(await response.text()) };
      } catch (error) {
        throw unavailable(error);
      }
    });
  }

  /**
   * Runs `task` after the requests before it, with what is left of the time limit counted from now: a caller waits
   * at most `timeoutMs` in all (an agent's click too, however many clicks are queued ahead of it). A request whose
   * turn comes with under a quarter of its limit left is not sent at all: it would be cut off before an answer could
   * come, and a click-to-call sent then could still ring the customer after the agent was told it failed.
   */
  private enqueue<T>(task: (timeLeft: number) => Promise<T>): Promise<T> {
    const deadline = performance.now() + this.timeoutMs;
    const run = this.queue.then(() => {
      const timeLeft = deadline - performance.now();
      if (timeLeft < this.timeoutMs / 4) throw timedOut();
      return task(Math.ceil(timeLeft));
    });
    this.queue = run.catch(() => undefined).then(() => sleep(this.gapMs));
    return run;
  }
}
