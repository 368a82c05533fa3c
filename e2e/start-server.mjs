// Starts the built product for the browser journeys on a fresh database: Playwright's webServer runs this
// with PORT, DATA_DIR, ADMIN_EMAIL, ADMIN_PASSWORD and SEED_DEMO set (see playwright.config.ts).
import { rmSync } from 'node:fs';
import { basename } from 'node:path';

const dataDir = process.env.DATA_DIR;
if (!dataDir || !basename(dataDir).startsWith('crm-e2e')) {
  console.error(`Refusing to wipe DATA_DIR=${dataDir}: the e2e data directory's name must start with crm-e2e`);
  process.exit(1);
}
rmSync(dataDir, { recursive: true, force: true });

// main.js starts the server when imported and stops it (and the embedded database) on SIGTERM.
await import('../backend/dist/main.js');
