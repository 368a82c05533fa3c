import type { LeaveRequest, LeaveRequestStatus } from '../../../api/types';

/** Spec §9: year filters start at 2022. */
const FIRST_YEAR = 2022;
/** Spec §4: the admin filter offers these three. */
export const FILTER_STATUSES: readonly LeaveRequestStatus[] = ['pending', 'approved', 'rejected'];

export interface LeaveFilter {
  /** A name, an email or a user id. */
  search: string;
  type: string;
  status: LeaveRequestStatus | '';
  /** 1–12, or 0 for any month. */
  month: number;
  /** 0 for any year. */
  year: number;
}

export type LeaveSortField = 'start_date' | 'created_at';
export interface LeaveSort {
  field: LeaveSortField;
  order: 'asc' | 'desc';
}

export const NO_FILTER: LeaveFilter = { search: '', type: '', status: '', month: 0, year: 0 };

/** Whether a request's dates touch the chosen month and year (a leave across a month end shows in both months). */
function inPeriod(request: LeaveRequest, month: number, year: number): boolean {
  if (!month && !year) return true;
  const pad = (n: number) => String(n).padStart(2, '0');
  if (year && !month) return request.start_date <= `${year}-12-31` && request.end_date >= `${year}-01-01`;
  const years = year ? [year] : Array.from(new Set([Number(request.start_date.slice(0, 4)), Number(request.end_date.slice(0, 4))]));
  return years.some((y) => {
    const first = `${y}-${pad(month)}-01`;
    const last = `${y}-${pad(month)}-31`;
    return request.start_date <= last && request.end_date >= first;
  });
}

export function filterLeaves(requests: readonly LeaveRequest[], filter: LeaveFilter): LeaveRequest[] {
  const search = filter.search.trim().toLowerCase();
  return requests.filter(
    (request) =>
      (!search || request.user.name.toLowerCase().includes(search) || request.user.email.toLowerCase().includes(search) || String(request.user_id) === search) &&
      (!filter.type || request.type === filter.type) &&
      (!filter.status || request.status === filter.status) &&
      inPeriod(request, filter.month, filter.year),
  );
}

export function sortLeaves(requests: readonly LeaveRequest[], sort: LeaveSort): LeaveRequest[] {
  const direction = sort.order === 'asc' ? 1 : -1;
  return [...requests].sort((a, b) => direction * (a[sort.field].localeCompare(b[sort.field]) || a.id - b.id));
}

/** The years a filter offers: 2022 to next year. */
export const filterYears = (thisYear: number) => Array.from({ length: thisYear + 2 - FIRST_YEAR }, (_, i) => FIRST_YEAR + i);
