import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { DialerError, type DialerErrorCode } from '../src/integrations/dialer/dialer.port.js';
import type { SmartfloHttpOptions } from '../src/integrations/dialer/smartflo/smartflo-http.client.js';
import type { SmartfloConfig } from '../src/integrations/dialer/smartflo/smartflo.config.js';
import { SmartfloDialer } from '../src/integrations/dialer/smartflo/smartflo.dialer.js';

/** Smartflo's HTTP API as documented (INTEGRATIONS.md §1), played by a local server that records every request. */

interface Recorded {
  server: 'api' | 'files';
  method: string;
  path: string;
  query: Record<string, string>;
  headers: IncomingHttpHeaders;
  body: unknown;
  at: number;
}
interface Answer {
  status?: number;
  body?: unknown;
  headers?: Record<string, string>;
  delayMs?: number;
}
type Route = (request: Recorded) => Answer;

const attemptId = '7f3c0000-0000-4000-8000-000000000001';
const agent = { providerAgentId: '0502842370097', phone: '+919812345678' };
const customerNumber = '+919876543210';

let api: Server;
let files: Server;
let apiUrl: string;
let filesUrl: string;
let requests: Recorded[];
let routes: Map<string, Route>;
let inFlight = 0;
let maxInFlight = 0;

/** Answers in turn; the last one repeats. */
function inTurn(...answers: Answer[]): Route {
  let next = 0;
  return () => answers[Math.min(next++, answers.length - 1)];
}
const reply = (body: unknown, status = 200, headers: Record<string, string> = {}): Route => () => ({ status, body, headers });
const route = (key: string, handler: Route) => {
  routes.set(key, handler);
};
const sent = (key: string) => requests.filter((request) => `${request.method} ${request.path}` === key);
const last = (key: string) => sent(key).at(-1)!;

function startServer(name: Recorded['server']): Promise<[Server, string]> {
  const server = createServer((request, response) => {
    let data = '';
    request.on('data', (chunk) => (data += chunk));
    request.on('end', async () => {
      const url = new URL(request.url ?? '/', 'http://local');
      const recorded: Recorded = {
        server: name, method: request.method ?? '', path: url.pathname, query: Object.fromEntries(url.searchParams), headers: request.headers, body: data ? JSON.parse(data) : undefined, at: Date.now(),
      };
      requests.push(recorded);
      inFlight++;
      maxInFlight = Math.max(maxInFlight, inFlight);
      const handler = routes.get(`${recorded.method} ${recorded.path}`) ?? reply({ success: false, message: 'No such route' }, 404);
      const answer = handler(recorded);
      if (answer.delayMs) await new Promise((resolve) => setTimeout(resolve, answer.delayMs));
      inFlight--;
      const isJson = typeof answer.body !== 'string';
      const payload = isJson ? JSON.stringify(answer.body ?? {}) : String(answer.body);
      response.writeHead(answer.status ?? 200, { 'content-type': isJson ? 'application/json' : 'audio/mpeg', 'content-length': Buffer.byteLength(payload), ...answer.headers });
      response.end(payload);
    });
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve([server, `http://127.0.0.1:${(server.address() as AddressInfo).port}`])));
}

function config(overrides: Partial<SmartfloConfig> = {}): SmartfloConfig {
  return { baseUrl: apiUrl, apiToken: 'static-token', email: '', password: '', authScheme: 'Bearer', callerId: '918069000000', callTimeoutSec: 900, recordingHosts: [new URL(filesUrl).host], ...overrides };
}
function dialer(overrides: Partial<SmartfloConfig> = {}, options: SmartfloHttpOptions = {}) {
  return new SmartfloDialer(config(overrides), { gapMs: 0, retryBaseMs: 0, ...options });
}
const loggingIn = (options: SmartfloHttpOptions = {}) => dialer({ apiToken: '', email: 'ops@lender.in', password: 'panel-password' }, options);

async function failure(promise: Promise<unknown>): Promise<DialerError> {
  const error = await promise.then(() => undefined, (thrown: unknown) => thrown);
  expect(error).toBeInstanceOf(DialerError);
  return error as DialerError;
}
async function expectCode(promise: Promise<unknown>, code: DialerErrorCode, message?: string | RegExp) {
  const error = await failure(promise);
  expect(error.code).toBe(code);
  if (message !== undefined) expect(error.message).toMatch(message);
  return error;
}

const liveCalls = [
  { id: 1, call_id: '1627373566.350601', direction: 2, type: 'click-to-call', state: 'Answered', customer_number: '9123456780', destination: '9123456780', agent_name: 'Asha', created_at: '2024-05-09 11:52:14', call_time: '00:00:52' },
  { id: 2, call_id: '1627373566.350603', direction: 2, type: 'click-to-call', state: 'Ringing', customer_number: null, destination: '+91 98765 43210', agent_name: 'Asha', created_at: '2024-05-09 11:53:00', call_time: '00:00:04' },
];

beforeAll(async () => {
  [api, apiUrl] = await startServer('api');
  [files, filesUrl] = await startServer('files');
});
afterAll(async () => {
  await new Promise((resolve) => api.close(resolve));
  await new Promise((resolve) => files.close(resolve));
});
beforeEach(() => {
  requests = [];
  maxInFlight = 0;
  routes = new Map();
  route('POST /v1/auth/login', inTurn(
    { body: { success: true, access_token: 'session-1', token_type: 'bearer', expires_in: 3600, number_of_days_left: 80 } },
    { body: { success: true, access_token: 'session-2', token_type: 'bearer', expires_in: 3600, number_of_days_left: 80 } },
  ));
  route('POST /v1/click_to_call', reply({ success: true, message: 'Originate successfully queued', ref_id: 'ref-42' }));
  route('GET /v1/live_calls', reply(liveCalls));
  route('POST /v1/call/hangup', reply({ success: true, message: 'Call hangup successfully' }));
});

describe('Smartflo adapter (contract, against a local server)', () => {
  describe('configuration', () => {
    it.each([
      ['no token and no login', { apiToken: '', email: '', password: '' }],
      ['an email without a password', { apiToken: '', email: 'ops@lender.in', password: '' }],
      ['no caller id', { callerId: '' }],
    ])('refuses %s with NOT_CONFIGURED', (_, overrides) => {
      expect(() => dialer(overrides)).toThrow(expect.objectContaining({ code: 'NOT_CONFIGURED' }) as unknown as Error);
    });

    it('accepts email + password instead of a token', () => {
      expect(loggingIn().provider).toBe('smartflo');
    });
  });

  describe('placeCall', () => {
    it('posts click_to_call with the agent id, async:1 and our attempt id, and returns ref_id', async () => {
      await expect(dialer().placeCall({ attemptId, agent, customerNumber })).resolves.toEqual({ providerRef: 'ref-42' });
      const request = last('POST /v1/click_to_call');
      expect(request.headers.authorization).toBe('Bearer static-token');
      expect(request.headers.accept).toBe('application/json');
      expect(request.headers['content-type']).toBe('application/json');
      expect(request.body).toEqual({ agent_number: '0502842370097', destination_number: '919876543210', caller_id: '918069000000', async: 1, call_timeout: 900, custom_identifier: attemptId });
    });

    it('sends the raw token when the scheme is raw', async () => {
      await dialer({ authScheme: 'raw' }).placeCall({ attemptId, agent, customerNumber });
      expect(last('POST /v1/click_to_call').headers.authorization).toBe('static-token');
    });

    it("falls back to the agent's follow-me number, and refuses an agent with neither", async () => {
      await dialer().placeCall({ attemptId, agent: { providerAgentId: null, phone: '+919812345678' }, customerNumber });
      expect(last('POST /v1/click_to_call').body).toEqual(expect.objectContaining({ agent_number: '919812345678' }));
      await expectCode(dialer().placeCall({ attemptId, agent: {}, customerNumber }), 'AGENT_NOT_MAPPED');
      expect(sent('POST /v1/click_to_call')).toHaveLength(1);
    });

    it('reads ref_id under data, and refuses a success without one', async () => {
      route('POST /v1/click_to_call', reply({ success: true, data: { ref_id: 9001 } }));
      await expect(dialer().placeCall({ attemptId, agent, customerNumber })).resolves.toEqual({ providerRef: '9001' });
      route('POST /v1/click_to_call', reply({ success: true, message: 'queued' }));
      await expectCode(dialer().placeCall({ attemptId, agent, customerNumber }), 'PROVIDER_REJECTED', /ref_id/);
    });

    it('turns HTTP 200 success:false into PROVIDER_REJECTED with the provider message', async () => {
      route('POST /v1/click_to_call', reply({ success: false, message: 'Provide a valid caller_id' }));
      await expectCode(dialer().placeCall({ attemptId, agent, customerNumber }), 'PROVIDER_REJECTED', 'Provide a valid caller_id');
    });

    it('turns a 4xx with a message into PROVIDER_REJECTED', async () => {
      route('POST /v1/click_to_call', reply({ success: false, message: 'The destination number must be between 10 and 15 digits.' }, 422));
      await expectCode(dialer().placeCall({ attemptId, agent, customerNumber }), 'PROVIDER_REJECTED', 'The destination number must be between 10 and 15 digits.');
    });

    it('is never retried: 429 gives RATE_LIMITED after exactly one request', async () => {
      route('POST /v1/click_to_call', reply({ success: false, message: 'Too Many Attempts.' }, 429, { 'retry-after': '5' }));
      const error = await expectCode(dialer().placeCall({ attemptId, agent, customerNumber }), 'RATE_LIMITED');
      expect(error.retryAfterMs).toBe(5000);
      expect(error.httpStatus).toBe(429);
      expect(sent('POST /v1/click_to_call')).toHaveLength(1);
    });

    it('is never retried: 5xx gives PROVIDER_UNAVAILABLE after exactly one request', async () => {
      route('POST /v1/click_to_call', reply('<html>Bad gateway</html>', 502));
      await expectCode(dialer().placeCall({ attemptId, agent, customerNumber }), 'PROVIDER_UNAVAILABLE');
      expect(sent('POST /v1/click_to_call')).toHaveLength(1);
    });
  });

  describe('authentication', () => {
    it('logs in once with email and password and reuses the token across calls', async () => {
      const smartflo = loggingIn();
      await smartflo.placeCall({ attemptId, agent, customerNumber });
      await smartflo.listLiveCalls(agent);
      const [login] = sent('POST /v1/auth/login');
      expect(sent('POST /v1/auth/login')).toHaveLength(1);
      expect(login.body).toEqual({ email: 'ops@lender.in', password: 'panel-password' });
      expect(login.headers.authorization).toBeUndefined();
      expect(last('POST /v1/click_to_call').headers.authorization).toBe('Bearer session-1');
      expect(last('GET /v1/live_calls').headers.authorization).toBe('Bearer session-1');
    });

    it('shares one login between concurrent first requests', async () => {
      const smartflo = loggingIn();
      await Promise.all([smartflo.listLiveCalls(), smartflo.listLiveCalls(), smartflo.listLiveCalls()]);
      expect(sent('POST /v1/auth/login')).toHaveLength(1);
    });

    it('logs in again once the token is within a minute of expiry', async () => {
      route('POST /v1/auth/login', reply({ success: true, access_token: 'short-lived', expires_in: 60 }));
      const smartflo = loggingIn();
      await smartflo.listLiveCalls();
      await smartflo.listLiveCalls();
      expect(sent('POST /v1/auth/login')).toHaveLength(2);
    });

    it('on a 401 logs in once more and resends with the new token', async () => {
      route('GET /v1/live_calls', inTurn({ status: 401, body: { message: 'Token has expired' } }, { body: liveCalls }));
      await expect(loggingIn().listLiveCalls()).resolves.toHaveLength(2);
      expect(sent('POST /v1/auth/login')).toHaveLength(2);
      expect(sent('GET /v1/live_calls').map((request) => request.headers.authorization)).toEqual(['Bearer session-1', 'Bearer session-2']);
    });

    it('gives AUTH_FAILED when the re-login does not help, without a login loop', async () => {
      route('GET /v1/live_calls', reply({ message: 'Unauthenticated.' }, 401));
      await expectCode(loggingIn().listLiveCalls(), 'AUTH_FAILED', 'Unauthenticated.');
      expect(sent('POST /v1/auth/login')).toHaveLength(2);
      expect(sent('GET /v1/live_calls')).toHaveLength(2);
    });

    it('gives AUTH_FAILED at once for a revoked static token', async () => {
      route('POST /v1/click_to_call', reply({ success: false, message: 'Deleted or blacklisted token provided' }, 401));
      const error = await expectCode(dialer().placeCall({ attemptId, agent, customerNumber }), 'AUTH_FAILED', 'Deleted or blacklisted token provided');
      expect(error.message).not.toContain('static-token');
      expect(sent('POST /v1/click_to_call')).toHaveLength(1);
      expect(sent('POST /v1/auth/login')).toHaveLength(0);
    });

    it('gives AUTH_FAILED when the login itself is refused, and sends nothing else', async () => {
      route('POST /v1/auth/login', reply({ success: false, message: 'Invalid login credentials', login_failed_count: 1 }));
      const error = await expectCode(loggingIn().placeCall({ attemptId, agent, customerNumber }), 'AUTH_FAILED', /Invalid login credentials/);
      expect(error.message).not.toContain('panel-password');
      expect(sent('POST /v1/auth/login')).toHaveLength(1);
      expect(sent('POST /v1/click_to_call')).toHaveLength(0);
    });
  });

  describe('request pacing, retries and failures', () => {
    it('sends one request at a time, with the configured gap between them', async () => {
      route('GET /v1/live_calls', () => ({ body: liveCalls, delayMs: 20 }));
      const smartflo = dialer({}, { gapMs: 60 });
      await Promise.all([smartflo.listLiveCalls(), smartflo.listLiveCalls(), smartflo.listLiveCalls()]);
      expect(maxInFlight).toBe(1);
      const [first, second, third] = sent('GET /v1/live_calls').map((request) => request.at);
      expect(second - first).toBeGreaterThanOrEqual(75);
      expect(third - second).toBeGreaterThanOrEqual(75);
    });

    it('retries a GET after a 429, honouring Retry-After', async () => {
      route('GET /v1/live_calls', inTurn({ status: 429, body: { message: 'Too Many Attempts.' }, headers: { 'retry-after': '1' } }, { body: liveCalls }));
      const started = Date.now();
      await expect(dialer().listLiveCalls()).resolves.toHaveLength(2);
      expect(sent('GET /v1/live_calls')).toHaveLength(2);
      expect(Date.now() - started).toBeGreaterThanOrEqual(950);
    });

    it('gives up on a GET after two retries, and does not wait out a long Retry-After', async () => {
      route('GET /v1/live_calls', reply({ message: 'Too Many Attempts.' }, 429));
      await expectCode(dialer().listLiveCalls(), 'RATE_LIMITED');
      expect(sent('GET /v1/live_calls')).toHaveLength(3);
      requests = [];
      route('GET /v1/live_calls', reply({ message: 'Too Many Attempts.' }, 429, { 'retry-after': '120' }));
      const error = await expectCode(dialer().listLiveCalls(), 'RATE_LIMITED');
      expect(error.retryAfterMs).toBe(120_000);
      expect(sent('GET /v1/live_calls')).toHaveLength(1);
    });

    it('retries a GET on 5xx and then reports PROVIDER_UNAVAILABLE', async () => {
      route('GET /v1/live_calls', reply({ message: 'Server Error' }, 500));
      await expectCode(dialer().listLiveCalls(), 'PROVIDER_UNAVAILABLE');
      expect(sent('GET /v1/live_calls')).toHaveLength(3);
      requests = [];
      route('GET /v1/live_calls', inTurn({ status: 503, body: {} }, { body: liveCalls }));
      await expect(dialer().listLiveCalls()).resolves.toHaveLength(2);
    });

    it('reports timeouts and unreachable hosts as PROVIDER_UNAVAILABLE', async () => {
      route('GET /v1/live_calls', () => ({ body: liveCalls, delayMs: 300 }));
      await expectCode(dialer({}, { timeoutMs: 50 }).listLiveCalls(), 'PROVIDER_UNAVAILABLE', 'Smartflo did not answer in time');
      await expectCode(dialer({ baseUrl: 'http://127.0.0.1:1' }).listLiveCalls(), 'PROVIDER_UNAVAILABLE', 'Smartflo could not be reached');
    });
  });

  describe('live calls and hangup', () => {
    it('lists live calls for an agent', async () => {
      await expect(dialer().listLiveCalls(agent)).resolves.toEqual([
        { providerCallId: '1627373566.350601', state: 'answered', customerNumber: '9123456780', agentName: 'Asha' },
        { providerCallId: '1627373566.350603', state: 'ringing', customerNumber: '+91 98765 43210', agentName: 'Asha' },
      ]);
      expect(last('GET /v1/live_calls').query).toEqual({ agent_number: '0502842370097' });
    });

    it('hangs up a known call id directly', async () => {
      await dialer().hangup({ attemptId, providerCallId: '1627373566.350609', agent, customerNumber });
      expect(sent('GET /v1/live_calls')).toHaveLength(0);
      expect(last('POST /v1/call/hangup').body).toEqual({ call_id: '1627373566.350609' });
      expect(last('POST /v1/call/hangup').headers.authorization).toBe('Bearer static-token');
    });

    it("finds the agent's live call with this customer by the last ten digits", async () => {
      await dialer().hangup({ attemptId, providerRef: 'ref-42', agent, customerNumber });
      expect(last('GET /v1/live_calls').query).toEqual({ agent_number: '0502842370097' });
      expect(last('POST /v1/call/hangup').body).toEqual({ call_id: '1627373566.350603' });
    });

    it('gives CALL_NOT_ACTIVE when no live call matches, without a hangup request', async () => {
      await expectCode(dialer().hangup({ attemptId, agent, customerNumber: '+919000000001' }), 'CALL_NOT_ACTIVE');
      route('GET /v1/live_calls', reply([]));
      await expectCode(dialer().hangup({ attemptId, agent, customerNumber }), 'CALL_NOT_ACTIVE');
      expect(sent('POST /v1/call/hangup')).toHaveLength(0);
    });

    it('gives CALL_NOT_ACTIVE when Smartflo no longer knows the call id', async () => {
      route('POST /v1/call/hangup', reply({ success: false, message: 'Call not found' }, 404));
      await expectCode(dialer().hangup({ attemptId, providerCallId: '1627373566.350609', agent, customerNumber }), 'CALL_NOT_ACTIVE');
    });
  });

  describe('call records and recordings', () => {
    const record = {
      id: 'cdr-1', call_id: '1715235734.129662', uuid: 'a1b2c3d4-uuid', direction: 'outbound', description: 'Call answered by customer', status: 'answered',
      recording_url: 'https://cloudphone.tatateleservices.com/file/recording?callId=1715235734.129662&type=rec&token=t', service: 'Click to Call',
      date: '2024-05-09', time: '11:52:14', end_stamp: '2024-05-09 11:53:02', call_duration: 48, answered_seconds: 42, client_number: '9876543210', ref_id: 'ref-42',
    };

    it('pages through GET /v1/call/records with IST Y-m-d H:i:s bounds', async () => {
      route('GET /v1/call/records', reply({ count: 250, limit: 100, size: 100, page: 1, results: [record, { status: 'missed' }] }));
      const page = await dialer().fetchCallRecords({ from: new Date('2024-05-09T00:00:00Z'), to: new Date('2024-05-09T06:30:00Z') });
      expect(last('GET /v1/call/records').query).toEqual({ from_date: '2024-05-09 05:30:00', to_date: '2024-05-09 12:00:00', page: '1', limit: '100' });
      expect(page.next).toBe('2');
      expect(page.items).toEqual([expect.objectContaining({ state: 'ended', outcome: 'answered', providerCallKey: 'a1b2c3d4-uuid', providerCallId: '1715235734.129662', providerRef: 'ref-42', talkSeconds: 42, customerNumber: '9876543210' })]);
      route('GET /v1/call/records', reply({ count: 250, limit: 100, size: 50, page: 3, results: [record] }));
      expect((await dialer().fetchCallRecords({ from: new Date(), to: new Date(), page: 3 })).next).toBeUndefined();
    });

    it('streams a recording from the API host with the token, and from another host without it', async () => {
      const audio = 'ID3-not-really-mp3';
      route('GET /file/recording', reply(audio, 200, { 'content-type': 'audio/mpeg' }));
      const own = await dialer().openRecording(`${apiUrl}/file/recording?callId=1&type=rec`);
      expect(own.contentType).toBe('audio/mpeg');
      expect(own.lengthBytes).toBe(audio.length);
      const chunks: Buffer[] = [];
      for await (const chunk of own.stream) chunks.push(Buffer.from(chunk as Uint8Array));
      expect(Buffer.concat(chunks).toString()).toBe(audio);
      expect(last('GET /file/recording')).toEqual(expect.objectContaining({ server: 'api', query: { callId: '1', type: 'rec' } }));
      expect(last('GET /file/recording').headers.authorization).toBe('Bearer static-token');

      const other = await dialer().openRecording(`${filesUrl}/file/recording?callId=1&token=signed`);
      other.stream.resume();
      expect(last('GET /file/recording').server).toBe('files');
      expect(last('GET /file/recording').headers.authorization).toBeUndefined();
    });

    it('fetches recordings only from its own hosts: another host or a redirect is never followed', async () => {
      const before = requests.length;
      await expectCode(dialer().openRecording('http://169.254.169.254/latest/meta-data/'), 'NOT_FOUND');
      await expectCode(dialer().openRecording(`${apiUrl.replace('127.0.0.1', 'localhost')}/file/recording`), 'NOT_FOUND');
      expect(requests.length).toBe(before);
      route('GET /file/moved', reply('', 302, { location: `${filesUrl.replace('127.0.0.1', 'localhost')}/file/recording` }));
      await expect(dialer().openRecording(`${filesUrl}/file/moved`)).rejects.toThrow();
      expect(requests.length).toBe(before + 1);
    });

    it('maps a missing recording to NOT_FOUND', async () => {
      await expectCode(dialer().openRecording(`${filesUrl}/file/gone`), 'NOT_FOUND');
      await expectCode(dialer().openRecording('sim://recordings/x.wav'), 'NOT_FOUND');
    });
  });

  describe('agents', () => {
    it('pages GET /v1/users by last_seen_id and maps each agent', async () => {
      route('GET /v1/users', (request) => reply(request.query.last_seen_id
        ? { has_more: false, count: 3, last_seen_id: 19, data: [{ id: 19, name: 'No agent', agent: null }] }
        : { has_more: true, count: 3, last_seen_id: 18, data: [
          { id: 17, name: 'Asha Nair', login_id: 'asha@lender.in', extension: '1001', user_status: 1, agent: { id: '0502842370097', name: 'Asha', status: 0, follow_me_number: '+919812345678' } },
          { id: 18, name: 'Ravi', login_id: 'ravi@lender.in', agent: { id: '0502842370098', name: 'Ravi', status: 2, follow_me_number: '9812345679' } },
        ] })(request));
      const first = await dialer().listAgents();
      expect(last('GET /v1/users').query).toEqual({ limit: '100' });
      expect(first).toEqual({
        next: '18',
        items: [
          { providerUserId: '17', providerAgentId: '0502842370097', name: 'Asha Nair', loginId: 'asha@lender.in', phone: '+919812345678', extension: '1001', enabled: true },
          { providerUserId: '18', providerAgentId: '0502842370098', name: 'Ravi', loginId: 'ravi@lender.in', phone: '+919812345679', enabled: false },
        ],
      });
      const second = await dialer().listAgents(first.next);
      expect(last('GET /v1/users').query).toEqual({ last_seen_id: '18', limit: '100' });
      expect(second).toEqual({ items: [], next: undefined });
    });
  });

  describe('dispositions', () => {
    const lists = [
      { id: 3, name: 'Collections', description: '', status: 1, disposition_status: [{ id: 30, name: 'Promise to pay', code: 'PTP' }] },
      { id: 5, name: 'Collections', description: '', status: 1, disposition_status: [{ id: 50, name: 'Promise to pay', code: 'PTP' }, { id: 51, name: 'Call back later', code: 'CBL' }] },
    ];
    beforeEach(() => route('GET /v1/dialer/disposition_list', reply({ success: true, data: lists })));

    it('lists disposition lists', async () => {
      const [first] = await dialer().listDispositionLists();
      expect(first).toEqual({ providerId: '3', name: 'Collections', enabled: true, statuses: [{ providerId: '30', name: 'Promise to pay', code: 'PTP' }] });
    });

    it('creates a list and takes the id from the answer', async () => {
      route('POST /v1/dialer/disposition_list', reply({ success: true, message: 'Created', data: { id: 7 } }));
      await expect(dialer().saveDispositionList({ name: 'Collections', description: null, enabled: false })).resolves.toEqual({ providerId: '7' });
      expect(last('POST /v1/dialer/disposition_list').body).toEqual({ name: 'Collections', description: '', status: 0 });
      expect(sent('GET /v1/dialer/disposition_list')).toHaveLength(0);
    });

    it('creates a list without an id in the answer and finds the newest by name', async () => {
      route('POST /v1/dialer/disposition_list', reply({ success: true, message: 'Disposition list created successfully' }));
      await expect(dialer().saveDispositionList({ name: ' collections ', enabled: true })).resolves.toEqual({ providerId: '5' });
      route('POST /v1/dialer/disposition_list', reply({ success: true }));
      await expectCode(dialer().saveDispositionList({ name: 'Unknown', enabled: true }), 'PROVIDER_REJECTED', /does not list it/);
    });

    it('updates and deletes a list by id; an unknown id is NOT_FOUND', async () => {
      route('PUT /v1/dialer/disposition_list/3', reply({ success: true }));
      route('DELETE /v1/dialer/disposition_list/3', reply({ success: true }));
      await expect(dialer().saveDispositionList({ name: 'Collections', description: 'RPC/NC', enabled: true }, '3')).resolves.toEqual({ providerId: '3' });
      expect(last('PUT /v1/dialer/disposition_list/3').body).toEqual({ name: 'Collections', description: 'RPC/NC', status: 1 });
      await dialer().deleteDispositionList('3');
      expect(sent('DELETE /v1/dialer/disposition_list/3')).toHaveLength(1);
      await expectCode(dialer().deleteDispositionList('404'), 'NOT_FOUND');
    });

    it('creates a status on a list, finding it by code when the answer has no id', async () => {
      route('POST /v1/dialer/disposition_status', inTurn({ body: { success: true, id: 60 } }, { body: { success: true, message: 'Created' } }));
      await expect(dialer().saveDispositionStatus('5', { name: 'Right party', code: 'RPC' })).resolves.toEqual({ providerId: '60' });
      expect(last('POST /v1/dialer/disposition_status').body).toEqual({ name: 'Right party', code: 'RPC', dispositionList: '5' });
      await expect(dialer().saveDispositionStatus('5', { name: 'Call back later', code: 'cbl' })).resolves.toEqual({ providerId: '51' });
    });

    it('updates and deletes a status by id', async () => {
      route('PUT /v1/dialer/disposition_status/51', reply({ success: true }));
      route('DELETE /v1/dialer/disposition_status/51', reply({ success: true }));
      await expect(dialer().saveDispositionStatus('5', { name: 'Call back', code: 'CBL' }, '51')).resolves.toEqual({ providerId: '51' });
      expect(last('PUT /v1/dialer/disposition_status/51').body).toEqual({ name: 'Call back', code: 'CBL', dispositionList: '5' });
      await dialer().deleteDispositionStatus('51');
      expect(sent('DELETE /v1/dialer/disposition_status/51')).toHaveLength(1);
    });
  });

  describe('lead lists', () => {
    beforeEach(() => route('GET /v1/broadcast/lists', reply({ success: true, data: [{ id: 11, name: 'March cycle' }, { id: 12, name: 'April cycle' }] })));

    it('lists and creates lead lists', async () => {
      await expect(dialer().listLeadLists()).resolves.toEqual([{ providerListId: '11', name: 'March cycle' }, { providerListId: '12', name: 'April cycle' }]);
      route('POST /v1/broadcast/list', inTurn({ body: { success: true, data: { id: 13 } } }, { body: { success: true, message: 'List created' } }));
      await expect(dialer().createLeadList('May cycle', 'Collections, May')).resolves.toEqual({ providerListId: '13', name: 'May cycle' });
      expect(last('POST /v1/broadcast/list').body).toEqual({ name: 'May cycle', description: 'Collections, May', field: ['Name', 'Email', 'Address', 'Company', 'Loan Application No', 'Overdue Amount'] });
      await expect(dialer().createLeadList('April cycle')).resolves.toEqual({ providerListId: '12', name: 'April cycle' });
    });

    it('adds leads in bulk as field_N rows with the duplicate option, in requests of at most 500', async () => {
      route('POST /v1/broadcast/leads/12', reply({ success: true, message: 'Leads queued', batch_id: 'b-1' }));
      const lead = { phone: '+919876543210', name: 'Asha Nair', email: 'asha@example.in', address: 'Pune', company: 'Lender', custom: ['LAN-001', '5400'] };
      const many = Array.from({ length: 501 }, (_, index) => ({ phone: `+9198765${String(index).padStart(5, '0')}` }));
      await expect(dialer().addLeads('12', [lead], 'overwrite')).resolves.toEqual({ accepted: 1, skipped: 0 });
      expect(last('POST /v1/broadcast/leads/12').body).toEqual({
        data: [{ field_0: '919876543210', field_1: 'Asha Nair', field_2: 'asha@example.in', field_3: 'Pune', field_4: 'Lender', field_5: 'LAN-001', field_6: '5400' }],
        duplicate_option: 'overwrite',
      });
      requests = [];
      await expect(dialer().addLeads('12', many, 'skip')).resolves.toEqual({ accepted: 501, skipped: 0 });
      expect(sent('POST /v1/broadcast/leads/12').map((request) => (request.body as { data: unknown[] }).data.length)).toEqual([500, 1]);
      expect(last('POST /v1/broadcast/leads/12').body).toEqual({ data: [{ field_0: '919876500500' }], duplicate_option: 'skip' });
      requests = [];
      await expect(dialer().addLeads('12', [], 'clone')).resolves.toEqual({ accepted: 0, skipped: 0 });
      expect(requests).toHaveLength(0);
    });

    it('counts leads from the stated total, else from the rows returned', async () => {
      route('GET /v1/broadcast/leads/12', reply({ success: true, data: { current_page: 1, total: 1234, data: [{ id: 'l1', field_0: '919876543210' }] } }));
      await expect(dialer().countLeads('12')).resolves.toBe(1234);
      route('GET /v1/broadcast/leads/12', reply([{ id: 'l1', field_0: '919876543210' }, { id: 'l2', field_0: '919876543211' }]));
      await expect(dialer().countLeads('12')).resolves.toBe(2);
      await expectCode(dialer().countLeads('99'), 'NOT_FOUND');
    });
  });

  it('parses webhooks with the Smartflo mapper', () => {
    expect(dialer().parseWebhook({ data: { $uuid: 'u-1', $ref_id: 'ref-42', $custom_identifier: attemptId, $call_status: 'answered', $billsec: '0', $call_id: '$call_id' } })).toEqual([
      { provider: 'smartflo', state: 'answered', providerCallKey: 'u-1', providerRef: 'ref-42', attemptId, talkSeconds: 0 },
    ]);
  });
});
