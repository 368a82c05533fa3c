import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { ActivityPage, DashboardStats } from '../../api/types';
import { useApi } from '../../providers/useApi';

const dashboardStatsKey = (leadCycleIds: number[]) => ['dashboard', 'stats', leadCycleIds] as const;

/** POST /api/dashboard/stats; no ids means the lead cycles of the current month. */
export function useDashboardStats(leadCycleIds: number[]) {
  const api = useApi();
  return useQuery({
    queryKey: dashboardStatsKey(leadCycleIds),
    queryFn: () => api<DashboardStats>('/dashboard/stats', { method: 'POST', body: { lead_cycle_ids: leadCycleIds } }),
  });
}

const ACTIVITY_PAGE_SIZE = 8;
const recentActivityKey = ['dashboard', 'activity'] as const;

/** GET /api/activity, a page at a time (next_offset says whether there is more). */
export function useRecentActivity() {
  const api = useApi();
  return useInfiniteQuery({
    queryKey: recentActivityKey,
    initialPageParam: 0,
    queryFn: ({ pageParam }) => api<ActivityPage>(`/activity?limit=${ACTIVITY_PAGE_SIZE}&offset=${pageParam}`),
    getNextPageParam: (last) => last.next_offset ?? undefined,
  });
}
