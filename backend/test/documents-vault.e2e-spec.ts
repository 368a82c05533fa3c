import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { getDataSourceToken } from '@nestjs/typeorm';
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import type { DataSource } from 'typeorm';
import { createApp } from '../src/app-setup.js';
import { KeyRing } from '../src/common/security/key-ring.js';
import { loadConfig } from '../src/config/app-config.js';
import { STORAGE, StorageNotFoundError, type Storage } from '../src/integrations/storage/storage.port.js';
import { decryptAadhaar } from '../src/modules/employee/aadhaar-cipher.js';
import { DataKeyRotationService } from '../src/modules/employee/data-key-rotation.service.js';
import { uploadRequiredPhotos, validProfile } from './support/employee-profile.js';
import { settableClock } from './support/settable-clock.js';
import { bootTestApp, type TestApp } from './support/test-app.js';

type Client = Awaited<ReturnType<TestApp['signedIn']>>['client'];

/** An image whose pixels show an Aadhaar number (what a card photo is), as PNG so the drawn text is exact. */
async function aadhaarCardImage(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="80"><rect width="100%" height="100%" fill="#fff"/>
    <text x="10" y="50" font-size="28" font-family="sans-serif">2341 2341 2346</text></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** Issue 31: KYC photos at rest (local disk). */
describe('document photos in the vault (local disk)', () => {
  let t: TestApp;
  let dataDir: string;
  let agent: Client;
  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'crm-vault-'));
    t = await bootTestApp({ DATA_DIR: dataDir });
    ({ client: agent } = await t.signedIn('agent'));
  });
  afterAll(async () => {
    await t.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('stores an Aadhaar photo encrypted, owner-only, and serves the image its owner uploaded', async () => {
    const upload = await agent.post('/api/employee/upload/aadhaar-front').attach('file', await aadhaarCardImage(), 'card.png').expect(201);
    const key: string = upload.body.data.key;
    const served = (await agent.get('/api/employee/file').query({ key }).buffer(true).parse(binary as never).expect(200)).body as Buffer;
    expect((await sharp(served).metadata()).width).toBe(320);

    const path = join(dataDir, 'files', key);
    const atRest = readFileSync(path);
    expect(statSync(path).mode & 0o777).toBe(0o600);
    expect(atRest.equals(served)).toBe(false);
    // Neither the image's signature nor any 32-byte run of it is on the disk.
    expect(atRest.includes(served.subarray(0, 8))).toBe(false);
    expect(atRest.includes(served.subarray(served.length - 32))).toBe(false);
  });

  /** A submitted profile of a new agent (its photos uploaded by the agent), with this last working date. */
  const leaver = async (lastWorkingDate: string | null) => {
    const { client, user } = await t.signedIn('agent');
    const photos = await uploadRequiredPhotos(client);
    await client.post('/api/employee/add-employee-details').send(validProfile(photos)).expect(201);
    if (lastWorkingDate) {
      await t.dataSource.transaction(async (manager) => {
        await manager.query(`UPDATE employee_details SET last_working_date = $2 WHERE user_id = $1`, [user.id, lastWorkingDate]);
        await manager.query(`INSERT INTO audit_log (at, entity, entity_id, action, changes) VALUES (now(), 'employee_details', $1, 'update', '{}')`, [String(user.id)]);
      });
    }
    return { client, user, photos };
  };
  const stored = (key: string) =>
    t.app.get<Storage>(STORAGE).stat(key).then(
      () => true,
      (error: unknown) => (error instanceof StorageNotFoundError ? false : Promise.reject(error)),
    );
  const auditRows = (userId: number, action: string): Promise<{ reason: string | null; actor_id: number | null; changes: Record<string, { after: unknown }> }[]> =>
    t.dataSource.query(`SELECT reason, actor_id, changes FROM audit_log WHERE entity = 'employee_details' AND entity_id = $1 AND action = $2 ORDER BY id`, [String(userId), action]);

  it("asks an admin why they open an Aadhaar or PAN photo, and keeps the answer with the read's audit row", async () => {
    const { user, photos } = await leaver(null);
    const { client: admin } = await t.signedIn('admin');
    const refused = await admin.get('/api/employee/file').query({ key: photos.aadhaar_photo_front_url }).expect(400);
    expect(refused.body.errors).toEqual({ reason: 'reason is required: say why you are opening this document' });
    await admin.get('/api/employee/file').query({ key: photos.pan_photo_url, reason: '   ' }).expect(400);
    await admin.get('/api/employee/file').query({ key: photos.pan_photo_url, reason: 'Checking the PAN against Form 16' }).expect(200);
    // The self photo is not an identity document: no reason, no audit row. The owner never needs one.
    await admin.get('/api/employee/file').query({ key: photos.self_photo_url }).expect(200);
    const rows = await auditRows(user.id, 'read_document');
    expect(rows.map((row) => [row.reason, row.changes.document.after])).toEqual([['Checking the PAN against Form 16', 'pan']]);
  });

  it("purges one employee's documents now with a reason (admins only): files gone, fields emptied, name and dates kept, reads 404", async () => {
    t.clock.set('2030-03-10T06:00:00Z');
    const { client: agentClient, user, photos } = await leaver(null);
    const { client: admin } = await t.signedIn('admin');
    await agentClient.post(`/api/employee/${user.id}/purge-documents`).send({ reason: 'mine' }).expect(403);
    const noReason = await admin.post(`/api/employee/${user.id}/purge-documents`).send({ reason: ' ' }).expect(400);
    expect(noReason.body.errors).toEqual({ reason: 'reason is required' });
    await admin.post('/api/employee/2147483647/purge-documents').send({ reason: 'No such one' }).expect(404);

    const purged = await admin.post(`/api/employee/${user.id}/purge-documents`).send({ reason: 'Asked for erasure' }).expect(200);
    expect(purged.body.data).toMatchObject({
      first_name: 'Asha',
      last_name: 'Nair',
      dob: '1995-06-15',
      aadhaar_no: '',
      pan_no: '',
      bank_name: '',
      bank_account_number: '',
      ifsc_code: '',
      aadhaar_photo_front_url: '',
      documents_purged: { on: '2030-03-10', rule: 'admin', text: 'Documents purged on 10/03/2030 by an administrator' },
    });
    for (const key of Object.values(photos)) expect(await stored(key)).toBe(false);
    const read = await admin.get('/api/employee/file').query({ key: photos.self_photo_url }).expect(404);
    expect(read.body.message).toBe('Documents purged on 10/03/2030 by an administrator: this file no longer exists');
    await agentClient.get('/api/employee/file').query({ key: photos.pan_photo_url }).expect(404);
    expect((await admin.post(`/api/employee/${user.id}/purge-documents`).send({ reason: 'Again' }).expect(409)).body.message).toBe(
      'Documents purged on 10/03/2030 by an administrator',
    );
    const rows = await auditRows(user.id, 'purge_documents');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ reason: 'Asked for erasure', changes: { rule: { after: 'admin' }, files: { after: 4 } } });
    t.clock.reset();
  });

  // Its daily purge, once across two instances: several-instances.e2e-spec.ts.
  it('keeps a leaver\'s documents for a retention period of whole days, at least one (admins set it)', async () => {
    const { client: admin } = await t.signedIn('admin');
    await admin.put('/api/settings/documentRetentionDays').send({ value: 30 }).expect(200);
    expect((await admin.get('/api/settings/documentRetentionDays').expect(200)).body).toEqual({ key: 'documentRetentionDays', value: 30 });
    await admin.put('/api/settings/documentRetentionDays').send({ value: 0 }).expect(400);
  });
});

/** Issue 31: a rotation of DATA_ENCRYPTION_KEY on a running deployment. */
describe('rotating the data encryption key', () => {
  const oldKey = randomBytes(32).toString('hex');
  const newKey = randomBytes(32).toString('hex');
  let dataDir: string;
  let before: TestApp;
  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'crm-rotation-'));
    before = await bootTestApp({ DATA_DIR: dataDir, DATA_ENCRYPTION_KEY: oldKey });
  });
  afterAll(async () => {
    await before.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('re-wraps every stored object and re-encrypts the Aadhaar numbers, once; the new key alone then opens everything', async () => {
    const { client, user } = await before.signedIn('agent');
    const photos = await uploadRequiredPhotos(client);
    await client.post('/api/employee/add-employee-details').send(validProfile(photos)).expect(201);
    const original = (await client.get('/api/employee/file').query({ key: photos.pan_photo_url }).buffer(true).parse(binary as never).expect(200)).body as Buffer;
    // A clear file from before objects were sealed.
    writeClear(join(dataDir, 'files', 'uploads', String(user.id), 'dra-0123456789abcdef0123456789abcdef.jpg'), original);

    const url = (before.dataSource.options as { url: string }).url;
    const boot = async (env: Record<string, string>) => {
      const app = await createApp(loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', FRONTEND_DIST: '/nonexistent', DATA_DIR: dataDir, ...env }), url, settableClock());
      await app.init();
      return app;
    };
    const during = await boot({ DATA_ENCRYPTION_KEY: newKey, DATA_ENCRYPTION_KEY_PREVIOUS: oldKey });
    try {
      const rotation = during.get(DataKeyRotationService);
      const [first, again] = [await rotation.rotate(), await rotation.rotate()];
      expect(first).toEqual({ objects: 5, rows: 1 });
      expect(again).toEqual({ objects: 0, rows: 0 });
    } finally {
      await during.close();
    }
    const after = await boot({ DATA_ENCRYPTION_KEY: newKey });
    try {
      const storage = after.get<Storage>(STORAGE);
      const read = async (key: string) => {
        const chunks: Buffer[] = [];
        for await (const chunk of (await storage.get(key)).stream) chunks.push(chunk as Buffer);
        return Buffer.concat(chunks);
      };
      expect((await read(photos.pan_photo_url)).equals(original)).toBe(true);
      expect((await read(`uploads/${user.id}/dra-0123456789abcdef0123456789abcdef.jpg`)).equals(original)).toBe(true);
      const [row] = await after.get<DataSource>(getDataSourceToken()).query(`SELECT aadhaar_no_encrypted FROM employee_details WHERE user_id = $1`, [user.id]);
      expect(decryptAadhaar(new KeyRing(Buffer.from(newKey, 'hex')), user.id, row.aadhaar_no_encrypted)).toBe('234123412346');
      expect(readFileSync(join(dataDir, 'files', photos.pan_photo_url)).includes(original.subarray(0, 16))).toBe(false);
    } finally {
      await after.close();
    }
  });
});

function writeClear(path: string, bytes: Buffer): void {
  mkdirSync(dirname(path), { recursive: true, mode: 0o700 });
  writeFileSync(path, bytes, { mode: 0o600 });
}

function binary(response: NodeJS.ReadableStream, done: (error: Error | null, body: Buffer) => void): void {
  const chunks: Buffer[] = [];
  response.on('data', (chunk: Buffer) => chunks.push(chunk));
  response.on('end', () => done(null, Buffer.concat(chunks)));
}
