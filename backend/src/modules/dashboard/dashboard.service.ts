import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { SessionUser } from '../../common/security/session-user.js';
import { BusinessClock } from '../../common/time/business-clock.js';
import { customerStatusTotals } from '../customers/customer-counts.js';
import { CustomerVisibility, type CustomerScope } from '../customers/customer-visibility.service.js';
import type { DashboardStatsDto } from './dto/dashboard.dto.js';

interface StatsRow {
  leadCycleIds: number[];
  total: number;
  overdue: number;
  partial: number;
  paid: number;
  agents: number;
}

@Injectable()
export class DashboardService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly clock: BusinessClock,
    private readonly visibility: CustomerVisibility,
  ) {}

  /** Counts over the given lead cycles, or over the cycles overlapping the current business month. */
  async stats(user: SessionUser, leadCycleIds: number[] | undefined): Promise<DashboardStatsDto> {
    const [row]: StatsRow[] = await this.dataSource.query(...this.statsQuery(await this.visibility.scopeFor(user), leadCycleIds));
    return {
      totalCustomers: row.total,
      activeAgents: row.agents,
      customerStatusCounts: { overdue: row.overdue, partialPaid: row.partial, paid: row.paid },
      leadCycleIds: row.leadCycleIds,
    };
  }

  /**
   * The one statement behind `stats` (also what `npm run bench` runs directly): the cycles, their customer counts
   * summed from customer_counts (exact per cycle, group and status; see the CustomerCountsAndNameSearch migration)
   * and the active agents, in one round trip.
   */
  statsQuery(scope: CustomerScope | null, leadCycleIds: number[] | undefined): [string, unknown[]] {
    const chosen = Boolean(leadCycleIds?.length);
    const cycles = chosen
      ? 'SELECT :chosenCycles::int[] AS ids'
      : `SELECT coalesce(array_agg(id ORDER BY id), '{}') AS ids FROM lead_cycles
         WHERE lead_cycle_start_date <= :monthEnd AND lead_cycle_end_date >= :monthStart`;
    const sql = `WITH cycles AS (${cycles})
      SELECT cycles.ids AS "leadCycleIds", totals.customers AS total, totals.overdue, totals.partially_paid AS partial, totals.paid,
        (SELECT count(*)::int FROM users WHERE role = 'agent' AND is_active) AS agents
      FROM cycles
      CROSS JOIN LATERAL (${customerStatusTotals(`counts.lead_cycle_id = ANY(cycles.ids)${scope ? ` AND ${scope.condition('counts')}` : ''}`)}) totals`;
    const month = chosen ? undefined : this.clock.month();
    const params = { chosenCycles: [...new Set(leadCycleIds)], monthStart: month?.start, monthEnd: month?.end, ...scope?.params };
    return this.dataSource.driver.escapeQueryWithParameters(sql, params);
  }
}
