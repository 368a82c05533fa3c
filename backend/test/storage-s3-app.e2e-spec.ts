import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import sharp from 'sharp';
import { DIALER, type Dialer } from '../src/integrations/dialer/dialer.port.js';
import { S3Storage } from '../src/integrations/storage/s3.storage.js';
import { SealedStorage } from '../src/integrations/storage/sealed.storage.js';
import { STORAGE, type Storage } from '../src/integrations/storage/storage.port.js';
import { testImage } from './support/employee-profile.js';
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
    expect(t.app.get(STORAGE)).toBeInstanceOf(SealedStorage);
    const recordingUrl = 'sim://recordings/s3-call.wav';
    const key = t.app.get<Dialer>(DIALER).storedRecordingKey(recordingUrl)!;
    await t.app.get<Storage>(STORAGE).put(key, Buffer.from('RIFF-in-the-bucket'), 'audio/wav');

    // In the bucket it is sealed (issue 31): a 76-byte header and one segment's 16-byte tag around the 18 bytes.
    const independent = new S3Storage(s3.config);
    expect(await independent.stat(key)).toEqual({ size: 18 + 76 + 16, contentType: 'audio/wav' });
    const chunks: Buffer[] = [];
    for await (const chunk of (await independent.get(key)).stream) chunks.push(Buffer.from(chunk as Uint8Array));
    expect(Buffer.concat(chunks).toString('latin1')).not.toContain('RIFF-in-the-bucket');
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

  it('keeps employee document photos in the bucket: checked by content, re-encoded, read back only by owner and admins', async () => {
    const bucket = new S3Client({ endpoint: s3.config.endpoint, region: s3.config.region, forcePathStyle: true, credentials: { accessKeyId: s3.config.accessKeyId, secretAccessKey: s3.config.secretAccessKey } });
    const keysOf = async (userId: number) =>
      ((await bucket.send(new ListObjectsV2Command({ Bucket: s3.config.bucket, Prefix: `uploads/${userId}/` }))).Contents ?? []).map((object) => object.Key);
    try {
      const { client: agent, user } = await t.signedIn('agent');
      const withGps = await sharp(await testImage('jpeg', 24)).withExif({ IFD0: { ImageDescription: 'where-i-live' }, IFD3: { GPSLatitudeRef: 'N' } }).toBuffer();
      const png = await agent.post('/api/employee/upload/pan').attach('file', await testImage('png'), { filename: 'pan.exe' }).expect(201);
      expect(png.body.data.key).toMatch(/\.png$/);
      const jpeg = await agent.post('/api/employee/upload/aadhaar-front').attach('file', withGps, 'front.jpg').expect(201);
      const elf = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46]), Buffer.alloc(2000, 1)]);
      await agent.post('/api/employee/upload/pan').attach('file', elf, 'pan.png').expect(400);
      await agent.post('/api/employee/upload/pan').attach('file', Buffer.concat([await testImage(), Buffer.alloc(6 * 1024 * 1024)]), 'big.jpg').expect(413);
      expect((await keysOf(user.id)).sort()).toEqual([png.body.data.key, jpeg.body.data.key].sort());

      const read = await agent.get('/api/employee/file').query({ key: jpeg.body.data.key }).buffer(true).expect(200);
      expect(read.headers).toMatchObject({ 'content-type': 'image/jpeg', 'cache-control': 'no-store', 'x-content-type-options': 'nosniff' });
      expect((await sharp(read.body as Buffer).metadata()).exif).toBeUndefined();
      const { client: stranger } = await t.signedIn('agent');
      await stranger.get('/api/employee/file').query({ key: jpeg.body.data.key }).expect(403);
      const { client: admin } = await t.signedIn('admin');
      await admin.get('/api/employee/file').query({ key: png.body.data.key, reason: 'Checking the PAN' }).expect(200);
      await admin.get('/api/employee/file').query({ key: 'uploads/1/../../recordings/x.wav' }).expect(400);
    } finally {
      bucket.destroy();
    }
  });
});
