import { HttpError } from 'react-admin';
import { API_URL, api, errorMessageFrom, httpClient } from '../../providers/httpClient';
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

export interface UploadCallbacks {
  /** Bytes sent so far, of total. */
  onProgress?: (loaded: number, total: number) => void;
  /** The whole file has been sent; the server is now validating it. */
  onUploaded?: () => void;
  signal?: AbortSignal;
}

/** The file-level problems of a refused upload (empty when the error is of another kind). */
export function validationErrorsOf(error: unknown): string[] {
  const body = (error as { body?: UploadErrorBody } | null)?.body;
  const list = body && typeof body === 'object' ? body.validationErrors : undefined;
  return Array.isArray(list) ? list.filter((item): item is string => typeof item === 'string' && item.length > 0) : [];
}

/**
 * POST /api/customers/upload-csv as multipart (field `file`) through XMLHttpRequest, so the upload reports its
 * progress; with the session cookie. Resolves with the upload response; rejects with react-admin's HttpError
 * (status, message, body) like httpClient does, or an AbortError when `signal` aborts.
 */
export function uploadCsv(file: File, { onProgress, onUploaded, signal }: UploadCallbacks = {}): Promise<UploadResponse> {
  return new Promise<UploadResponse>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${API_URL}/customers/upload-csv`);
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');

    xhr.upload.onprogress = (event: ProgressEvent) => {
      if (event.lengthComputable) onProgress?.(event.loaded, event.total);
    };
    xhr.upload.onload = () => onUploaded?.();

    const abort = () => xhr.abort();
    signal?.addEventListener('abort', abort, { once: true });
    const done = () => signal?.removeEventListener('abort', abort);

    xhr.onload = () => {
      done();
      const text = xhr.responseText ?? '';
      let json: unknown;
      try {
        json = text ? JSON.parse(text) : undefined;
      } catch {
        json = undefined;
      }
      if (xhr.status >= 200 && xhr.status < 300 && json && typeof json === 'object') {
        resolve(json as UploadResponse);
        return;
      }
      const status = xhr.status || 0;
      reject(new HttpError(errorMessageFrom(status, xhr.statusText, text, json), status, json ?? text));
    };
    xhr.onerror = () => {
      done();
      reject(new HttpError('Could not reach the server. Check your connection and try again.', 0, undefined));
    };
    xhr.onabort = () => {
      done();
      reject(new DOMException('The upload was cancelled', 'AbortError'));
    };

    if (signal?.aborted) {
      done();
      reject(new DOMException('The upload was cancelled', 'AbortError'));
      return;
    }
    const form = new FormData();
    form.append('file', file, file.name);
    xhr.send(form);
  });
}

export function isAbortError(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
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
