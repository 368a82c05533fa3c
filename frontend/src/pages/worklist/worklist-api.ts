import { useQuery } from '@tanstack/react-query';
import type { Worklist } from '../../api/types';
import { useApi } from '../../providers/useApi';

/**
 * Under "customers" so that recording feedback (which refreshes the customers) refreshes the queue too: the customer
 * just worked leaves it, and "Next customer" offers the one after.
 */
const worklistKey = (agentId: number | undefined, limit: number) => ['customers', 'worklist', agentId ?? 'own', limit] as const;

/** GET /api/worklist: the caller's queue; an admin passes an agent's id, or nothing for the whole floor. */
export function useWorklist(agentId?: number, limit = 25) {
  const api = useApi();
  const query = new URLSearchParams({ limit: String(limit) });
  if (agentId !== undefined) query.set('agent_id', String(agentId));
  return useQuery({
    queryKey: worklistKey(agentId, limit),
    queryFn: () => api<Worklist>(`/worklist?${query}`),
  });
}
