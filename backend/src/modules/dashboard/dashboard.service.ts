import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { SessionUser } from '../../common/security/session-user.js';
import { businessMonth } from '../../common/time/business-date.js';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { CustomerVisibility } from '../customers/customer-visibility.service.js';
import type { DashboardStatsDto } from './dto/dashboard.dto.js';

@Injectable()
export class DashboardService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly visibility: CustomerVisibility,
  ) {}

  /** Counts over the given lead cycles, or over the cycles overlapping the current business month. */
  async stats(user: SessionUser, leadCycleIds: number[] | undefined): Promise<DashboardStatsDto> {
    const cycles = leadCycleIds?.length ? [...new Set(leadCycleIds)] : await this.currentMonthCycles();
    // customer_counts holds exact per-(cycle, group, status) counts; see the CustomerCountsAndNameSearch migration.
    const query = this.dataSource
      .createQueryBuilder()
      .from('customer_counts', 'counts')
      .select('coalesce(sum(counts.n), 0)::int', 'total')
      .addSelect(`coalesce(sum(counts.n) FILTER (WHERE counts.status = 'overdue'), 0)::int`, 'overdue')
      .addSelect(`coalesce(sum(counts.n) FILTER (WHERE counts.status = 'partially_paid'), 0)::int`, 'partial')
      .addSelect(`coalesce(sum(counts.n) FILTER (WHERE counts.status = 'paid'), 0)::int`, 'paid')
      .where('counts.lead_cycle_id = ANY(:cycles)', { cycles: cycles.length ? cycles : [0] });
    const scope = await this.visibility.scopeFor(user);
    if (scope) query.andWhere(scope.condition('counts'), scope.params);

    const [counts, [{ agents }]] = await Promise.all([
      query.getRawOne<{ total: number; overdue: number; partial: number; paid: number }>(),
      this.dataSource.query(`SELECT count(*)::int AS agents FROM users WHERE role = 'agent' AND is_active`),
    ]);
    return {
      totalCustomers: counts?.total ?? 0,
      activeAgents: agents,
      customerStatusCounts: { overdue: counts?.overdue ?? 0, partialPaid: counts?.partial ?? 0, paid: counts?.paid ?? 0 },
      leadCycleIds: cycles,
    };
  }

  private async currentMonthCycles(): Promise<number[]> {
    const month = businessMonth(this.config.appTimezone);
    const rows: { id: number }[] = await this.dataSource.query(
      'SELECT id FROM lead_cycles WHERE lead_cycle_start_date <= $2 AND lead_cycle_end_date >= $1 ORDER BY id',
      [month.start, month.end],
    );
    return rows.map((row) => row.id);
  }
}
