import { useCallback, useMemo, useRef, useState } from 'react';
import { Button, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, TableSortLabel, Typography } from '@mui/material';
import ListAltOutlined from '@mui/icons-material/ListAltOutlined';
import RefreshRounded from '@mui/icons-material/RefreshRounded';
import SearchOffRounded from '@mui/icons-material/SearchOffRounded';
import type { TataLeadList } from '../../api/types';
import { DebouncedSearchBox } from '../../components/DebouncedSearchBox';
import { EmptyState } from '../../components/EmptyState';
import { ListCard, ListFrame, ListToolbar } from '../../components/list';
import { PageTitle } from '../../components/PageTitle';
import { displayFor, type ResponsiveColumn } from '../../components/table-columns';
import { LEAD_SYNC, TataSyncButton, useFocusReturn } from '../../components/TataSyncButton';
import { useToast } from '../../components/Toast';
import { useUrlQuery } from '../../components/useUrlQuery';
import { formatNumber } from '../../i18n/format';
import { messageOf } from '../../providers/httpClient';
import { useLeadLists, useRefreshLeadList } from './lead-list-api';
import { LEAD_LIST_MESSAGES, formatRefreshedAt, parseLeadListQuery, refreshedMessage, serialiseLeadListQuery, visibleLeadLists } from './lead-list-rules';

const COLUMNS: Array<ResponsiveColumn & { key: string; label: string; align?: 'right' }> = [
  { key: 'name', label: 'Name' },
  { key: 'lead_list_id', label: 'Lead List Id' },
  { key: 'lead_count', label: 'Lead Count', align: 'right', hideBelow: 'sm' },
  { key: 'last_refreshed_at', label: 'Last Refreshed At' },
  { key: 'actions', label: 'Actions', align: 'right' },
];

/** A row's Refresh, with its own spinner: other rows stay usable while one refreshes. */
function RefreshButton({ row, refreshing, onRefresh }: { row: TataLeadList; refreshing: boolean; onRefresh: (row: TataLeadList) => void }) {
  const ref = useRef<HTMLButtonElement>(null);
  useFocusReturn(refreshing, ref);
  return (
    <Button
      ref={ref}
      size="small"
      variant="outlined"
      startIcon={<RefreshRounded />}
      loading={refreshing}
      loadingPosition="start"
      aria-busy={refreshing || undefined}
      aria-label={`Refresh ${row.name}`}
      onClick={() => onRefresh(row)}
    >
      Refresh
    </Button>
  );
}

function RefreshedAt({ row }: { row: TataLeadList }) {
  return row.last_refreshed_at ? (
    <>{formatRefreshedAt(row.last_refreshed_at)}</>
  ) : (
    <Typography variant="body2" component="span" color="text.disabled">
      {LEAD_LIST_MESSAGES.notRefreshed}
    </Typography>
  );
}

function LeadListCard({ row, refreshing, onRefresh }: { row: TataLeadList; refreshing: boolean; onRefresh: (row: TataLeadList) => void }) {
  return (
    <ListCard
      testId="lead-list-card"
      title={row.name}
      subtitle={row.lead_list_id}
      fields={[
        { label: 'Lead Count', value: formatNumber(row.lead_count) },
        { label: 'Last Refreshed At', value: <RefreshedAt row={row} /> },
      ]}
      actions={<RefreshButton row={row} refreshing={refreshing} onRefresh={onRefresh} />}
    />
  );
}

function LeadListRow({ row, refreshing, onRefresh }: { row: TataLeadList; refreshing: boolean; onRefresh: (row: TataLeadList) => void }) {
  return (
    <TableRow hover data-testid="lead-list-row">
      <TableCell sx={{ minWidth: 180 }}>
        <Typography variant="body2" sx={{ fontWeight: 600, color: 'text.primary' }}>
          {row.name}
        </Typography>
      </TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap', fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace', fontSize: '0.8rem' }}>{row.lead_list_id}</TableCell>
      <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums', display: { xs: 'none', sm: 'table-cell' } }}>
        {formatNumber(row.lead_count)}
      </TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
        <RefreshedAt row={row} />
      </TableCell>
      <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
        <RefreshButton row={row} refreshing={refreshing} onRefresh={onRefresh} />
      </TableCell>
    </TableRow>
  );
}

/**
 * /tata-lead-list (spec §2 "Dialer lead list"): the dialer's lead lists, one per lead cycle. Search by name and
 * a name sort (both in the URL), a per-row Refresh, and Sync with Tata, which creates the missing lists and
 * pushes the customers. Admin route.
 */
export function LeadListPage() {
  const { query, setQuery } = useUrlQuery(parseLeadListQuery, serialiseLeadListQuery);
  const { data, isPending, isFetching, error, refetch } = useLeadLists();
  const refreshLeadList = useRefreshLeadList();
  const toast = useToast();
  const [refreshing, setRefreshing] = useState<ReadonlySet<string>>(() => new Set());
  const inFlight = useRef(new Set<string>());

  const onSearch = useCallback((text: string) => setQuery((current) => ({ ...current, search: text }), { replace: true }), [setQuery]);
  const rows = useMemo(() => visibleLeadLists(data ?? [], query), [data, query]);
  const total = data?.length ?? 0;

  const refresh = async (row: TataLeadList) => {
    const id = row.lead_list_id;
    if (inFlight.current.has(id)) return;
    inFlight.current.add(id);
    setRefreshing(new Set(inFlight.current));
    try {
      const updated = await refreshLeadList(id);
      toast({ title: LEAD_LIST_MESSAGES.refreshed, description: refreshedMessage(updated) });
    } catch (failure) {
      toast({ title: LEAD_LIST_MESSAGES.refreshFailed, description: messageOf(failure, ''), variant: 'error' });
    } finally {
      inFlight.current.delete(id);
      setRefreshing(new Set(inFlight.current));
    }
  };

  const clearSearch = () => setQuery({ ...query, search: '' });

  return (
    <>
      <PageTitle title="Lead List" description="Dialer lead lists" />
      <ListToolbar
        label="Lead list search"
        search={<DebouncedSearchBox value={query.search} onSearch={onSearch} placeholder="Search by name" label="Search lead lists by name" />}
        actions={
          <>
            <Typography variant="body2" color="text.secondary" role="status">
              {data ? (query.search ? `${formatNumber(rows.length)} of ${formatNumber(total)} lead lists` : `${formatNumber(total)} lead list${total === 1 ? '' : 's'}`) : ''}
            </Typography>
            <TataSyncButton sync={LEAD_SYNC} variant="contained" />
          </>
        }
      />

      <ListFrame
        label="Lead lists"
        isPending={isPending}
        isFetching={isFetching}
        error={error}
        errorTitle={LEAD_LIST_MESSAGES.loadError}
        onRetry={refetch}
        hasRows={rows.length > 0}
        skeletonRows={3}
        empty={
          total === 0 ? (
            <EmptyState icon={ListAltOutlined} title={LEAD_LIST_MESSAGES.empty} hint={LEAD_LIST_MESSAGES.emptyHint} />
          ) : (
            <EmptyState
              icon={SearchOffRounded}
              title="No lead lists found"
              hint={`Nothing matches “${query.search}”. Try another name.`}
              action={
                <Button variant="outlined" onClick={clearSearch}>
                  Show all lead lists
                </Button>
              }
            />
          )
        }
        table={
          <TableContainer>
            <Table size="small" aria-label="Lead lists" sx={{ '& td, & th': { px: 1.5 }, '& td:first-of-type, & th:first-of-type': { pl: 2.5 }, '& td:last-of-type, & th:last-of-type': { pr: 2.5 }, '& tbody td': { py: 1.25 } }}>
              <TableHead>
                <TableRow>
                  {COLUMNS.map((column) => (
                    <TableCell
                      key={column.key}
                      align={column.align}
                      sx={{ whiteSpace: 'nowrap', ...displayFor(column) }}
                      sortDirection={column.key === 'name' ? query.order : false}
                    >
                      {column.key === 'name' ? (
                        <TableSortLabel active direction={query.order} onClick={() => setQuery({ ...query, order: query.order === 'asc' ? 'desc' : 'asc' }, { replace: true })}>
                          {column.label}
                        </TableSortLabel>
                      ) : (
                        column.label
                      )}
                    </TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {rows.map((row) => (
                  <LeadListRow key={row.lead_list_id} row={row} refreshing={refreshing.has(row.lead_list_id)} onRefresh={(r) => void refresh(r)} />
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        }
        cards={() => rows.map((row) => <LeadListCard key={row.lead_list_id} row={row} refreshing={refreshing.has(row.lead_list_id)} onRefresh={(r) => void refresh(r)} />)}
      />
    </>
  );
}

export default LeadListPage;
