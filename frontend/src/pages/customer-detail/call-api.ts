import { useEffect, useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { AppConfig, CurrentCallResponse, InitCallRequest, LiveCall } from '../../api/types';
import { useApi } from '../../providers/useApi';
import { isInsideCallWindow, type CallWindow } from './call-window';

/**
 * The dialer calls of the customer page (spec §7 init-call and hangup; GET /api/calls/live and
 * /api/calls/{id}/state follow a call in progress). Errors reject with the server's message.
 */
export function useCallApi() {
  const api = useApi();
  return useMemo(
    () => ({
      /** GET /api/calls/live: the signed-in user's call that has not ended, if any. */
      current: () => api<CurrentCallResponse>('/calls/live'),
      /** GET /api/calls/{id}/state. */
      state: (id: number) => api<LiveCall>(`/calls/${id}/state`),
      /** POST /api/customers/init-call. */
      start: (body: InitCallRequest) => api<LiveCall>('/customers/init-call', { method: 'POST', body }),
      /** POST /api/customers/hangup: ends the user's call in progress. */
      hangup: () => api<LiveCall>('/customers/hangup', { method: 'POST' }),
    }),
    [api],
  );
}

/** Outside "customers" and "calls": the deployment's configuration does not change with them. */
export const APP_CONFIG_KEY = ['app-config'] as const;
/** How often the panel looks at the clock against the calling window (the window opens and closes on the minute). */
export const CALL_WINDOW_CHECK_MS = 30_000;

/**
 * The calling window (GET /api/app-config's call_window) and whether it is open now, looked at again every 30 s
 * while there is one. Unknown (not answered yet, or failed) counts as open: the server still refuses a call outside it.
 */
export function useCallWindow(): { window: CallWindow | null; open: boolean } {
  const api = useApi();
  const config = useQuery({ queryKey: APP_CONFIG_KEY, queryFn: () => api<AppConfig>('/app-config'), staleTime: Infinity });
  const window = config.data?.call_window ?? null;
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    if (!window) return;
    const timer = setInterval(() => setNow(new Date()), CALL_WINDOW_CHECK_MS);
    return () => clearInterval(timer);
  }, [window]);
  return { window, open: !window || isInsideCallWindow(window, now) };
}
