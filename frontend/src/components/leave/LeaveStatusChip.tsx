import { Chip } from '@mui/material';
import type { LeaveRequestStatus } from '../../api/types';
import { STATUS_LABELS } from './leave-rules';

const COLORS: Record<LeaveRequestStatus, 'warning' | 'success' | 'error' | 'default'> = {
  pending: 'warning',
  approved: 'success',
  rejected: 'error',
  withdrawn: 'default',
  cancelled: 'default',
};

export function LeaveStatusChip({ status }: { status: LeaveRequestStatus }) {
  return <Chip size="small" variant="outlined" color={COLORS[status]} label={STATUS_LABELS[status]} />;
}
