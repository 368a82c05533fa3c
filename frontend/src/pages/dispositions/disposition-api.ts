import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useApi } from '../../providers/useApi';
import type { DispositionList, DispositionListInput, DispositionStatus, DispositionStatusInput, Enablement } from './disposition-rules';

/** Everything under "dispositions" (lists, statuses, the feedback form's active statuses) refreshes together. */
export const DISPOSITIONS_KEY = ['dispositions'] as const;
export const LISTS_KEY = ['dispositions', 'lists'] as const;
export const statusesKey = (listId: number) => ['dispositions', 'statuses', listId] as const;

export function useDispositionLists() {
  const api = useApi();
  return useQuery({ queryKey: LISTS_KEY, queryFn: () => api<DispositionList[]>('/disposition/lists') });
}

export function useDispositionStatuses(listId: number | null) {
  const api = useApi();
  return useQuery({
    queryKey: statusesKey(listId ?? 0),
    queryFn: () => api<DispositionStatus[]>(`/disposition/statuses?listId=${listId}`),
    enabled: listId !== null,
  });
}

/** The admin-only writes of spec §7 (the server answers 403 to agents). */
export function useDispositionWrites() {
  const api = useApi();
  const queryClient = useQueryClient();
  const refresh = useCallback(() => queryClient.invalidateQueries({ queryKey: DISPOSITIONS_KEY }), [queryClient]);
  return {
    refresh,
    createList: (body: DispositionListInput) => api<DispositionList>('/disposition/lists', { method: 'POST', body }),
    updateList: (id: number, body: Partial<DispositionListInput>) => api<DispositionList>(`/disposition/lists/${id}`, { method: 'PATCH', body }),
    deleteList: (id: number) => api<DispositionList>(`/disposition/lists/${id}`, { method: 'DELETE' }),
    setListStatus: (id: number, status: Enablement) => api<DispositionList>(`/disposition/disable-list/${id}`, { method: 'POST', body: { status } }),
    createStatus: (body: DispositionStatusInput) => api<DispositionStatus>('/disposition/statuses', { method: 'POST', body }),
    updateStatus: (id: number, body: Partial<DispositionStatusInput>) => api<DispositionStatus>(`/disposition/statuses/${id}`, { method: 'PATCH', body }),
    deleteStatus: (id: number) => api<DispositionStatus>(`/disposition/statuses/${id}`, { method: 'DELETE' }),
    setStatusEnablement: (id: number, status: Enablement) =>
      api<DispositionStatus>(`/disposition/disable-disposition-status/${id}`, { method: 'POST', body: { status } }),
  };
}
