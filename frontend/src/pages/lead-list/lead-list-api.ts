import { useCallback } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { TataLeadList } from '../../api/types';
import { useApi } from '../../providers/useApi';
import { TATA_LEAD_LISTS_KEY } from '../../components/TataSyncButton';
import { replaceLeadList } from './lead-list-rules';

/** GET /api/tata/lead-list (admin only). A lead sync (Sync with Tata, here or after a CSV import) refetches it. */
export function useLeadLists() {
  const api = useApi();
  return useQuery({ queryKey: TATA_LEAD_LISTS_KEY, queryFn: () => api<TataLeadList[]>('/tata/lead-list') });
}

/** POST /api/tata/lead-list/{lead_list_id}/refresh: the answer is the updated row, put straight into the list. */
export function useRefreshLeadList() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useCallback(
    async (leadListId: string) => {
      const updated = await api<TataLeadList>(`/tata/lead-list/${encodeURIComponent(leadListId)}/refresh`, { method: 'POST' });
      queryClient.setQueryData<TataLeadList[]>(TATA_LEAD_LISTS_KEY, (rows) => replaceLeadList(rows, updated));
      return updated;
    },
    [api, queryClient],
  );
}
