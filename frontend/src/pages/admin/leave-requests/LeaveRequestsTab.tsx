import { useState } from 'react';
import { Box, Button, Card, CardActions, CardContent, CircularProgress, Typography } from '@mui/material';
import CheckRounded from '@mui/icons-material/CheckRounded';
import CloseRounded from '@mui/icons-material/CloseRounded';
import InboxOutlined from '@mui/icons-material/InboxOutlined';
import type { LeaveRequest } from '../../../api/types';
import { DEFAULT_PAGE_SIZE, EmptyState, ListCard, ListFrame, ListPagination, type PageSize } from '../../../components/list';
import { LeaveTypeIcon } from '../../../components/leave/LeaveTypeIcon';
import { ReasonDialog } from '../../../components/leave/ReasonDialog';
import { useDecideLeave, useLeaveRequestPage } from '../../../components/leave/leave-api';
import { formatDays, leaveDatesLabel, whyNotDebited } from '../../../components/leave/leave-rules';
import { useToast } from '../../../components/Toast';
import { formatDate } from '../../../i18n/format';
import { messageOf, statusOf } from '../../../providers/httpClient';
import { useRefetchOnAttention } from '../../../components/useRefetchOnAttention';
import { useLeaveImpactCheck, type LeaveImpact } from '../../../coverage/coverage-api';
import { LeaveCoverageWarning } from '../../../coverage/LeaveCoverageWarning';

interface DecisionProps {
  request: LeaveRequest;
  busy: boolean;
  onApprove: () => void;
  onReject: () => void;
}

function DecisionButtons({ busy, onApprove, onReject }: Omit<DecisionProps, 'request'>) {
  return (
    <>
      <Button variant="contained" color="success" onClick={onApprove} disabled={busy} startIcon={busy ? <CircularProgress size={16} color="inherit" /> : <CheckRounded />}>
        Approve
      </Button>
      <Button variant="outlined" color="error" onClick={onReject} disabled={busy} startIcon={<CloseRounded />}>
        Reject
      </Button>
    </>
  );
}

const daysLabel = (request: LeaveRequest) => `${formatDays(request.leave_count)} working day${request.leave_count === 1 ? '' : 's'}`;

/** "Not debited: 03/12/2026 is a holiday (Founders Day)", or null when every day of the leave is debited. */
const notDebitedLabel = (request: LeaveRequest) => (request.not_debited.length ? `Not debited: ${request.not_debited.map(whyNotDebited).join('; ')}` : null);

/** A pending request on a wide screen: a card of the grid, its reason in full. */
function PendingCard({ request, ...decision }: DecisionProps) {
  return (
    <Card variant="outlined" component="article" aria-label={`${request.user.name}, ${request.leave_type_name}`} data-testid="pending-leave" sx={{ display: 'flex', flexDirection: 'column' }}>
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
          <strong>{request.leave_type_name}</strong> · {daysLabel(request)}
        </Typography>
        <Typography variant="body2">{leaveDatesLabel(request)}</Typography>
        {notDebitedLabel(request) ? (
          <Typography variant="body2" color="info.dark" data-testid="not-debited">
            {notDebitedLabel(request)}
          </Typography>
        ) : null}
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          “{request.reason}”
        </Typography>
        <Typography variant="caption" color="text.secondary">
          Applied {formatDate(request.created_at, 'short')}
        </Typography>
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2, gap: 1 }}>
        <DecisionButtons {...decision} />
      </CardActions>
    </Card>
  );
}

const PENDING = { filter: { status: 'pending' as const }, sort: { field: 'start_date' as const, order: 'ASC' as const } };

/** Admin tab 2: the pending leave requests as cards, oldest leave first, paged by the server, with Approve and Reject (with a reason). */
export function LeaveRequestsTab() {
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState<PageSize>(DEFAULT_PAGE_SIZE);
  const { data, isPending, isFetching, error, refetch } = useLeaveRequestPage({ ...PENDING, page, perPage: pageSize });
  useRefetchOnAttention({ refetch });
  const decide = useDecideLeave();
  const toast = useToast();
  const [rejecting, setRejecting] = useState<LeaveRequest | null>(null);
  const pending = data?.items ?? [];

  /** A refused decision (the request changed, was withdrawn, or the day was worked): say why and show the list as it is now. */
  const refused = (title: string) => (failure: unknown) => {
    toast({ title, description: messageOf(failure, ''), variant: 'error' });
    if (statusOf(failure) === 409) void refetch();
  };
  const checkImpact = useLeaveImpactCheck();
  const [warning, setWarning] = useState<{ request: LeaveRequest; impact: LeaveImpact } | null>(null);
  /** Approval first asks whether it leaves a group uncovered on a day with work due (issue 30); the check is advice: if it fails, approval goes on. */
  const approve = async (request: LeaveRequest) => {
    const impact = await checkImpact(request.id).catch(() => null);
    if (impact?.uncovered.length) setWarning({ request, impact });
    else approveNow(request);
  };
  const approveNow = (request: LeaveRequest) =>
    decide.mutate(
      { id: request.id, status: 'approved', version: request.version },
      {
        onSuccess: () => toast({ title: 'Leave approved', description: `${request.user.name}: ${leaveDatesLabel(request)}` }),
        onError: refused('Failed to approve leave'),
      },
    );
  const reject = (rejectionReason: string) => {
    if (!rejecting) return;
    decide.mutate(
      { id: rejecting.id, status: 'rejected', rejectionReason, version: rejecting.version },
      {
        onSuccess: () => {
          toast({ title: 'Leave rejected', description: `${rejecting.user.name}: ${leaveDatesLabel(rejecting)}` });
          setRejecting(null);
        },
        onError: (failure) => {
          if (statusOf(failure) === 409) setRejecting(null);
          refused('Failed to reject leave')(failure);
        },
      },
    );
  };

  const decision = (request: LeaveRequest) => ({
    busy: decide.isPending && decide.variables?.id === request.id,
    onApprove: () => void approve(request),
    onReject: () => setRejecting(request),
  });
  return (
    <>
      <ListFrame
        label="Pending leave requests"
        isPending={isPending}
        isFetching={isFetching}
        error={error}
        errorTitle="Failed to fetch leave requests"
        onRetry={refetch}
        hasRows={pending.length > 0}
        empty={<EmptyState icon={InboxOutlined} title="No pending leave requests" hint="New requests from agents appear here for approval." />}
        cards={() =>
          pending.map((request) => (
              <ListCard
                key={request.id}
                testId="pending-leave"
                title={request.user.name}
                subtitle={request.user.email}
                badge={<LeaveTypeIcon type={{ name: request.leave_type_name, code: request.type }} />}
                fields={[
                  { label: 'Leave', value: `${request.leave_type_name} · ${daysLabel(request)}` },
                  { label: 'Dates', value: leaveDatesLabel(request) },
                  ...(request.not_debited.length ? [{ label: 'Not debited', value: request.not_debited.map(whyNotDebited).join('; ') }] : []),
                  { label: 'Reason', value: request.reason },
                  { label: 'Applied', value: formatDate(request.created_at, 'short') },
                ]}
                actions={<DecisionButtons {...decision(request)} />}
              />
          ))
        }
        table={
          <Box sx={{ display: 'grid', gap: 2, p: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' } }}>
            {pending.map((request) => (
              <PendingCard key={request.id} request={request} {...decision(request)} />
            ))}
          </Box>
        }
        footer={
          <ListPagination
            page={page}
            perPage={pageSize}
            total={data?.total ?? 0}
            noun="pending requests"
            onPage={setPage}
            onPerPage={(next) => {
              setPageSize(next);
              setPage(1);
            }}
          />
        }
      />
      <LeaveCoverageWarning
        impact={warning?.impact ?? null}
        who={warning ? `${warning.request.user.name} · ${leaveDatesLabel(warning.request)}` : ''}
        onApprove={() => {
          if (warning) approveNow(warning.request);
          setWarning(null);
        }}
        onClose={() => setWarning(null)}
      />
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
