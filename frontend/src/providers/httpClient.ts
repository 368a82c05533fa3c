import { HttpError } from 'react-admin';
import { takeEarlyResponse } from './early-requests';

/** Everything the browser calls lives under this prefix on the same origin (Vite proxies it in dev). */
export const API_URL = '/api';

export interface HttpResponse<T = any> {
  status: number;
  headers: Headers;
  body: string;
  json: T;
}

export type HttpClientOptions = Omit<RequestInit, 'headers'> & { headers?: HeadersInit };

/**
 * The error message shown to people. The API answers `{statusCode, message, error, errors?}`; its `message`
 * is already written for humans. Anything else follows the spec's convention: "status: text".
 */
export function errorMessageFrom(status: number, statusText: string, text: string, json: unknown): string {
  if (json && typeof json === 'object' && 'message' in json) {
    const message = (json as { message: unknown }).message;
    if (typeof message === 'string' && message) return message;
    if (Array.isArray(message) && message.length) return message.join('; ');
  }
  return `${status}: ${text || statusText}`;
}

/**
 * fetch with the session cookie, JSON in and out. A non-2xx answer rejects with react-admin's HttpError whose
 * `body` is the parsed error body, so react-admin forms show `body.errors.{field}` beside each input.
 */
export async function httpClient<T = any>(url: string, options: HttpClientOptions = {}): Promise<HttpResponse<T>> {
  const headers = new Headers(options.headers ?? {});
  if (!headers.has('Accept')) headers.set('Accept', 'application/json');
  if (typeof options.body === 'string' && !headers.has('Content-Type')) {
    headers.set('Content-Type', 'application/json');
  }

  const request = () => fetch(url, { ...options, headers, credentials: 'include' });
  const early = takeEarlyResponse(options.method ?? 'GET', url, options.body);
  const response = await (early ? early.catch(request) : request());
  const text = await response.text();
  let json: any;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    json = undefined;
  }

  if (!response.ok) {
    throw new HttpError(errorMessageFrom(response.status, response.statusText, text, json), response.status, json ?? text);
  }
  return { status: response.status, headers: response.headers, body: text, json };
}

/** A JSON call to the API: `api('/auth/login', { method: 'POST', body: {...} })`. */
export async function api<T = unknown>(
  path: string,
  { body, ...options }: Omit<HttpClientOptions, 'body'> & { body?: unknown } = {},
): Promise<T> {
  const { json } = await httpClient<T>(`${API_URL}${path}`, {
    ...options,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return json;
}

/** The HTTP status of an error thrown by httpClient (undefined for network errors). */
export function statusOf(error: unknown): number | undefined {
  return error instanceof HttpError ? error.status : (error as { status?: number } | null)?.status;
}

export function messageOf(error: unknown, fallback: string): string {
  if (error instanceof Error && error.message) return error.message;
  if (typeof error === 'string' && error) return error;
  return fallback;
}

/** The per-field messages of a 400 (`errors: {field: message}`), if the server sent any. */
export function fieldErrorsOf(error: unknown): Record<string, string> | undefined {
  const errors = (error as { body?: { errors?: unknown } } | null)?.body?.errors;
  if (!errors || typeof errors !== 'object' || Array.isArray(errors)) return undefined;
  return Object.keys(errors).length > 0 ? (errors as Record<string, string>) : undefined;
}
