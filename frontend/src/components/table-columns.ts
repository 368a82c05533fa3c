import type { Breakpoint } from '@mui/material';

/** A table column that is hidden on narrow screens, below its `hideBelow` breakpoint. */
export interface ResponsiveColumn {
  hideBelow?: Breakpoint;
}

/** The `sx` of a column's cells (header, rows and skeleton alike) that hides them below the column's breakpoint. */
export function displayFor(column: ResponsiveColumn) {
  return column.hideBelow ? { display: { xs: 'none', [column.hideBelow]: 'table-cell' } } : {};
}
