import type { SelectQueryBuilder } from 'typeorm';
import type { ListRequest } from '../../common/http/list-query.js';
import { containsPattern } from '../../common/like-pattern.js';
import type { SessionUser } from '../../common/security/session-user.js';
import type { LeaveRequestListFilterDto, LeaveRequestQueryDto } from './dto/leave-request.dto.js';
import type { LeaveRequest } from './entities/leave-request.entity.js';

/** The columns the list sorts by (each with an index on (column, id), so a page walks the index). */
export const LEAVE_REQUEST_SORT_FIELDS = ['start_date', 'end_date', 'created_at'] as const;
export type LeaveRequestSortField = (typeof LEAVE_REQUEST_SORT_FIELDS)[number];
export type LeaveRequestListRequest = ListRequest<LeaveRequestSortField, LeaveRequestListFilterDto>;

/** The spec's own parameters read as the list's filter keys; the filter's keys win where both are given. */
export function mergeSpecParameters(query: LeaveRequestQueryDto, filter: LeaveRequestListFilterDto): LeaveRequestListFilterDto {
  return { ...filter, from: filter.from ?? query.start_date, to: filter.to ?? query.end_date, status: filter.status ?? query.status };
}

/**
 * Narrows a query over `r` (leave_requests) to what the viewer may see and the filter asks for. The search needs the
 * requester joined as `user`; the leave type is matched by a subquery so a count need not join it.
 */
export function whereLeaveRequests(builder: SelectQueryBuilder<LeaveRequest>, viewer: SessionUser, filter: LeaveRequestListFilterDto): SelectQueryBuilder<LeaveRequest> {
  if (viewer.role !== 'admin') builder.andWhere('r.user_id = :me', { me: viewer.id });
  if (filter.id) builder.andWhere('r.id = ANY (:ids)', { ids: filter.id });
  if (filter.type) builder.andWhere('r.leave_type_id IN (SELECT lt.id FROM leave_types lt WHERE lt.code = :type)', { type: filter.type });
  if (filter.status) builder.andWhere('r.status = :status', { status: filter.status });
  if (filter.from) builder.andWhere('r.end_date >= :from', { from: filter.from });
  if (filter.to) builder.andWhere('r.start_date <= :to', { to: filter.to });
  const search = searchOf(filter);
  if (search) {
    const byId = /^\d{1,9}$/.test(search) ? 'r.user_id = :searchId OR ' : '';
    builder.andWhere(`(${byId}user.name ILIKE :pattern OR user.email ILIKE :pattern)`, { searchId: Number(search), pattern: containsPattern(search) });
  }
  return builder;
}

export const searchOf = (filter: LeaveRequestListFilterDto): string => filter.q?.trim() ?? '';
