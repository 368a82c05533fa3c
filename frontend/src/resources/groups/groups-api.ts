import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Acknowledgement, AgentAssignment, AppUser, AssignedAgent } from '../../api/types';
import { useApi } from '../../providers/useApi';

export const groupAgentsKey = (groupId: number | undefined) => ['groups', 'agents', groupId] as const;
export const activeAgentsKey = ['users', 'agents', 'active'] as const;

/** GET /api/groups/{id}/agents: fetched afresh each time the dialog opens. */
export function useGroupAgents(groupId: number | undefined, enabled: boolean) {
  const api = useApi();
  return useQuery({
    queryKey: groupAgentsKey(groupId),
    queryFn: () => api<AssignedAgent[]>(`/groups/${groupId}/agents`),
    enabled: enabled && groupId !== undefined,
    staleTime: 0,
  });
}

/** GET /api/users/agents?active=true: the agents that can be assigned. */
export function useActiveAgents(enabled: boolean) {
  const api = useApi();
  return useQuery({
    queryKey: activeAgentsKey,
    queryFn: () => api<AppUser[]>('/users/agents?active=true'),
    enabled,
    staleTime: 0,
  });
}

export type AgentAssignmentAction = 'assign' | 'remove';

/** POST (assign) or DELETE (remove) /api/groups/agent-assignments; every groups query refreshes after it. */
export function useAgentAssignment() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ assignment, action }: { assignment: AgentAssignment; action: AgentAssignmentAction }) =>
      api<Acknowledgement>('/groups/agent-assignments', { method: action === 'assign' ? 'POST' : 'DELETE', body: assignment }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['groups'] }),
  });
}
