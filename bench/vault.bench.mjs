// The documents vault (issue 31): a 5 MB photo uploaded and read with encryption (SealedStorage over the local disk,
// what the app runs) and without (the adapter alone), in the same run, interleaved so both see the same machine.
// "Upload" is the server's work for one: the photo decoded and re-encoded (image-normaliser) and stored; "read" is
// what serving one does with the storage: stat, then the whole object streamed. Also the storage step alone.
// Usage: npm run bench -- --only=vault [--rounds 40]
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { percentile } from './lib.mjs';

const args = Object.fromEntries(process.argv.slice(2).join(' ').split('--').filter(Boolean).map((a) => a.trim().split(/\s+/)));
const ROUNDS = Number(args.rounds ?? 40);
const dist = (path) => import(new URL(`../backend/dist/${path}`, import.meta.url));
const { LocalDiskStorage } = await dist('integrations/storage/local-disk.storage.js');
const { SealedStorage } = await dist('integrations/storage/sealed.storage.js');
const { KeyRing } = await dist('common/security/key-ring.js');
const { normaliseImage } = await dist('modules/employee/image-normaliser.js');
sharp.concurrency(1);

/** A noisy photo-sized JPEG just under the 5 MB limit (noise keeps the encoder from shrinking it). */
async function fiveMegabytePhoto() {
  const [width, height] = [2400, 1800];
  const noise = randomBytes(width * height * 3);
  let quality = 95;
  for (;;) {
    const jpeg = await sharp(noise, { raw: { width, height, channels: 3 } }).jpeg({ quality }).toBuffer();
    if (jpeg.length <= 5 * 1024 * 1024) return jpeg;
    quality -= 3;
  }
}

async function drain(stream) {
  let bytes = 0;
  for await (const chunk of stream) bytes += chunk.length;
  return bytes;
}

const round = (n) => Math.round(n * 10) / 10;
function summary(times) {
  const sorted = Float64Array.from(times).sort();
  return { p50: round(percentile(sorted, 50)), p95: round(percentile(sorted, 95)), mean: round(times.reduce((a, b) => a + b, 0) / times.length) };
}

const root = mkdtempSync(join(tmpdir(), 'crm-vault-bench-'));
try {
  const plain = new LocalDiskStorage(join(root, 'plain'));
  const sealed = new SealedStorage(new LocalDiskStorage(join(root, 'sealed')), new KeyRing(randomBytes(32)));
  await plain.onModuleInit();
  await sealed.onModuleInit();
  const photo = await fiveMegabytePhoto();
  const variants = { plain, sealed };
  const times = Object.fromEntries(Object.keys(variants).map((name) => [name, { upload: [], put: [], read: [], putCpu: [], readCpu: [] }]));
  // CPU milliseconds of this process: what the work costs, whatever else the machine's cores are doing.
  const cpuMs = (since) => {
    const used = process.cpuUsage(since);
    return (used.user + used.system) / 1000;
  };
  let storedBytes = 0;
  for (let round_ = -3; round_ < ROUNDS; round_ += 1) {
    // Alternate which goes first, so neither always follows the other's writes.
    const order = round_ % 2 === 0 ? ['plain', 'sealed'] : ['sealed', 'plain'];
    for (const name of order) {
      const storage = variants[name];
      const key = `uploads/7/pan-${randomBytes(16).toString('hex')}.jpg`;
      const started = performance.now();
      const image = await normaliseImage(photo);
      const normalised = performance.now();
      let cpu = process.cpuUsage();
      await storage.put(key, image.bytes, image.contentType);
      const putCpu = cpuMs(cpu);
      const stored = performance.now();
      cpu = process.cpuUsage();
      await storage.stat(key);
      storedBytes = await drain((await storage.get(key)).stream);
      const readCpu = cpuMs(cpu);
      const read = performance.now();
      if (round_ >= 0) {
        times[name].upload.push(stored - started);
        times[name].put.push(stored - normalised);
        times[name].read.push(read - stored);
        times[name].putCpu.push(putCpu);
        times[name].readCpu.push(readCpu);
      }
    }
  }
  const result = Object.fromEntries(Object.entries(times).map(([name, t]) => [name, { upload: summary(t.upload), put: summary(t.put), read: summary(t.read), putCpu: summary(t.putCpu), readCpu: summary(t.readCpu) }]));
  const upload = (result.sealed.upload.mean / result.plain.upload.mean - 1) * 100;
  console.log(JSON.stringify({
    bench: 'vault',
    photoBytes: photo.length,
    storedBytes,
    rounds: ROUNDS,
    loadavg1: round(loadavg()[0]),
    ...result,
    uploadAddedPercent: round(upload),
    readP95AddedMs: round(result.sealed.read.p95 - result.plain.read.p95),
    readCpuP95AddedMs: round(result.sealed.readCpu.p95 - result.plain.readCpu.p95),
  }, null, 2));
} finally {
  rmSync(root, { recursive: true, force: true });
}
