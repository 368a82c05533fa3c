// Sign-in while photos are uploaded (issue 26.1): sign-in p95 alone, then in the same run while 20 agents each keep
// a large photo upload going (a 12 MP JPEG, the largest accepted, and the probe's 6300 x 6300 one, refused from its
// header), with the upload answers, the server's peak memory and the load average. Decoding and scrypt share libuv's
// threads; the image-work queue keeps decodes to one at a time, so sign-in p95 during the burst stays within 2x.
// Usage: npm run bench -- --only=uploads [--signins 40]   (BENCH_DB_PORT picks the embedded database's port)
import { readFileSync, rmSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import pg from 'pg';
import sharp from 'sharp';
import { auditedQuery } from './audited.mjs';
import { login, percentile, startServer } from './lib.mjs';

const args = Object.fromEntries(process.argv.slice(2).join(' ').split('--').filter(Boolean).map((a) => a.trim().split(/\s+/)));
const SIGN_INS = Number(args.signins ?? 40);
const UPLOADERS = 20;
const DATA = new URL('./.data-uploads', import.meta.url).pathname;
const PASSWORD = 'Bench@12345';
const dist = (path) => import(new URL(`../backend/dist/${path}`, import.meta.url));
const { startEmbeddedDatabase } = await dist('database/embedded-database.js');
const { runMigrations } = await dist('database/migrate.js');
const { hashPassword } = await dist('common/security/password-hasher.js');

const peakRssMb = (pid) => Math.round(Number(readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmHWM:\s+(\d+)/)[1]) / 1024);
const round = (n) => Math.round(n * 10) / 10;

/** A photo-like JPEG (a gradient, so the encoder has work): small on the wire, `width` x `height` once decoded. */
async function photo(width, height) {
  const gradient = Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="g"><stop offset="0" stop-color="#1d4e89"/><stop offset="1" stop-color="#f2c14e"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/></svg>`);
  return sharp(gradient, { limitInputPixels: false }).jpeg({ quality: 80 }).toBuffer();
}

async function signInTimes(url, email, count) {
  const times = [];
  for (let i = 0; i < count; i += 1) {
    const started = performance.now();
    await login(url, email, PASSWORD);
    times.push(performance.now() - started);
  }
  return times;
}

function summary(times) {
  const sorted = Float64Array.from(times).sort();
  return { requests: sorted.length, p50: round(percentile(sorted, 50)), p95: round(percentile(sorted, 95)), max: round(sorted[sorted.length - 1]) };
}

/** One agent keeping an upload going until `stop()`: the answers by status, and the accepted ones' latencies. */
function uploader(url, cookie, image, name, statuses, latencies) {
  let running = true;
  const done = (async () => {
    while (running) {
      const form = new FormData();
      form.append('file', new Blob([image], { type: 'image/jpeg' }), name);
      const started = performance.now();
      const response = await fetch(`${url}/api/employee/upload/self-photo`, { method: 'POST', headers: { cookie }, body: form });
      await response.arrayBuffer();
      statuses[response.status] = (statuses[response.status] ?? 0) + 1;
      if (response.status === 201) latencies.push(performance.now() - started);
      // A refused upload (503 busy, 429 rate) is tried again a second later; the next photo follows an answer at once.
      if (response.status === 503 || response.status === 429) await new Promise((r) => setTimeout(r, 1000));
    }
  })();
  return { stop: () => ((running = false), done) };
}

rmSync(DATA, { recursive: true, force: true });
const database = await startEmbeddedDatabase(DATA, Number(process.env.BENCH_DB_PORT ?? 5481));
let server;
try {
  await runMigrations(database.url);
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  const hash = await hashPassword(PASSWORD);
  await auditedQuery(
    client,
    'user',
    `INSERT INTO users (name, email, password_hash, role, must_change_password)
     SELECT 'Uploader ' || i, 'bench.uploader.' || i || '@example.com', $1, 'agent', false FROM generate_series(1, $2::int) i
     UNION ALL SELECT 'Signer', 'bench.signer@example.com', $1, 'agent', false`,
    [hash, UPLOADERS],
  );
  await client.end();
  server = await startServer(database.url, { WEB_CONCURRENCY: '1', DATA_DIR: DATA });

  const [twelveMp, probe] = await Promise.all([photo(4032, 3024), photo(6300, 6300)]);
  const cookies = await Promise.all(Array.from({ length: UPLOADERS }, (_, i) => login(server.url, `bench.uploader.${i + 1}@example.com`, PASSWORD)));
  await signInTimes(server.url, 'bench.signer@example.com', 3); // warm up

  const alone = await signInTimes(server.url, 'bench.signer@example.com', SIGN_INS);
  const statuses = { twelveMp: {}, probe: {} };
  const accepted = [];
  const loops = cookies.map((cookie, i) =>
    i % 2 === 0 ? uploader(server.url, cookie, twelveMp, 'phone.jpg', statuses.twelveMp, accepted) : uploader(server.url, cookie, probe, 'probe.jpg', statuses.probe, []),
  );
  await new Promise((r) => setTimeout(r, 1000)); // the burst is under way
  const during = await signInTimes(server.url, 'bench.signer@example.com', SIGN_INS);
  const load = loadavg().map(round);
  await Promise.all(loops.map((loop) => loop.stop()));

  const before = summary(alone);
  const burst = summary(during);
  console.log(
    JSON.stringify(
      {
        cpus: cpus().length,
        loadAverage: load,
        images: { twelveMpKb: Math.round(twelveMp.length / 1024), probeKb: Math.round(probe.length / 1024) },
        signInAlone: before,
        signInDuringUploads: burst,
        p95Ratio: round(burst.p95 / before.p95),
        uploads: { statuses, acceptedP50Ms: summary(accepted).p50, acceptedMaxMs: summary(accepted).max },
        serverPeakRssMb: peakRssMb(server.pid),
      },
      null,
      2,
    ),
  );
} finally {
  await server?.stop();
  await database.stop();
}
