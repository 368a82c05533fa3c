// The load benchmark's simulated people: an agent working the day in a loop and an admin using the desk, each an
// async loop with think time between steps (so a few hundred of them are one Node process, as honest on 2 cores
// as a floor of browsers would be), and a recorder of every request's latency, status and failure.
import { setTimeout as sleep } from 'node:timers/promises';

/** Where the agents sit: the Delhi office (inside its geofence when one is configured; any place does without). */
const AT_THE_OFFICE = { latitude: 28.6139, longitude: 77.209 };
const GEO_HEADERS = { 'x-geo-latitude': String(AT_THE_OFFICE.latitude), 'x-geo-longitude': String(AT_THE_OFFICE.longitude) };
/** The calling panel follows a live call once a second (frontend CALL_POLL_MS). */
const CALL_POLL_MS = 1000;

/**
 * Every request's latency by endpoint and by when it ended (seconds into the run), the failures with their bodies,
 * and the answers that are not 2xx but are what the product answers by design to what the person did (counted apart).
 */
export class Recorder {
  latencies = new Map();
  timeline = [];
  failures = [];
  byDesign = [];
  total = 0;

  constructor(started = Date.now()) {
    this.started = started;
  }

  record(endpoint, ms, status, body, expected = []) {
    if (!this.latencies.has(endpoint)) this.latencies.set(endpoint, []);
    this.latencies.get(endpoint).push(ms);
    const at = (Date.now() - this.started) / 1000;
    this.timeline.push([at, ms]);
    this.total += 1;
    if (status >= 200 && status < 300) return;
    (expected.includes(status) ? this.byDesign : this.failures).push({ endpoint, status, body: String(body).slice(0, 400), at: Math.round(at) });
  }
}

export class RequestFailed extends Error {}

/**
 * One signed-in person: their cookie, and every request timed into the recorder under an endpoint label, followed by
 * ` (desk)` for a `desk` person (an admin), so an agent's requests and an admin's to the same endpoint are told apart.
 */
export class Session {
  cookie = '';

  constructor(url, recorder, { desk = false } = {}) {
    this.url = url;
    this.recorder = recorder;
    this.desk = desk;
  }

  /** The answer's body; null for a status in `expected` (an answer by design, e.g. a race the screen also handles). */
  async request(endpoint, method, path, { body, headers = {}, expected = [] } = {}) {
    const started = performance.now();
    let status = 0;
    let text = '';
    try {
      const response = await fetch(`${this.url}${path}`, {
        method,
        headers: { ...(this.cookie ? { cookie: this.cookie } : {}), ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      text = await response.text();
      status = response.status;
      const setCookie = response.headers.get('set-cookie');
      if (setCookie) this.cookie = setCookie.split(';')[0];
    } catch (error) {
      text = `${error.message}${error.cause ? `: ${error.cause.message ?? error.cause}` : ''}`;
    }
    this.recorder.record(this.desk ? `${endpoint} (desk)` : endpoint, performance.now() - started, status, text, expected);
    if (expected.includes(status)) return null;
    if (status < 200 || status >= 300) throw new RequestFailed(`${endpoint} answered ${status}`);
    return /^[[{]/.test(text) ? JSON.parse(text) : text;
  }

  signIn({ email, password }) {
    return this.request('POST /api/auth/login', 'POST', '/api/auth/login', { body: { email, password } });
  }
}

/** A pause of about `seconds` (uniform between half and one and a half times it), cut short at `until`. */
function think(seconds, until = Infinity) {
  const ms = seconds * 1000 * (0.5 + Math.random());
  return sleep(Math.max(0, Math.min(ms, until - Date.now())));
}

const pick = (items) => items[Math.floor(Math.random() * items.length)];

/** Tomorrow at 11:00 in India, as the feedback form's follow-up picker gives it. */
function tomorrowAtEleven() {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());
  return new Date(new Date(`${today}T11:00:00+05:30`).getTime() + 86_400_000).toISOString();
}

/**
 * An agent's day: sign in, check in, then customer after customer until `until` (next customer from the worklist,
 * open it, call, record the feedback, send the payment link, look at the call history), then check out. A customer
 * begun is finished. A failed request ends that customer (the failure is recorded); the agent goes back to the worklist.
 */
export async function agentDay(session, credentials, { until, thinkSeconds }) {
  await session.signIn(credentials);
  const statuses = await session.request('GET /api/disposition/active-statuses', 'GET', '/api/disposition/active-statuses');
  const disposition = (code) => statuses.find((s) => s.code === code)?.id;
  await session.request('POST /api/attendance/check-in', 'POST', '/api/attendance/check-in', { body: { ...AT_THE_OFFICE, accuracy: 20 } });
  const worked = new Set();
  let customers = 0;
  while (Date.now() < until) {
    await think(thinkSeconds, until);
    if (Date.now() >= until) break;
    try {
      await workNextCustomer(session, { worked, disposition, thinkSeconds });
      customers += 1;
    } catch (error) {
      if (!(error instanceof RequestFailed)) throw error;
    }
  }
  await session.request('POST /api/attendance/check-out', 'POST', '/api/attendance/check-out', { body: { ...AT_THE_OFFICE, accuracy: 20 } });
  return customers;
}

async function nextCustomer(session, worked) {
  const worklist = await session.request('GET /api/worklist', 'GET', '/api/worklist');
  const fromWorklist = worklist.sections.flatMap((s) => s.customers).find((c) => !worked.has(c.id));
  if (fromWorklist) return fromWorklist;
  const list = await session.request('POST /api/customers/all-customer', 'POST', '/api/customers/all-customer', { body: { page: 1 + Math.floor(Math.random() * 3), limit: 10 } });
  return list.customers.find((c) => !worked.has(c.id)) ?? list.customers[0];
}

async function workNextCustomer(session, { worked, disposition, thinkSeconds }) {
  const next = await nextCustomer(session, worked);
  if (!next) return;
  worked.add(next.id);

  // The customer page: the loan's rows (with where the agent is), and beside them promises, messages, feedback, the live call.
  const loan = encodeURIComponent(next.loan_application_no);
  const [customer] = await session.request('GET /api/customers/:loan', 'GET', `/api/customers/${loan}`, { headers: GEO_HEADERS });
  await Promise.all([
    session.request('GET /api/customers/:id/promises', 'GET', `/api/customers/${customer.id}/promises`),
    session.request('GET /api/customers/:id/messages', 'GET', `/api/customers/${customer.id}/messages`),
    session.request('GET /api/customers/:id/feedback', 'GET', `/api/customers/${customer.id}/feedback?range=${encodeURIComponent('[0,9]')}`),
    session.request('GET /api/calls/live', 'GET', '/api/calls/live'),
  ]);
  await think(thinkSeconds);

  let call = await session.request('POST /api/customers/init-call', 'POST', '/api/customers/init-call', { body: { customerNumber: customer.mobile, customer_id: customer.id } });
  // Half the time the agent ends an answered call a second after it connects; otherwise the customer hangs up.
  let agentHangsUp = Math.random() < 0.5;
  for (let polls = 0; call.state !== 'ended' && polls < 120; polls += 1) {
    await sleep(CALL_POLL_MS);
    call = await session.request('GET /api/calls/:id/state', 'GET', `/api/calls/${call.id}/state`);
    if (call.state === 'answered' && agentHangsUp) {
      agentHangsUp = false;
      await sleep(CALL_POLL_MS);
      // 409 "No call in progress": the customer hung up first; as the calling panel does, the next state tells.
      call = (await session.request('POST /api/customers/hangup', 'POST', '/api/customers/hangup', { expected: [409] })) ?? call;
    }
  }
  await think(thinkSeconds);

  const answered = call.status === 'answered';
  const promise = answered && Math.random() < 0.5;
  const feedback = !answered
    ? { disposition_status_id: disposition('RND') }
    : promise
      ? { disposition_status_id: disposition('PTP'), rpc_follow_up: tomorrowAtEleven(), promised_amount: 5000, callMetadata: { reasonForNotPaying: 'Salary Issue' } }
      : { disposition_status_id: disposition('LMS'), callMetadata: { reasonForNotPaying: pick(['Fund Issues', 'Salary Issue', 'Job Loss']) } };
  await session.request('POST /api/customers/:id/feedback', 'POST', `/api/customers/${customer.id}/feedback`, {
    body: { call_id: call.id, disposition_note: 'Load test call', ...feedback },
  });
  await think(thinkSeconds);

  const link = typeof customer.metadata?.payment_link === 'string' ? customer.metadata.payment_link : `https://pay.example.com/l/${customer.loan_application_no}`;
  await session.request('POST /api/customers/send-message', 'POST', '/api/customers/send-message', {
    body: { customer_id: customer.id, toNumber: customer.mobile, customer_name: customer.name, payment_link: link },
  });
  await sleep(1500);
  await session.request('GET /api/customers/:id/messages', 'GET', `/api/customers/${customer.id}/messages`);
  await think(thinkSeconds);

  await session.request('GET /api/calls', 'GET', '/api/calls?page=1&limit=10');
}

const listQuery = (filter, sort) => `filter=${encodeURIComponent(JSON.stringify(filter))}&range=${encodeURIComponent('[0,24]')}&sort=${encodeURIComponent(JSON.stringify(sort))}`;

/** The admin's desk screens, one picked at a time: customers with filters, calls, attendance, leave requests, users. */
function deskScreens(session) {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());
  const monthStart = `${today.slice(0, 8)}01`;
  const customers = (body) => session.request('POST /api/customers/all-customer', 'POST', '/api/customers/all-customer', { body: { page: 1, limit: 20, ...body } });
  return [
    () => customers({}),
    () => customers({ status: ['overdue'] }),
    () => customers({ search: pick(['Priya', 'Rahul', 'Kavya', 'Sharma', 'Iyer']) }),
    () => customers({ status: ['partially_paid'], next_follow_up: { start: new Date().toISOString(), end: new Date(Date.now() + 86_400_000).toISOString() } }),
    () => session.request('GET /api/calls', 'GET', '/api/calls?page=1&limit=10'),
    () => session.request('GET /api/calls', 'GET', '/api/calls?page=1&limit=10&status=answered'),
    () => session.request('GET /api/calls', 'GET', `/api/calls?page=1&limit=10&search=${encodeURIComponent(`Load Agent ${1 + Math.floor(Math.random() * 9)}`)}`),
    // The Attendance List's day of every agent (as the screen asks), or a page of the month (issue 27).
    () => session.request('GET /api/attendance/with-absent', 'GET', `/api/attendance/with-absent?${pick([`start_date=${today}&end_date=${today}`, `start_date=${monthStart}&end_date=${today}&range=${encodeURIComponent('[0,24]')}`])}`),
    // All Users' Leaves or the pending tab: a page, as the screens ask for it since issue 27.
    () => session.request('GET /api/leave/leave-requests', 'GET', `/api/leave/leave-requests?${pick([listQuery({}, ['start_date', 'DESC']), listQuery({ status: 'pending' }, ['start_date', 'ASC'])])}`),
    () => session.request('GET /api/users', 'GET', `/api/users?${listQuery({ role: 'agent' }, ['name', 'ASC'])}`),
  ];
}

/** An admin at the desk until `until`: a screen, a pause to read it, another. */
export async function adminDesk(session, credentials, { until, thinkSeconds }) {
  await session.signIn(credentials);
  const screens = deskScreens(session);
  let visits = 0;
  while (Date.now() < until) {
    await think(thinkSeconds, until);
    if (Date.now() >= until) break;
    try {
      await pick(screens)();
      visits += 1;
    } catch (error) {
      if (!(error instanceof RequestFailed)) throw error;
    }
  }
  return visits;
}
