import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, IsNull, type EntityManager } from 'typeorm';
import { BusinessClock } from '../../common/time/business-clock.js';
import { uniqueAs } from '../../database/postgres-errors.js';
import { AuditService } from '../audit/audit.service.js';
import type { CreateLeaveTypeDto, UpdateLeaveTypeDto } from './dto/leave-type.dto.js';
import { LeaveType } from './entities/leave-type.entity.js';
import { LeaveErrors } from './leave.errors.js';

const CODE_TAKEN = 'A leave type with this code already exists';

/** Leave types: live ones are listed and accrue; deleting archives (requests and ledger entries keep their type). */
@Injectable()
export class LeaveTypesService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly clock: BusinessClock,
    private readonly audit: AuditService,
  ) {}

  list(): Promise<LeaveType[]> {
    return this.dataSource.getRepository(LeaveType).find({ where: { deletedAt: IsNull() }, order: { name: 'ASC', id: 'ASC' } });
  }

  /** The live type with this code (case-insensitive), or null. */
  findLiveByCode(manager: EntityManager, code: string): Promise<LeaveType | null> {
    return manager.findOneBy(LeaveType, { code: code.trim().toUpperCase(), deletedAt: IsNull() });
  }

  /** The live type with this id, or null. */
  findLive(manager: EntityManager, id: number): Promise<LeaveType | null> {
    return manager.findOneBy(LeaveType, { id, deletedAt: IsNull() });
  }

  async create(dto: CreateLeaveTypeDto): Promise<LeaveType> {
    const now = this.clock.now();
    return uniqueAs('code', CODE_TAKEN, () =>
      this.dataSource.transaction(async (manager) => {
        const type = await manager.save(LeaveType, {
          name: dto.name,
          code: dto.code,
          accrualRate: dto.accrual_rate,
          accrualUnit: dto.accrual_unit,
          maxPerAccrualUnit: dto.max_per_accrual_unit,
          description: dto.description?.trim() || null,
          countsNonWorkingDays: dto.counts_non_working_days ?? false,
          createdAt: now,
          updatedAt: now,
          deletedAt: null,
        });
        await this.audit.record(manager, { entity: 'leave_type', entityId: type.id, action: 'create', after: type });
        return type;
      }),
    );
  }

  async update(id: number, dto: UpdateLeaveTypeDto): Promise<LeaveType> {
    return uniqueAs('code', CODE_TAKEN, () =>
      this.dataSource.transaction(async (manager) => {
        const before = await this.lockLive(manager, id);
        if (dto.accrual_unit !== undefined && dto.accrual_unit !== before.accrualUnit) {
          const [{ accrued }] = await manager.query(`SELECT EXISTS (SELECT 1 FROM leave_ledger WHERE leave_type_id = $1 AND kind = 'accrual') AS accrued`, [id]);
          if (accrued) throw LeaveErrors.unitLocked();
        }
        const after: LeaveType = {
          ...before,
          ...(dto.name !== undefined && { name: dto.name }),
          ...(dto.code !== undefined && { code: dto.code }),
          ...(dto.accrual_rate !== undefined && { accrualRate: dto.accrual_rate }),
          ...(dto.accrual_unit !== undefined && { accrualUnit: dto.accrual_unit }),
          ...(dto.max_per_accrual_unit !== undefined && { maxPerAccrualUnit: dto.max_per_accrual_unit }),
          ...(dto.description !== undefined && { description: dto.description?.trim() || null }),
          ...(dto.counts_non_working_days !== undefined && { countsNonWorkingDays: dto.counts_non_working_days }),
          updatedAt: this.clock.now(),
        };
        await manager.save(LeaveType, after);
        await this.audit.record(manager, { entity: 'leave_type', entityId: id, action: 'update', before, after });
        return after;
      }),
    );
  }

  /** Archives the type; refused while requests of it are pending (they could no longer be decided sensibly). */
  async remove(id: number): Promise<LeaveType> {
    return this.dataSource.transaction(async (manager) => {
      const type = await this.lockLive(manager, id);
      const [{ pending }] = await manager.query(`SELECT count(*)::int AS pending FROM leave_requests WHERE leave_type_id = $1 AND status = 'pending'`, [id]);
      if (pending > 0) throw LeaveErrors.typeHasPending(pending);
      const deletedAt = this.clock.now();
      await manager.update(LeaveType, { id }, { deletedAt });
      await this.audit.record(manager, { entity: 'leave_type', entityId: id, action: 'delete', before: type });
      return { ...type, deletedAt };
    });
  }

  private async lockLive(manager: EntityManager, id: number): Promise<LeaveType> {
    const type = await manager.findOne(LeaveType, { where: { id, deletedAt: IsNull() }, lock: { mode: 'pessimistic_write' } });
    if (!type) throw LeaveErrors.leaveTypeNotFound(id);
    return type;
  }
}
