import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AccrualResult,
  Holiday,
  HolidayInput,
  LeaveAdjustmentInput,
  LeaveBalance,
  LeaveDecision,
  LeaveRequest,
  LeaveRequestInput,
  LeaveRequestStatus,
  LeaveType,
  LeaveTypeInput,
  LedgerEntry,
  WeeklyOffsInput,
  WeeklyOffsResult,
} from '../../api/types';
import { useApi, useApiPage } from '../../providers/useApi';
import { postOnce, useSubmissionKeys } from '../../providers/idempotency';

/** Every leave query starts with 'leave', so a change can refresh all that it may touch at once. */
const leaveKeys = {
  all: ['leave'] as const,
  types: ['leave', 'types'] as const,
  holidays: ['leave', 'holidays'] as const,
  requests: ['leave', 'requests'] as const,
  balance: (userId: number) => ['leave', 'balance', userId] as const,
};

export function useLeaveTypes() {
  const api = useApi();
  return useQuery({ queryKey: leaveKeys.types, queryFn: () => api<LeaveType[]>('/leave/leave-types') });
}

/** GET /api/leave/holiday-policies: every holiday, by date. */
export function useHolidays() {
  const api = useApi();
  return useQuery({ queryKey: leaveKeys.holidays, queryFn: () => api<Holiday[]>('/leave/holiday-policies') });
}

/** GET /api/leave/leave-requests: the caller's requests (an admin's: everyone's), newest start first; optionally one status. */
export function useLeaveRequests(status?: LeaveRequestStatus) {
  const api = useApi();
  return useQuery({
    queryKey: [...leaveKeys.requests, status ?? 'any'],
    queryFn: () => api<LeaveRequest[]>(`/leave/leave-requests${status ? `?status=${status}` : ''}`),
  });
}

/** The keys `filter` takes on GET /api/leave/leave-requests (q: name, email or user id; from–to: days the leave touches). */
export interface LeaveRequestListFilter {
  q?: string;
  type?: string;
  status?: LeaveRequestStatus;
  from?: string;
  to?: string;
}

export interface LeaveRequestPageQuery {
  filter: LeaveRequestListFilter;
  sort: { field: 'start_date' | 'end_date' | 'created_at'; order: 'ASC' | 'DESC' };
  /** 1-based. */
  page: number;
  perPage: number;
}

/** One page of GET /api/leave/leave-requests, filtered, sorted and paged by the server; the total from Content-Range. */
export function useLeaveRequestPage({ filter, sort, page, perPage }: LeaveRequestPageQuery) {
  const apiPage = useApiPage();
  const start = (page - 1) * perPage;
  const params = new URLSearchParams({
    filter: JSON.stringify(filter),
    sort: JSON.stringify([sort.field, sort.order]),
    range: JSON.stringify([start, start + perPage - 1]),
  });
  return useQuery({
    queryKey: [...leaveKeys.requests, 'page', filter, sort, page, perPage],
    queryFn: () => apiPage<LeaveRequest>(`/leave/leave-requests?${params.toString()}`),
    placeholderData: keepPreviousData,
  });
}

export function useLeaveBalance(userId: number | undefined) {
  const api = useApi();
  return useQuery({
    queryKey: leaveKeys.balance(userId ?? 0),
    queryFn: () => api<LeaveBalance>(`/leave/leave-balances/${userId}`),
    enabled: userId !== undefined,
  });
}

/** A leave command: on success every leave query is refetched (balances, requests and lists move together). */
function useLeaveCommand<Input, Output>(call: (api: ReturnType<typeof useApi>, input: Input) => Promise<Output>) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Input) => call(api, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: leaveKeys.all }),
  });
}

export function useApplyLeave() {
  const keys = useSubmissionKeys();
  return useLeaveCommand((api, body: LeaveRequestInput) => postOnce<LeaveRequest>(api, '/leave/leave-requests', body, keys));
}
export const useWithdrawLeave = () =>
  useLeaveCommand((api, id: number) => api<LeaveRequest>(`/leave/leave-requests/${id}/withdraw`, { method: 'PATCH' }));
export const useAdminWithdrawLeave = () =>
  useLeaveCommand((api, { id, action }: { id: number; action: 'cancel' | 'withdraw' }) =>
    api<LeaveRequest>(`/leave/leave-requests/${id}/admin-withdraw`, { method: 'PATCH', body: { action } }),
  );
export const useDecideLeave = () =>
  useLeaveCommand((api, { id, ...body }: LeaveDecision & { id: number }) =>
    api<LeaveRequest>(`/leave/leave-requests/${id}/status`, { method: 'PATCH', body }),
  );

export const useSaveLeaveType = () =>
  useLeaveCommand((api, { id, ...body }: LeaveTypeInput & { id?: number }) =>
    api<LeaveType>(id ? `/leave/leave-types/${id}` : '/leave/leave-types', { method: id ? 'PUT' : 'POST', body }),
  );
export const useDeleteLeaveType = () => useLeaveCommand((api, id: number) => api<LeaveType>(`/leave/leave-types/${id}`, { method: 'DELETE' }));
export const useRunAccrual = () => useLeaveCommand((api, _: void) => api<AccrualResult>('/leave/run-monthly-accrual', { method: 'POST' }));
export const useFixMissingBalances = () =>
  useLeaveCommand((api, email: string) => api<AccrualResult>('/leave/fix-missing-balances', { method: 'POST', body: { email } }));

export const useSaveHoliday = () =>
  useLeaveCommand((api, { id, ...body }: HolidayInput & { id?: number }) =>
    api<Holiday>(id ? `/leave/holiday-policies/${id}` : '/leave/holiday-policies', { method: id ? 'PUT' : 'POST', body }),
  );
export const useDeleteHoliday = () => useLeaveCommand((api, id: number) => api<Holiday>(`/leave/holiday-policies/${id}`, { method: 'DELETE' }));
export const useAddWeeklyOffs = () =>
  useLeaveCommand((api, body: WeeklyOffsInput) => api<WeeklyOffsResult>('/leave/holiday-policies/weekly-offs', { method: 'POST', body }));

export const useAdjustBalance = () =>
  useLeaveCommand((api, { userId, ...body }: LeaveAdjustmentInput & { userId: number }) =>
    api<LedgerEntry>(`/leave/leave-balances/${userId}/adjustments`, { method: 'POST', body }),
  );
