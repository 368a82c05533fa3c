import { useState } from 'react';
import { Alert, Box, Button, Checkbox, Chip, FormControlLabel, Typography } from '@mui/material';
import EventAvailableOutlined from '@mui/icons-material/EventAvailableOutlined';
import { EmptyState, ListCard, ListFrame, ListToolbar } from '../../../components/list';
import { useToast } from '../../../components/Toast';
import { businessDay } from '../../../i18n/dates';
import { fieldErrorsOf, messageOf, statusOf } from '../../../providers/httpClient';
import { useDecideAttendanceRequests, usePendingAttendanceRequests, type AttendanceDay } from '../../attendance-leave/attendance/attendance-api';
import { clockTime, statusLabel } from '../../attendance-leave/attendance/attendance-labels';
import { formatDate } from '../../../i18n/format';
import { ReasonDialog } from '../../../components/leave/ReasonDialog';
import { useRefetchOnAttention } from '../../../components/useRefetchOnAttention';

/** Spec §5 admin approval: a past date needs both times; today only the check-in. */
export function approvalProblem(request: AttendanceDay, today: string): string | null {
  if (request.date < today && (!request.requested_login_time || !request.requested_logout_time)) return 'Both check-in and check-out times are required to approve past attendance.';
  if (!request.requested_login_time) return 'A check-in time is required to approve attendance.';
  return null;
}

/**
 * The requests a 409 says changed since the admin opened them (DECISIONS "Decisions bind to what was seen"): the bulk
 * answer names each as `requests.<id>`; a single decision is about the one request sent.
 */
function changedRequests(error: unknown, sent: number[]): number[] {
  if (statusOf(error) !== 409) return [];
  const named = Object.keys(fieldErrorsOf(error) ?? {}).map((key) => Number(key.replace('requests.', '')));
  return named.length > 0 ? named : sent;
}

/** Spec §2 Admin dashboard tab 3: pending request cards in the list frame, select all, Accept All / Reject All (all or none). */
export function AttendanceRequestsTab() {
  const toast = useToast();
  const today = businessDay();
  const pending = usePendingAttendanceRequests();
  useRefetchOnAttention(pending);
  const decide = useDecideAttendanceRequests();
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [rejecting, setRejecting] = useState<number[] | null>(null);
  const [changed, setChanged] = useState<Set<number>>(new Set());
  const requests = pending.data ?? [];
  const chosen = requests.filter((r) => selected.has(r.id)).map((r) => r.id);
  const allChosen = requests.length > 0 && chosen.length === requests.length;

  /** Decides the requests as they are shown now (their versions); a 409 shows the changed ones again, marked. */
  const run = async (ids: number[], status: 'approve' | 'reject', rejectionReason?: string) => {
    const seen = requests.filter((r) => ids.includes(r.id));
    try {
      await decide.mutateAsync({ requests: seen, status, rejectionReason });
      toast({ title: status === 'approve' ? `Accepted ${ids.length} request${ids.length === 1 ? '' : 's'}` : `Rejected ${ids.length} request${ids.length === 1 ? '' : 's'}` });
      setSelected(new Set());
      setRejecting(null);
      setChanged(new Set());
    } catch (error) {
      const changedIds = changedRequests(error, ids);
      setRejecting(null);
      if (changedIds.length > 0) {
        setChanged(new Set(changedIds));
        toast({ title: 'Nothing was decided: a request changed after you opened it', description: 'Check the new times shown on the marked request, then decide again.', variant: 'error' });
        return;
      }
      toast({ title: status === 'approve' ? 'Failed to approve attendance request' : 'Failed to reject attendance request', description: messageOf(error, ''), variant: 'error' });
    }
  };

  const toggle = (id: number) => {
    const next = new Set(selected);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    setSelected(next);
  };

  const requestCard = (request: AttendanceDay) => {
    const problem = approvalProblem(request, today);
    const checkOut = request.requested_logout_time ? clockTime(request.requested_logout_time) : request.date === today ? '(optional)' : '—';
    return (
      <ListCard
        key={request.id}
        testId="attendance-request-card"
        title={
          <Box component="span" sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
            <Checkbox sx={{ p: 0.5, ml: -0.75 }} checked={selected.has(request.id)} onChange={() => toggle(request.id)} slotProps={{ input: { 'aria-label': `Select ${request.user.name}, ${formatDate(request.date, 'short')}` } }} />
            {request.user.name}
          </Box>
        }
        subtitle={request.user.email}
        badge={<Chip size="small" variant="outlined" color="warning" label={statusLabel(request.status)} />}
        fields={[
          { label: 'Date', value: formatDate(request.date, 'short') },
          { label: 'Check-in · Check-out', value: `${clockTime(request.requested_login_time)} · ${checkOut}` },
          { label: 'Reason', value: request.reason ?? '—' },
          ...(problem ? [{ label: 'Cannot accept yet', value: <Typography variant="body2" color="error" component="span">{problem}</Typography> }] : []),
          ...(changed.has(request.id)
            ? [
                {
                  label: 'Check before deciding',
                  value: (
                    <Alert severity="warning" variant="outlined" sx={{ py: 0, px: 1 }}>
                      Changed after you opened it: these are the new times.
                    </Alert>
                  ),
                },
              ]
            : []),
        ]}
        actions={
          <>
            <Button size="small" color="error" onClick={() => setRejecting([request.id])} disabled={decide.isPending}>
              Reject
            </Button>
            <Button size="small" variant="contained" color="success" onClick={() => void run([request.id], 'approve')} disabled={!!problem || decide.isPending}>
              Accept
            </Button>
          </>
        }
      />
    );
  };

  return (
    <Box>
      <ListToolbar
        label="Attendance requests"
        filters={
          <FormControlLabel
            control={<Checkbox checked={allChosen} indeterminate={chosen.length > 0 && !allChosen} disabled={requests.length === 0} onChange={() => setSelected(allChosen ? new Set() : new Set(requests.map((r) => r.id)))} />}
            label={chosen.length ? `${chosen.length} selected` : 'Select all'}
          />
        }
        actions={
          <>
            <Button variant="contained" color="success" disabled={chosen.length === 0 || decide.isPending} onClick={() => void run(chosen, 'approve')}>
              Accept All
            </Button>
            <Button variant="outlined" color="error" disabled={chosen.length === 0 || decide.isPending} onClick={() => setRejecting(chosen)}>
              Reject All
            </Button>
          </>
        }
      />
      <ListFrame
        label="Pending attendance requests"
        isPending={pending.isPending}
        isFetching={pending.isFetching}
        error={pending.error}
        errorTitle="Failed to fetch attendance requests"
        onRetry={() => void pending.refetch()}
        hasRows={requests.length > 0}
        empty={<EmptyState icon={EventAvailableOutlined} title="No pending attendance requests" hint="Requests agents send for their absent days appear here." />}
        table={
          <Box component="ul" aria-label="Pending attendance requests" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))', xl: 'repeat(3, minmax(0, 1fr))' }, gap: 1.5, m: 0, p: 1.5 }}>
            {requests.map(requestCard)}
          </Box>
        }
        cards={() => requests.map(requestCard)}
      />
      <ReasonDialog
        open={rejecting !== null}
        title={rejecting?.length === 1 ? 'Reject attendance request' : `Reject ${rejecting?.length ?? 0} attendance requests`}
        confirmLabel="Reject"
        loading={decide.isPending}
        onConfirm={(reason) => {
          if (rejecting) void run(rejecting, 'reject', reason);
        }}
        onClose={() => setRejecting(null)}
      />
    </Box>
  );
}
