import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { components } from '../api/schema';
import { useApi } from '../providers/useApi';

type Schemas = components['schemas'];
export type CoverageDay = Schemas['CoverageDayDto'];
export type GroupCoverage = Schemas['GroupCoverageDto'];
export type CoverageState = GroupCoverage['state'];
export type AgentDayStatus = Schemas['CoverageAgentDto']['status'];
export type GroupLoan = Schemas['GroupLoanDto'];
export type NewGroupLoan = Schemas['CreateGroupLoanDto'];
export type LeaveImpact = Schemas['LeaveImpactDto'];
export type CoverageRule = Schemas['CoverageRuleResponseDto'];
export type CoverageRuleInput = Schemas['CoverageRuleDto'];

/** Every coverage query starts with 'coverage': a loan made or ended refreshes them all. */
const coverageKeys = {
  all: ['coverage'] as const,
  today: ['coverage', 'today'] as const,
  forecast: ['coverage', 'forecast'] as const,
  loans: ['coverage', 'loans'] as const,
  rule: (groupId: number) => ['coverage', 'rule', groupId] as const,
};

/** GET /api/coverage: today's groups, uncovered first. */
export function useCoverageToday() {
  const api = useApi();
  return useQuery({ queryKey: coverageKeys.today, queryFn: () => api<CoverageDay>('/coverage') });
}

/** GET /api/coverage/forecast?days=7: the coming seven days. */
export function useCoverageForecast() {
  const api = useApi();
  return useQuery({ queryKey: coverageKeys.forecast, queryFn: async () => (await api<{ days: CoverageDay[] }>('/coverage/forecast?days=7')).days });
}

/** GET /api/group-loans: running and coming loans first. */
export function useGroupLoans() {
  const api = useApi();
  return useQuery({ queryKey: coverageKeys.loans, queryFn: () => api<GroupLoan[]>('/group-loans') });
}

export function useLendGroup() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (loan: NewGroupLoan) => api<GroupLoan>('/group-loans', { method: 'POST', body: loan }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: coverageKeys.all }),
  });
}

export function useEndLoan() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api<GroupLoan>(`/group-loans/${id}`, { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: coverageKeys.all }),
  });
}

/** GET /api/coverage/leave-impact: the days approving the request would leave a group uncovered with work due. */
export function useLeaveImpactCheck() {
  const api = useApi();
  return (leaveRequestId: number) => api<LeaveImpact>(`/coverage/leave-impact?leave_request_id=${leaveRequestId}`);
}

/** GET /api/groups/{id}/coverage-rule: the group's standing rule (empty lists and no deadline when it has none). */
export function useCoverageRule(groupId: number) {
  const api = useApi();
  return useQuery({ queryKey: coverageKeys.rule(groupId), queryFn: () => api<CoverageRule>(`/groups/${groupId}/coverage-rule`), staleTime: 0 });
}

/** PUT (save) or DELETE (remove) /api/groups/{id}/coverage-rule; a rule's deadline changes who is late, so coverage refreshes. */
export function useChangeCoverageRule(groupId: number) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (rule: CoverageRuleInput | null) =>
      api<CoverageRule>(`/groups/${groupId}/coverage-rule`, rule ? { method: 'PUT', body: rule } : { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: coverageKeys.all }),
  });
}

/** After the thin threshold changes, the groups' states are computed again. */
export function useRefreshCoverage() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: coverageKeys.all });
}
