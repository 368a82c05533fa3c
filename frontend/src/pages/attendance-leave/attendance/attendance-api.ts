import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { components } from '../../../api/schema';
import type { Holiday } from '../../../api/types';
import { useApi } from '../../../providers/useApi';
import { postOnce, useSubmissionKeys } from '../../../providers/idempotency';

type Schemas = components['schemas'];
export type AttendanceDay = Schemas['AttendanceDayDto'];
type TodayAttendance = Schemas['TodayAttendanceDto'];
export type PayrollCycle = Schemas['PayrollCycleDto'];
type AttendanceSummary = Schemas['AttendanceSummaryDto'];
type CheckInRequest = Schemas['CheckInDto'];
type AttendanceRequestBody = Schemas['CreateAttendanceRequestDto'];
type AttendanceRequestEdit = Schemas['EditAttendanceRequestDto'];
type MarkAttendanceBody = Schemas['MarkAttendanceDto'];

/** Every attendance query starts with this key, so one invalidation refreshes the dot, the calendar and the lists. */
const ATTENDANCE_KEY = ['attendance'] as const;
const todayKey = (userId: number) => [...ATTENDANCE_KEY, 'today', userId] as const;
const payrollCyclesKey = (year: number) => [...ATTENDANCE_KEY, 'payroll-cycles', year] as const;
const daysKey = (start: string, end: string) => [...ATTENDANCE_KEY, 'with-absent', start, end] as const;
const summaryKey = (start: string, end: string) => [...ATTENDANCE_KEY, 'summary', start, end] as const;
const pendingRequestsKey = [...ATTENDANCE_KEY, 'requests', 'pending'] as const;

const range = (start: string, end: string) => `start_date=${start}&end_date=${end}`;

/** GET /api/attendance/today/{userId}: today's record, or null before the first check-in (the server's id 0). */
export function useTodayAttendance(userId: number | undefined) {
  const api = useApi();
  return useQuery({
    queryKey: todayKey(userId ?? 0),
    enabled: userId !== undefined,
    queryFn: async () => {
      const today = await api<TodayAttendance>(`/attendance/today/${userId}`);
      return today.id === 0 ? null : today;
    },
  });
}

/** The payroll cycles ending in a year (the server computes them: the client never does). */
export function usePayrollCycles(year: number) {
  const api = useApi();
  return useQuery({ queryKey: payrollCyclesKey(year), queryFn: () => api<PayrollCycle[]>(`/attendance/payroll-cycles?year=${year}`), staleTime: Infinity });
}

/** GET /api/attendance/with-absent for a range: the caller's days (an admin's: every agent's, the Attendance List). */
export function useAttendanceDays(start: string | undefined, end: string | undefined, enabled = true) {
  const api = useApi();
  return useQuery({
    queryKey: daysKey(start ?? '', end ?? ''),
    enabled: enabled && !!start && !!end,
    queryFn: () => api<AttendanceDay[]>(`/attendance/with-absent?${range(start!, end!)}`),
  });
}

export function useAttendanceSummary(start: string | undefined, end: string | undefined, enabled: boolean) {
  const api = useApi();
  return useQuery({
    queryKey: summaryKey(start ?? '', end ?? ''),
    enabled: enabled && !!start && !!end,
    queryFn: () => api<AttendanceSummary>(`/attendance/summary?${range(start!, end!)}`),
  });
}

export function usePendingAttendanceRequests() {
  const api = useApi();
  return useQuery({ queryKey: pendingRequestsKey, queryFn: () => api<AttendanceDay[]>('/attendance/requests/pending') });
}

/** Any change to attendance refreshes every attendance query (they are cheap, and the dot must follow). */
function useAttendanceMutation<Variables, Result>(call: (variables: Variables) => Promise<Result>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: call, onSettled: () => queryClient.invalidateQueries({ queryKey: ATTENDANCE_KEY }) });
}

export function useCheckIn() {
  const api = useApi();
  return useAttendanceMutation((body: CheckInRequest) => api<TodayAttendance>('/attendance/check-in', { method: 'POST', body }));
}

export function useCheckOut() {
  const api = useApi();
  return useAttendanceMutation((body: CheckInRequest) => api<TodayAttendance>('/attendance/check-out', { method: 'POST', body }));
}

export function useApplyAttendance() {
  const api = useApi();
  const keys = useSubmissionKeys();
  return useAttendanceMutation((body: AttendanceRequestBody) => postOnce<AttendanceDay>(api, '/attendance/request', body, keys));
}

export function useEditAttendanceRequest() {
  const api = useApi();
  return useAttendanceMutation(({ id, body }: { id: number; body: AttendanceRequestEdit }) => api<AttendanceDay>(`/attendance/requests/${id}`, { method: 'PATCH', body }));
}

export function useWithdrawAttendanceRequest() {
  const api = useApi();
  return useAttendanceMutation((id: number) => api<AttendanceDay>(`/attendance/requests/${id}/withdraw`, { method: 'PATCH' }));
}

/** A request as the admin saw it: a decision carries its version (a 409 when it changed since). */
export type SeenRequest = Pick<AttendanceDay, 'id' | 'version'>;

export function useDecideAttendanceRequests() {
  const api = useApi();
  return useAttendanceMutation(async ({ requests, status, rejectionReason }: { requests: SeenRequest[]; status: 'approve' | 'reject'; rejectionReason?: string }): Promise<void> => {
    const seen = requests.map(({ id, version }) => ({ id, version }));
    if (seen.length === 1) await api<AttendanceDay>(`/attendance/requests/${seen[0].id}/status`, { method: 'PATCH', body: { status, rejectionReason, version: seen[0].version } });
    else await api<Schemas['BulkDecisionResponseDto']>('/attendance/requests/bulk-status', { method: 'POST', body: { status, rejectionReason, requests: seen } });
  });
}

export function useMarkAttendance() {
  const api = useApi();
  return useAttendanceMutation(({ id, body }: { id: number; body: MarkAttendanceBody }) => api<AttendanceDay>(`/attendance/${id}`, { method: 'PUT', body }));
}

export function useDeleteAttendance() {
  const api = useApi();
  return useAttendanceMutation((id: number) => api<{ message: string }>(`/attendance/${id}`, { method: 'DELETE' }));
}

/**
 * Where the browser downloads the stats CSV of a range: the server streams it straight to disk (a link, not a
 * fetch into memory), with the session cookie.
 */
export const statsCsvUrl = (start: string, end: string) => `/api/attendance/stats.csv?${range(start, end)}`;

/**
 * GET /api/leave/holidays (the leave module's) for a range. Spec §8: holiday lists load silently as empty on failure
 * in the calendar, so a failure (or a server without the leave module yet) shows no holidays rather than an error.
 */
export function useHolidays(start: string, end: string, enabled = true) {
  const api = useApi();
  return useQuery({
    queryKey: ['leave', 'holidays', start, end],
    enabled,
    queryFn: async () => {
      try {
        const holidays = await api<Holiday[]>(`/leave/holidays?${range(start, end)}`);
        return Array.isArray(holidays) ? holidays : [];
      } catch {
        return [] as Holiday[];
      }
    },
  });
}
