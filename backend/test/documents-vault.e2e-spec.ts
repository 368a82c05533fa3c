import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
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
});

function binary(response: NodeJS.ReadableStream, done: (error: Error | null, body: Buffer) => void): void {
  const chunks: Buffer[] = [];
  response.on('data', (chunk: Buffer) => chunks.push(chunk));
  response.on('end', () => done(null, Buffer.concat(chunks)));
}
