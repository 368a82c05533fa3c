import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { STORAGE, StorageNotFoundError, type Storage } from '../src/integrations/storage/storage.port.js';
import { EmployeeUploadsService, UNREFERENCED_KEPT_PER_KIND } from '../src/modules/employee/employee-uploads.service.js';
import { testImage, uploadRequiredPhotos, validProfile } from './support/employee-profile.js';
import { startLocalS3, type LocalS3 } from './support/s3-server.js';
import { bootTestApp, type TestApp } from './support/test-app.js';

type Client = Awaited<ReturnType<TestApp['signedIn']>>['client'];
const HOUR = 60 * 60 * 1000;

/** Issue 26.2: uploads no profile holds are capped per user and kind, and removed after a day, on either storage. */
interface StorageUnderTest {
  env: Record<string, string>;
  close(): Promise<void>;
}

describe.each<[string, () => Promise<StorageUnderTest>]>([
  ['local disk', async () => ({ env: { DATA_DIR: mkdtempSync(join(tmpdir(), 'crm-uploads-cleanup-')) }, close: async () => undefined })],
  ['S3', async () => {
    const s3: LocalS3 = await startLocalS3();
    return { env: s3.env, close: () => s3.close() };
  }],
])('uploads no profile holds (%s)', (_adapter, storageUnderTest) => {
  let t: TestApp;
  let storage: Storage;
  let admin: Client;
  let closeStorage: () => Promise<void>;
  let dataDir: string | undefined;
  beforeAll(async () => {
    const { env, close } = await storageUnderTest();
    closeStorage = close;
    dataDir = env.DATA_DIR;
    t = await bootTestApp(env);
    storage = t.app.get<Storage>(STORAGE);
    ({ client: admin } = await t.signedIn('admin'));
    t.clock.set('2030-04-01T04:30:00Z');
  });
  afterAll(async () => {
    await t.close();
    await closeStorage();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  const stored = (key: string) => storage.stat(key).then(
    () => true,
    (error: unknown) => (error instanceof StorageNotFoundError ? false : Promise.reject(error)),
  );
  const upload = async (client: Client, kind: string, userId?: number) => {
    let call = client.post(`/api/employee/upload/${kind}`).attach('file', await testImage(), `${kind}.jpg`);
    if (userId !== undefined) call = call.field('userId', String(userId));
    return (await call.expect(201)).body.data.key as string;
  };
  /** A minute between uploads, so "the oldest" is plain. */
  const uploadLater = async (client: Client, kind: string, userId?: number) => {
    t.clock.advance(60_000);
    return upload(client, kind, userId);
  };
  const submittedAgent = async () => {
    const { client, user } = await t.signedIn('agent');
    const photos = await uploadRequiredPhotos(client);
    await client.post('/api/employee/add-employee-details').send(validProfile(photos)).expect(201);
    return { client, user, photos };
  };

  it(`keeps the newest ${UNREFERENCED_KEPT_PER_KIND} unreferenced uploads of a user and kind: a newer one removes the oldest`, async () => {
    const { client } = await t.signedIn('agent');
    const pans: string[] = [];
    for (let i = 0; i < UNREFERENCED_KEPT_PER_KIND + 2; i += 1) pans.push(await uploadLater(client, 'pan'));
    const selfPhoto = await uploadLater(client, 'self-photo');
    expect(await Promise.all(pans.map(stored))).toEqual([false, false, ...Array(UNREFERENCED_KEPT_PER_KIND).fill(true)]);
    expect(await stored(selfPhoto)).toBe(true);
    await client.get('/api/employee/file').query({ key: pans[0] }).expect(404);
  });

  it('never counts or removes a photo a profile holds', async () => {
    const { user, photos } = await submittedAgent();
    const pans: string[] = [];
    for (let i = 0; i < UNREFERENCED_KEPT_PER_KIND + 1; i += 1) pans.push(await uploadLater(admin, 'pan', user.id));
    expect(await stored(photos.pan_photo_url)).toBe(true);
    expect(await Promise.all(pans.map(stored))).toEqual([false, ...Array(UNREFERENCED_KEPT_PER_KIND).fill(true)]);
  });

  it('removes the unreferenced uploads a day old on the hourly run, once an hour, keeping what profiles hold and what is newer', async () => {
    const cleanup = t.app.get(EmployeeUploadsService);
    t.clock.set('2030-04-03T04:30:00Z');
    const { user, photos } = await submittedAgent();
    const old = await uploadLater(admin, 'dra', user.id);
    t.clock.advance(23 * HOUR);
    const recent = await upload(admin, 'pan', user.id);
    t.clock.set('2030-04-04T05:00:00Z'); // the hour after `old` turned a day old

    expect(await cleanup.removeStale()).toBeGreaterThanOrEqual(1);
    expect(await stored(old)).toBe(false);
    expect(await stored(recent)).toBe(true);
    expect(await Promise.all(Object.values(photos).map(stored))).toEqual([true, true, true, true]);
    expect(await cleanup.removeStale()).toBe(0); // this hour is done, on every instance

    t.clock.advance(HOUR);
    expect(await cleanup.removeStale()).toBe(0); // nothing new is a day old
    expect(await stored(recent)).toBe(true);
    t.clock.set('2030-04-05T04:00:00Z');
    expect(await cleanup.removeStale()).toBe(1);
    expect(await stored(recent)).toBe(false);
    expect(await Promise.all(Object.values(photos).map(stored))).toEqual([true, true, true, true]);
  });
});
