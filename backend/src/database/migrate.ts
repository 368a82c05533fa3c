import { DataSource } from 'typeorm';
import { ADVISORY_LOCKS, withSessionLock } from '../common/jobs/advisory-locks.js';
import { buildDataSourceOptions } from './data-source-options.js';

/** Applies pending migrations under an advisory lock, so several instances starting together take turns. */
export async function runMigrations(url: string): Promise<string[]> {
  const dataSource = await new DataSource({ ...buildDataSourceOptions(url), extra: { max: 1 } }).initialize();
  try {
    // One pooled connection (max: 1), so the session lock and the migrations share it.
    return await withSessionLock(dataSource, ADVISORY_LOCKS.migrations, async () => {
      const applied = await dataSource.runMigrations({ transaction: 'each' });
      return applied.map((migration) => migration.name);
    });
  } finally {
    await dataSource.destroy();
  }
}
