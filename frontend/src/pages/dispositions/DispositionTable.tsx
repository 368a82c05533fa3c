import { useEffect, type ReactNode } from 'react';
import { Card, IconButton, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Tooltip } from '@mui/material';
import type { UseQueryResult } from '@tanstack/react-query';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import EditOutlined from '@mui/icons-material/EditOutlined';
import { LoadErrorState } from '../../components/LoadErrorState';
import { TableMessageRow } from '../../components/TableMessageRow';
import { TableSkeletonRows } from '../../components/TableSkeletonRows';
import { useToast } from '../../components/Toast';
import { messageOf } from '../../providers/httpClient';
import type { DispositionKind } from './DispositionDialogs';

const TABLE_SX = { '& td, & th': { px: 1.5 }, '& td:first-of-type, & th:first-of-type': { pl: 2.5 }, '& tbody td': { py: 1.25 } };

/**
 * The table of both dispositions views, in its card: the column headers (and Actions for admins), then skeleton
 * rows while loading, the load error (also toasted) with a retry, the empty state, and the given rows.
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
  children,
}: {
  query: Pick<UseQueryResult<unknown>, 'isPending' | 'error' | 'data' | 'refetch'>;
  label: string;
  loadError: string;
  columnHeaders: ReactNode[];
  canManage: boolean;
  skeleton: { rows: number; width: (column: number) => number };
  isEmpty: boolean;
  empty: ReactNode;
  aboveTable?: ReactNode;
  children: ReactNode;
}) {
  const toast = useToast();
  const columnCount = columnHeaders.length + (canManage ? 1 : 0);

  useEffect(() => {
    if (query.error) toast({ title: loadError, description: messageOf(query.error, ''), variant: 'error' });
  }, [query.error, toast, loadError]);

  return (
    <Card>
      {aboveTable}
      <TableContainer sx={{ overflowX: 'auto' }}>
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
          <TableBody>
            {query.isPending ? <TableSkeletonRows rows={skeleton.rows} cells={Array.from({ length: columnCount }, (_, j) => ({ width: skeleton.width(j) }))} /> : null}
            {query.error && !query.data ? (
              <TableMessageRow colSpan={columnCount}>
                <LoadErrorState title={loadError} error={query.error} onRetry={query.refetch} />
              </TableMessageRow>
            ) : null}
            {query.data && isEmpty ? <TableMessageRow colSpan={columnCount}>{empty}</TableMessageRow> : null}
            {children}
          </TableBody>
        </Table>
      </TableContainer>
    </Card>
  );
}

/** An admin's Edit and Delete buttons at the end of a list or status row. */
export function RowActionsCell({ kind, name, onEdit, onDelete }: { kind: DispositionKind; name: string; onEdit: () => void; onDelete: () => void }) {
  return (
    <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
      <Tooltip title={`Edit ${kind}`}>
        <IconButton size="small" aria-label={`Edit ${name}`} onClick={onEdit}>
          <EditOutlined fontSize="small" />
        </IconButton>
      </Tooltip>
      <Tooltip title={`Delete ${kind}`}>
        <IconButton size="small" aria-label={`Delete ${name}`} onClick={onDelete} sx={{ '&:hover': { color: 'error.main' } }}>
          <DeleteOutlineRounded fontSize="small" />
        </IconButton>
      </Tooltip>
    </TableCell>
  );
}
