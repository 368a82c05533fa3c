import { afterAll, beforeAll } from '@jest/globals';
import { join } from 'node:path';
import { freePort } from '../../support/server-process.js';
import { cleanUp, embeddedDatabaseUrl, readyAdmin, signIn, startServer, type ServerProcess } from './server-process.js';

/** A fault test's server: its own ports and data folder, restartable after a kill, the bootstrap admin ready to sign in. */
export interface FaultServer {
  readonly server: ServerProcess;
  readonly databaseUrl: string;
  /** Starts the server again on the same ports and data (after it was killed) and signs the admin in again. */
  restart(): Promise<string>;
  /** The bootstrap admin's session cookie. */
  signIn(): Promise<string>;
  /** A JSON request under a session. */
  api(cookie: string, path: string, init?: RequestInit): Promise<Response>;
}

/** Registers the suite's beforeAll (start the server) and afterAll (nothing left running, data folder gone). */
export function useFaultServer(name: string): FaultServer {
  const dataDir = join(process.cwd(), '.test-data', `faults-${name}-${process.pid}`);
  let server: ServerProcess | undefined;
  let port = 0;
  let dbPort = 0;
  let databaseUrl = '';
  const running = () => {
    if (!server) throw new Error('The fault server has not started');
    return server;
  };
  beforeAll(async () => {
    [port, dbPort] = [await freePort(), await freePort()];
    databaseUrl = embeddedDatabaseUrl(dbPort);
    server = await startServer({ dataDir, port, dbPort });
    await readyAdmin(databaseUrl);
  }, 120_000);
  afterAll(() => cleanUp(server, dataDir), 60_000);

  return {
    get server() {
      return running();
    },
    get databaseUrl() {
      return databaseUrl;
    },
    async restart() {
      server = await startServer({ dataDir, port, dbPort });
      return signIn(server.url);
    },
    signIn: () => signIn(running().url),
    api: (cookie, path, init = {}) =>
      fetch(`${running().url}/api${path}`, { ...init, headers: { cookie, 'content-type': 'application/json', ...init.headers } }),
  };
}

/** A lead cycle for the imports (November 2026; the tests' dates need not fall in it). */
export async function createCycle(fault: FaultServer, cookie: string): Promise<{ id: number }> {
  const response = await fault.api(cookie, '/lead-cycles', {
    method: 'POST',
    body: JSON.stringify({ name: 'Overdue', lead_cycle_start_date: '2026-11-01', lead_cycle_end_date: '2026-11-30' }),
  });
  if (response.status !== 201) throw new Error(`Creating the cycle answered ${response.status}: ${await response.text()}`);
  return response.json();
}

/** Uploads a CSV of customers and answers what the upload staged (its importId and summary). */
export async function stageCsv(fault: FaultServer, cookie: string, csv: string): Promise<{ importId: string; summary: Record<string, number> }> {
  const form = new FormData();
  form.append('file', new Blob([csv], { type: 'text/csv' }), 'customers.csv');
  const response = await fetch(`${fault.server.url}/api/customers/upload-csv`, { method: 'POST', headers: { cookie }, body: form });
  if (response.status !== 200) throw new Error(`The upload answered ${response.status}: ${await response.text()}`);
  return response.json();
}

/** Commits a staged import into the cycle. */
export function commitImport(fault: FaultServer, cookie: string, cycleId: number, importId: string): Promise<Response> {
  return fault.api(cookie, '/customers/bulk', { method: 'POST', body: JSON.stringify({ leadCycle: cycleId, importId }) });
}
