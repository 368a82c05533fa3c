import { useState } from 'react';
import { Box, Button, Card, CardActions, CardContent, CircularProgress, Skeleton, Typography } from '@mui/material';
import CheckRounded from '@mui/icons-material/CheckRounded';
import CloseRounded from '@mui/icons-material/CloseRounded';
import InboxOutlined from '@mui/icons-material/InboxOutlined';
import type { LeaveRequest } from '../../../api/types';
import { EmptyState } from '../../../components/EmptyState';
import { LoadErrorState } from '../../../components/LoadErrorState';
import { LeaveTypeIcon } from '../../../components/leave/LeaveTypeIcon';
import { ReasonDialog } from '../../../components/leave/ReasonDialog';
import { useDecideLeave, useLeaveRequests } from '../../../components/leave/leave-api';
import { formatDays, leaveDatesLabel } from '../../../components/leave/leave-rules';
import { useToast } from '../../../components/Toast';
import { formatDate } from '../../../i18n/format';
import { messageOf } from '../../../providers/httpClient';

function PendingCard({ request, busy, onApprove, onReject }: { request: LeaveRequest; busy: boolean; onApprove: () => void; onReject: () => void }) {
  return (
    <Card component="article" aria-label={`${request.user.name}, ${request.leave_type_name}`} data-testid="pending-leave" sx={{ display: 'flex', flexDirection: 'column' }}>
      <CardContent sx={{ flex: 1, display: 'grid', gap: 1 }}>
        <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center' }}>
          <LeaveTypeIcon type={{ name: request.leave_type_name, code: request.type }} />
          <Box sx={{ minWidth: 0 }}>
            <Typography sx={{ fontWeight: 700 }} noWrap>
              {request.user.name}
            </Typography>
            <Typography variant="body2" color="text.secondary" noWrap>
              {request.user.email}
            </Typography>
          </Box>
        </Box>
        <Typography variant="body2">
          <strong>{request.leave_type_name}</strong> · {formatDays(request.leave_count)} day{request.leave_count === 1 ? '' : 's'}
        </Typography>
        <Typography variant="body2">{leaveDatesLabel(request)}</Typography>
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          “{request.reason}”
        </Typography>
        <Typography variant="caption" color="text.secondary">
          Applied {formatDate(request.created_at, 'short')}
        </Typography>
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2, gap: 1 }}>
        <Button variant="contained" color="success" onClick={onApprove} disabled={busy} startIcon={busy ? <CircularProgress size={16} color="inherit" /> : <CheckRounded />}>
          Approve
        </Button>
        <Button variant="outlined" color="error" onClick={onReject} disabled={busy} startIcon={<CloseRounded />}>
          Reject
        </Button>
      </CardActions>
    </Card>
  );
}

/** Admin tab 2: every pending leave request as a card, oldest leave first, with Approve and Reject (with a reason). */
export function LeaveRequestsTab() {
  const { data, isPending, error, refetch } = useLeaveRequests('pending');
  const decide = useDecideLeave();
  const toast = useToast();
  const [rejecting, setRejecting] = useState<LeaveRequest | null>(null);
  const pending = [...(data ?? [])].reverse();

  const approve = (request: LeaveRequest) =>
    decide.mutate(
      { id: request.id, status: 'approved' },
      {
        onSuccess: () => toast({ title: 'Leave approved', description: `${request.user.name}: ${leaveDatesLabel(request)}` }),
        onError: (failure) => toast({ title: 'Failed to approve leave', description: messageOf(failure, ''), variant: 'error' }),
      },
    );
  const reject = (rejectionReason: string) => {
    if (!rejecting) return;
    decide.mutate(
      { id: rejecting.id, status: 'rejected', rejectionReason },
      {
        onSuccess: () => {
          toast({ title: 'Leave rejected', description: `${rejecting.user.name}: ${leaveDatesLabel(rejecting)}` });
          setRejecting(null);
        },
        onError: (failure) => toast({ title: 'Failed to reject leave', description: messageOf(failure, ''), variant: 'error' }),
      },
    );
  };

  if (isPending) {
    return (
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' } }}>
        {[0, 1, 2].map((card) => (
          <Skeleton key={card} variant="rounded" height={220} />
        ))}
      </Box>
    );
  }
  if (error) return <Card><LoadErrorState title="Failed to fetch leave requests" error={error} onRetry={refetch} /></Card>;
  if (pending.length === 0) return <Card><EmptyState icon={InboxOutlined} title="No pending leave requests" hint="New requests from agents appear here for approval." /></Card>;
  return (
    <>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' } }}>
        {pending.map((request) => (
          <PendingCard
            key={request.id}
            request={request}
            busy={decide.isPending && decide.variables?.id === request.id}
            onApprove={() => approve(request)}
            onReject={() => setRejecting(request)}
          />
        ))}
      </Box>
      <ReasonDialog
        open={rejecting !== null}
        title="Reject leave request"
        subtitle={rejecting ? `${rejecting.user.name} · ${rejecting.leave_type_name} · ${leaveDatesLabel(rejecting)}` : undefined}
        confirmLabel="Reject"
        loading={decide.isPending}
        onConfirm={reject}
        onClose={() => setRejecting(null)}
      />
    </>
  );
}
