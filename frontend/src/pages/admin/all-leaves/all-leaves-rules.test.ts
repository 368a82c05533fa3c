import { describe, expect, it } from 'vitest';
import type { LeaveRequest } from '../../../api/types';
import { NO_FILTER, filterLeaves, filterYears, sortLeaves } from './all-leaves-rules';

function leave(id: number, overrides: Partial<LeaveRequest> = {}): LeaveRequest {
  return {
    id, user_id: 10 + id, type: 'CL', leave_type_id: 1, leave_type_name: 'Casual Leave', status: 'pending', start_date: '2026-03-02', end_date: '2026-03-02',
    day_type: 'full', leave_count: 1, not_debited: [], version: 1, reason: 'r', rejectionReason: null, metadata: { day_type: 'full', approved_at: null, rejected_at: null, rejection_reason: null },
    decided_at: null, created_at: '2026-02-01T00:00:00Z', user: { name: `Agent ${id}`, email: `agent${id}@example.com` }, ...overrides,
  };
}

describe("all users' leaves", () => {
  const list = [
    leave(1, { user: { name: 'Priya Sharma', email: 'priya@example.com' } }),
    leave(2, { type: 'SL', status: 'approved', start_date: '2026-01-30', end_date: '2026-02-02', created_at: '2026-01-10T00:00:00Z' }),
    leave(3, { status: 'rejected', start_date: '2025-12-30', end_date: '2026-01-01', created_at: '2025-12-01T00:00:00Z' }),
  ];
  const ids = (rows: LeaveRequest[]) => rows.map((r) => r.id);

  it('filters by name, email or user id, type and status', () => {
    expect(ids(filterLeaves(list, { ...NO_FILTER, search: 'priya' }))).toEqual([1]);
    expect(ids(filterLeaves(list, { ...NO_FILTER, search: 'agent2@' }))).toEqual([2]);
    expect(ids(filterLeaves(list, { ...NO_FILTER, search: '13' }))).toEqual([3]);
    expect(ids(filterLeaves(list, { ...NO_FILTER, type: 'SL' }))).toEqual([2]);
    expect(ids(filterLeaves(list, { ...NO_FILTER, status: 'rejected' }))).toEqual([3]);
  });

  it('keeps a leave that crosses a month or year end in both', () => {
    expect(ids(filterLeaves(list, { ...NO_FILTER, month: 2, year: 2026 }))).toEqual([2]);
    expect(ids(filterLeaves(list, { ...NO_FILTER, month: 1, year: 2026 }))).toEqual([2, 3]);
    expect(ids(filterLeaves(list, { ...NO_FILTER, year: 2025 }))).toEqual([3]);
    expect(ids(filterLeaves(list, { ...NO_FILTER, month: 12 }))).toEqual([3]);
  });

  it('sorts by start or applied date either way', () => {
    expect(ids(sortLeaves(list, { field: 'start_date', order: 'asc' }))).toEqual([3, 2, 1]);
    expect(ids(sortLeaves(list, { field: 'start_date', order: 'desc' }))).toEqual([1, 2, 3]);
    expect(ids(sortLeaves(list, { field: 'created_at', order: 'desc' }))).toEqual([1, 2, 3]);
  });

  it('offers years from 2022', () => {
    expect(filterYears(2026)).toEqual([2022, 2023, 2024, 2025, 2026, 2027]);
  });
});
