import type { components } from '../../api/schema';
import { LOCALE, formatNumber } from '../../i18n/format';

/** The API shapes of the customer import (tag "customer import" of openapi.json). */
type Schemas = components['schemas'];
export type UploadResponse = Schemas['UploadResponseDto'];
export type UploadSummary = Schemas['UploadSummaryDto'];
export type FailedRecord = Schemas['FailedRecordDto'];
export type ErrorCategory = Schemas['ErrorCategoryDto'];
export type CommitImportRequest = Schemas['CommitImportDto'];
export type CommitImportResponse = Schemas['CommitImportResponseDto'];
export type ImportColumn = Schemas['ImportColumnDto'];
export type ImportColumnType = ImportColumn['type'];
/** One row of the valid-rows preview: the customer's fields and its extra details, flattened. */
export type PreviewRow = Record<string, unknown>;

/** Spec §9: the preview shows the first 10 valid rows, the failed preview the first 50 failed rows. */
export const PREVIEW_ROWS = 10;
export const FAILED_PREVIEW_ROWS = 50;
/** Spec §9: the 5 most frequent error categories are summarised (the server already sends only those). */
export const TOP_ERROR_CATEGORIES = 5;
/** An upload that is not confirmed is discarded by the server after this long (DECISIONS: staged imports expire). */
export const STAGED_IMPORT_HOURS = 24;

/** Spec §5 and §8 texts of the CSV import. */
export const CSV_MESSAGES = {
  invalidType: { title: 'Invalid file type', description: 'Please upload a CSV file' },
  noFile: { title: 'No file selected', description: 'Please select a CSV file to parse' },
  noData: { title: 'No Data', description: 'Please upload and parse a CSV file first.' },
  parsingError: 'Parsing error',
  parseFallback: 'Failed to parse CSV',
  downloadStarted: 'Download Started',
  downloadFailed: { title: 'Download Failed', description: 'Failed to download failed records CSV' },
  importSuccessful: 'Import Successful',
  importFailed: 'Import Failed',
} as const;

/** Spec §5: a file is accepted when its name ends in .csv or its type is text/csv. */
export function isCsvFile(file: Pick<File, 'name' | 'type'> | null | undefined): boolean {
  if (!file) return false;
  return /\.csv$/i.test(file.name.trim()) || file.type.toLowerCase() === 'text/csv';
}

/** Spec §8 "Import Successful (N customers have been imported.)", with N in en-IN digits. */
export function importedMessage(count: number): string {
  return count === 1 ? '1 customer has been imported.' : `${formatNumber(count)} customers have been imported.`;
}

/** The commit button: "Upload 1,250 Customers" (spec: Upload N Customers). */
export function uploadButtonLabel(validRows: number | null | undefined): string {
  if (validRows === null || validRows === undefined) return 'Upload Customers';
  return validRows === 1 ? 'Upload 1 Customer' : `Upload ${formatNumber(validRows)} Customers`;
}

/** "Showing 10 of 1,250" (spec §2): how many rows a preview shows out of how many there are. */
export function showingNote(shown: number, total: number): string {
  return `Showing ${formatNumber(Math.min(shown, total))} of ${formatNumber(total)}`;
}

const percentFormat = new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 2 });

/** The success rate (already a percent with two decimals): 83.33 → "83.33%", 100 → "100%". */
export function formatPercent(value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '—';
  return `${percentFormat.format(Math.min(100, Math.max(0, value)))}%`;
}

/** The summary tiles, in order, with their en-IN values. */
export function summaryTiles(summary: UploadSummary): { key: keyof UploadSummary; label: string; value: string; tone: 'default' | 'success' | 'error' | 'info' }[] {
  return [
    { key: 'totalRows', label: 'Total rows', value: formatNumber(summary.totalRows), tone: 'default' },
    { key: 'validRows', label: 'Valid rows', value: formatNumber(summary.validRows), tone: 'success' },
    { key: 'failedRows', label: 'Failed rows', value: formatNumber(summary.failedRows), tone: summary.failedRows > 0 ? 'error' : 'default' },
    { key: 'successRate', label: 'Success rate', value: formatPercent(summary.successRate), tone: 'info' },
  ];
}

/**
 * The file name the failed rows are saved under: failed_customers_{timestamp}.csv (spec §7), the timestamp being
 * epoch milliseconds as in the server's own Content-Disposition.
 */
export function failedRowsFileName(now: Date = new Date()): string {
  return `failed_customers_${now.getTime()}.csv`;
}

/** A file name from a Content-Disposition header, or the fallback. */
export function fileNameFromDisposition(header: string | null | undefined, fallback: string): string {
  if (!header) return fallback;
  const star = /filename\*=(?:UTF-8'')?([^;]+)/i.exec(header);
  if (star) {
    try {
      return decodeURIComponent(star[1].trim().replace(/^"|"$/g, ''));
    } catch {
      /* fall through */
    }
  }
  const plain = /filename="?([^";]+)"?/i.exec(header);
  return plain ? plain[1].trim() : fallback;
}

/** A server error of a row, "mobile - Must be a 10-digit mobile number…", split into its field and message. */
export function splitRowError(error: string): { field: string | null; message: string } {
  const at = error.indexOf(' - ');
  if (at <= 0) return { field: null, message: error };
  return { field: error.slice(0, at), message: error.slice(at + 3) };
}

/** 1536 → "1.5 KB", 5_242_880 → "5 MB". */
export function formatFileSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) return '—';
  if (bytes < 1024) return `${bytes} B`;
  const units = ['KB', 'MB', 'GB'];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${new Intl.NumberFormat(LOCALE, { maximumFractionDigits: value < 10 ? 1 : 0 }).format(value)} ${units[unit]}`;
}

/** How the valid-rows preview shows one field. */
export type PreviewFormat = 'text' | 'phone' | 'money' | 'date' | 'status';

export interface PreviewColumn {
  key: string;
  label: string;
  format: PreviewFormat;
  /** Shown even when no row has the field. */
  always?: boolean;
}

/** The fields the preview can show, in order; optional ones appear only when the file has them. */
export const PREVIEW_COLUMNS: readonly PreviewColumn[] = [
  { key: 'name', label: 'Name', format: 'text', always: true },
  { key: 'mobile', label: 'Mobile', format: 'phone', always: true },
  { key: 'loan_application_no', label: 'Loan No.', format: 'text', always: true },
  { key: 'status', label: 'Status', format: 'status', always: true },
  { key: 'loan_emi', label: 'EMI', format: 'money' },
  { key: 'total_outstanding', label: 'Outstanding', format: 'money' },
  { key: 'overdue_amount', label: 'Overdue', format: 'money' },
  { key: 'current_month_due_date', label: 'Due Date', format: 'date' },
  { key: 'state', label: 'State', format: 'text' },
];

/** The preview's columns for these rows: the fixed ones plus those any row has a value for. */
export function previewColumnsFor(rows: readonly PreviewRow[]): PreviewColumn[] {
  return PREVIEW_COLUMNS.filter((column) => column.always || rows.some((row) => row[column.key] !== undefined && row[column.key] !== null && row[column.key] !== ''));
}

type PreviewStatus = 'overdue' | 'partially_paid' | 'paid';

/**
 * What a new customer gets when its row has no status: the server's default for the column (`default` of status in
 * GET /api/customers/import/columns), which the Instructions tab states from the server's own answer.
 */
export const STATUS_WHEN_ABSENT: PreviewStatus = 'overdue';

/**
 * The status a preview row shows: its own, or, when it has none, the one the import gives a new customer (issue 13
 * item 8: one rule in the preview, the Instructions tab and the list; the spec's "new" is no status a customer has).
 */
export function previewStatus(value: unknown): { status: PreviewStatus; byDefault: boolean } {
  return value === 'overdue' || value === 'partially_paid' || value === 'paid' ? { status: value, byDefault: false } : { status: STATUS_WHEN_ABSENT, byDefault: true };
}

/** The rule of a column with a default, stated the same in the Instructions tab and the preview. */
export function whenAbsentNote(defaultValue: string): string {
  return `Empty or absent: a new customer gets “${defaultValue}”; one already in the lead cycle keeps its own.`;
}

export interface ColumnGroups {
  required: ImportColumn[];
  optional: ImportColumn[];
  metadata: ImportColumn[];
}

/** The Instructions tab's sections: required columns, optional customer columns (and the do-not-contact mark), extra (metadata) details. */
export function groupImportColumns(columns: readonly ImportColumn[]): ColumnGroups {
  return {
    required: columns.filter((column) => column.required),
    // The do-not-contact column (`mark`) is listed with the customer's own columns.
    optional: columns.filter((column) => !column.required && column.target !== 'metadata'),
    metadata: columns.filter((column) => !column.required && column.target === 'metadata'),
  };
}

/** How a column type reads in the Instructions tab. */
export const COLUMN_TYPE_LABELS: Record<ImportColumnType, string> = {
  text: 'Text',
  phone: 'Phone',
  email: 'Email',
  money: 'Amount (₹)',
  integer: 'Whole number',
  date: 'Date',
  datetime: 'Date / date-time',
  boolean: 'true / false',
  enum: 'One of',
};

/** The failed rows a preview shows (the first 50). */
export function failedPreview(records: readonly FailedRecord[]): FailedRecord[] {
  return records.slice(0, FAILED_PREVIEW_ROWS);
}

/** The share of failed rows a category accounts for, 0-100, for its bar. */
export function categoryShare(count: number, failedRows: number): number {
  if (!failedRows) return 0;
  return Math.max(0, Math.min(100, (count / failedRows) * 100));
}

/**
 * The file-level problems to list. The server joins several into one message with "; " ("Missing required
 * column: mobile; Missing required column: loan_application_no"); a "; " followed by a lower-case word is part
 * of one sentence and stays.
 */
export function splitProblems(problems: readonly string[]): string[] {
  return problems.flatMap((problem) => problem.split(/;\s+(?=[A-Z])/)).map((problem) => problem.trim()).filter(Boolean);
}

/** Columns whose name, alias or description contains the search text (case-insensitive). */
export function filterColumns(columns: readonly ImportColumn[], search: string): ImportColumn[] {
  const needle = search.trim().toLowerCase();
  if (!needle) return [...columns];
  return columns.filter((column) =>
    [column.name, column.description, ...(column.aliases ?? [])].some((text) => text.toLowerCase().includes(needle)),
  );
}
