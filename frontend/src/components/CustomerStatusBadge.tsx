import { Chip } from '@mui/material';
import type { CustomerStatus } from '../api/types';

export const CUSTOMER_STATUS_LABELS: Record<CustomerStatus, string> = {
  overdue: 'Overdue',
  partially_paid: 'Partially Paid',
  paid: 'Paid',
};

/** Colours shared by the badge, the filter and the dashboard pie. */
export const CUSTOMER_STATUS_COLORS: Record<CustomerStatus, { bg: string; fg: string; chart: string }> = {
  overdue: { bg: '#fee2e2', fg: '#b91c1c', chart: '#ef4444' },
  partially_paid: { bg: '#fef3c7', fg: '#92400e', chart: '#f59e0b' },
  paid: { bg: '#dcfce7', fg: '#166534', chart: '#22c55e' },
};

export function CustomerStatusBadge({ status, size = 'small' }: { status: CustomerStatus; size?: 'small' | 'medium' }) {
  const colors = CUSTOMER_STATUS_COLORS[status];
  return <Chip size={size} label={CUSTOMER_STATUS_LABELS[status] ?? status} sx={{ bgcolor: colors?.bg, color: colors?.fg }} />;
}
