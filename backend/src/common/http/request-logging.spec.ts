import { describe, expect, it } from '@jest/globals';
import { createServer, type IncomingMessage } from 'node:http';
import { Writable } from 'node:stream';
import { pino } from 'pino';
import { pinoHttp } from 'pino-http';
import request from 'supertest';
import { requestLogging } from './request-logging.js';

/** A server logging through the app's request-logging options into `lines`; `user` plays passport's part. */
function loggedServer(lines: string[], user?: { id: number }) {
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  const log = pinoHttp(requestLogging('info'), sink);
  return createServer((incoming, response) => {
    log(incoming, response);
    Object.assign(incoming as IncomingMessage & { user?: unknown }, { user });
    response.statusCode = 202;
    response.end('ok');
  });
}

describe('requestLogging', () => {
  it('writes one line per request: id, method, path with the webhook secret redacted, status, time and user; no headers', async () => {
    const lines: string[] = [];
    await request(loggedServer(lines, { id: 7 }))
      .post('/api/webhooks/tata/s3cret-value?x=1')
      .set('cookie', 'crm.sid=session-cookie-value')
      .set('x-request-id', 'req-42')
      .expect(202);
    expect(lines).toHaveLength(1);
    const entry = JSON.parse(lines[0]);
    expect(entry).toMatchObject({ req: { id: 'req-42', method: 'POST', url: '/api/webhooks/tata/[redacted]?x=1' }, res: { statusCode: 202 }, userId: 7 });
    expect(Object.keys(entry.req)).toEqual(['id', 'method', 'url']);
    expect(typeof entry.responseTime).toBe('number');
    expect(lines[0]).not.toMatch(/s3cret|session-cookie-value|headers/);
  });

  it('redacts every secret query parameter (WhatsApp verification, tokens, passwords, signatures, session ids) and keeps the rest', async () => {
    const lines: string[] = [];
    const secrets = ['verify-s3cret', 'access-s3cret', 'pass-s3cret', 'sig-s3cret', 'sid-s3cret', 'key-s3cret', 'client-s3cret'];
    await request(loggedServer(lines))
      .get(
        `/api/webhooks/whatsapp?hub.mode=subscribe&hub.verify_token=${secrets[0]}&hub.challenge=1158201444&access_token=${secrets[1]}` +
          `&newPassword=${secrets[2]}&X-Hub-Signature-256=${secrets[3]}&crm.sid=${secrets[4]}&api_key=${secrets[5]}&hub%2Eclient_secret=${secrets[6]}&page=2`,
      )
      .expect(202);
    const { url } = JSON.parse(lines[0]).req as { url: string };
    for (const secret of secrets) expect(lines[0]).not.toContain(secret);
    expect(url).toBe(
      '/api/webhooks/whatsapp?hub.mode=subscribe&hub.verify_token=[redacted]&hub.challenge=1158201444&access_token=[redacted]' +
        '&newPassword=[redacted]&X-Hub-Signature-256=[redacted]&crm.sid=[redacted]&api_key=[redacted]&hub%2Eclient_secret=[redacted]&page=2',
    );
  });

  it('redacts secret fields of anything else a line carries (headers, bodies, provider metadata), at any depth', () => {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const logger = pino(requestLogging('info'), sink);
    logger.warn({ callId: 7, headers: { cookie: 'crm.sid=cookie-s3cret', authorization: 'Bearer bearer-s3cret', 'x-webhook-secret': 'hook-s3cret' }, body: { email: 'a@b.c', password: 'pw-s3cret', nested: [{ token: 'tok-s3cret' }] } }, 'Provider event');
    expect(lines[0]).not.toMatch(/s3cret/);
    expect(JSON.parse(lines[0])).toMatchObject({ callId: 7, headers: { cookie: '[redacted]' }, body: { email: 'a@b.c', password: '[redacted]', nested: [{ token: '[redacted]' }] } });
  });

  it('makes up a request id when the proxy gave none (or a malformed one), and leaves health checks out', async () => {
    const lines: string[] = [];
    const server = loggedServer(lines);
    await request(server).get('/api/customers').set('x-request-id', 'not a valid id!').expect(202);
    await request(server).get('/api/health').expect(202);
    expect(lines).toHaveLength(1);
    const entry = JSON.parse(lines[0]);
    expect(entry.req.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(entry.userId).toBeUndefined();
  });
});
