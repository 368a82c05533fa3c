/** A cell that a spreadsheet would read as a formula. */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One CSV cell: quoted when needed, and neutralised when it starts like a spreadsheet formula (= + - @), so a
 * downloaded file cannot run anything when opened in Excel. The import takes the mark off again (undoFormulaGuard).
 */
function csvCell(value: unknown): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (FORMULA_START.test(text) && !/^-?\d+(\.\d+)?$/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvLine(values: readonly unknown[]): string {
  return `${values.map(csvCell).join(',')}\r\n`;
}

/** A cell as it was before csvCell neutralised it, so a downloaded file imports with the values it came from. */
export function undoFormulaGuard(text: string): string {
  return text.startsWith("'") && FORMULA_START.test(text.slice(1)) ? text.slice(1) : text;
}
