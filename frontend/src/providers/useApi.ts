import { useCallback } from 'react';
import { useLogoutIfAccessDenied } from 'react-admin';
import { API_URL, api, httpClient, statusOf, type HttpClientOptions } from './httpClient';

export type ApiOptions = Omit<HttpClientOptions, 'body'> & { body?: unknown };
export type ApiCall = <T>(path: string, options?: ApiOptions) => Promise<T>;

/**
 * `api()` for the calls that are not in the dataProvider, with what
 * react-admin does for dataProvider calls: a 401 ends the session (authProvider.checkError) instead of
 * leaving a dead page. The error is re-thrown so the caller still shows its own message.
 *
 * The one way to call the API outside the dataProvider: each feature wraps it in hooks in its `*-api.ts`.
 */
export function useApi(): ApiCall {
  const endSessionOn401 = useEndSessionOn401();
  return useCallback(<T,>(path: string, options?: ApiOptions) => endSessionOn401(api<T>(path, options)), [endSessionOn401]) as ApiCall;
}

/** The request's answer; a 401 ends the session (authProvider.checkError), and the error is re-thrown either way. */
function useEndSessionOn401() {
  const logoutIfAccessDenied = useLogoutIfAccessDenied();
  return useCallback(
    async <T,>(request: Promise<T>): Promise<T> => {
      try {
        return await request;
      } catch (error) {
        if (statusOf(error) === 401) void logoutIfAccessDenied(error);
        throw error;
      }
    },
    [logoutIfAccessDenied],
  );
}

/** One page of a list answered the simple-rest way: the items, and the total from `Content-Range`. */
export interface ApiPage<T> {
  items: T[];
  total: number;
}
export type ApiPageCall = <T>(path: string) => Promise<ApiPage<T>>;

/** "feedback 0-19/57" → 57; without the header the answer is the whole list. */
export function totalFromContentRange(header: string | null, itemCount: number): number {
  const total = header ? Number(/\/(\d+)$/.exec(header)?.[1]) : NaN;
  return Number.isFinite(total) ? total : itemCount;
}

/**
 * A GET of a paged list outside the dataProvider (a panel, not a resource screen), with useApi's 401 handling.
 */
export function useApiPage(): ApiPageCall {
  const endSessionOn401 = useEndSessionOn401();
  return useCallback(
    async <T,>(path: string): Promise<ApiPage<T>> => {
      const { json, headers } = await endSessionOn401(httpClient<T[]>(`${API_URL}${path}`));
      const items = Array.isArray(json) ? json : [];
      return { items, total: totalFromContentRange(headers.get('Content-Range'), items.length) };
    },
    [endSessionOn401],
  ) as ApiPageCall;
}
