import { API_URL, api, httpClient } from '../../providers/httpClient';
import { uploadWithProgress, type UploadCallbacks } from '../../providers/uploadWithProgress';
import {
  fileNameFromDisposition,
  type CommitImportRequest,
  type CommitImportResponse,
  type FailedRecord,
  type ImportColumn,
  type UploadResponse,
} from './csv-import-rules';

/** The body of a refused upload: the usual error body plus the file-level problems (400, or 413 when too big). */
export interface UploadErrorBody {
  statusCode?: number;
  message?: string | string[];
  error?: string;
  errors?: Record<string, string>;
  validationErrors?: string[];
}

/** The file-level problems of a refused upload (empty when the error is of another kind). */
export function validationErrorsOf(error: unknown): string[] {
  const body = (error as { body?: UploadErrorBody } | null)?.body;
  const list = body && typeof body === 'object' ? body.validationErrors : undefined;
  return Array.isArray(list) ? list.filter((item): item is string => typeof item === 'string' && item.length > 0) : [];
}

/** POST /api/customers/upload-csv: the file as multipart (field `file`), reporting its progress. */
export function uploadCsv(file: File, callbacks: UploadCallbacks = {}): Promise<UploadResponse> {
  return uploadWithProgress<UploadResponse>('/customers/upload-csv', file, callbacks);
}

/** POST /api/customers/bulk: commits the staged upload into a lead cycle and optional group. */
export function commitImport(request: CommitImportRequest): Promise<CommitImportResponse> {
  return api<CommitImportResponse>('/customers/bulk', { method: 'POST', body: request });
}

/** GET /api/customers/import/columns: what the Instructions tab lists. */
export function getImportColumns(): Promise<ImportColumn[]> {
  return api<ImportColumn[]>('/customers/import/columns');
}

/** A CSV text the browser saves as `fileName`. */
export function saveCsv(text: string, fileName: string): void {
  const blob = new Blob([text], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Give the browser a moment to start the download before the URL goes away.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** POST /api/customers/download-failed-csv: the failed rows, with their errors, as CSV text. */
export async function fetchFailedRowsCsv(failedRecords: FailedRecord[]): Promise<string> {
  const { body } = await httpClient(`${API_URL}/customers/download-failed-csv`, {
    method: 'POST',
    headers: { Accept: 'text/csv' },
    body: JSON.stringify({ failedRecords }),
  });
  return body;
}

/** GET /api/customers/import/sample-csv: the sample file and the name the server gives it. */
export async function fetchSampleCsv(): Promise<{ text: string; fileName: string }> {
  const { body, headers } = await httpClient(`${API_URL}/customers/import/sample-csv`, { headers: { Accept: 'text/csv' } });
  return { text: body, fileName: fileNameFromDisposition(headers.get('Content-Disposition'), 'customers_sample.csv') };
}
