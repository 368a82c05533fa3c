import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { ADVISORY_LOCKS, tryLockForTransaction } from '../../common/jobs/advisory-locks.js';

/** The Reports' per-day keys of the agent and disposition counts (migration ReportCountsByPartner). */
const REPORT_WORK_KEYS = ['lead_cycle_id', 'agent_id', 'group_id', 'bucket', 'lending_partner'];
const REPORT_WORK_SUMS = ['calls', 'answered', 'talk_seconds', 'rpc', 'ptp', 'ptp_amount', 'kept', 'kept_late', 'broken', 'collected'];
/** A daily report count table (`day` first) and its calendar- and payroll-month twins (`month` first). */
const reportTwins = (table: string, keys: string[]): Record<string, string[]> => ({
  [table]: ['day', ...keys],
  [table.replace(/_counts$/, '_month_counts')]: ['month', ...keys],
  [table.replace(/_counts$/, '_payroll_counts')]: ['month', ...keys],
});

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
  report_cycle_counts: ['lead_cycle_id', 'group_id', 'bucket', 'lending_partner'],
  ...reportTwins('report_agent_counts', REPORT_WORK_KEYS),
  ...reportTwins('report_disposition_counts', [...REPORT_WORK_KEYS, 'contact_type', 'disposition_code', 'disposition_name']),
  report_present_month_counts: ['month', 'user_id'],
  report_present_payroll_counts: ['month', 'user_id'],
};

/** The summed columns of the tables that keep more than one (the reports' count tables, migration ReportCounts); others sum `n`. */
const SUMS: Record<string, string[]> = {
  report_cycle_counts: ['allocated', 'allocated_overdue', 'attempted', 'contacted', 'rpc', 'ptp', 'ptp_amount', 'kept', 'kept_late', 'broken', 'collected', 'resolved', 'rolled_back'],
  ...Object.fromEntries(Object.keys(reportTwins('report_agent_counts', [])).map((table) => [table, REPORT_WORK_SUMS])),
  ...Object.fromEntries(Object.keys(reportTwins('report_disposition_counts', [])).map((table) => [table, ['feedback', 'ptp', 'kept']])),
  report_present_month_counts: ['days'],
  report_present_payroll_counts: ['days'],
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
        const sums = SUMS[table] ?? ['n'];
        // Rewrite a table only when some key has more than one row: an idle minute writes nothing.
        const [{ folds }] = await manager.query(`SELECT count(*) > count(DISTINCT (${columns})) AS folds FROM ${table}`);
        if (!folds) continue;
        await manager.query(`
          WITH gone AS (DELETE FROM ${table} RETURNING ${columns}, ${sums.join(', ')})
          INSERT INTO ${table} (${columns}, ${sums.join(', ')})
          SELECT ${columns}, ${sums.map((sum) => `sum(${sum})`).join(', ')} FROM gone GROUP BY ${columns}
          HAVING ${sums.map((sum) => `sum(${sum}) <> 0`).join(' OR ')}`);
      }
      return true;
    });
  }
}
