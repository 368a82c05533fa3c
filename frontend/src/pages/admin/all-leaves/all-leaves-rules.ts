import type { LeaveRequestStatus } from '../../../api/types';
import type { LeaveRequestListFilter, LeaveRequestPageQuery } from '../../../components/leave/leave-api';

/** Spec §9: year filters start at 2022. */
const FIRST_YEAR = 2022;
/** Spec §4: the admin filter offers these three. */
export const FILTER_STATUSES: readonly LeaveRequestStatus[] = ['pending', 'approved', 'rejected'];

export interface LeaveFilter {
  /** A name, an email or a user id. */
  search: string;
  type: string;
  status: LeaveRequestStatus | '';
  /** 1–12, or 0 for any month; a month is always of a chosen year. */
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

export const isFiltered = (filter: LeaveFilter) => filter.search.trim() !== '' || filter.type !== '' || filter.status !== '' || filter.year !== 0;

/** Choosing a month while "All years" is shown picks this year, so the month the list shows is always a dated one. */
export const withMonth = (filter: LeaveFilter, month: number, thisYear: number): LeaveFilter => ({ ...filter, month, year: month && !filter.year ? thisYear : filter.year });

/** "All years" clears the month too. */
export const withYear = (filter: LeaveFilter, year: number): LeaveFilter => ({ ...filter, year, month: year ? filter.month : 0 });

const pad = (n: number) => String(n).padStart(2, '0');

/** The first and last day of the chosen month or year (a leave that touches them is listed, across a month end too). */
function periodOf(month: number, year: number): Pick<LeaveRequestListFilter, 'from' | 'to'> {
  if (!year) return {};
  if (!month) return { from: `${year}-01-01`, to: `${year}-12-31` };
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return { from: `${year}-${pad(month)}-01`, to: `${year}-${pad(month)}-${pad(lastDay)}` };
}

/** The tab's filter as the server's filter keys (only the keys set). */
export function serverFilter(filter: LeaveFilter): LeaveRequestListFilter {
  const q = filter.search.trim();
  return {
    ...(q ? { q } : {}),
    ...(filter.type ? { type: filter.type } : {}),
    ...(filter.status ? { status: filter.status } : {}),
    ...periodOf(filter.month, filter.year),
  };
}

export const serverSort = (sort: LeaveSort): LeaveRequestPageQuery['sort'] => ({ field: sort.field, order: sort.order === 'asc' ? 'ASC' : 'DESC' });

/** The years a filter offers: 2022 to next year. */
export const filterYears = (thisYear: number) => Array.from({ length: thisYear + 2 - FIRST_YEAR }, (_, i) => FIRST_YEAR + i);
