import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BulkAssignRequest, BulkAssignResponse } from '../../api/types';
import { useApi } from '../../providers/useApi';

/** POST /api/customers/bulk-assign: customer lists and group counts refresh after it. */
export function useBulkAssignCustomers() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: BulkAssignRequest) => api<BulkAssignResponse>('/customers/bulk-assign', { method: 'POST', body: request }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['customers'] });
      void queryClient.invalidateQueries({ queryKey: ['groups'] });
    },
  });
}
