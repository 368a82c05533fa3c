import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { performance } from 'node:perf_hooks';
import { Webhook } from 'standardwebhooks';
import { hostOf, isPublicAddress } from './outbound-address.js';

/** Each attempt gives up after this long (issue 29). */
export const DELIVERY_TIMEOUT_MS = 10_000;
/** The delivery log keeps this much of each answer. */
export const LOGGED_BODY_BYTES = 1024;
/** An answer's body is read this far (to reuse the connection), then the connection is dropped. */
const MAX_READ_BYTES = 64 * 1024;

export interface OutgoingMessage {
  url: string;
  secret: string;
  /** The event id: the receiver's deduplication key, the same on every attempt and replay. */
  id: string;
  body: string;
}

export interface SendResult {
  /** `retry` for a timeout, a 5xx or 429, or a connection that failed; `failed` for an answer or target that retrying will not change. */
  outcome: 'succeeded' | 'retry' | 'failed';
  responseStatus: number | null;
  durationMs: number;
  responseBody: string | null;
  error: string | null;
}

class RefusedTarget extends Error {}

const agents = { 'http:': new http.Agent({ keepAlive: true, maxSockets: 8 }), 'https:': new https.Agent({ keepAlive: true, maxSockets: 8 }) };

/**
 * Resolves the host and hands the connection only addresses that passed the check, so what connects is what was
 * checked (no second lookup for a rebinding DNS to answer differently); every address must pass.
 */
function checkedLookup(allowed: boolean): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
      if (error) return callback(error, '', 0);
      const refused = allowed ? undefined : addresses.find((a) => !isPublicAddress(a.address));
      if (refused) return callback(new RefusedTarget(`${hostname} resolves to ${refused.address}, a loopback, private or link-local address`), '', 0);
      if (options.all) return (callback as unknown as (e: null, all: LookupAddress[]) => void)(null, addresses);
      callback(null, addresses[0].address, addresses[0].family);
    });
  };
}

/** The Standard Webhooks 1.0 headers for this message. */
export function signedHeaders(message: OutgoingMessage, at: Date): Record<string, string> {
  return {
    'content-type': 'application/json',
    'user-agent': 'collections-crm-webhooks/1',
    'webhook-id': message.id,
    'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
    'webhook-signature': new Webhook(message.secret).sign(message.id, at, message.body),
  };
}

/**
 * POSTs one signed message, following no redirect, within DELIVERY_TIMEOUT_MS, to a public address unless the
 * URL's host is in `allowedHosts`. Never throws: every way it can end is a SendResult for the log.
 */
export async function sendWebhook(message: OutgoingMessage, allowedHosts: readonly string[]): Promise<SendResult> {
  const started = performance.now();
  const took = () => Math.round(performance.now() - started);
  const url = new URL(message.url);
  const host = hostOf(url);
  const allowed = allowedHosts.includes(host);
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && allowed)) return refused(took(), 'plain http is allowed only for hosts in WEBHOOK_ALLOWED_PRIVATE_HOSTS');
  if (!allowed && (isIP(host) !== 0 ? !isPublicAddress(host) : false)) return refused(took(), `${host} is a loopback, private or link-local address`);
  // The signature's timestamp is the wall clock: receivers check it against theirs to refuse replays.
  const headers = signedHeaders(message, new Date());
  return new Promise<SendResult>((resolve) => {
    const done = (result: Omit<SendResult, 'durationMs'>) => resolve({ ...result, durationMs: took() });
    const client = url.protocol === 'https:' ? https : http;
    const request = client.request(url, { method: 'POST', headers, agent: agents[url.protocol as 'http:' | 'https:'], lookup: checkedLookup(allowed), signal: AbortSignal.timeout(DELIVERY_TIMEOUT_MS) }, (response) => {
      const chunks: Buffer[] = [];
      let read = 0;
      response.on('data', (chunk: Buffer) => {
        if (read < LOGGED_BODY_BYTES) chunks.push(chunk);
        read += chunk.length;
        if (read > MAX_READ_BYTES) response.destroy();
      });
      const finish = () => {
        const status = response.statusCode ?? 0;
        const responseBody = Buffer.concat(chunks).subarray(0, LOGGED_BODY_BYTES).toString('utf8');
        const outcome = status >= 200 && status < 300 ? 'succeeded' : status >= 500 || status === 429 || status === 408 ? 'retry' : 'failed';
        done({ outcome, responseStatus: status, responseBody, error: outcome === 'failed' && status >= 300 && status < 400 ? 'redirects are not followed' : null });
      };
      response.on('end', finish);
      response.on('close', () => (response.complete ? undefined : finish()));
      response.on('error', () => undefined);
    });
    request.on('error', (error: Error & { code?: string }) => {
      if (error instanceof RefusedTarget) return done({ outcome: 'failed', responseStatus: null, responseBody: null, error: error.message });
      const timedOut = error.name === 'AbortError' || error.name === 'TimeoutError';
      done({ outcome: 'retry', responseStatus: null, responseBody: null, error: timedOut ? `no answer within ${DELIVERY_TIMEOUT_MS / 1000} s` : `${error.code ?? error.name}: ${error.message}` });
    });
    request.end(message.body);
  });
}

function refused(durationMs: number, error: string): SendResult {
  return { outcome: 'failed', responseStatus: null, durationMs, responseBody: null, error: `refused: ${error}` };
}
