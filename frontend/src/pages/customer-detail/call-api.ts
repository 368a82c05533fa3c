import { useMemo } from 'react';
import type { CurrentCallResponse, InitCallRequest, LiveCall } from '../../api/types';
import { useApi } from '../../providers/useApi';

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
