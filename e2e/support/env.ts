import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The server the journeys run against: the built product on its own port, database and admin. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3107);
export const BASE_URL = `http://localhost:${E2E_PORT}`;
export const E2E_DATA_DIR = process.env.E2E_DATA_DIR ?? join(tmpdir(), 'crm-e2e-data');
export const E2E_DB_PORT = Number(process.env.E2E_DB_PORT ?? 5437);

/**
 * Bootstrap admin created on the empty database (must change the password at first sign-in). Only the journeys'
 * `api` fixture signs in as it, replacing the temporary password the first time (support/api.ts).
 */
export const ADMIN = {
  email: 'e2e-admin@example.com',
  temporaryPassword: 'Temp@12345',
  newPassword: 'Adm1n!Secure#2025',
};

/** The agent the admin creates in /users (created users must change their password too); the email is per run. */
export const AGENT = {
  name: 'Priya Sharma',
  temporaryPassword: 'Welcome@123',
  newPassword: 'Pr1ya!Collect#25',
};

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/**
 * The demo-data server of the `demo` project: its own port, database and bootstrap admin, started with
 * SEED_DEMO=true on a fresh DATA_DIR (200 customers over two lead cycles, three groups, two agents).
 */
export const DEMO_PORT = Number(process.env.E2E_DEMO_PORT ?? 3108);
export const DEMO_BASE_URL = `http://localhost:${DEMO_PORT}`;
export const DEMO_DATA_DIR = process.env.E2E_DEMO_DATA_DIR ?? join(tmpdir(), 'crm-e2e-demo-data');
export const DEMO_DB_PORT = Number(process.env.E2E_DEMO_DB_PORT ?? 5438);

export const DEMO_ADMIN = {
  email: 'demo-admin@example.com',
  temporaryPassword: 'Temp@12345',
  newPassword: 'Dem0!Admin#2025',
};

/** A seeded agent (no forced password change) who works Delhi NCR only; the demo journeys only read as him. */
export const DEMO_AGENT_RAHUL = { name: 'Rahul Verma', email: 'rahul.verma@demo.local', password: 'Agent@12345', group: 'Delhi NCR' };

/** Places for the location checks: inside the Delhi office the admin configures, and far outside it. */
export const DELHI_OFFICE = { name: 'Delhi Connaught Place', latitude: 28.6315, longitude: 77.2167, radius_m: 3000 };
export const IN_DELHI_OFFICE = { latitude: 28.6328, longitude: 77.2197 };
export const IN_MUMBAI = { latitude: 19.076, longitude: 72.8777 };
