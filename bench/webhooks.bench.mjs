// Webhooks out (issue 29): 10,000 events delivered to a local receiver, and none lost across a SIGKILL of the server
// in the middle. The receiver (this process, 127.0.0.1, allowed through WEBHOOK_ALLOWED_PRIVATE_HOSTS) counts each
// webhook-id and checks every signature with `standardwebhooks`, as an integrator's would. The events are written
// to the outbox in one statement, as WebhookEvents.enqueue writes them (one envelope and one delivery per event).
// Usage: npm run bench -- --only=webhooks [--events 10000]   (BENCH_DB_PORT picks the embedded database's port)
import { randomBytes, randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { cpus, loadavg } from 'node:os';
import pg from 'pg';
import { Webhook } from 'standardwebhooks';
import { startServer } from './lib.mjs';

const args = Object.fromEntries(process.argv.slice(2).join(' ').split('--').filter(Boolean).map((a) => a.trim().split(/\s+/)));
const EVENTS = Number(args.events ?? 10_000);
const DATA = new URL('./.data-webhooks', import.meta.url).pathname;
const dist = (path) => import(new URL(`../backend/dist/${path}`, import.meta.url));
const { startEmbeddedDatabase } = await dist('database/embedded-database.js');
const { runMigrations } = await dist('database/migrate.js');

const round = (n) => Math.round(n * 10) / 10;
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** The integrator's endpoint: every request's signature checked, each webhook-id counted, the order kept. */
function receiver(secret) {
  const webhook = new Webhook(secret);
  const seen = new Map();
  const state = { requests: 0, badSignatures: 0, outOfOrder: 0, last: 0, firstAt: 0, lastNewAt: 0 };
  const server = createServer((request, response) => {
    const chunks = [];
    request.on('data', (chunk) => chunks.push(chunk));
    request.on('end', () => {
      state.requests += 1;
      try {
        const event = webhook.verify(Buffer.concat(chunks).toString('utf8'), request.headers);
        const seq = event.data.seq;
        if (!seen.has(event.id)) {
          if (seq < state.last) state.outOfOrder += 1;
          state.last = Math.max(state.last, seq);
          state.lastNewAt = performance.now();
        }
        seen.set(event.id, (seen.get(event.id) ?? 0) + 1);
        state.firstAt ||= performance.now();
        response.writeHead(204).end();
      } catch {
        state.badSignatures += 1;
        response.writeHead(400).end('bad signature');
      }
    });
  });
  return { server, seen, state };
}

/** `count` events for the endpoint, in one statement: the outbox rows of `count` payment.recorded events. */
async function enqueue(client, endpointId, count, run) {
  const ids = Array.from({ length: count }, () => `evt_${randomUUID().replaceAll('-', '')}`);
  const now = new Date().toISOString();
  const bodies = ids.map((id, i) => JSON.stringify({ id, type: 'payment.recorded', created_at: now, data: { seq: i + 1, run, amount: 1000 + i } }));
  await client.query(
    `WITH stored AS (
       INSERT INTO webhook_events (id, type, body, created_at)
       SELECT id, 'payment.recorded', body, now() FROM unnest($1::text[], $2::text[]) WITH ORDINALITY AS e (id, body, n) ORDER BY n RETURNING id
     )
     INSERT INTO webhook_deliveries (endpoint_id, event_id, next_attempt_at, created_at)
     SELECT $3, id, now(), now() FROM unnest($1::text[]) WITH ORDINALITY AS e (id, n) WHERE EXISTS (SELECT 1 FROM stored) ORDER BY n`,
    [ids, bodies, endpointId],
  );
  return ids;
}

async function untilReceived(seen, ids, timeoutMs) {
  const started = performance.now();
  while (ids.some((id) => !seen.has(id))) {
    if (performance.now() - started > timeoutMs) break;
    await sleep(50);
  }
  return ids.filter((id) => seen.has(id)).length;
}

rmSync(DATA, { recursive: true, force: true });
const database = await startEmbeddedDatabase(DATA, Number(process.env.BENCH_DB_PORT ?? 5481));
const secret = `whsec_${randomBytes(32).toString('base64')}`;
const { server: receiving, seen, state } = receiver(secret);
await new Promise((resolve) => receiving.listen(0, '127.0.0.1', resolve));
const url = `http://127.0.0.1:${receiving.address().port}/hooks`;
const env = { WEB_CONCURRENCY: '1', DATA_DIR: DATA, WEBHOOK_ALLOWED_PRIVATE_HOSTS: '127.0.0.1' };
let server;
const client = new pg.Client({ connectionString: database.url });
try {
  await runMigrations(database.url);
  await client.connect();
  const [{ id: endpointId }] = (
    await client.query(`INSERT INTO webhook_endpoints (url, events, secret, created_at, updated_at) VALUES ($1, '{payment.recorded}', $2, now(), now()) RETURNING id`, [url, secret])
  ).rows;
  server = await startServer(database.url, env);

  // 1. Throughput: from the commit of 10,000 events to the last one received.
  const started = performance.now();
  const first = await enqueue(client, endpointId, EVENTS, 'throughput');
  const delivered = await untilReceived(seen, first, 120_000);
  const seconds = (state.lastNewAt - started) / 1000;
  const throughput = { events: EVENTS, delivered, seconds: round(seconds), perSecond: Math.round(delivered / seconds), loadAverage: loadavg().map(round) };

  // 2. A SIGKILL in the middle: the server is killed once a third has arrived, a new one started on the same database.
  const requestsBefore = state.requests;
  state.last = 0;
  const second = await enqueue(client, endpointId, EVENTS, 'sigkill');
  while (second.filter((id) => seen.has(id)).length < EVENTS / 3) await sleep(5);
  const receivedAtKill = second.filter((id) => seen.has(id)).length;
  process.kill(server.pid, 'SIGKILL');
  await sleep(500);
  server = await startServer(database.url, env);
  const received = await untilReceived(seen, second, 180_000);
  // The last batch's outcomes commit just after its last answer: wait for them, so late duplicates are counted too.
  let pending = -1;
  for (let i = 0; i < 100 && pending !== 0; i += 1) {
    pending = (await client.query(`SELECT count(*)::int AS pending FROM webhook_deliveries WHERE status = 'pending'`)).rows[0].pending;
    if (pending) await sleep(100);
  }
  const duplicates = second.reduce((sum, id) => sum + (seen.get(id) ?? 1) - 1, 0);
  console.log(
    JSON.stringify(
      {
        cpus: cpus().length,
        throughput,
        sigkill: { enqueued: EVENTS, receivedAtKill, received, lost: EVENTS - received, duplicates, requests: state.requests - requestsBefore, pendingAfter: pending },
        badSignatures: state.badSignatures,
        outOfOrder: state.outOfOrder,
        loadAverage: loadavg().map(round),
      },
      null,
      2,
    ),
  );
} finally {
  await client.end().catch(() => undefined);
  await server?.stop();
  receiving.close();
  await database.stop();
}
