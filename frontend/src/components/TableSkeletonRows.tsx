import { Skeleton, TableCell, TableRow } from '@mui/material';
import { displayFor, type ResponsiveColumn } from './table-columns';

/** A column's placeholder: the width of its text skeleton, in px. */
export interface SkeletonCell extends ResponsiveColumn {
  width: number;
}

/** The rows a table shows while its data loads: one text skeleton a cell, hidden from screen readers. */
export function TableSkeletonRows({ rows, cells, testId }: { rows: number; cells: readonly SkeletonCell[]; testId?: string }) {
  return Array.from({ length: rows }, (_, row) => (
    <TableRow key={row} aria-hidden data-testid={testId}>
      {cells.map((cell, column) => (
        <TableCell key={column} sx={displayFor(cell)}>
          <Skeleton variant="text" width={cell.width} />
        </TableCell>
      ))}
    </TableRow>
  ));
}
