import { useCallback } from 'react';
import { useLogoutIfAccessDenied } from 'react-admin';
import { api, statusOf, type HttpClientOptions } from './httpClient';

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
  const logoutIfAccessDenied = useLogoutIfAccessDenied();
  return useCallback(
    async <T,>(path: string, options?: ApiOptions): Promise<T> => {
      try {
        return await api<T>(path, options);
      } catch (error) {
        if (statusOf(error) === 401) void logoutIfAccessDenied(error);
        throw error;
      }
    },
    [logoutIfAccessDenied],
  ) as ApiCall;
}
