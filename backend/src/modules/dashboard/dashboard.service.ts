import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { SessionUser } from '../../common/security/session-user.js';
import { BusinessClock } from '../../common/time/business-clock.js';
import { customerStatusTotals } from '../customers/customer-counts.js';
import { CustomerVisibility, type CustomerScope } from '../customers/customer-visibility.service.js';
import type { AgentPromiseCountsDto, DashboardStatsDto, PromiseCountsDto } from './dto/dashboard.dto.js';

interface StatsRow {
  leadCycleIds: number[];
  total: number;
  overdue: number;
  partial: number;
  paid: number;
  agents: number;
}

interface PromiseRow {
  agent_id: number | null;
  agent_name: string | null;
  made: number;
  kept: number;
  decided: number;
}

const promiseCounts = (rows: Pick<PromiseRow, 'made' | 'kept' | 'decided'>[]): PromiseCountsDto => {
  const made = rows.reduce((sum, row) => sum + row.made, 0);
  const kept = rows.reduce((sum, row) => sum + row.kept, 0);
  const decided = rows.reduce((sum, row) => sum + row.decided, 0);
  return { made, kept, keptRate: decided ? kept / decided : null };
};

@Injectable()
export class DashboardService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly clock: BusinessClock,
    private readonly visibility: CustomerVisibility,
  ) {}

  /** Counts over the given lead cycles, or over the cycles overlapping the current business month. */
  async stats(user: SessionUser, leadCycleIds: number[] | undefined): Promise<DashboardStatsDto> {
    const scope = await this.visibility.scopeFor(user);
    const [row]: StatsRow[] = await this.dataSource.query(...this.statsQuery(scope, leadCycleIds));
    const promiseRows = await this.promisesByAgent(scope, row.leadCycleIds);
    return {
      totalCustomers: row.total,
      activeAgents: row.agents,
      customerStatusCounts: { overdue: row.overdue, partialPaid: row.partial, paid: row.paid },
      leadCycleIds: row.leadCycleIds,
      promises: promiseCounts(promiseRows),
      ...(user.role === 'admin' ? { promisesByAgent: promiseRows.map(toAgentCounts) } : {}),
    };
  }

  /**
   * Promises to pay on the visible customers of the counted cycles, per agent who took them, most made first. The
   * promise keeps its customer's cycle, so the whole floor's counts come from IDX_promises_cycle_agent alone; only a
   * viewer limited to some groups joins the customers.
   */
  private promisesByAgent(scope: CustomerScope | null, leadCycleIds: number[]): Promise<PromiseRow[]> {
    const sql = `SELECT p.agent_id, u.name AS agent_name, count(*)::int AS made,
        count(*) FILTER (WHERE p.state IN ('kept', 'kept_late'))::int AS kept,
        count(*) FILTER (WHERE p.state IN ('kept', 'kept_late', 'broken'))::int AS decided
      FROM promises p${scope ? ' JOIN customers c ON c.id = p.customer_id' : ''} LEFT JOIN users u ON u.id = p.agent_id
      WHERE p.lead_cycle_id = ANY (:cycles::int[])${scope ? ` AND ${scope.condition('c')}` : ''}
      GROUP BY p.agent_id, u.name ORDER BY made DESC, u.name`;
    return this.dataSource.query(...this.dataSource.driver.escapeQueryWithParameters(sql, { cycles: leadCycleIds, ...scope?.params }));
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

const toAgentCounts = (row: PromiseRow): AgentPromiseCountsDto => ({
  agent: { id: row.agent_id, name: row.agent_name ?? 'Former user' },
  ...promiseCounts([row]),
});
