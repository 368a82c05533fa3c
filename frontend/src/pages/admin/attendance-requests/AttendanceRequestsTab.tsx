import { useState } from 'react';
import { Box, Button, Card, CardContent, Checkbox, Chip, FormControlLabel, Skeleton, Typography } from '@mui/material';
import EventAvailableOutlined from '@mui/icons-material/EventAvailableOutlined';
import { EmptyState } from '../../../components/EmptyState';
import { LoadErrorState } from '../../../components/LoadErrorState';
import { useToast } from '../../../components/Toast';
import { businessDay } from '../../../i18n/dates';
import { messageOf } from '../../../providers/httpClient';
import { useDecideAttendanceRequests, usePendingAttendanceRequests, type AttendanceDay } from '../../attendance-leave/attendance/attendance-api';
import { clockTime, dayLabel, statusLabel } from '../../attendance-leave/attendance/attendance-labels';
import { RejectReasonDialog } from './RejectReasonDialog';

/** Spec §5 admin approval: a past date needs both times; today only the check-in. */
export function approvalProblem(request: AttendanceDay, today: string): string | null {
  if (request.date < today && (!request.requested_login_time || !request.requested_logout_time)) return 'Both check-in and check-out times are required to approve past attendance.';
  if (!request.requested_login_time) return 'A check-in time is required to approve attendance.';
  return null;
}

/** Spec §2 Admin dashboard tab 3: pending request cards, select all, Accept All / Reject All (all or none). */
export function AttendanceRequestsTab() {
  const toast = useToast();
  const today = businessDay();
  const pending = usePendingAttendanceRequests();
  const decide = useDecideAttendanceRequests();
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [rejecting, setRejecting] = useState<number[] | null>(null);
  const requests = pending.data ?? [];
  const chosen = requests.filter((r) => selected.has(r.id)).map((r) => r.id);
  const allChosen = requests.length > 0 && chosen.length === requests.length;

  const run = async (ids: number[], status: 'approve' | 'reject', rejectionReason?: string) => {
    try {
      await decide.mutateAsync({ ids, status, rejectionReason });
      toast({ title: status === 'approve' ? `Accepted ${ids.length} request${ids.length === 1 ? '' : 's'}` : `Rejected ${ids.length} request${ids.length === 1 ? '' : 's'}` });
      setSelected(new Set());
      setRejecting(null);
    } catch (error) {
      toast({ title: status === 'approve' ? 'Failed to approve attendance request' : 'Failed to reject attendance request', description: messageOf(error, ''), variant: 'error' });
    }
  };

  const toggle = (id: number) => {
    const next = new Set(selected);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    setSelected(next);
  };

  if (pending.error) return <LoadErrorState title="Failed to fetch attendance requests" error={pending.error} onRetry={() => void pending.refetch()} />;

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Card>
        <Box sx={{ px: 2, py: 1.25, display: 'flex', alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
          <FormControlLabel
            control={<Checkbox checked={allChosen} indeterminate={chosen.length > 0 && !allChosen} disabled={requests.length === 0} onChange={() => setSelected(allChosen ? new Set() : new Set(requests.map((r) => r.id)))} />}
            label={chosen.length ? `${chosen.length} selected` : 'Select all'}
          />
          <Box sx={{ display: 'flex', gap: 1 }}>
            <Button variant="contained" color="success" disabled={chosen.length === 0 || decide.isPending} onClick={() => void run(chosen, 'approve')}>
              Accept All
            </Button>
            <Button variant="outlined" color="error" disabled={chosen.length === 0 || decide.isPending} onClick={() => setRejecting(chosen)}>
              Reject All
            </Button>
          </Box>
        </Box>
      </Card>
      {pending.isPending ? (
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: 2 }}>
          {[0, 1].map((i) => (
            <Skeleton key={i} variant="rounded" height={150} />
          ))}
        </Box>
      ) : requests.length === 0 ? (
        <Card>
          <CardContent>
            <EmptyState icon={EventAvailableOutlined} title="No pending attendance requests" hint="Requests agents send for their absent days appear here." />
          </CardContent>
        </Card>
      ) : (
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))', xl: 'repeat(3, minmax(0, 1fr))' }, gap: 2 }}>
          {requests.map((request) => {
            const problem = approvalProblem(request, today);
            return (
              <Card key={request.id} data-testid="attendance-request-card" component="article" aria-label={`${request.user.name}, ${dayLabel(request.date)}`}>
                <CardContent sx={{ display: 'grid', gap: 1 }}>
                  <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
                    <Checkbox sx={{ p: 0.5, ml: -0.5 }} checked={selected.has(request.id)} onChange={() => toggle(request.id)} slotProps={{ input: { 'aria-label': `Select ${request.user.name}, ${dayLabel(request.date)}` } }} />
                    <Box sx={{ minWidth: 0, flex: 1 }}>
                      <Typography sx={{ fontWeight: 700 }} noWrap title={request.user.name}>
                        {request.user.name}
                      </Typography>
                      <Typography variant="body2" color="text.secondary" noWrap title={request.user.email}>
                        {request.user.email}
                      </Typography>
                    </Box>
                    <Chip size="small" variant="outlined" color="warning" label={statusLabel(request.status)} />
                  </Box>
                  <Typography variant="body2">
                    <strong>{dayLabel(request.date)}</strong> · Check-in {clockTime(request.requested_login_time)} · Check-out{' '}
                    {request.requested_logout_time ? clockTime(request.requested_logout_time) : request.date === today ? '(optional)' : '—'}
                  </Typography>
                  <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                    {request.reason ?? '—'}
                  </Typography>
                  {problem ? (
                    <Typography variant="caption" color="error">
                      {problem}
                    </Typography>
                  ) : null}
                  <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end' }}>
                    <Button size="small" color="error" onClick={() => setRejecting([request.id])} disabled={decide.isPending}>
                      Reject
                    </Button>
                    <Button size="small" variant="contained" color="success" onClick={() => void run([request.id], 'approve')} disabled={!!problem || decide.isPending}>
                      Accept
                    </Button>
                  </Box>
                </CardContent>
              </Card>
            );
          })}
        </Box>
      )}
      {rejecting ? <RejectReasonDialog count={rejecting.length} loading={decide.isPending} onReject={(reason) => void run(rejecting, 'reject', reason)} onClose={() => setRejecting(null)} /> : null}
    </Box>
  );
}
