import { useEffect, type ReactNode } from 'react';
import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material';
import type { UseQueryResult } from '@tanstack/react-query';
import { ListFrame, RowActions, type RowActionsProps } from '../../components/list';
import { useToast } from '../../components/Toast';
import { messageOf } from '../../providers/httpClient';

const TABLE_SX = { '& td, & th': { px: 1.5 }, '& td:first-of-type, & th:first-of-type': { pl: 2.5 }, '& tbody td': { py: 1.25 } };

/**
 * The table of both dispositions views in the shared list frame: the column headers (and Actions for admins) over
 * the given rows, or the rows as cards on a phone; the frame's skeleton, load error (also toasted) with Try again and
 * empty state.
 */
export function DispositionTable({
  query,
  label,
  loadError,
  columnHeaders,
  canManage,
  skeleton,
  isEmpty,
  empty,
  aboveTable,
  cards,
  children,
}: {
  query: Pick<UseQueryResult<unknown>, 'isPending' | 'error' | 'data' | 'refetch'>;
  label: string;
  loadError: string;
  columnHeaders: ReactNode[];
  canManage: boolean;
  skeleton: { rows: number };
  isEmpty: boolean;
  empty: ReactNode;
  aboveTable?: ReactNode;
  /** The rows as ListCards, for a phone. */
  cards: () => ReactNode;
  children: ReactNode;
}) {
  const toast = useToast();

  useEffect(() => {
    if (query.error) toast({ title: loadError, description: messageOf(query.error, ''), variant: 'error' });
  }, [query.error, toast, loadError]);

  return (
    <ListFrame
      label={label}
      isPending={query.isPending}
      error={query.error}
      errorTitle={loadError}
      onRetry={query.refetch}
      hasRows={!isEmpty}
      empty={empty}
      skeletonRows={skeleton.rows}
      header={aboveTable}
      cards={cards}
      table={
        <TableContainer>
          <Table size="small" aria-label={label} sx={TABLE_SX}>
            <TableHead>
              <TableRow>
                {columnHeaders}
                {canManage ? (
                  <TableCell align="right" sx={{ pr: '20px !important' }}>
                    Actions
                  </TableCell>
                ) : null}
              </TableRow>
            </TableHead>
            <TableBody>{children}</TableBody>
          </Table>
        </TableContainer>
      }
    />
  );
}

export { RowActions };

/** An admin's Edit and Delete buttons at the end of a list or status row. */
export function RowActionsCell(props: RowActionsProps) {
  return (
    <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
      <RowActions {...props} />
    </TableCell>
  );
}
