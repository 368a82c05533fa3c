import type { ReactNode } from 'react';
import { TableCell, TableRow } from '@mui/material';

/** A table body row of one borderless cell across all columns, for an empty or error state. */
export function TableMessageRow({ colSpan, children }: { colSpan: number; children: ReactNode }) {
  return (
    <TableRow>
      <TableCell colSpan={colSpan} sx={{ border: 0 }}>
        {children}
      </TableCell>
    </TableRow>
  );
}
