/** The Reports' API: GET /api/reports/{cycles,agents,groups,dispositions,me} (issue 28), as React Query hooks. */
import { useQuery } from '@tanstack/react-query';
import { API_URL } from '../../providers/httpClient';
import { useApi } from '../../providers/useApi';
import { reportPath, type ReportFilters, type ReportName, type ReportPeriod } from './report-query';
import type { AgentReport, CycleReport, DispositionReport, GroupReport, MyMonthReport } from './report-types';

function useReport<T>(name: ReportName, period: ReportPeriod | undefined, filters: ReportFilters) {
  const api = useApi();
  const path = period ? reportPath(name, period, filters) : '';
  return useQuery({
    queryKey: ['reports', path],
    queryFn: () => api<T>(path),
    enabled: !!period,
  });
}

export const useCycleReport = (period: ReportPeriod | undefined, filters: ReportFilters) => useReport<CycleReport>('cycles', period, filters);
export const useAgentReport = (period: ReportPeriod | undefined, filters: ReportFilters) => useReport<AgentReport>('agents', period, filters);
export const useGroupReport = (period: ReportPeriod | undefined, filters: ReportFilters) => useReport<GroupReport>('groups', period, filters);
export const useDispositionReport = (period: ReportPeriod | undefined, filters: ReportFilters) =>
  useReport<DispositionReport>('dispositions', period, filters);

/** GET /api/reports/me: the signed-in agent's own figures this month and their group's median. */
export function useMyMonth() {
  const api = useApi();
  return useQuery({ queryKey: ['reports', 'me'], queryFn: () => api<MyMonthReport>('/reports/me') });
}

/** The address of a report's CSV twin, with the same period and filters (downloaded by a plain link). */
export function reportCsvHref(name: ReportName, period: ReportPeriod, filters: ReportFilters): string {
  return `${API_URL}${reportPath(name, period, filters, 'csv')}`;
}
