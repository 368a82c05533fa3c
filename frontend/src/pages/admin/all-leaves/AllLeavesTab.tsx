import { useState } from 'react';
import { Button, TableCell, TableRow, TableSortLabel, Typography } from '@mui/material';
import EventNoteOutlined from '@mui/icons-material/EventNoteOutlined';
import type { LeaveRequest } from '../../../api/types';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { DEFAULT_PAGE_SIZE, EmptyState, ListCard, ListFrame, ListTable, ListPagination, type PageSize } from '../../../components/list';
import { LeaveStatusChip } from '../../../components/leave/LeaveStatusChip';
import { useAdminWithdrawLeave, useLeaveRequestPage, useLeaveTypes } from '../../../components/leave/leave-api';
import { formatDays, leaveDatesLabel } from '../../../components/leave/leave-rules';
import { useToast } from '../../../components/Toast';
import { businessDay } from '../../../i18n/dates';
import { formatDate } from '../../../i18n/format';
import { messageOf } from '../../../providers/httpClient';
import { AllLeavesFilters } from './AllLeavesFilters';
import { NO_FILTER, isFiltered, serverFilter, serverSort, type LeaveFilter, type LeaveSort, type LeaveSortField } from './all-leaves-rules';
import { useRefetchOnAttention } from '../../../components/useRefetchOnAttention';


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

/** Admin tab 5: every user's leave, filtered, sorted and paged by the server, with Cancel (admin-withdraw 'cancel') per open request. */
export function AllLeavesTab() {
  const thisYear = Number(businessDay().slice(0, 4));
  const [filter, setFilter] = useState<LeaveFilter>(NO_FILTER);
  const [sort, setSort] = useState<LeaveSort>({ field: 'start_date', order: 'desc' });
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState<PageSize>(DEFAULT_PAGE_SIZE);
  const [cancelling, setCancelling] = useState<LeaveRequest | null>(null);
  const requests = useLeaveRequestPage({ filter: serverFilter(filter), sort: serverSort(sort), page, perPage: pageSize });
  useRefetchOnAttention(requests);
  const types = useLeaveTypes();
  const cancel = useAdminWithdrawLeave();
  const toast = useToast();
  const shown = requests.data?.items ?? [];

  const changeFilter = (next: LeaveFilter) => {
    setFilter(next);
    setPage(1);
  };
  const changeSort = (next: LeaveSort) => {
    setSort(next);
    setPage(1);
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

  const cancelButton = (request: LeaveRequest) => <CancelButton request={request} onCancel={() => setCancelling(request)} />;
  const agent = (request: LeaveRequest) => `${request.user.email} · #${request.user_id}`;

  return (
    <>
      <AllLeavesFilters filter={filter} types={types.data ?? []} thisYear={thisYear} onChange={changeFilter} />
      <ListFrame
        label="All users' leaves"
        isPending={requests.isPending}
        isFetching={requests.isFetching}
        error={requests.error}
        errorTitle="Failed to fetch leave requests"
        onRetry={requests.refetch}
        hasRows={shown.length > 0}
        skeletonRows={8}
        empty={<EmptyState icon={EventNoteOutlined} title="No leave requests found" hint={isFiltered(filter) ? 'No request matches these filters.' : 'Requests appear here once agents apply.'} />}
        cards={() =>
          shown.map((request) => (
            <ListCard
              key={request.id}
              testId="all-leaves-row"
              title={request.user.name}
              subtitle={agent(request)}
              badge={<LeaveStatusChip status={request.status} />}
              fields={[
                { label: 'Dates', value: leaveDatesLabel(request) },
                { label: 'Type', value: `${request.leave_type_name} · ${formatDays(request.leave_count)}` },
                { label: 'Applied', value: formatDate(request.created_at, 'short') },
              ]}
              actions={isOpen(request) ? cancelButton(request) : undefined}
            />
          ))
        }
        table={
          <ListTable
            label="All users' leaves"
            head={
              <>
                <TableCell>Agent</TableCell>
                <TableCell>Type</TableCell>
                <SortHeader field="start_date" label="Dates" sort={sort} onSort={changeSort} />
                <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>Days</TableCell>
                <TableCell>Status</TableCell>
                <SortHeader field="created_at" label="Applied" sort={sort} onSort={changeSort} hideBelow="md" />
                <TableCell align="right">Action</TableCell>
              </>
            }
          >
            {shown.map((request) => (
              <TableRow key={request.id} hover data-testid="all-leaves-row">
                <TableCell sx={{ maxWidth: 220 }}>
                  <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                    {request.user.name}
                  </Typography>
                  <Typography variant="caption" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                    {agent(request)}
                  </Typography>
                </TableCell>
                <TableCell>{request.leave_type_name}</TableCell>
                <TableCell>{leaveDatesLabel(request)}</TableCell>
                <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>{formatDays(request.leave_count)}</TableCell>
                <TableCell>
                  <LeaveStatusChip status={request.status} />
                </TableCell>
                <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>{formatDate(request.created_at, 'short')}</TableCell>
                <TableCell align="right">{cancelButton(request)}</TableCell>
              </TableRow>
            ))}
          </ListTable>
        }
        footer={
          <ListPagination
            page={page}
            perPage={pageSize}
            total={requests.data?.total ?? 0}
            noun="leave requests"
            onPage={setPage}
            onPerPage={(next) => {
              setPageSize(next);
              setPage(1);
            }}
          />
        }
      />
      <ConfirmDialog open={cancelling !== null} title="Cancel this leave?" confirmLabel="Cancel leave" loading={cancel.isPending} onConfirm={confirmCancel} onClose={() => setCancelling(null)}>
        {cancelling
          ? `${cancelling.user.name}, ${cancelling.leave_type_name}, ${leaveDatesLabel(cancelling)}. ${cancelling.status === 'approved' ? 'The days go back to their balance.' : 'The request will not be decided.'}`
          : null}
      </ConfirmDialog>
    </>
  );
}
