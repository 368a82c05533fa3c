import { describe, expect, it } from '@jest/globals';
import { createServer, type IncomingMessage } from 'node:http';
import { Writable } from 'node:stream';
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
