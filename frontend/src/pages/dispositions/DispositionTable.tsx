import { useEffect, type ReactNode } from 'react';
import { IconButton, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Tooltip } from '@mui/material';
import type { UseQueryResult } from '@tanstack/react-query';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import EditOutlined from '@mui/icons-material/EditOutlined';
import { ListFrame } from '../../components/list';
import { useToast } from '../../components/Toast';
import { messageOf } from '../../providers/httpClient';
import type { DispositionKind } from './DispositionDialogs';

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

interface RowActionsProps {
  kind: DispositionKind;
  name: string;
  onEdit: () => void;
  onDelete: () => void;
}

/** An admin's Edit and Delete buttons at the end of a list or status row. */
export function RowActionsCell(props: RowActionsProps) {
  return (
    <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
      <RowActions {...props} />
    </TableCell>
  );
}

/** An admin's Edit and Delete buttons (of a row, or of a card on a phone). */
export function RowActions({ kind, name, onEdit, onDelete }: RowActionsProps) {
  return (
    <>
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
    </>
  );
}
