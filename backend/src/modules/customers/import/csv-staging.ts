import csvParser from 'csv-parser';
import type { Readable, Writable } from 'node:stream';
import { once } from 'node:events';
import { undoFormulaGuard } from './csv-writer.js';
import { columnForHeader, FAILED_ROWS_ONLY_COLUMNS, normalizeHeader, REQUIRED_COLUMNS, type ImportColumn } from './import-columns.js';
import { validateRow } from './import-row.js';

export const MAX_ROW_BYTES = 256 * 1024;
export const FAILED_RECORDS_LIMIT = 1000;
/**
 * The failed rows answered carry every column of their file, so they stop at this much JSON too: sent back for their
 * CSV they must fit the download's body limit (WIDE_BODY, 8 MB), whatever the width of the file.
 */
export const FAILED_RECORDS_BYTES = 6 * 1024 * 1024;
export const PREVIEW_ROWS = 10;

/** The header is row 1 of a spreadsheet, so the first data row is row 2. */
const FIRST_DATA_ROW = 2;

export interface FailedRecord {
  /** The row as a spreadsheet numbers it (the header is row 1). */
  rowNumber: number;
  /** Every column of the file, by its column name (the required ones always among them: checkHeaders). */
  originalData: Record<string, string> & { name: string; mobile: string; loan_application_no: string };
  errors: string[];
}

export interface StagingResult {
  columns: string[];
  extraColumns: string[];
  totalRows: number;
  validRows: number;
  failedRows: number;
  failedRecords: FailedRecord[];
  errorCounts: Map<string, number>;
  preview: Record<string, unknown>[];
}

/** A problem with the file as a whole: nothing from it is accepted. */
export class FileLevelError extends Error {
  constructor(readonly problems: string[], readonly status = 400) {
    super(problems[0]);
  }
}

function copyRow(importId: string, rowNumber: number, data: Record<string, unknown>): string {
  return `${importId},${rowNumber},"${JSON.stringify(data).replace(/"/g, '""')}"\n`;
}

/** PostgreSQL cannot store NUL; in a CSV it usually means a binary or UTF-16 file, saved in the wrong format. */
const NUL = '\u0000';
const NOT_UTF8_TEXT = 'The file is not UTF-8 text (it contains NUL characters); save it as "CSV UTF-8"';

interface Layout {
  /** The file's columns by name (its headers as read: a known column's name, else the normalised header). */
  headers: string[];
  columns: Map<string, ImportColumn>;
  extra: string[];
}

/**
 * Checks the header row: text, every required column present, no column twice. A failed-rows file's own columns
 * (row_number, errors) are not data.
 */
function checkHeaders(read: string[]): Layout {
  const headers = read.filter((header) => header !== '' && !FAILED_ROWS_ONLY_COLUMNS.includes(header));
  if (headers.some((header) => header.includes(NUL))) throw new FileLevelError([NOT_UTF8_TEXT]);
  const problems: string[] = [];
  const columns = new Map<string, ImportColumn>();
  const extra: string[] = [];
  const seen = new Set<string>();
  for (const header of headers) {
    if (seen.has(header)) problems.push(`Column "${header}" appears more than once`);
    seen.add(header);
    const column = columnForHeader(header);
    if (column) columns.set(column.name, column);
    else extra.push(header);
  }
  for (const required of REQUIRED_COLUMNS) {
    if (!columns.has(required.name)) problems.push(`Missing required column: ${required.name}`);
  }
  if (problems.length) throw new FileLevelError(problems);
  return { headers, columns, extra };
}

/**
 * Streams a CSV through csv-parser, validates each row and writes the valid ones to `staging` (a COPY ... FROM
 * STDIN in CSV format into customer_import_rows). Memory stays flat: only the loan numbers seen so far (to find
 * duplicates within the file), the error counts and the first failures are kept.
 */
export async function stageCsv(file: Readable, staging: Writable, importId: string, timezone: string): Promise<StagingResult> {
  const parser = csvParser({
    mapHeaders: ({ header }) => columnForHeader(header)?.name ?? normalizeHeader(header),
    maxRowBytes: MAX_ROW_BYTES,
    strict: false,
  });
  let layout: Layout | undefined;
  parser.once('headers', (headers: string[]) => {
    try {
      layout = checkHeaders(headers);
    } catch (error) {
      parser.destroy(error as Error);
    }
  });
  file.once('error', (error) => parser.destroy(error));
  file.pipe(parser);

  const result: StagingResult = {
    columns: [], extraColumns: [], totalRows: 0, validRows: 0, failedRows: 0, failedRecords: [], errorCounts: new Map(), preview: [],
  };
  const firstRowOf = new Map<string, number>();
  let failedBytes = 0;
  try {
    for await (const read of parser as AsyncIterable<Record<string, string>>) {
      if (!layout) continue;
      const rowNumber = FIRST_DATA_ROW + result.totalRows++;
      if (Object.values(read).some((value) => value.includes(NUL))) throw new FileLevelError([`Row ${rowNumber}: ${NOT_UTF8_TEXT}`]);
      const record = Object.fromEntries(layout.headers.map((header) => [header, undoFormulaGuard(read[header] ?? '')]));
      const { data, errors } = validateRow(record, layout.columns, layout.extra, timezone);
      const loan = typeof data.loan_application_no === 'string' ? data.loan_application_no : undefined;
      if (loan !== undefined) {
        const first = firstRowOf.get(loan);
        if (first !== undefined) errors.push(`loan_application_no - Duplicate of row ${first} in this file`);
        else firstRowOf.set(loan, rowNumber);
      }
      if (errors.length) {
        result.failedRows += 1;
        for (const error of errors) {
          const category = error.split(' - ')[0];
          result.errorCounts.set(category, (result.errorCounts.get(category) ?? 0) + 1);
        }
        const failed: FailedRecord = { rowNumber, originalData: record as FailedRecord['originalData'], errors };
        const bytes = failedBytes < FAILED_RECORDS_BYTES ? Buffer.byteLength(JSON.stringify(failed)) : Infinity;
        if (result.failedRecords.length < FAILED_RECORDS_LIMIT && failedBytes + bytes <= FAILED_RECORDS_BYTES) {
          result.failedRecords.push(failed);
          failedBytes += bytes;
        } else failedBytes = FAILED_RECORDS_BYTES;
        continue;
      }
      result.validRows += 1;
      if (result.preview.length < PREVIEW_ROWS) {
        const { metadata, ...fields } = data;
        result.preview.push({ ...fields, ...(metadata as object) });
      }
      if (!staging.write(copyRow(importId, rowNumber, data))) await once(staging, 'drain');
    }
  } catch (error) {
    if (error instanceof FileLevelError) throw error;
    if (error instanceof RangeError || /Row exceeds/i.test(String((error as Error).message))) {
      throw new FileLevelError([`Row ${FIRST_DATA_ROW + result.totalRows} is longer than ${MAX_ROW_BYTES / 1024} KB; check for an unbalanced quote`]);
    }
    throw error;
  }
  if (!layout) throw new FileLevelError(['The file is empty']);
  if (result.totalRows === 0) throw new FileLevelError(['The file has a header but no data rows']);
  result.columns = [...layout.columns.keys()];
  result.extraColumns = layout.extra;
  return result;
}
