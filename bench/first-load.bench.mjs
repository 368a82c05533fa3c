// First load on a slow line (issue 13, item 11): a signed-in admin opens /, /customers and a customer page in a
// fresh Chromium context (empty cache) on a throttled profile; reports the bytes over the wire, the first paint
// and the time until the page is usable (its data on screen), then the same on an unthrottled line.
// Usage: npm run bench -- --only=first-load   (needs `npm run build -w frontend` and Chromium at CHROMIUM_PATH)
import { rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { freePort, startServer } from './lib.mjs';
import { machine, measuredAt, writeSection } from './report.mjs';

const DATA = fileURLToPath(new URL('./.data-first-load', import.meta.url));
const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'];
/** The slow line of the issue: 1.5 s latency per request, 200 KB/s (1 KB = 1,000 bytes) each way. */
const SLOW = { offline: false, latency: 1500, downloadThroughput: 200_000, uploadThroughput: 200_000 };
const RUNS = Number(process.env.FIRST_LOAD_RUNS ?? 3);
const ADMIN = { email: 'first-load.admin@example.com', password: 'Bench-admin-password-1', newPassword: 'F1rst!Load#2026' };

const dist = (path) => import(new URL(`../backend/dist/${path}`, import.meta.url));
const { startEmbeddedDatabase } = await dist('database/embedded-database.js');
const { runMigrations } = await dist('database/migrate.js');

async function signedInCookie(url) {
  const post = (path, body, cookie) =>
    fetch(`${url}/api${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) }, body: JSON.stringify(body) });
  let response = await post('/auth/login', { email: ADMIN.email, password: ADMIN.password });
  const cookie = response.headers.get('set-cookie').split(';')[0];
  response = await post('/auth/reset-password', { oldPassword: ADMIN.password, newPassword: ADMIN.newPassword }, cookie);
  if (!response.ok) throw new Error(`Could not replace the temporary password: ${response.status}`);
  response = await post('/auth/login', { email: ADMIN.email, password: ADMIN.newPassword });
  return response.headers.get('set-cookie').split(';')[0];
}

async function someCustomer(url, cookie) {
  const response = await fetch(`${url}/api/customers/all-customer`, { method: 'POST', headers: { 'content-type': 'application/json', cookie }, body: '{}' });
  const body = await response.json();
  const customer = body.customers[0];
  return { loan: customer.loan_application_no, name: customer.name };
}

/**
 * Records in the page when an element matching `css` (and, if given, whose text is `text`) is first in the document and
 * laid out, in ms since the navigation started: a MutationObserver sees it as it is inserted, where polling from
 * outside the page (Playwright's waitFor backs off to every half second) saw it up to 0.5 s late.
 */
function recordUsable({ css, text }) {
  const usable = () => [...document.querySelectorAll(css)].some((element) => (text === undefined || element.textContent.trim() === text) && element.getClientRects().length > 0);
  const observer = new MutationObserver(() => {
    if (!usable()) return;
    window.__usableAt = performance.now();
    observer.disconnect();
  });
  observer.observe(document, { childList: true, subtree: true, characterData: true, attributes: true });
}

/** One cold load of `path`: bytes over the wire (headers included), first contentful paint and time to usable. */
async function coldLoad(browser, url, cookie, path, usable, network) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'en-IN', timezoneId: 'Asia/Kolkata' });
  await context.addInitScript(recordUsable, usable);
  const [name, value] = cookie.split('=');
  await context.addCookies([{ name, value, url }]);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  if (network) await cdp.send('Network.emulateNetworkConditions', network);
  let bytes = 0;
  let jsBytes = 0;
  const types = new Map();
  cdp.on('Network.responseReceived', ({ requestId, type }) => types.set(requestId, type));
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    bytes += encodedDataLength;
    if (types.get(requestId) === 'Script') jsBytes += encodedDataLength;
  });
  await page.goto(`${url}${path}`, { waitUntil: 'commit' });
  const usableMs = await (await page.waitForFunction(() => window.__usableAt, null, { timeout: 120_000 })).jsonValue();
  const firstPaintMs = await page.evaluate(() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN);
  // Requests still under way when the page became usable (the dashboard's chart) count towards the first load too.
  await page.waitForLoadState('networkidle');
  await context.close();
  return { bytes, jsBytes, usableMs, firstPaintMs };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const kb = (bytes) => `${Math.round(bytes / 1000).toLocaleString('en-IN')} KB`;
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

rmSync(DATA, { recursive: true, force: true });
const database = await startEmbeddedDatabase(DATA, await freePort());
let server;
let browser;
try {
  await runMigrations(database.url);
  server = await startServer(database.url, { WEB_CONCURRENCY: '1', SEED_DEMO: 'true', ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });
  const cookie = await signedInCookie(server.url);
  const customer = await someCustomer(server.url, cookie);
  const pages = [
    { label: '/ (dashboard)', path: '/', usable: { css: '[aria-label^="Total Customers:"]' } },
    { label: '/customers', path: '/customers', usable: { css: '[data-testid="customer-range"]' } },
    { label: 'a customer page', path: `/customers/${customer.loan}`, usable: { css: 'h2, [role="heading"][aria-level="2"]', text: customer.name } },
  ];
  browser = await chromium.launch({ executablePath: CHROMIUM, args: ARGS });
  const rows = [];
  for (const { label, path, usable } of pages) {
    const slow = [];
    const fast = [];
    for (let run = 0; run < RUNS; run += 1) {
      slow.push(await coldLoad(browser, server.url, cookie, path, usable, SLOW));
      fast.push(await coldLoad(browser, server.url, cookie, path, usable, null));
    }
    const row = {
      label,
      bytes: median(slow.map((r) => r.bytes)),
      jsBytes: median(slow.map((r) => r.jsBytes)),
      firstPaintMs: median(slow.map((r) => r.firstPaintMs)),
      usableMs: median(slow.map((r) => r.usableMs)),
      fastUsableMs: median(fast.map((r) => r.usableMs)),
    };
    console.log(row);
    rows.push(row);
  }
  writeSection('first-load', 'First load on a slow line (issue 13, item 11)', [
    `Measured ${measuredAt()} on ${machine()}, with \`npm run bench -- --only=first-load\`: the built product (production mode, demo data),`,
    `a signed-in admin opening each page in a fresh Chromium context (empty cache, CDP \`Network.emulateNetworkConditions\`:`,
    `${SLOW.latency / 1000} s latency per request, ${SLOW.downloadThroughput / 1000} KB/s each way). Medians of ${RUNS} loads. Bytes are what crossed the wire`,
    'until the network was idle (headers included); usable = the page\'s data on screen (the dashboard\'s numbers, the list\'s',
    'row count, the customer\'s name); the last column is the same load without throttling.',
    '',
    '| first load of | over the wire | of it JavaScript | first paint | usable (slow line) | usable (no throttling) | goal |',
    '|---|---|---|---|---|---|---|',
    ...rows.map(
      (r) =>
        `| ${r.label} | ${kb(r.bytes)} | ${kb(r.jsBytes)} | ${seconds(r.firstPaintMs)} | ${seconds(r.usableMs)} | ${seconds(r.fastUsableMs)} | ≤ 400 KB ${r.bytes <= 400_000 ? '✓' : '✗'}, ≤ 5 s ${r.usableMs <= 5000 ? '✓' : '✗'} |`,
    ),
    '',
  ]);
} finally {
  await browser?.close();
  await server?.stop();
  await database.stop();
}
