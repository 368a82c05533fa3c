import { HttpError } from 'react-admin';
import { API_URL, errorMessageFrom } from './httpClient';

export interface UploadCallbacks {
  /** Bytes sent so far, of total. */
  onProgress?: (loaded: number, total: number) => void;
  /** The whole file has been sent; the server is now working on it. */
  onUploaded?: () => void;
  signal?: AbortSignal;
}

export interface UploadOptions extends UploadCallbacks {
  /** The multipart field that carries the file. */
  field?: string;
  /** Text fields sent beside the file (before it, so the server has them when the file arrives). */
  fields?: Record<string, string>;
}

const cancelled = () => new DOMException('The upload was cancelled', 'AbortError');

/**
 * POST of one file as multipart to the API (`path` under /api) through XMLHttpRequest, because fetch cannot report
 * upload progress; with the session cookie. Resolves with the JSON answer; rejects with react-admin's HttpError
 * (status, message, body) like httpClient does, or an AbortError when `signal` aborts.
 */
export function uploadWithProgress<T>(path: string, file: File, { field = 'file', fields = {}, onProgress, onUploaded, signal }: UploadOptions = {}): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${API_URL}${path}`);
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
        resolve(json as T);
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
      reject(cancelled());
    };

    if (signal?.aborted) {
      done();
      reject(cancelled());
      return;
    }
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    form.append(field, file, file.name);
    xhr.send(form);
  });
}

/** How far an upload is, as a whole percent (0 until the size is known, never above 100). */
export function uploadPercent(loaded: number, total: number): number {
  if (!total || total <= 0) return 0;
  return Math.max(0, Math.min(100, Math.round((loaded / total) * 100)));
}

export function isAbortError(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}
