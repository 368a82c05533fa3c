import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { IMAGE_DECODES_AT_ONCE, IMAGE_DECODES_WAITING, ImageWork } from '../src/modules/employee/image-work.js';
import { testImage } from './support/employee-profile.js';
import { bootTestApp, type TestApp } from './support/test-app.js';

/** A plain JPEG of the given size: small on the wire, large once decoded (what the probe sent at 6300 × 6300). */
const photo = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: '#7a9cc6' } }).jpeg().toBuffer();

/** Issue 26.1: one agent's uploads must not stall the server (bounded decodes, a pixel limit, a per-user rate). */
describe('upload limits', () => {
  let t: TestApp;
  const dataDir = mkdtempSync(join(tmpdir(), 'crm-upload-limits-'));
  beforeAll(async () => {
    t = await bootTestApp({ DATA_DIR: dataDir });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('refuses an image of more than 12.5 megapixels before decoding it, naming the file field', async () => {
    const { client } = await t.signedIn('agent');
    const response = await client.post('/api/employee/upload/pan').attach('file', await photo(6300, 6300), 'big.jpg').expect(400);
    const message = 'The photo is too large: at most 12.5 megapixels, and this one has 39.7. Please choose a smaller photo.';
    expect(response.body).toMatchObject({ message, errors: { file: message } });
  });

  it('takes a 12 MP phone photo (4032 × 3024)', async () => {
    const { client, user } = await t.signedIn('agent');
    const response = await client.post('/api/employee/upload/self-photo').attach('file', await photo(4032, 3024), 'phone.jpg').expect(201);
    expect(response.body.data.key).toMatch(new RegExp(`^uploads/${user.id}/self-photo-`));
  });

  it('takes 20 uploads a minute from one user, then answers 429 (other users are not held back)', async () => {
    const { client } = await t.signedIn('agent');
    const image = await testImage();
    for (let i = 0; i < 20; i += 1) await client.post('/api/employee/upload/dra').attach('file', image, 'dra.jpg').expect(201);
    const refused = await client.post('/api/employee/upload/dra').attach('file', image, 'dra.jpg').expect(429);
    expect(refused.body.message).toMatch(/^Too many uploads: at most 20 a minute\. Please try again in [1-6]?[0-9] seconds\.$/);
    const { client: other } = await t.signedIn('agent');
    await other.post('/api/employee/upload/dra').attach('file', image, 'dra.jpg').expect(201);
  });

  it('decodes through the one queue of the process: while it is full an upload is refused with 503, and taken once it drains', async () => {
    const queue = t.app.get(ImageWork);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const holders = Array.from({ length: IMAGE_DECODES_AT_ONCE + IMAGE_DECODES_WAITING }, () => queue.run(() => held));
    const { client } = await t.signedIn('agent');
    const image = await testImage();
    const busy = await client.post('/api/employee/upload/pan').attach('file', image, 'pan.jpg').expect(503);
    expect(busy.body.message).toBe('The server is busy with other photos. Please try again in a minute.');
    release();
    await Promise.all(holders);
    await client.post('/api/employee/upload/pan').attach('file', image, 'pan.jpg').expect(201);
  });
});
