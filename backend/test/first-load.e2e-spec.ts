import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import request from 'supertest';
import { DIALER, type Dialer } from '../src/integrations/dialer/dialer.port.js';
import { STORAGE, type Storage } from '../src/integrations/storage/storage.port.js';
import { factories } from './support/factories.js';
import { bootTestApp, type TestApp } from './support/test-app.js';

/** The bytes of an answer whatever its type (supertest decodes br and gzip itself; Content-Encoding says which was sent). */
const raw = (response: request.Test) =>
  response.buffer(true).parse((res, done) => {
    const chunks: Buffer[] = [];
    res.on('data', (chunk: Buffer) => chunks.push(chunk));
    res.on('end', () => done(null, Buffer.concat(chunks)));
  });

const EARLY_SCRIPT = "\n  window.__crmEarly = { 'GET /api/user': fetch('/api/user') };\n";

/** A build as `npm run build -w frontend` leaves it: hashed assets and index.html, each beside its .br and .gz. */
function fakeBuild(): { dist: string; script: Buffer; index: Buffer } {
  const dist = mkdtempSync(join(tmpdir(), 'crm-dist-'));
  mkdirSync(join(dist, 'assets'));
  const script = Buffer.from(`export const pages = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `page-${i}`))};\n`);
  const index = Buffer.from(`<!doctype html><html><head><script type="module" src="/assets/index-B3xQ9k_a.js"></script><script id="early">${EARLY_SCRIPT}</script></head><body><div id="root">${'<p>Loading</p>'.repeat(100)}</div></body></html>`);
  for (const [path, bytes] of [['assets/index-B3xQ9k_a.js', script], ['index.html', index]] as const) {
    writeFileSync(join(dist, path), bytes);
    writeFileSync(join(dist, `${path}.br`), brotliCompressSync(bytes));
    writeFileSync(join(dist, `${path}.gz`), gzipSync(bytes));
  }
  return { dist, script, index };
}

describe('first load: compressed, cached assets and compressed JSON', () => {
  let t: TestApp;
  let build: ReturnType<typeof fakeBuild>;
  let server: Parameters<typeof request>[0];

  beforeAll(async () => {
    build = fakeBuild();
    t = await bootTestApp({ FRONTEND_DIST: build.dist, DATA_DIR: join(process.cwd(), '.test-data', `first-load-${process.pid}`) });
    server = t.app.getHttpServer();
  });
  afterAll(async () => {
    await t?.close();
    rmSync(build.dist, { recursive: true, force: true });
  });

  describe('hashed assets', () => {
    it('are the brotli file built beside them when the browser accepts br, cached for a year as immutable', async () => {
      const response = await raw(request(server).get('/assets/index-B3xQ9k_a.js').set('Accept-Encoding', 'gzip, deflate, br, zstd')).expect(200);
      expect(response.headers['content-encoding']).toBe('br');
      expect(response.headers['content-type']).toMatch(/^(text|application)\/javascript/);
      expect(response.headers['vary']).toMatch(/Accept-Encoding/i);
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(response.body).toEqual(build.script);
    });

    it('are the gzip file for a browser without brotli', async () => {
      const response = await raw(request(server).get('/assets/index-B3xQ9k_a.js').set('Accept-Encoding', 'gzip')).expect(200);
      expect(response.headers['content-encoding']).toBe('gzip');
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(response.body).toEqual(build.script);
    });

    it('are the plain file for a client that accepts no compression', async () => {
      const response = await raw(request(server).get('/assets/index-B3xQ9k_a.js').set('Accept-Encoding', 'identity')).expect(200);
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(response.body).toEqual(build.script);
    });

    it('carry only the security headers a script or stylesheet uses (no page policy on every chunk)', async () => {
      const response = await request(server).get('/assets/index-B3xQ9k_a.js').set('Accept-Encoding', 'br').expect(200);
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['cross-origin-resource-policy']).toBe('same-origin');
      for (const pageOnly of ['content-security-policy', 'cross-origin-opener-policy', 'strict-transport-security', 'x-frame-options', 'referrer-policy', 'origin-agent-cluster']) {
        expect({ pageOnly, value: response.headers[pageOnly] }).toEqual({ pageOnly, value: undefined });
      }
      const page = await request(server).get('/customers').expect(200);
      for (const header of ['content-security-policy', 'x-frame-options', 'strict-transport-security', 'x-content-type-options']) {
        expect({ header, set: Boolean(page.headers[header]) }).toEqual({ header, set: true });
      }
    });

    it('answer 404 when gone (an old page after a deploy), not index.html', async () => {
      const response = await request(server).get('/assets/CustomerList-Old1hash.js').set('Accept-Encoding', 'br').expect(404);
      expect(response.headers['content-type']).toMatch(/^text\/plain/);
    });
  });

  describe('index.html', () => {
    it('is revalidated on every load (no-cache) and compressed, at / and at every client-side route', async () => {
      for (const path of ['/', '/index.html', '/customers', '/customers/LN100001?record=4', '/attendance-leave']) {
        const response = await raw(request(server).get(path).set('Accept-Encoding', 'gzip, br')).expect(200);
        expect({ path, type: response.headers['content-type'], cache: response.headers['cache-control'], encoding: response.headers['content-encoding'] }).toEqual({
          path,
          type: 'text/html; charset=UTF-8',
          cache: 'no-cache',
          encoding: 'br',
        });
        expect(response.body).toEqual(build.index);
      }
    });

    it("lets its inline script run under the content security policy, and no other inline script", async () => {
      const response = await request(server).get('/customers').expect(200);
      const scriptSrc = /(?:^|;)\s*script-src ([^;]*)/.exec(response.headers['content-security-policy'] as string)![1].split(' ');
      const hash = `'sha256-${createHash('sha256').update(EARLY_SCRIPT, 'utf8').digest('base64')}'`;
      expect(scriptSrc.sort()).toEqual(["'self'", hash].sort());
    });
  });

  describe('API answers', () => {
    it('gzip JSON above 1 KB for a client that accepts gzip', async () => {
      const { client } = await t.signedIn('admin');
      for (let i = 0; i < 8; i += 1) await t.createUser({ name: `Compression Person ${i}` });
      const response = await client.get('/api/users').set('Accept-Encoding', 'gzip').expect(200);
      expect(response.headers['content-encoding']).toBe('gzip');
      expect(response.headers['cache-control']).toBe('no-store');
      expect((response.body as unknown[]).length).toBeGreaterThanOrEqual(9);
    });

    it('leave small JSON answers as they are', async () => {
      const response = await request(server).get('/api/app-config').set('Accept-Encoding', 'gzip, br').expect(200);
      expect(response.headers['content-encoding']).toBeUndefined();
    });

    it('still serve a byte range of a recording, uncompressed, to a browser that accepts compression', async () => {
      const { client, user } = await t.signedIn('admin');
      const make = factories(t.dataSource);
      const customer = await make.customer(await make.leadCycle());
      const recordingUrl = 'sim://recordings/first-load-range.wav';
      const wav = Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(8000, 7)]);
      await t.app.get<Storage>(STORAGE).put(t.app.get<Dialer>(DIALER).storedRecordingKey(recordingUrl)!, wav, 'audio/wav');
      const call = await make.call(customer, user.id, { recordingUrl });
      const part = await raw(client.get(`/api/calls/${call.id}/recording`).set('Range', 'bytes=0-3999').set('Accept-Encoding', 'gzip, br')).expect(206);
      expect(part.headers['content-encoding']).toBeUndefined();
      expect(part.headers['content-range']).toBe('bytes 0-3999/8004');
      expect(part.body).toEqual(wav.subarray(0, 4000));
    });
  });
});
