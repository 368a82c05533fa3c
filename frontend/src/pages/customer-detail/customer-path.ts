/** The query parameter that names which record (customer row) of a loan the detail page shows. */
export const RECORD_PARAM = 'record';

/**
 * The page of one customer row: the loan's address plus the row, so a loan in several lead cycles opens the row
 * that was clicked instead of asking which one (the chooser asks only when nothing names the row).
 */
export function customerPath(loanApplicationNo: string, recordId: number): string {
  return `/customers/${encodeURIComponent(loanApplicationNo)}?${RECORD_PARAM}=${recordId}`;
}
