import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DIALER, type Dialer } from '../src/integrations/dialer/dialer.port.js';
import { S3Storage } from '../src/integrations/storage/s3.storage.js';
import { STORAGE, type Storage } from '../src/integrations/storage/storage.port.js';
import { factories } from './support/factories.js';
import { startLocalS3, type LocalS3 } from './support/s3-server.js';
import { bootTestApp, type TestApp } from './support/test-app.js';

describe('the app with S3_* set', () => {
  let s3: LocalS3;
  let t: TestApp;
  beforeAll(async () => {
    s3 = await startLocalS3();
    t = await bootTestApp(s3.env);
  });
  afterAll(async () => {
    await t.close();
    await s3.close();
  });

  it('keeps the dialer simulator recordings in the bucket and plays them through the API', async () => {
    expect(t.app.get(STORAGE)).toBeInstanceOf(S3Storage);
    const recordingUrl = 'sim://recordings/s3-call.wav';
    const key = t.app.get<Dialer>(DIALER).storedRecordingKey(recordingUrl)!;
    await t.app.get<Storage>(STORAGE).put(key, Buffer.from('RIFF-in-the-bucket'), 'audio/wav');

    const independent = new S3Storage(s3.config);
    expect(await independent.stat(key)).toEqual({ size: 18, contentType: 'audio/wav' });
    independent.onModuleDestroy();

    const make = factories(t.dataSource);
    const customer = await make.customer(await make.leadCycle());
    const call = await make.call(customer, null, { recordingUrl });
    const { client: admin } = await t.signedIn('admin');
    const audio = await admin.get(`/api/calls/${call.id}/recording`).buffer(true).expect(200);
    expect(audio.headers['content-type']).toContain('audio/wav');
    expect(Buffer.from(audio.body as Buffer).toString()).toBe('RIFF-in-the-bucket');
    const part = await admin.get(`/api/calls/${call.id}/recording`).set('Range', 'bytes=5-').buffer(true).expect(206);
    expect(part.headers['content-range']).toBe('bytes 5-17/18');
  });
});
