import type { ReactNode } from 'react';
import { TableCell } from '@mui/material';
import { displayFor, type ResponsiveColumn } from './table-columns';

/** A column of a list table: its header's text, alignment and the breakpoint below which it is hidden. */
export interface HeaderColumn extends ResponsiveColumn {
  key: string;
  label: ReactNode;
  align?: 'left' | 'right' | 'center';
}

/** The header cells of a list table (Call History, the customer table): one a column, on one line. */
export function TableHeaderCells({ columns }: { columns: readonly HeaderColumn[] }) {
  return columns.map((column) => (
    <TableCell key={column.key} align={column.align} sx={{ whiteSpace: 'nowrap', ...displayFor(column) }}>
      {column.label}
    </TableCell>
  ));
}
