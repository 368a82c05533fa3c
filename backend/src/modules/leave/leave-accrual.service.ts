import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { ADVISORY_LOCKS, lockForTransaction } from '../../common/jobs/advisory-locks.js';
import { currentActor } from '../../common/http/request-context.js';
import { BusinessClock } from '../../common/time/business-clock.js';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { AuditService } from '../audit/audit.service.js';
import { employmentWindowsSql } from '../employee/employment-window-sql.js';
import { LeaveLedgerEntry } from './entities/leave-ledger-entry.entity.js';

/**
 * Parameters: $1 the business time zone, $2 today, $3 the users (`int[]`); ACCRUE adds $4 now and $5 the actor.
 * Every (user, live type with a rate above 0) of the users `$3`, with the days their accrual runs over: from the later of
 * the first day of the user's employment window and the type's creation (in the business time zone `$1`) to the earlier
 * of their last working day and today (`$2`). `last` is the last period already credited per pair, aggregated once
 * before the INSERT writes: a subquery per pair read the ledger while the statement was growing it, which took 21 s
 * instead of 1 for 50,000 credits (docs/performance.md).
 */
const PAIRS = `
  last AS MATERIALIZED (
    SELECT user_id, leave_type_id, max(period_start) AS last_credited
    FROM leave_ledger WHERE kind = 'accrual' AND user_id = ANY ($3::int[])
    GROUP BY user_id, leave_type_id
  ), windows AS MATERIALIZED ${employmentWindowsSql({ timezone: 1, userIds: 3 })},
  pairs AS (
    SELECT w.user_id, t.id AS leave_type_id, t.accrual_rate, t.accrual_unit,
           ('1 ' || t.accrual_unit)::interval AS step,
           GREATEST(w.first_day, (t.created_at AT TIME ZONE $1)::date) AS first_day,
           LEAST($2::date, COALESCE(w.last_day, $2::date)) AS last_day,
           last.last_credited
    FROM windows w
    CROSS JOIN leave_types t
    LEFT JOIN last ON last.user_id = w.user_id AND last.leave_type_id = t.id
    WHERE t.deleted_at IS NULL AND t.accrual_rate > 0
  )`;

/**
 * The days due for `period` of pair `p` (DECISIONS "Yearly leave types"): nothing outside the days accrual runs over;
 * the first year of a yearly type in proportion to the whole months left in it (the month of the first day counts when
 * that day is the 1st), rounded down to a half day; any other period in full.
 */
const dueSql = (period: string) => `
  CASE
    WHEN ${period} < date_trunc(p.accrual_unit, p.first_day)::date OR ${period} > date_trunc(p.accrual_unit, p.last_day)::date THEN 0
    WHEN p.accrual_unit = 'year' AND ${period} = date_trunc('year', p.first_day)::date AND (12 - EXTRACT(MONTH FROM p.first_day) + (EXTRACT(DAY FROM p.first_day) = 1)::int) < 12
      THEN floor(p.accrual_rate * (12 - EXTRACT(MONTH FROM p.first_day) + (EXTRACT(DAY FROM p.first_day) = 1)::int) / 12 * 2) / 2
    ELSE p.accrual_rate
  END`;

/**
 * Credits each period that is due and not yet credited, after the last one credited, in one INSERT … SELECT for
 * everyone; the unique key (user, type, period) makes a second run, a concurrent run or another instance's run credit
 * nothing twice. The advisory lock only makes runs wait for each other.
 */
const ACCRUE = `
  WITH ${PAIRS},
  due AS (
    SELECT p.user_id, p.leave_type_id, period::date AS period, ${dueSql('period::date')} AS amount
    FROM pairs p
    CROSS JOIN LATERAL generate_series(
      CASE WHEN p.last_credited IS NULL THEN date_trunc(p.accrual_unit, p.first_day) ELSE GREATEST(date_trunc(p.accrual_unit, p.first_day), (p.last_credited + p.step)::date) END,
      date_trunc(p.accrual_unit, p.last_day),
      p.step
    ) AS period
  ), credited AS (
    INSERT INTO leave_ledger (user_id, leave_type_id, kind, amount, period_start, created_by, created_at)
    SELECT user_id, leave_type_id, 'accrual', amount, period, $5, $4
    FROM due WHERE amount > 0
    ON CONFLICT DO NOTHING
    RETURNING 1
  )
  SELECT count(*)::int AS credits FROM credited`;

/**
 * The credited periods of the users whose credit differs from what is due today (a first year credited in full before
 * proration, a joining date moved), with no correction yet: credits already in the ledger are never changed.
 */
const MISCREDITED = `
  WITH ${PAIRS}
  SELECT l.leave_type_id, l.period_start::text AS period, t.accrual_unit AS unit, l.amount::float8 AS credited, (${dueSql('l.period_start')})::float8 AS due
  FROM leave_ledger l
  JOIN pairs p ON p.user_id = l.user_id AND p.leave_type_id = l.leave_type_id
  JOIN leave_types t ON t.id = l.leave_type_id
  WHERE l.kind = 'accrual'
    AND l.amount <> ${dueSql('l.period_start')}
    AND NOT EXISTS (SELECT 1 FROM leave_ledger c WHERE c.kind = 'accrual_correction' AND c.user_id = l.user_id AND c.leave_type_id = l.leave_type_id AND c.period_start = l.period_start)
  ORDER BY l.period_start, l.leave_type_id`;

const days = (n: number) => `${n} day${n === 1 ? '' : 's'}`;

@Injectable()
export class LeaveAccrualService {
  private readonly timezone: string;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly clock: BusinessClock,
    private readonly audit: AuditService,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.timezone = config.appTimezone;
  }

  /**
   * Runs accrual for every active agent, or only for `userId` ("Add Missing Balances", which also corrects that
   * agent's credits that differ from what is due by new entries); answers how many credits and corrections it made.
   */
  async run(userId: number | null = null): Promise<number> {
    return this.dataSource.transaction(async (manager) => {
      await lockForTransaction(manager, ADVISORY_LOCKS.leaveAccrual);
      const today = this.clock.today();
      const actor = currentActor()?.userId ?? null;
      const users: { id: number }[] = await manager.query(`SELECT id FROM users WHERE role = 'agent' AND is_active AND ($1::int IS NULL OR id = $1)`, [userId]);
      const pairs = [this.timezone, today, users.map((user) => user.id)];
      const [{ credits }] = await manager.query(ACCRUE, [...pairs, this.clock.now(), actor]);
      const corrections = userId === null ? 0 : await this.correct(manager, userId, pairs);
      if (credits + corrections > 0) {
        await this.audit.record(manager, {
          entity: 'leave_accrual',
          entityId: userId ?? 'all',
          action: userId === null ? 'run_accrual' : 'fix_missing_balances',
          facts: { credits, corrections, through: today },
        });
      }
      return (credits as number) + corrections;
    });
  }

  /** One `accrual_correction` entry per miscredited period of the user: what is due minus what was credited. */
  private async correct(manager: EntityManager, userId: number, pairs: unknown[]): Promise<number> {
    const rows: { leave_type_id: number; period: string; unit: string; credited: number; due: number }[] = await manager.query(MISCREDITED, pairs);
    for (const row of rows) {
      const period = row.unit === 'year' ? row.period.slice(0, 4) : row.period.slice(0, 7);
      await manager.insert(LeaveLedgerEntry, {
        userId,
        leaveTypeId: row.leave_type_id,
        kind: 'accrual_correction',
        amount: Math.round((row.due - row.credited) * 100) / 100,
        periodStart: row.period,
        leaveRequestId: null,
        reason: `Accrual for ${period} corrected: ${days(row.due)} due, ${days(row.credited)} credited`,
        createdBy: currentActor()?.userId ?? null,
        createdAt: this.clock.now(),
      });
    }
    return rows.length;
  }
}
