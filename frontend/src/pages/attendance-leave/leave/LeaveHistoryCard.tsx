import { useState } from 'react';
import { Box, Button, Dialog, DialogActions, DialogContent, TableCell, TableRow, Typography } from '@mui/material';
import EventNoteOutlined from '@mui/icons-material/EventNoteOutlined';
import type { LeaveRequest } from '../../../api/types';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { DialogHeader } from '../../../components/DialogHeader';
import { EmptyState, ListCard, ListFrame, ListTable } from '../../../components/list';
import { LeaveStatusChip } from '../../../components/leave/LeaveStatusChip';
import { SectionHeading } from '../../../components/leave/SectionCard';
import { useWithdrawLeave } from '../../../components/leave/leave-api';
import { canWithdraw, formatDays, leaveDatesLabel } from '../../../components/leave/leave-rules';
import { useToast } from '../../../components/Toast';
import { formatDate } from '../../../i18n/format';
import { messageOf } from '../../../providers/httpClient';

const daysLabel = (request: LeaveRequest) => `${request.leave_type_name} · ${formatDays(request.leave_count)} day${request.leave_count === 1 ? '' : 's'}`;

function RequestActions({ request, onWithdraw, onViewReason }: { request: LeaveRequest; onWithdraw: () => void; onViewReason: () => void }) {
  return (
    <>
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
    </>
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

  const actions = (request: LeaveRequest) => <RequestActions request={request} onWithdraw={() => setWithdrawing(request)} onViewReason={() => setReasonOf(request)} />;
  const rows = requests ?? [];

  return (
    <Box component="section" aria-labelledby="leave-history-title" data-testid="leave-history">
      <ListFrame
        label="Leave requests"
        header={<SectionHeading id="leave-history" title="Leave Requests History" subtitle="Withdraw a request until 09:30 on its first day." />}
        isPending={isPending}
        error={error}
        errorTitle="Failed to fetch leave requests"
        onRetry={onRetry}
        hasRows={rows.length > 0}
        skeletonRows={3}
        empty={<EmptyState dense icon={EventNoteOutlined} title="No leave requests yet" hint="Requests you apply for appear here with their status." />}
        cards={() =>
          rows.map((request) => (
            <ListCard
              key={request.id}
              testId="leave-history-row"
              title={daysLabel(request)}
              subtitle={leaveDatesLabel(request)}
              badge={<LeaveStatusChip status={request.status} />}
              fields={[
                { label: 'Reason', value: request.reason },
                { label: 'Applied', value: formatDate(request.created_at, 'short') },
              ]}
              actions={actions(request)}
            />
          ))
        }
        table={
          <ListTable
            label="Leave requests"
            head={
              <>
                <TableCell>Leave</TableCell>
                <TableCell>Dates</TableCell>
                <TableCell>Status</TableCell>
                <TableCell align="right">Actions</TableCell>
              </>
            }
          >
            {rows.map((request) => (
              <TableRow key={request.id} data-testid="leave-history-row">
                <TableCell>
                  <Typography variant="body2" sx={{ fontWeight: 600 }}>
                    {daysLabel(request)}
                  </Typography>
                  <Typography variant="caption" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                    {request.reason}
                  </Typography>
                </TableCell>
                <TableCell>
                  <Typography variant="body2">{leaveDatesLabel(request)}</Typography>
                  <Typography variant="caption" color="text.secondary">
                    Applied {formatDate(request.created_at, 'short')}
                  </Typography>
                </TableCell>
                <TableCell>
                  <LeaveStatusChip status={request.status} />
                </TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {actions(request)}
                </TableCell>
              </TableRow>
            ))}
          </ListTable>
        }
      />
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
    </Box>
  );
}
