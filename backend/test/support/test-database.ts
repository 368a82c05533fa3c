import { createHash, randomBytes } from 'node:crypto';
import pg from 'pg';
import { ADVISORY_LOCKS, withSessionLock } from '../../src/common/jobs/advisory-locks.js';
import { MIGRATIONS } from '../../src/database/data-source-options.js';
import { runMigrations } from '../../src/database/migrate.js';

function serverUrl(): string {
  const url = process.env.TEST_SERVER_URL;
  if (!url) throw new Error('TEST_SERVER_URL is not set: run the tests through jest (global setup starts PostgreSQL)');
  return url;
}

function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

/** The template's name changes with the migration list, so a stale template is never reused. */
function templateName(): string {
  const fingerprint = createHash('sha1').update(MIGRATIONS.map((m) => m.name).join(',')).digest('hex').slice(0, 10);
  return `crm_template_${fingerprint}`;
}

async function withAdminClient<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl() });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** A fresh, fully migrated database of its own for one test file: a copy of the migrated template. */
export async function createTestDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `test_${randomBytes(6).toString('hex')}`;
  const template = templateName();
  await withAdminClient(async (client) => {
    await withSessionLock(client, ADVISORY_LOCKS.testTemplateDatabase, async () => {
      const exists = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [template]);
      if (exists.rowCount === 0) {
        await client.query(`CREATE DATABASE ${template}`);
        await runMigrations(withDatabase(serverUrl(), template));
      }
      await client.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
    });
  });
  return {
    url: withDatabase(serverUrl(), name),
    drop: () => withAdminClient((client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).then(() => undefined)),
  };
}
