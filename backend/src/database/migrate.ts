import { DataSource } from 'typeorm';
import { buildDataSourceOptions } from './data-source-options.js';

const MIGRATION_LOCK = 727_001;

/** Applies pending migrations under an advisory lock, so several instances starting together take turns. */
export async function runMigrations(url: string): Promise<string[]> {
  const dataSource = await new DataSource({ ...buildDataSourceOptions(url), extra: { max: 1 } }).initialize();
  try {
    await dataSource.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    try {
      const applied = await dataSource.runMigrations({ transaction: 'each' });
      return applied.map((migration) => migration.name);
    } finally {
      await dataSource.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]);
    }
  } finally {
    await dataSource.destroy();
  }
}
