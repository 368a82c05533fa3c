import { useCallback, useEffect, useMemo, useState } from 'react';
import { DebouncedSearchBox } from '../../components/DebouncedSearchBox';
import { useUrlQuery } from '../../components/useUrlQuery';
import { Box, Button, Typography } from '@mui/material';
import FilterListRounded from '@mui/icons-material/FilterListRounded';
import GroupAddOutlined from '@mui/icons-material/GroupAddOutlined';
import PersonSearchOutlined from '@mui/icons-material/PersonSearchOutlined';
import { keepPreviousData } from '@tanstack/react-query';
import { useGetList, useNavigate } from 'react-admin';
import type { CustomerSummary } from '../../api/types';
import { useCurrentUser } from '../../auth/useCurrentUser';
import { EmptyState } from '../../components/EmptyState';
import { PageTitle } from '../../components/PageTitle';
import { useToast } from '../../components/Toast';
import { ListFrame, ListPagination, ListToolbar } from '../../components/list';
import { canAccess } from '../../providers/canAccess';
import { messageOf } from '../../providers/httpClient';
import { BulkAssignDialog } from './BulkAssignDialog';
import { CustomerFilterPanel } from './CustomerFilterPanel';
import { CustomerCard } from './CustomerCard';
import { CustomerTable } from './CustomerTable';
import { customerPath } from '../../pages/customer-detail/customer-path';
import {
  NO_FILTERS,
  activeFilterCount,
  parseCustomerQuery,
  serialiseCustomerQuery,
  toListFilter,
  withChanges,
  type CustomerQuery,
} from './customer-query';

export const CUSTOMERS_FETCH_ERROR = 'Failed to fetch customers';

/** /customers (spec §2): search, admin filters, table, bulk assign, pagination. */
export function CustomerList() {
  const { user } = useCurrentUser();
  const canFilter = canAccess(user?.role, { resource: 'customers', action: 'manage' });
  const canAssign = canAccess(user?.role, { resource: 'customers', action: 'edit' });
  const { query, setQuery, search } = useUrlQuery(parseCustomerQuery, serialiseCustomerQuery);
  const navigate = useNavigate();
  const toast = useToast();
  const filterCount = activeFilterCount(query);
  const [filtersOpen, setFiltersOpen] = useState(filterCount > 0);
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [assigning, setAssigning] = useState(false);

  const filter = useMemo(() => toListFilter(query, { withFilters: canFilter }), [query, canFilter]);
  const { data, total, meta, isPending, isFetching, error, isPlaceholderData, refetch } = useGetList<CustomerSummary>(
    'customers',
    { pagination: { page: query.page, perPage: query.itemsPerPage }, sort: { field: 'id', order: 'DESC' }, filter },
    { placeholderData: keepPreviousData },
  );

  useEffect(() => {
    if (error) toast({ title: CUSTOMERS_FETCH_ERROR, description: messageOf(error, ''), variant: 'error' });
  }, [error, toast]);

  const rows = data ?? [];

  // A selection belongs to the rows on screen: a new page, search or filter starts afresh.
  useEffect(() => {
    setSelected(new Set());
  }, [search]);

  // A page past the end (an old link, or rows deleted meanwhile) goes to the last page.
  const totalCount = total ?? 0;
  useEffect(() => {
    if (!isPlaceholderData && total !== undefined && total > 0 && query.page > Math.ceil(total / query.itemsPerPage)) {
      setQuery({ ...query, page: Math.ceil(total / query.itemsPerPage) }, { replace: true });
    }
  }, [isPlaceholderData, total, query, setQuery]);

  const change = useCallback((changes: Partial<CustomerQuery>) => setQuery((current) => withChanges(current, changes)), [setQuery]);
  const onSearch = useCallback((text: string) => setQuery((current) => withChanges(current, { search: text }), { replace: true }), [setQuery]);

  const toggle = (id: number) =>
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const toggleAll = (checked: boolean) => setSelected(checked ? new Set(rows.map((row) => row.id)) : new Set());

  const open = (customer: CustomerSummary) => navigate(customerPath(customer.loan_application_no, customer.id), { state: { from: `/customers${search}` } });

  const hasCriteria = query.search !== '' || (canFilter && filterCount > 0);

  return (
    <>
      <PageTitle title="Customers" description="Browse and search loan accounts" />
      <ListToolbar
        label="Customer search"
        search={<DebouncedSearchBox value={query.search} onSearch={onSearch} placeholder="Search by name, mobile, loan number or email" label="Search customers" />}
        filters={
          <>
            {canFilter ? (
              <Button
                variant={filtersOpen ? 'contained' : 'outlined'}
                color={filtersOpen ? 'primary' : 'inherit'}
                onClick={() => setFiltersOpen((value) => !value)}
                aria-expanded={filtersOpen}
                aria-controls="customer-filter-panel"
                startIcon={<FilterListRounded />}
                sx={{ height: 40 }}
              >
                Filter
                {filterCount > 0 ? (
                  <Box
                    component="span"
                    aria-label={`${filterCount} active`}
                    sx={{
                      ml: 1,
                      minWidth: 20,
                      height: 20,
                      px: 0.5,
                      borderRadius: '10px',
                      display: 'inline-grid',
                      placeItems: 'center',
                      fontSize: '0.72rem',
                      fontWeight: 700,
                      bgcolor: filtersOpen ? '#fff' : 'primary.main',
                      color: filtersOpen ? 'primary.main' : '#fff',
                    }}
                  >
                    {filterCount}
                  </Box>
                ) : null}
              </Button>
            ) : null}
          </>
        }
        actions={
          <>
            {canAssign && selected.size > 0 ? (
              <Box
                sx={{ display: 'flex', alignItems: 'center', gap: 1, pl: 1.5, pr: 0.5, py: 0.25, borderRadius: '10px', bgcolor: '#eff6ff', border: 1, borderColor: 'primary.light' }}
                role="region"
                aria-label="Bulk actions"
              >
                <Typography variant="body2" sx={{ fontWeight: 600, color: 'primary.dark' }}>
                  {selected.size} selected
                </Typography>
                <Button size="small" variant="contained" startIcon={<GroupAddOutlined />} onClick={() => setAssigning(true)}>
                  Assign to group
                </Button>
                <Button size="small" color="inherit" onClick={() => setSelected(new Set())}>
                  Clear
                </Button>
              </Box>
            ) : null}
          </>
        }
      />

      {canFilter && filtersOpen ? (
        <Box id="customer-filter-panel">
          <CustomerFilterPanel query={query} onChange={change} />
        </Box>
      ) : null}

      <ListFrame
        label="Customers"
        isPending={isPending}
        isFetching={isFetching}
        error={error}
        errorTitle={CUSTOMERS_FETCH_ERROR}
        onRetry={refetch}
        hasRows={rows.length > 0}
        skeletonRows={Math.min(query.itemsPerPage, 10)}
        empty={
          <EmptyState
            icon={PersonSearchOutlined}
            title="No customers found"
            hint={hasCriteria ? 'Try another search or clear the filters.' : 'Customers appear here once they are imported.'}
            action={
              hasCriteria ? (
                <Button variant="outlined" onClick={() => change({ ...NO_FILTERS, search: '' })}>
                  Clear search and filters
                </Button>
              ) : undefined
            }
          />
        }
        table={<CustomerTable rows={rows} selectable={canAssign} selected={selected} onToggle={toggle} onToggleAll={toggleAll} onOpen={open} />}
        cards={() =>
          rows.map((row) => <CustomerCard key={row.id} customer={row} selectable={canAssign} selected={selected.has(row.id)} onToggle={toggle} onOpen={open} />)
        }
        footer={
          <ListPagination
            page={query.page}
            perPage={query.itemsPerPage}
            total={totalCount}
            totalIsEstimate={meta?.totalIsEstimate === true}
            noun="customers"
            testId="customer-range"
            onPage={(page) => change({ page })}
            onPerPage={(itemsPerPage) => change({ itemsPerPage })}
          />
        }
      />

      {canAssign ? (
        <BulkAssignDialog
          open={assigning}
          customerIds={[...selected]}
          onClose={() => setAssigning(false)}
          onDone={() => {
            setAssigning(false);
            setSelected(new Set());
          }}
        />
      ) : null}
    </>
  );
}

export default CustomerList;
