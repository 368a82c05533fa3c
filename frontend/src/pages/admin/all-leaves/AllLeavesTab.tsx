import { useMemo, useState } from 'react';
import { Box, Button, Card, Divider, Stack, Table, TableBody, TableCell, TableContainer, TableHead, TablePagination, TableRow, TableSortLabel, Typography } from '@mui/material';
import EventNoteOutlined from '@mui/icons-material/EventNoteOutlined';
import { useMediaQuery, useTheme } from '@mui/material';
import type { LeaveRequest } from '../../../api/types';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { EmptyState } from '../../../components/EmptyState';
import { LoadErrorState } from '../../../components/LoadErrorState';
import { TableMessageRow } from '../../../components/TableMessageRow';
import { TableSkeletonRows } from '../../../components/TableSkeletonRows';
import { LeaveStatusChip } from '../../../components/leave/LeaveStatusChip';
import { useAdminWithdrawLeave, useLeaveRequests, useLeaveTypes } from '../../../components/leave/leave-api';
import { formatDays, leaveDatesLabel } from '../../../components/leave/leave-rules';
import { useToast } from '../../../components/Toast';
import { businessDay } from '../../../i18n/dates';
import { formatDate } from '../../../i18n/format';
import { messageOf } from '../../../providers/httpClient';
import { AllLeavesFilters } from './AllLeavesFilters';
import { NO_FILTER, filterLeaves, sortLeaves, type LeaveFilter, type LeaveSort, type LeaveSortField } from './all-leaves-rules';

const COLUMNS = 7;
const SKELETON = [{ width: 140 }, { width: 90, hideBelow: 'sm' as const }, { width: 150 }, { width: 40, hideBelow: 'md' as const }, { width: 70 }, { width: 80, hideBelow: 'md' as const }, { width: 60 }];
const PAGE_SIZES = [25, 50, 100];

function SortHeader({ field, label, sort, onSort, hideBelow }: { field: LeaveSortField; label: string; sort: LeaveSort; onSort: (sort: LeaveSort) => void; hideBelow?: 'md' }) {
  const active = sort.field === field;
  return (
    <TableCell sortDirection={active ? sort.order : false} sx={hideBelow ? { display: { xs: 'none', [hideBelow]: 'table-cell' } } : undefined}>
      <TableSortLabel active={active} direction={active ? sort.order : 'desc'} onClick={() => onSort({ field, order: active && sort.order === 'desc' ? 'asc' : 'desc' })}>
        {label}
      </TableSortLabel>
    </TableCell>
  );
}

const isOpen = (request: LeaveRequest) => request.status === 'pending' || request.status === 'approved';

function CancelButton({ request, onCancel }: { request: LeaveRequest; onCancel: () => void }) {
  return isOpen(request) ? (
    <Button size="small" color="error" onClick={onCancel} aria-label={`Cancel ${request.user.name}'s leave ${leaveDatesLabel(request)}`}>
      Cancel
    </Button>
  ) : null;
}

/** A request on a phone: the table's columns as lines of a card. */
function LeavePhoneCard({ request, onCancel }: { request: LeaveRequest; onCancel: () => void }) {
  return (
    <Box data-testid="all-leaves-row" sx={{ px: 2, py: 1.5, '& + &': { borderTop: 1, borderColor: 'divider' } }}>
      <Stack direction="row" sx={{ alignItems: 'flex-start', justifyContent: 'space-between', gap: 1 }}>
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
            {request.user.name}
          </Typography>
          <Typography variant="caption" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {request.user.email} · #{request.user_id}
          </Typography>
        </Box>
        <LeaveStatusChip status={request.status} />
      </Stack>
      <Typography variant="body2" sx={{ mt: 0.5 }}>
        {request.leave_type_name} · {formatDays(request.leave_count)} · {leaveDatesLabel(request)}
      </Typography>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography variant="caption" color="text.secondary">
          Applied {formatDate(request.created_at, 'short')}
        </Typography>
        <CancelButton request={request} onCancel={onCancel} />
      </Stack>
    </Box>
  );
}

/** Admin tab 5: every user's leave, filtered and sorted here, with Cancel (admin-withdraw 'cancel') per open request. */
export function AllLeavesTab() {
  const thisYear = Number(businessDay().slice(0, 4));
  const [filter, setFilter] = useState<LeaveFilter>(NO_FILTER);
  const [sort, setSort] = useState<LeaveSort>({ field: 'start_date', order: 'desc' });
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState(PAGE_SIZES[0]);
  const [cancelling, setCancelling] = useState<LeaveRequest | null>(null);
  const requests = useLeaveRequests();
  const types = useLeaveTypes();
  const cancel = useAdminWithdrawLeave();
  const toast = useToast();
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const rows = useMemo(() => sortLeaves(filterLeaves(requests.data ?? [], filter), sort), [requests.data, filter, sort]);
  const shown = rows.slice(page * pageSize, (page + 1) * pageSize);

  const changeFilter = (next: LeaveFilter) => {
    setFilter(next);
    setPage(0);
  };
  const confirmCancel = () => {
    if (!cancelling) return;
    cancel.mutate(
      { id: cancelling.id, action: 'cancel' },
      {
        onSuccess: () => toast({ title: 'Leave cancelled', description: `${cancelling.user.name}: ${leaveDatesLabel(cancelling)}` }),
        onError: (failure) => toast({ title: messageOf(failure, 'Failed to cancel/withdraw leave request'), variant: 'error' }),
        onSettled: () => setCancelling(null),
      },
    );
  };

  return (
    <Card>
      <AllLeavesFilters filter={filter} types={types.data ?? []} thisYear={thisYear} onChange={changeFilter} />
      <Divider />
      {phone && shown.length > 0 ? (
        shown.map((request) => <LeavePhoneCard key={request.id} request={request} onCancel={() => setCancelling(request)} />)
      ) : (
        <TableContainer>
          <Table size="small" aria-label="All users' leaves">
            <TableHead>
              <TableRow>
                <TableCell>Agent</TableCell>
                <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>Type</TableCell>
                <SortHeader field="start_date" label="Dates" sort={sort} onSort={setSort} />
                <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>Days</TableCell>
                <TableCell>Status</TableCell>
                <SortHeader field="created_at" label="Applied" sort={sort} onSort={setSort} hideBelow="md" />
                <TableCell align="right">Action</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {requests.isPending ? (
                <TableSkeletonRows rows={8} cells={SKELETON} />
              ) : requests.error ? (
                <TableMessageRow colSpan={COLUMNS}>
                  <LoadErrorState title="Failed to fetch leave requests" error={requests.error} onRetry={requests.refetch} />
                </TableMessageRow>
              ) : shown.length === 0 ? (
                <TableMessageRow colSpan={COLUMNS}>
                  <EmptyState icon={EventNoteOutlined} title="No leave requests found" hint={requests.data?.length ? 'No request matches these filters.' : 'Requests appear here once agents apply.'} />
                </TableMessageRow>
              ) : (
                shown.map((request) => (
                  <TableRow key={request.id} hover data-testid="all-leaves-row">
                    <TableCell sx={{ maxWidth: 220 }}>
                      <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                        {request.user.name}
                      </Typography>
                      <Typography variant="caption" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                        {request.user.email} · #{request.user_id}
                      </Typography>
                    </TableCell>
                    <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>{request.leave_type_name}</TableCell>
                    <TableCell>{leaveDatesLabel(request)}</TableCell>
                    <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>{formatDays(request.leave_count)}</TableCell>
                    <TableCell>
                      <LeaveStatusChip status={request.status} />
                    </TableCell>
                    <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>{formatDate(request.created_at, 'short')}</TableCell>
                    <TableCell align="right">
                      <CancelButton request={request} onCancel={() => setCancelling(request)} />
                    </TableCell>
                  </TableRow>
                ))
              )}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      {rows.length > 0 ? (
        <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
          <TablePagination
            component="div"
            count={rows.length}
            page={page}
            onPageChange={(_, next) => setPage(next)}
            rowsPerPage={pageSize}
            rowsPerPageOptions={PAGE_SIZES}
            onRowsPerPageChange={(event) => {
              setPageSize(Number(event.target.value));
              setPage(0);
            }}
          />
        </Box>
      ) : null}
      <ConfirmDialog open={cancelling !== null} title="Cancel this leave?" confirmLabel="Cancel leave" loading={cancel.isPending} onConfirm={confirmCancel} onClose={() => setCancelling(null)}>
        {cancelling
          ? `${cancelling.user.name}, ${cancelling.leave_type_name}, ${leaveDatesLabel(cancelling)}. ${cancelling.status === 'approved' ? 'The days go back to their balance.' : 'The request will not be decided.'}`
          : null}
      </ConfirmDialog>
    </Card>
  );
}
