import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useApi } from '../../providers/useApi';
import { callsApiPath, type Call, type CallsPage, type CallsQuery, type UpdateCallRequest } from './calls-query';

export const callsListKey = (query: CallsQuery) => ['calls', 'list', query] as const;
export const callKey = (id: number) => ['calls', 'detail', id] as const;

/** GET /api/calls: one page of call history, the previous page kept on screen while the next loads. */
export function useCallsPage(query: CallsQuery, enabled = true) {
  const api = useApi();
  return useQuery({
    queryKey: callsListKey(query),
    queryFn: () => api<CallsPage>(callsApiPath(query)),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** GET /api/calls/{id}. */
export function useCall(id: number | null, enabled = true) {
  const api = useApi();
  return useQuery({
    queryKey: callKey(id ?? 0),
    queryFn: () => api<Call>(`/calls/${id}`),
    enabled: enabled && id !== null,
  });
}

export function useCallWrites() {
  const api = useApi();
  return {
    /** PUT /api/calls/{id} {notes?, disposition_note?}. */
    update: (id: number, body: UpdateCallRequest) => api<Call>(`/calls/${id}`, { method: 'PUT', body }),
    /** DELETE /api/calls/{id} (admin only on the server). */
    remove: (id: number) => api<Call>(`/calls/${id}`, { method: 'DELETE' }),
  };
}
