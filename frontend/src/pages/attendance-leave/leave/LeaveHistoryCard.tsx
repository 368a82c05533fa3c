import { useState } from 'react';
import { Box, Button, Dialog, DialogActions, DialogContent, Skeleton, Typography } from '@mui/material';
import EventNoteOutlined from '@mui/icons-material/EventNoteOutlined';
import type { LeaveRequest } from '../../../api/types';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { DialogHeader } from '../../../components/DialogHeader';
import { EmptyState } from '../../../components/EmptyState';
import { LoadErrorState } from '../../../components/LoadErrorState';
import { LeaveStatusChip } from '../../../components/leave/LeaveStatusChip';
import { SectionCard } from '../../../components/leave/SectionCard';
import { useWithdrawLeave } from '../../../components/leave/leave-api';
import { canWithdraw, formatDays, leaveDatesLabel } from '../../../components/leave/leave-rules';
import { useToast } from '../../../components/Toast';
import { formatDate } from '../../../i18n/format';
import { messageOf } from '../../../providers/httpClient';

function RequestRow({ request, onWithdraw, onViewReason }: { request: LeaveRequest; onWithdraw: () => void; onViewReason: () => void }) {
  return (
    <Box
      data-testid="leave-history-row"
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5, px: { xs: 2, sm: 2.5 }, py: 1.5, '& + &': { borderTop: 1, borderColor: 'divider' } }}
    >
      <Box sx={{ flex: '1 1 260px', minWidth: 0 }}>
        <Typography sx={{ fontWeight: 600 }}>
          {request.leave_type_name} · {formatDays(request.leave_count)} day{request.leave_count === 1 ? '' : 's'}
        </Typography>
        <Typography variant="body2">{leaveDatesLabel(request)}</Typography>
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {request.reason} · applied {formatDate(request.created_at, 'short')}
        </Typography>
      </Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <LeaveStatusChip status={request.status} />
        {request.status === 'rejected' && request.rejectionReason ? (
          <Button size="small" onClick={onViewReason}>
            View Reason
          </Button>
        ) : null}
        {canWithdraw(request, new Date()) ? (
          <Button size="small" color="error" variant="outlined" onClick={onWithdraw}>
            Withdraw
          </Button>
        ) : null}
      </Box>
    </Box>
  );
}

/** Spec §2 "Leave Requests History": the agent's requests, newest first, with Withdraw and View Reason. */
export function LeaveHistoryCard({ requests, isPending, error, onRetry }: { requests: LeaveRequest[] | undefined; isPending: boolean; error: unknown; onRetry: () => unknown }) {
  const [withdrawing, setWithdrawing] = useState<LeaveRequest | null>(null);
  const [reasonOf, setReasonOf] = useState<LeaveRequest | null>(null);
  const withdraw = useWithdrawLeave();
  const toast = useToast();

  const confirmWithdraw = () => {
    if (!withdrawing) return;
    withdraw.mutate(withdrawing.id, {
      onSuccess: () => {
        toast({ title: 'Leave request withdrawn' });
        setWithdrawing(null);
      },
      onError: (failure) => {
        toast({ title: 'Failed to withdraw/cancel leave request', description: messageOf(failure, ''), variant: 'error' });
        setWithdrawing(null);
      },
    });
  };

  return (
    <SectionCard id="leave-history" title="Leave Requests History" subtitle="Withdraw a request until 09:30 on its first day." testId="leave-history">
      {isPending ? (
        <Box sx={{ p: 2.5 }}>
          {[0, 1, 2].map((row) => (
            <Skeleton key={row} height={56} />
          ))}
        </Box>
      ) : error ? (
        <LoadErrorState dense title="Failed to fetch leave requests" error={error} onRetry={onRetry} />
      ) : !requests || requests.length === 0 ? (
        <EmptyState dense icon={EventNoteOutlined} title="No leave requests yet" hint="Requests you apply for appear here with their status." />
      ) : (
        requests.map((request) => <RequestRow key={request.id} request={request} onWithdraw={() => setWithdrawing(request)} onViewReason={() => setReasonOf(request)} />)
      )}
      <ConfirmDialog open={withdrawing !== null} title="Withdraw this leave request?" confirmLabel="Withdraw" loading={withdraw.isPending} onConfirm={confirmWithdraw} onClose={() => setWithdrawing(null)}>
        {withdrawing ? `${withdrawing.leave_type_name}, ${leaveDatesLabel(withdrawing)}. ${withdrawing.status === 'approved' ? 'The days go back to your balance.' : 'The request will no longer be decided.'}` : null}
      </ConfirmDialog>
      <Dialog open={reasonOf !== null} onClose={() => setReasonOf(null)} maxWidth="xs" fullWidth aria-labelledby="rejection-reason-title">
        <DialogHeader id="rejection-reason-title" title="Rejection reason" />
        <DialogContent sx={{ overflowWrap: 'anywhere' }}>{reasonOf?.rejectionReason}</DialogContent>
        <DialogActions sx={{ px: 3, pb: 2.5 }}>
          <Button onClick={() => setReasonOf(null)}>Close</Button>
        </DialogActions>
      </Dialog>
    </SectionCard>
  );
}
