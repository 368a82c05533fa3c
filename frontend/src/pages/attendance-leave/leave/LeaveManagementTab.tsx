import { Box } from '@mui/material';
import { useCurrentUser } from '../../../auth/useCurrentUser';
import { useLeaveBalance, useLeaveRequests } from '../../../components/leave/leave-api';
import { ApplyLeaveCard } from './ApplyLeaveCard';
import { LeaveBalanceCard } from './LeaveBalanceCard';
import { LeaveHistoryCard } from './LeaveHistoryCard';

/** Spec §2 Leave Management: apply on the left, balance and history beside it (stacked on phones). */
export function LeaveManagementTab() {
  const { user } = useCurrentUser();
  const balance = useLeaveBalance(user?.id);
  const requests = useLeaveRequests();
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 5fr) minmax(0, 4fr)' }, alignItems: 'start' }}>
      <Box sx={{ display: 'grid', gap: 2, order: { xs: 2, md: 1 } }}>
        <ApplyLeaveCard balances={balance.data?.leaveTypes ?? []} loading={balance.isPending} />
        <LeaveHistoryCard requests={requests.data} isPending={requests.isPending} error={requests.error} onRetry={requests.refetch} />
      </Box>
      {/* On a phone the balance comes first: it is what an agent checks before applying. */}
      <Box sx={{ order: { xs: 1, md: 2 } }}>
        <LeaveBalanceCard balance={balance.data} isPending={balance.isPending} error={balance.error} onRetry={balance.refetch} />
      </Box>
    </Box>
  );
}
