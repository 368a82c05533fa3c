import { Inject, Injectable, Logger } from '@nestjs/common';
import { Cron, CronExpression } from '@nestjs/schedule';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { singleFlight } from '../../common/jobs/single-flight.js';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';

/** The append-only count tables and their keys (see the AppendOnlyCounts migration). */
const COUNT_TABLES: Record<string, string[]> = {
  customer_counts: ['lead_cycle_id', 'group_id', 'status', 'last_disposition_status'],
  customer_id_ranges: ['id_below'],
  customer_follow_up_hours: ['status', 'follow_up_hour'],
};
const COMPACTION_LOCK = 727_400;

/**
 * Folds the rows the count triggers append (one per key per write statement) back into one row per key, so reads
 * sum few rows. Each table in one statement: readers see the rows before or after it, never a mix. Rows appended
 * by transactions still open are not visible to it and wait for the next run.
 */
@Injectable()
export class CountsCompaction {
  private readonly logger = new Logger(CountsCompaction.name);
  private readonly compactNow = singleFlight(() => this.compact(), this.logger);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Cron(CronExpression.EVERY_MINUTE)
  async onSchedule(): Promise<void> {
    if (this.config.backgroundJobs) await this.compactNow();
  }

  /** One instance at a time (others skip); returns whether it ran. A table already at one row per key is left alone. */
  async compact(): Promise<boolean> {
    return this.dataSource.transaction(async (manager) => {
      const [{ locked }] = await manager.query('SELECT pg_try_advisory_xact_lock($1) AS locked', [COMPACTION_LOCK]);
      if (!locked) return false;
      for (const [table, keys] of Object.entries(COUNT_TABLES)) {
        const columns = keys.join(', ');
        // Rewrite a table only when some key has more than one row: an idle minute writes nothing.
        const [{ folds }] = await manager.query(`SELECT count(*) > count(DISTINCT (${columns})) AS folds FROM ${table}`);
        if (!folds) continue;
        await manager.query(`
          WITH gone AS (DELETE FROM ${table} RETURNING ${columns}, n)
          INSERT INTO ${table} (${columns}, n)
          SELECT ${columns}, sum(n) FROM gone GROUP BY ${columns} HAVING sum(n) <> 0`);
      }
      return true;
    });
  }
}
