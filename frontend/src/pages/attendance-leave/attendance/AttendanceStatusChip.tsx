import { Chip } from '@mui/material';
import { OPEN_REQUEST, statusLabel } from './attendance-labels';

const STATUS_COLOR: Record<string, 'success' | 'error' | 'warning' | 'info' | 'default'> = {
  present: 'success',
  half_day_approved: 'success',
  half_day: 'warning',
  half_day_on_leave: 'warning',
  on_leave: 'warning',
  double_pay_approved: 'info',
  double_pay_half_day: 'info',
  absent: 'error',
  half_day_rejected: 'error',
  not_checked_in: 'default',
  not_employed: 'default',
};

/** A day's status as the spec's row label, coloured like the calendar; open requests outlined. */
export function AttendanceStatusChip({ status }: { status: string }) {
  return <Chip size="small" label={statusLabel(status)} color={STATUS_COLOR[status] ?? 'default'} variant={OPEN_REQUEST.has(status) ? 'outlined' : 'filled'} />;
}
