import type { AgentDayStatus, CoverageState, GroupLoan } from './coverage-api';
import { formatDate } from '../i18n/format';

export const STATE_LOOK: Record<CoverageState, { label: string; color: 'error' | 'warning' | 'success' }> = {
  uncovered: { label: 'Uncovered', color: 'error' },
  thin: { label: 'Thin', color: 'warning' },
  covered: { label: 'Covered', color: 'success' },
};

export const STATUS_LABEL: Record<AgentDayStatus, string> = {
  present: 'Present',
  late: 'Checked in late',
  not_checked_in: 'Not checked in yet',
  expected: 'Expected',
  half_day_leave: 'Half day leave',
  on_leave: 'On leave',
  absent: 'Absent',
  weekly_off: 'Weekly off',
  holiday: 'Holiday',
};

/** "15/05/2030" or "15/05/2030 to 17/05/2030". */
export const loanDates = (loan: Pick<GroupLoan, 'start_date' | 'end_date'>) =>
  loan.start_date === loan.end_date ? formatDate(loan.start_date, 'short') : `${formatDate(loan.start_date, 'short')} to ${formatDate(loan.end_date, 'short')}`;

/** A loan is running or still to come until its last day is over or it was ended. */
export const isActiveLoan = (loan: GroupLoan, today: string) => loan.ended_at === null && loan.end_date >= today;
