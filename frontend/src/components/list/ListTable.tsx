import type { ReactNode } from 'react';
import { Table, TableBody, TableContainer, TableHead, TableRow } from '@mui/material';

/** The wide-screen layout of a list (ListFrame's `table`): its header cells over its rows, named for screen readers. */
export function ListTable({ label, head, children }: { label: string; head: ReactNode; children: ReactNode }) {
  return (
    <TableContainer>
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>{head}</TableRow>
        </TableHead>
        <TableBody>{children}</TableBody>
      </Table>
    </TableContainer>
  );
}
