import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager, SelectQueryBuilder } from 'typeorm';
import { uniqueAs } from '../../database/postgres-errors.js';
import { DIALER, DialerError, type Dialer } from '../../integrations/dialer/dialer.port.js';
import type {
  CreateDispositionListDto,
  CreateDispositionStatusDto,
  UpdateDispositionListDto,
  UpdateDispositionStatusDto,
} from './dto/disposition.dto.js';
import { DispositionList, type Enablement } from './entities/disposition-list.entity.js';
import { DispositionStatus } from './entities/disposition-status.entity.js';
import { CODE_TAKEN, DispositionErrors, LIST_TAKEN } from './dispositions.errors.js';
import { AuditService } from '../audit/audit.service.js';

/** What the dialer sync stores about the copy it pushed. */
export interface ProviderCopy {
  providerId: string;
  providerHash: string;
}


@Injectable()
export class DispositionsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(DIALER) private readonly dialer: Dialer,
    private readonly audit: AuditService,
  ) {}

  async lists(): Promise<{ list: DispositionList; count: number }[]> {
    const { entities, raw } = await this.dataSource
      .getRepository(DispositionList)
      .createQueryBuilder('list')
      .addSelect('(SELECT count(*) FROM disposition_statuses s WHERE s.disposition_list_id = list.id)::int', 'status_count')
      .orderBy('list.createdAt', 'ASC')
      .addOrderBy('list.id', 'ASC')
      .getRawAndEntities<{ status_count: number }>();
    return entities.map((list, i) => ({ list, count: raw[i].status_count }));
  }

  createList(dto: CreateDispositionListDto): Promise<DispositionList> {
    return this.audited('disposition_list', 'create', null, (manager) =>
      uniqueAs('name', LIST_TAKEN, () => manager.save(manager.create(DispositionList, { name: dto.name, description: dto.description?.trim() || null, status: dto.status ?? 'enabled' }))),
    );
  }

  async updateList(id: number, dto: UpdateDispositionListDto): Promise<DispositionList> {
    const list = await this.getList(id);
    const before = { ...list };
    if (dto.name !== undefined) list.name = dto.name;
    if (dto.description !== undefined) list.description = dto.description?.trim() || null;
    if (dto.status !== undefined) list.status = dto.status;
    return this.audited('disposition_list', 'update', before, (manager) => uniqueAs('name', LIST_TAKEN, () => manager.save(list)));
  }

  setListStatus(id: number, status: Enablement): Promise<DispositionList> {
    return this.updateList(id, { status });
  }

  /** Deletes the list and its statuses together (the foreign key cascades inside the same statement); refused while feedback names one. */
  async removeList(id: number): Promise<{ list: DispositionList; statuses: DispositionStatus[] }> {
    return this.dataSource.transaction(async (manager) => {
      const list = await manager.findOne(DispositionList, { where: { id }, lock: { mode: 'pessimistic_write' } });
      if (!list) throw DispositionErrors.listNotFound(id);
      const statuses = await manager.find(DispositionStatus, { where: { listId: id }, lock: { mode: 'pessimistic_write' } });
      await refuseIfInUse(manager, 'list', statuses.map((status) => status.id));
      if (list.providerId) await deleteAtDialer(() => this.dialer.deleteDispositionList(list.providerId as string));
      await manager.delete(DispositionList, { id });
      await this.audit.record(manager, { entity: 'disposition_list', entityId: id, action: 'delete', before: list, facts: { statuses_deleted: statuses.map((status) => status.code) } });
      return { list, statuses };
    });
  }

  statuses(listId?: number): Promise<DispositionStatus[]> {
    return this.dataSource.getRepository(DispositionStatus).find({
      where: listId === undefined ? {} : { listId },
      order: { listId: 'ASC', name: 'ASC', id: 'ASC' },
    });
  }

  /** Enabled statuses of enabled lists: what the feedback form offers and what feedback may name. */
  activeStatusesQuery(manager: EntityManager = this.dataSource.manager): SelectQueryBuilder<DispositionStatus> {
    return manager
      .getRepository(DispositionStatus)
      .createQueryBuilder('status')
      .innerJoin('status.list', 'list', `list.status = 'enabled'`)
      .where(`status.status = 'enabled'`);
  }

  activeStatuses(): Promise<DispositionStatus[]> {
    return this.activeStatusesQuery().orderBy('status.contactType', 'ASC').addOrderBy('status.name', 'ASC').getMany();
  }

  countStatuses(listId: number): Promise<number> {
    return this.dataSource.getRepository(DispositionStatus).countBy({ listId });
  }

  async createStatus(dto: CreateDispositionStatusDto): Promise<DispositionStatus> {
    await this.getList(dto.disposition_list_id);
    return this.audited('disposition_status', 'create', null, (manager) => uniqueAs('code', CODE_TAKEN, () =>
      manager.save(
        manager.create(DispositionStatus, {
          listId: dto.disposition_list_id,
          name: dto.name,
          code: dto.code,
          contactType: dto.contact_type ?? 'RPC',
          status: dto.status ?? 'enabled',
          isDefault: dto.is_default_disposition ?? false,
          nextDateTimeNeeded: dto.next_date_time_needed ?? false,
          isPromise: dto.is_promise ?? false,
          nextCallDuration: dto.disposition_next_call_duration === undefined ? 30 : dto.disposition_next_call_duration,
        }),
      ),
    ));
  }

  async updateStatus(id: number, dto: UpdateDispositionStatusDto): Promise<DispositionStatus> {
    const status = await this.getStatus(id);
    const before = { ...status };
    if (dto.disposition_list_id !== undefined) {
      await this.getList(dto.disposition_list_id);
      status.listId = dto.disposition_list_id;
    }
    if (dto.name !== undefined) status.name = dto.name;
    if (dto.code !== undefined) status.code = dto.code;
    if (dto.contact_type !== undefined) status.contactType = dto.contact_type;
    if (dto.status !== undefined) status.status = dto.status;
    if (dto.is_default_disposition !== undefined) status.isDefault = dto.is_default_disposition;
    if (dto.next_date_time_needed !== undefined) status.nextDateTimeNeeded = dto.next_date_time_needed;
    if (dto.is_promise !== undefined) status.isPromise = dto.is_promise;
    if (dto.disposition_next_call_duration !== undefined) status.nextCallDuration = dto.disposition_next_call_duration;
    return this.audited('disposition_status', 'update', before, (manager) => uniqueAs('code', CODE_TAKEN, () => manager.save(status)));
  }

  setStatusEnablement(id: number, status: Enablement): Promise<DispositionStatus> {
    return this.updateStatus(id, { status });
  }

  async removeStatus(id: number): Promise<DispositionStatus> {
    return this.dataSource.transaction(async (manager) => {
      const status = await manager.findOne(DispositionStatus, { where: { id }, lock: { mode: 'pessimistic_write' } });
      if (!status) throw DispositionErrors.statusNotFound(id);
      await refuseIfInUse(manager, 'status', [id]);
      if (status.providerId) await deleteAtDialer(() => this.dialer.deleteDispositionStatus(status.providerId as string));
      await manager.delete(DispositionStatus, { id });
      await this.audit.record(manager, { entity: 'disposition_status', entityId: id, action: 'delete', before: status });
      return status;
    });
  }

  /** Every list with its statuses, oldest first (what the dialer sync pushes). */
  listsWithStatuses(): Promise<DispositionList[]> {
    return this.dataSource.getRepository(DispositionList).find({ relations: { statuses: true }, order: { id: 'ASC' } });
  }

  /** Remembers the dialer's id for a list and the fingerprint of what was pushed. */
  async recordListPushed(id: number, pushed: ProviderCopy): Promise<void> {
    await this.dataSource.getRepository(DispositionList).update({ id }, pushed);
  }

  /** Remembers the dialer's id for a status and the fingerprint of what was pushed. */
  async recordStatusPushed(id: number, pushed: ProviderCopy): Promise<void> {
    await this.dataSource.getRepository(DispositionStatus).update({ id }, pushed);
  }

  /** Saves a list or status and its audit row together (enable/disable is an update of `status`). */
  private audited<T extends DispositionList | DispositionStatus>(
    entity: 'disposition_list' | 'disposition_status',
    action: 'create' | 'update',
    before: object | null,
    save: (manager: EntityManager) => Promise<T>,
  ): Promise<T> {
    return this.dataSource.transaction(async (manager) => {
      const saved = await save(manager);
      const { statuses: _statuses, list: _list, ...after } = saved as Partial<DispositionList & DispositionStatus>;
      await this.audit.record(manager, { entity, entityId: saved.id, action, before, after });
      return saved;
    });
  }

  private async getList(id: number): Promise<DispositionList> {
    const list = await this.dataSource.getRepository(DispositionList).findOneBy({ id });
    if (!list) throw DispositionErrors.listNotFound(id);
    return list;
  }

  private async getStatus(id: number): Promise<DispositionStatus> {
    const status = await this.dataSource.getRepository(DispositionStatus).findOneBy({ id });
    if (!status) throw DispositionErrors.statusNotFound(id);
    return status;
  }
}

/**
 * Refuses to delete statuses that feedback names. Called with the statuses locked FOR UPDATE, which a feedback insert
 * (its foreign key takes KEY SHARE) waits for, so no entry can arrive between the count and the delete.
 */
async function refuseIfInUse(manager: EntityManager, what: 'list' | 'status', statusIds: number[]): Promise<void> {
  if (statusIds.length === 0) return;
  const [{ count }] = await manager.query('SELECT count(*)::int AS count FROM feedback WHERE disposition_status_id = ANY($1::int[])', [statusIds]);
  if (count > 0) throw DispositionErrors.inUse(what, count);
}

/**
 * Deleting in the CRM deletes at the dialer too (the confirmation says so). The dialer goes first, inside the
 * CRM's transaction: if it refuses, nothing is deleted anywhere; an item already gone there is not an error.
 */
async function deleteAtDialer(remove: () => Promise<void>): Promise<void> {
  try {
    await remove();
  } catch (error) {
    if (error instanceof DialerError && error.code === 'NOT_FOUND') return;
    const reason = error instanceof DialerError ? error.message : 'the dialer did not answer';
    throw DispositionErrors.dialerRefusedDelete(reason, error);
  }
}
