/** The API keys' endpoints (issue 29): GET/POST /api/api-keys, DELETE /api/api-keys/{id}, POST /api/api-keys/{id}/rotate. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { components } from '../api/schema';
import { useApi } from '../providers/useApi';

export type ApiKey = components['schemas']['ApiKeyDto'];
export type CreatedApiKey = components['schemas']['CreatedApiKeyDto'];
export type NewApiKey = components['schemas']['CreateApiKeyDto'];
export type ApiScope = ApiKey['scopes'][number];

/** The scopes a key may hold, in the order the form offers them, with what each opens. */
export const SCOPE_CHOICES: { scope: ApiScope; grants: string }[] = [
  { scope: 'customers:read', grants: 'Customer list and detail' },
  { scope: 'customers:write', grants: 'CSV import' },
  { scope: 'payments:write', grants: 'Record payments' },
  { scope: 'calls:read', grants: 'Call history, calls and recordings' },
  { scope: 'feedback:read', grants: "A customer's feedback" },
  { scope: 'promises:read', grants: "A customer's promises to pay" },
  { scope: 'attendance:read', grants: 'Attendance records and summaries' },
  { scope: 'leave:read', grants: 'Leave requests, types, balances and holidays' },
  { scope: 'reports:read', grants: 'Reports and their CSVs' },
  { scope: 'webhooks:manage', grants: 'Webhook endpoints' },
];

const KEYS = ['api-keys'];

export function useApiKeys() {
  const api = useApi();
  return useQuery({ queryKey: KEYS, queryFn: () => api<ApiKey[]>('/api-keys') });
}

function useKeyMutation<Input>(call: (api: ReturnType<typeof useApi>, input: Input) => Promise<CreatedApiKey | ApiKey>) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: (input: Input) => call(api, input), onSettled: () => queryClient.invalidateQueries({ queryKey: KEYS }) });
}

export const useCreateApiKey = () => useKeyMutation<NewApiKey>((api, body) => api<CreatedApiKey>('/api-keys', { method: 'POST', body }));
export const useRevokeApiKey = () => useKeyMutation<number>((api, id) => api<ApiKey>(`/api-keys/${id}`, { method: 'DELETE' }));
export const useRotateApiKey = () =>
  useKeyMutation<{ id: number; grace_hours: number }>((api, { id, grace_hours }) => api<CreatedApiKey>(`/api-keys/${id}/rotate`, { method: 'POST', body: { grace_hours } }));
