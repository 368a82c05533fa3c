import { defineConfig } from '@playwright/test';
import { resolve } from 'node:path';
import type { JourneyWorkerOptions } from './support/fixtures';
import {
  ADMIN,
  BASE_URL,
  CHROMIUM_ARGS,
  CHROMIUM_PATH,
  DEMO_ADMIN,
  DEMO_BASE_URL,
  DEMO_DATA_DIR,
  DEMO_DB_PORT,
  DEMO_PORT,
  E2E_DATA_DIR,
  E2E_DB_PORT,
  E2E_PORT,
} from './support/env';

const repoRoot = resolve(__dirname, '..');

/** Journeys that read the demo data run in the `demo` project, against their own server; they change none of it. */
const DEMO_SPECS = /demo-.*\.spec\.ts$/;

function server(port: number, dataDir: string, dbPort: number, admin: { email: string; temporaryPassword: string }, seedDemo: boolean) {
  return {
    command: 'node e2e/start-server.mjs',
    cwd: repoRoot,
    url: `http://localhost:${port}/api/health`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
    gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 20_000 },
    env: {
      NODE_ENV: 'test',
      PORT: String(port),
      DATA_DIR: dataDir,
      EMBEDDED_DB_PORT: String(dbPort),
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.temporaryPassword,
      SEED_DEMO: String(seedDemo),
      LOG_LEVEL: 'warn',
      // Journeys run at any hour; the calling window is covered by the backend tests with a fixed clock.
      CALL_WINDOW: '',
      // NODE_ENV=test turns the simulators' delivery loops off by default; the journeys need them running.
      BACKGROUND_JOBS: 'true',
      // The journeys move the server's clock and run a due job now (modules/test-support); refused in production.
      TEST_CLOCK_CONTROL: 'true',
      // The webhooks journey's receiver listens on 127.0.0.1 (plain http): allowed as a lender's private network is.
      WEBHOOK_ALLOWED_PRIVATE_HOSTS: '127.0.0.1',
    },
  };
}

/**
 * Browser journeys against the already-built product (`npm run build`), in Debian's Chromium.
 * Run through `node e2e/run.mjs`, which checks that Chromium exists first.
 *
 * Two projects, one browser, one worker: `chromium` on an empty database, `demo` on a fresh database with the
 * server's demo seed (SEED_DEMO=true). Each has its own server, port and data directory. Journeys make the data they
 * change through the `api` fixture (support/fixtures.ts), signed in as the project's `bootstrapAdmin`, so each file
 * runs alone and in any order.
 */
export default defineConfig<object, JourneyWorkerOptions>({
  testDir: './tests',
  outputDir: './artifacts/test-results',
  fullyParallel: false,
  workers: 1,
  // One retry: a journey that fails twice is red. A first failure still prints its page (failure-context-reporter)
  // and shows as flaky in the list, to be looked into rather than hidden.
  retries: 1,
  forbidOnly: true,
  timeout: 180_000,
  // A page's first load parses the whole bundle cold; on a busy 2-core machine that took up to 18 s.
  expect: { timeout: 20_000 },
  reporter: [['list'], ['./support/failure-context-reporter.ts'], ['html', { outputFolder: './artifacts/report', open: 'never' }]],
  use: {
    viewport: { width: 1366, height: 820 },
    locale: 'en-IN',
    timezoneId: 'Asia/Kolkata',
    // A step that cannot act within 30 s is stuck; failing then leaves the retry time to run.
    actionTimeout: 30_000,
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
  projects: [
    { name: 'chromium', testIgnore: DEMO_SPECS, use: { browserName: 'chromium', baseURL: BASE_URL, bootstrapAdmin: ADMIN } },
    { name: 'demo', testMatch: DEMO_SPECS, use: { browserName: 'chromium', baseURL: DEMO_BASE_URL, bootstrapAdmin: DEMO_ADMIN } },
  ],
  webServer: [
    server(E2E_PORT, E2E_DATA_DIR, E2E_DB_PORT, ADMIN, false),
    server(DEMO_PORT, DEMO_DATA_DIR, DEMO_DB_PORT, DEMO_ADMIN, true),
  ],
});
