import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { SessionUser } from '../../common/security/session-user.js';
import { BusinessClock } from '../../common/time/business-clock.js';
import { customerStatusTotals } from '../customers/customer-counts.js';
import { promiseCountsByAgent, promiseMonthCountsByAgent } from '../promises/promise-counts.js';
import { CustomerVisibility, type CustomerScope } from '../customers/customer-visibility.service.js';
import type { AgentPromiseCountsDto, DashboardStatsDto, PromiseCountsDto } from './dto/dashboard.dto.js';

interface StatsRow {
  leadCycleIds: number[];
  total: number;
  overdue: number;
  partial: number;
  paid: number;
  agents: number;
  promiseRows: PromiseRow[];
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
    const [{ promiseRows, ...row }]: StatsRow[] = await this.dataSource.query(...this.statsQuery(scope, leadCycleIds));
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
   * The one statement behind `stats` (also what `npm run bench` runs directly): the cycles, their customer counts
   * summed from customer_counts (exact per cycle, group and status; see the CustomerCountsAndNameSearch migration),
   * the active agents, and the promises to pay per agent who took them, most made first, in one round trip. The
   * promises are those on the visible customers of the chosen cycles, summed from promise_counts (exact per cycle,
   * group, agent and state; PromiseGroupAndCounts); for the current month, those made and decided in the month on
   * the visible customers of any cycle, summed from promise_month_counts (PromiseMonthCounts), so a month in which
   * no cycle runs still shows its promises.
   */
  statsQuery(scope: CustomerScope | null, leadCycleIds: number[] | undefined): [string, unknown[]] {
    const chosen = Boolean(leadCycleIds?.length);
    const cycles = chosen
      ? 'SELECT :chosenCycles::int[] AS ids'
      : `SELECT coalesce(array_agg(id ORDER BY id), '{}') AS ids FROM lead_cycles
         WHERE lead_cycle_start_date <= :monthEnd AND lead_cycle_end_date >= :monthStart`;
    const counted = `counts.lead_cycle_id = ANY(cycles.ids)${scope ? ` AND ${scope.condition('counts')}` : ''}`;
    const promises = chosen ? promiseCountsByAgent(counted) : promiseMonthCountsByAgent(':monthStart::date', scope ? scope.condition('counts') : 'true');
    const sql = `WITH cycles AS (${cycles})
      SELECT cycles.ids AS "leadCycleIds", totals.customers AS total, totals.overdue, totals.partially_paid AS partial, totals.paid,
        (SELECT count(*)::int FROM users WHERE role = 'agent' AND is_active) AS agents,
        (SELECT coalesce(json_agg(json_build_object('agent_id', byAgent.agent_id, 'agent_name', u.name, 'made', byAgent.made, 'kept', byAgent.kept,
            'decided', byAgent.decided) ORDER BY byAgent.made DESC, u.name), '[]')
          FROM (${promises}) byAgent
          LEFT JOIN users u ON u.id = byAgent.agent_id) AS "promiseRows"
      FROM cycles
      CROSS JOIN LATERAL (${customerStatusTotals(counted)}) totals`;
    const month = chosen ? undefined : this.clock.month();
    const params = { chosenCycles: [...new Set(leadCycleIds)], monthStart: month?.start, monthEnd: month?.end, ...scope?.params };
    return this.dataSource.driver.escapeQueryWithParameters(sql, params);
  }
}

const toAgentCounts = (row: PromiseRow): AgentPromiseCountsDto => ({
  agent: { id: row.agent_id, name: row.agent_name ?? 'Former user' },
  ...promiseCounts([row]),
});
