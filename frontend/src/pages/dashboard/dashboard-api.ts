import { useQuery } from '@tanstack/react-query';
import type { DashboardStats } from '../../api/types';
import { useApi } from '../../providers/useApi';

export const dashboardStatsKey = (leadCycleIds: number[]) => ['dashboard', 'stats', leadCycleIds] as const;

/** POST /api/dashboard/stats; no ids means the lead cycles of the current month. */
export function useDashboardStats(leadCycleIds: number[]) {
  const api = useApi();
  return useQuery({
    queryKey: dashboardStatsKey(leadCycleIds),
    queryFn: () => api<DashboardStats>('/dashboard/stats', { method: 'POST', body: { lead_cycle_ids: leadCycleIds } }),
  });
}
