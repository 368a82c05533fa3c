import { useCallback, useEffect, type ReactNode } from 'react';
import { useListContext, type RaRecord } from 'react-admin';
import { DebouncedSearchBox } from '../DebouncedSearchBox';
import { ListFrame } from './ListFrame';
import { DEFAULT_PAGE_SIZE, ListPagination, isPageSize } from './ListPagination';

/*
 * The shared list pieces bound to react-admin's list context (inside a ListBase), for the record lists that go
 * through the dataProvider: the same look as the lists that keep their query in the URL themselves.
 */

/** The list's search box on the `q` filter. */
export function RaSearchBox({ placeholder, label }: { placeholder: string; label: string }) {
  const { filterValues, setFilters } = useListContext();
  const onSearch = useCallback(
    (text: string) => {
      const { q: _previous, ...rest } = filterValues ?? {};
      setFilters(text ? { ...rest, q: text } : rest);
    },
    [filterValues, setFilters],
  );
  return <DebouncedSearchBox value={typeof filterValues?.q === 'string' ? filterValues.q : ''} onSearch={onSearch} placeholder={placeholder} label={label} />;
}

/** The shared pagination; a page size the list does not offer (an edited address) is put right, in the address too. */
export function RaListPagination({ noun }: { noun: string }) {
  const { page, perPage, total, setPage, setPerPage } = useListContext();
  useEffect(() => {
    if (!isPageSize(perPage)) setPerPage(DEFAULT_PAGE_SIZE);
  }, [perPage, setPerPage]);
  return <ListPagination page={page} perPage={perPage} total={total ?? 0} noun={noun} onPage={setPage} onPerPage={setPerPage} />;
}

export interface RaListFrameProps<R extends RaRecord> {
  label: string;
  errorTitle: string;
  noun: string;
  /** Shown when nothing matches (or nothing exists yet). */
  empty: ReactNode;
  /** The DataTable. */
  table: ReactNode;
  /** One record as a ListCard. */
  card: (record: R) => ReactNode;
}

/** ListFrame fed by the list context: states, table or cards, and the pagination. */
export function RaListFrame<R extends RaRecord>({ label, errorTitle, noun, empty, table, card }: RaListFrameProps<R>) {
  const { data, isPending, isFetching, error, refetch } = useListContext<R>();
  return (
    <ListFrame
      label={label}
      isPending={isPending}
      isFetching={isFetching}
      error={error}
      errorTitle={errorTitle}
      onRetry={refetch}
      hasRows={(data?.length ?? 0) > 0}
      empty={empty}
      table={table}
      cards={() => (data ?? []).map((record) => card(record))}
      footer={<RaListPagination noun={noun} />}
    />
  );
}
