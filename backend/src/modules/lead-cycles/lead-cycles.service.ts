import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import type { ListRequest } from '../../common/http/list-query.js';
import { BusinessClock } from '../../common/time/business-clock.js';
import type { CreateLeadCycleDto } from './dto/lead-cycle.dto.js';
import type { LeadCycleListFilterDto } from './dto/lead-cycle-list-filter.dto.js';
import { LeadCycle } from './entities/lead-cycle.entity.js';
import { LeadCycleErrors } from './lead-cycles.errors.js';
import { containsPattern } from '../../common/like-pattern.js';
import { AuditService } from '../audit/audit.service.js';

export const LEAD_CYCLE_SORT_FIELDS = ['name', 'lead_cycle_start_date', 'lead_cycle_end_date', 'created_at', 'id'] as const;
export type LeadCycleSortField = (typeof LEAD_CYCLE_SORT_FIELDS)[number];
const SORT_COLUMNS: Record<LeadCycleSortField, string> = {
  name: 'cycle.name',
  lead_cycle_start_date: 'cycle.startDate',
  lead_cycle_end_date: 'cycle.endDate',
  created_at: 'cycle.createdAt',
  id: 'cycle.id',
};

@Injectable()
export class LeadCyclesService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly clock: BusinessClock,
    private readonly audit: AuditService,
  ) {}

  async list(request: ListRequest<LeadCycleSortField, LeadCycleListFilterDto>): Promise<{ items: { cycle: LeadCycle; customers: number }[]; total: number }> {
    const query = this.dataSource
      .getRepository(LeadCycle)
      .createQueryBuilder('cycle')
      .addSelect('(SELECT count(*) FROM customers c WHERE c.lead_cycle_id = cycle.id)', 'customer_count');
    const search = request.filter.q?.trim();
    if (search) query.andWhere('(cycle.name ILIKE :q OR cycle.description ILIKE :q)', { q: containsPattern(search) });
    if (request.filter.id) query.andWhere('cycle.id IN (:...ids)', { ids: request.filter.id.length ? request.filter.id : [0] });
    query.orderBy(SORT_COLUMNS[request.sort.field], request.sort.order).addOrderBy('cycle.id', 'DESC');
    const total = await query.getCount();
    if (request.page) query.offset(request.page.skip).limit(request.page.take);
    const { entities, raw } = await query.getRawAndEntities<{ customer_count: string }>();
    return { items: entities.map((cycle, i) => ({ cycle, customers: Number(raw[i].customer_count) })), total };
  }

  async create(dto: CreateLeadCycleDto): Promise<LeadCycle> {
    if (dto.lead_cycle_end_date < dto.lead_cycle_start_date) throw LeadCycleErrors.endBeforeStart();
    const today = this.clock.today();
    if (today < dto.lead_cycle_start_date || today > dto.lead_cycle_end_date) throw LeadCycleErrors.dateOutsideCycle();
    return this.dataSource.transaction(async (manager) => {
      const cycle = await manager.save(LeadCycle, {
        name: dto.name,
        description: dto.description?.trim() || null,
        startDate: dto.lead_cycle_start_date,
        endDate: dto.lead_cycle_end_date,
      });
      await this.audit.record(manager, { entity: 'lead_cycle', entityId: cycle.id, action: 'create', after: cycle });
      return cycle;
    });
  }

  async assertExists(manager: EntityManager, id: number): Promise<void> {
    if (!(await manager.existsBy(LeadCycle, { id }))) throw LeadCycleErrors.notFound(id);
  }

  /** Every cycle, oldest first. */
  allByAge(): Promise<LeadCycle[]> {
    return this.dataSource.getRepository(LeadCycle).find({ order: { id: 'ASC' } });
  }

  /** Refused while customers belong to the cycle: deleting it would silently delete their history. */
  async remove(id: number): Promise<LeadCycle> {
    return this.dataSource.transaction(async (manager) => {
      const cycle = await manager.findOne(LeadCycle, { where: { id }, lock: { mode: 'pessimistic_write' } });
      if (!cycle) throw LeadCycleErrors.notFound(id);
      const [{ count }] = await manager.query('SELECT count(*)::int AS count FROM customers WHERE lead_cycle_id = $1', [id]);
      if (count > 0) throw LeadCycleErrors.stillHasCustomers(count);
      await manager.delete(LeadCycle, { id });
      await this.audit.record(manager, { entity: 'lead_cycle', entityId: id, action: 'delete', before: cycle });
      return cycle;
    });
  }
}
