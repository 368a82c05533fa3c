import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { ListRequest } from '../../common/http/list-query.js';
import { BusinessClock } from '../../common/time/business-clock.js';
import { API_KEY_NAME_SQL, apiKeyActorName } from '../../common/security/api-key-principal.js';
import { auditListCondition, type AuditSortField } from './audit-list.js';
import type { AuditEntryDto } from './dto/audit-entry.dto.js';
import type { AuditListFilterDto } from './dto/audit-list-filter.dto.js';

/** Reads the audit trail for admins, newest first unless asked otherwise. */
@Injectable()
export class AuditListService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly clock: BusinessClock,
  ) {}

  async list(request: ListRequest<AuditSortField, AuditListFilterDto>): Promise<{ items: AuditEntryDto[]; total: number }> {
    const { where, params } = auditListCondition(request.filter, (day) => this.clock.startOfDay(day));
    const [{ total }] = await this.dataSource.query(`SELECT count(*)::int AS total FROM audit_log a ${where}`, params);
    const page = request.page ? `LIMIT ${request.page.take} OFFSET ${request.page.skip}` : '';
    type Row = { id: string; at: Date; actor_id: number | null; actor_name: string | null; actor_key_id: number | null; actor_key_name: string | null };
    const rows: Array<Row & Omit<AuditEntryDto, 'id' | 'at' | 'actor'>> =
      await this.dataSource.query(
        `SELECT a.id, a.at, a.actor_id, u.name AS actor_name, a.actor_key_id, ${API_KEY_NAME_SQL('a.actor_key_id')} AS actor_key_name,
           a.actor_ip, a.entity, a.entity_id, a.action, a.changes, a.reason
         FROM audit_log a LEFT JOIN users u ON u.id = a.actor_id
         ${where}
         ORDER BY a.${request.sort.field} ${request.sort.order}, a.id ${request.sort.order}
         ${page}`,
        params,
      );
    const items = rows.map(({ id, at, actor_id, actor_name, actor_key_id, actor_key_name, ...row }) => ({
      id: Number(id),
      at: at.toISOString(),
      actor:
        actor_key_id !== null
          ? { id: actor_key_id, name: apiKeyActorName({ id: actor_key_id, name: actor_key_name ?? '' }) }
          : actor_id === null
            ? null
            : { id: actor_id, name: actor_name ?? '' },
      ...row,
    }));
    return { items, total };
  }
}
