import { useCallback, useEffect, type KeyboardEvent, type MouseEvent } from 'react';
import { DebouncedSearchBox } from '../../components/DebouncedSearchBox';
import { useUrlQuery } from '../../components/useUrlQuery';
import { Box, Button, Card, MenuItem, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, TextField, Typography } from '@mui/material';
import LockOutlined from '@mui/icons-material/LockOutlined';
import PhoneDisabledOutlined from '@mui/icons-material/PhoneDisabledOutlined';
import RestartAltRounded from '@mui/icons-material/RestartAltRounded';
import { LinkBase, useNavigate } from 'react-admin';
import { useCurrentUser } from '../../auth/useCurrentUser';
import { EmptyState } from '../../components/EmptyState';
import { ListCard, ListFrame, ListPagination, ListToolbar } from '../../components/list';
import { PageTitle } from '../../components/PageTitle';
import type { ResponsiveColumn } from '../../components/table-columns';
import { TableHeaderCells } from '../../components/TableHeaderCells';
import { useToast } from '../../components/Toast';
import { DispositionCodeBadge } from '../../components/feedback/DispositionBadges';
import { formatDateTime, formatMobile } from '../../i18n/format';
import { messageOf } from '../../providers/httpClient';
import { customerPath } from '../customer-detail/customer-path';
import { useCallsPage } from './calls-api';
import { CallStatusBadge } from './CallBadges';
import {
  CALLS_PAGE_SIZE,
  EMPTY_CALLS_QUERY,
  STATUS_FILTERS,
  formatDuration,
  hasCallFilters,
  parseCallsQuery,
  serialiseCallsQuery,
  withCallsChanges,
  type Call,
  type CallStatusFilter,
} from './calls-query';

export const CALLS_FETCH_ERROR = 'Failed to fetch call history';
export const CALLS_LOGIN_TEXT = 'Please login to view call history';

const COLUMNS: Array<ResponsiveColumn & { key: string; label: string; align?: 'right' }> = [
  { key: 'status', label: 'Status' },
  { key: 'customer', label: 'Customer' },
  { key: 'phone', label: 'Phone Number' },
  { key: 'date', label: 'Date/Time' },
  { key: 'duration', label: 'Duration', align: 'right' },
  { key: 'agent', label: 'Agent', hideBelow: 'md' },
  { key: 'disposition', label: 'Disposition' },
];

function CallRow({ call, onOpen }: { call: Call; onOpen: (call: Call) => void }) {
  const open = (event: MouseEvent | KeyboardEvent) => {
    // Let the customer link do its own thing, and leave text selection alone.
    if ((event.target as HTMLElement).closest('a, button')) return;
    if (window.getSelection()?.toString()) return;
    onOpen(call);
  };
  return (
    <TableRow
      hover
      tabIndex={0}
      onClick={open}
      onKeyDown={(event) => {
        if (event.key === 'Enter' || event.key === ' ') {
          event.preventDefault();
          open(event);
        }
      }}
      aria-label={`Call with ${call.customer.name}, ${formatDateTime(call.call_date_time)}`}
      sx={{ cursor: 'pointer', '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: -2 } }}
      data-testid="call-row"
    >
      <TableCell>
        <CallStatusBadge status={call.status} />
      </TableCell>
      <TableCell sx={{ minWidth: 160 }}>
        <LinkBase to={customerPath(call.customer.loan_application_no, call.customer.id)} style={{ color: 'inherit', textDecoration: 'none' }}>
          <Typography variant="body2" component="span" sx={{ display: 'block', fontWeight: 600, color: 'primary.main', '&:hover': { textDecoration: 'underline' } }}>
            {call.customer.name}
          </Typography>
        </LinkBase>
        <Typography variant="caption" color="text.secondary" sx={{ fontVariantNumeric: 'tabular-nums' }}>
          {call.customer.loan_application_no}
        </Typography>
      </TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>{formatMobile(call.phone_number)}</TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(call.call_date_time)}</TableCell>
      <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums' }}>
        {formatDuration(call.duration)}
      </TableCell>
      <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>{call.agent.name}</TableCell>
      <TableCell>
        <Disposition call={call} />
      </TableCell>
    </TableRow>
  );
}

function Disposition({ call }: { call: Call }) {
  return call.disposition_name ? (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75 }}>
      <Typography variant="body2" component="span" sx={{ whiteSpace: 'nowrap' }}>
        {call.disposition_name}
      </Typography>
      {call.disposition_code ? <DispositionCodeBadge code={call.disposition_code} /> : null}
    </Box>
  ) : (
    <Typography variant="body2" component="span" color="text.disabled">
      None
    </Typography>
  );
}

function CallCard({ call, onOpen }: { call: Call; onOpen: (call: Call) => void }) {
  return (
    <ListCard
      testId="call-card"
      title={call.customer.name}
      subtitle={call.customer.loan_application_no}
      badge={<CallStatusBadge status={call.status} />}
      onOpen={() => onOpen(call)}
      openLabel={`Call with ${call.customer.name}, ${formatDateTime(call.call_date_time)}`}
      fields={[
        { label: 'Date/Time', value: formatDateTime(call.call_date_time) },
        { label: 'Duration', value: formatDuration(call.duration) },
        { label: 'Phone Number', value: formatMobile(call.phone_number) },
        { label: 'Disposition', value: <Disposition call={call} /> },
      ]}
    />
  );
}

/** /calls (spec §2 "Call history"): search, status filter, table, pagination; filters in the URL. */
export function CallHistoryPage() {
  const { user, isPending: userPending } = useCurrentUser();
  const { query, setQuery, search } = useUrlQuery(parseCallsQuery, serialiseCallsQuery);
  const navigate = useNavigate();
  const toast = useToast();
  const { data, isPending, isFetching, error, isPlaceholderData, refetch } = useCallsPage(query, !!user);

  useEffect(() => {
    if (error) toast({ title: CALLS_FETCH_ERROR, description: messageOf(error, ''), variant: 'error' });
  }, [error, toast]);

  // A page past the end (an old link, calls deleted meanwhile) goes to the last page.
  const total = data?.pagination.total ?? 0;
  const totalPages = data?.pagination.totalPages ?? 0;
  useEffect(() => {
    if (data && !isPlaceholderData && totalPages > 0 && query.page > totalPages) setQuery({ ...query, page: totalPages }, { replace: true });
  }, [data, isPlaceholderData, totalPages, query, setQuery]);

  const onSearch = useCallback((text: string) => setQuery((current) => withCallsChanges(current, { search: text }), { replace: true }), [setQuery]);

  if (!user) {
    return (
      <>
        <PageTitle title="Call History" description="Calls placed through the dialer" />
        {userPending ? null : (
          <Card>
            <EmptyState
              icon={LockOutlined}
              title={CALLS_LOGIN_TEXT}
              action={
                <Button component={LinkBase} to="/auth" variant="contained">
                  Sign in
                </Button>
              }
            />
          </Card>
        )}
      </>
    );
  }

  const open = (call: Call) => navigate(`/calls/${call.id}`, { state: { from: `/calls${search}` } });
  const calls = data?.calls ?? [];
  const filtered = hasCallFilters(query);

  return (
    <>
      <PageTitle title="Call History" description="Calls placed through the dialer" />
      <ListToolbar
        label="Call filters"
        search={<DebouncedSearchBox value={query.search} onSearch={onSearch} placeholder="Search calls, customers, or agents..." label="Search calls" />}
        filters={
          <>
        <TextField
          select
          margin="none"
          value={query.status}
          onChange={(event) => setQuery((current) => withCallsChanges(current, { status: event.target.value as CallStatusFilter }))}
          sx={{ width: 180 }}
          slotProps={{ select: { displayEmpty: true, inputProps: { 'aria-label': 'Filter by status' } } }}
        >
          {STATUS_FILTERS.map((option) => (
            <MenuItem key={option.value || 'all'} value={option.value}>
              {option.label}
            </MenuItem>
          ))}
        </TextField>
        <Button variant="outlined" color="inherit" startIcon={<RestartAltRounded />} onClick={() => setQuery(EMPTY_CALLS_QUERY)} disabled={!filtered && query.page === 1} sx={{ height: 40 }}>
          Reset Filters
        </Button>
          </>
        }
      />

      <ListFrame
        label="Call history"
        isPending={isPending}
        isFetching={isFetching}
        error={error}
        errorTitle={CALLS_FETCH_ERROR}
        onRetry={refetch}
        hasRows={calls.length > 0}
        skeletonRows={CALLS_PAGE_SIZE}
        empty={
          <EmptyState
            icon={PhoneDisabledOutlined}
            title="No calls found"
            hint={filtered ? 'Try another search or reset the filters.' : 'Calls appear here once agents call customers.'}
            action={
              filtered ? (
                <Button variant="outlined" onClick={() => setQuery(EMPTY_CALLS_QUERY)}>
                  Reset Filters
                </Button>
              ) : undefined
            }
          />
        }
        table={
          <TableContainer>
            <Table size="small" aria-label="Call history" sx={{ '& td, & th': { px: 1.25 }, '& td:first-of-type, & th:first-of-type': { pl: 2 }, '& tbody td': { py: 1.1 } }}>
              <TableHead>
                <TableRow>
                  <TableHeaderCells columns={COLUMNS} />
                </TableRow>
              </TableHead>
              <TableBody>
                {calls.map((call) => (
                  <CallRow key={call.id} call={call} onOpen={open} />
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        }
        cards={() => calls.map((call) => <CallCard key={call.id} call={call} onOpen={open} />)}
        footer={
          <ListPagination page={query.page} perPage={CALLS_PAGE_SIZE} total={total} totalIsEstimate={data?.pagination.totalIsEstimate} noun="results" testId="calls-range" onPage={(page) => setQuery({ ...query, page })} />
        }
      />
    </>
  );
}

export default CallHistoryPage;
