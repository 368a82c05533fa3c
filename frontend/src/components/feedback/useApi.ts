import { useCallback } from 'react';
import { useLogoutIfAccessDenied } from 'react-admin';
import { api, statusOf, type HttpClientOptions } from '../../providers/httpClient';

export type ApiOptions = Omit<HttpClientOptions, 'body'> & { body?: unknown };
export type ApiCall = <T>(path: string, options?: ApiOptions) => Promise<T>;

/**
 * `api()` for the calls that are not in the dataProvider (dispositions, feedback, calls), with what
 * react-admin does for dataProvider calls: a 401 ends the session (authProvider.checkError) instead of
 * leaving a dead page. The error is re-thrown so the caller still shows its own message.
 *
 * Shared by components/feedback, pages/dispositions and pages/calls; a candidate for components/ later.
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
