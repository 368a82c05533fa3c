import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { ADVISORY_LOCKS, tryLockForTransaction } from '../../common/jobs/advisory-locks.js';

/** The append-only count tables and their keys (see the AppendOnlyCounts migration). */
const COUNT_TABLES: Record<string, string[]> = {
  customer_counts: ['lead_cycle_id', 'group_id', 'status', 'last_disposition_status'],
  customer_id_ranges: ['id_below'],
  customer_follow_up_hours: ['status', 'follow_up_hour'],
  customer_group_follow_up_days: ['group_id', 'status', 'follow_up_day'],
  call_counts: ['status'],
  call_days: ['day'],
  promise_counts: ['lead_cycle_id', 'group_id', 'agent_id', 'state', 'called_again', 'due_on'],
  promise_month_counts: ['made_month', 'decided_month', 'state', 'group_id', 'agent_id'],
};

/**
 * Folds the rows the count triggers append (one per key per write statement) back into one row per key, so reads
 * sum few rows. Each table in one statement: readers see the rows before or after it, never a mix. Rows appended
 * by transactions still open are not visible to it and wait for the next run.
 */
@Injectable()
export class CountsCompactionService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** One instance at a time (others skip); returns whether it ran. A table already at one row per key is left alone. */
  async compact(): Promise<boolean> {
    return this.dataSource.transaction(async (manager) => {
      if (!(await tryLockForTransaction(manager, ADVISORY_LOCKS.countsCompaction))) return false;
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
