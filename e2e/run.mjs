#!/usr/bin/env node
// Runs the Playwright journeys in Debian's Chromium. Without Chromium it warns loudly and exits 0, so
// `npm test` still works on a machine without a browser - unless E2E_REQUIRED=1, then it fails.
import { existsSync } from 'node:fs';
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const chromium = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const required = process.env.E2E_REQUIRED === '1';

if (!existsSync(chromium)) {
  const bar = '!'.repeat(78);
  console.warn(
    [
      '',
      bar,
      '!!  WARNING: THE BROWSER JOURNEYS (e2e/) DID NOT RUN',
      `!!  No Chromium at ${chromium}.`,
      '!!  Install it with:  apt-get update && apt-get install -y chromium',
      '!!  or point CHROMIUM_PATH at a Chromium binary. (Never `npx playwright install`.)',
      required ? '!!  E2E_REQUIRED=1 is set: failing.' : '!!  Set E2E_REQUIRED=1 to make this a failure.',
      bar,
      '',
    ].join('\n'),
  );
  process.exit(required ? 1 : 0);
}

const missing = ['backend/dist/main.js', 'frontend/dist/index.html'].filter((file) => !existsSync(resolve(repoRoot, file)));
if (missing.length > 0) {
  console.error(`e2e: the product is not built (missing ${missing.join(', ')}). Run \`npm run build\` first.`);
  process.exit(1);
}

const require = createRequire(import.meta.url);
const cli = require.resolve('@playwright/test/cli');
const child = spawn(process.execPath, [cli, 'test', '-c', 'e2e/playwright.config.ts', ...process.argv.slice(2)], {
  cwd: repoRoot,
  stdio: 'inherit',
  env: { ...process.env, CHROMIUM_PATH: chromium },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
