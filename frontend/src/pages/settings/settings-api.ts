import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { OfficeGeofence } from '../../api/types';
import { useApi } from '../../providers/useApi';

/** The settings of GET/PUT /api/settings/{key}, by key. */
export interface SettingValues {
  agentsCanSeeAllCustomers: 'true' | 'false';
  officeGeofences: OfficeGeofence[];
  locationExemptEmails: string[];
  messageLinkHosts: string[];
  maskCustomerNumbersForAgents: boolean;
  coverageWorkPerAgent: number;
  maxCallAttemptsPerDay: number;
}
export type SettingKey = keyof SettingValues;

interface SettingAnswer<K extends SettingKey> {
  key: K;
  value: SettingValues[K];
}

export const settingKey = (key: SettingKey) => ['settings', key] as const;

/** GET /api/settings/{key}: the value. */
export function useSettingQuery<K extends SettingKey>(key: K) {
  const api = useApi();
  return useQuery({
    queryKey: settingKey(key),
    queryFn: async () => (await api<SettingAnswer<K>>(`/settings/${key}`)).value,
  });
}

/** PUT /api/settings/{key} {value}: the saved value (as the server normalised it) replaces the cached one. */
export function usePutSetting<K extends SettingKey>(key: K) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (value: SettingValues[K]) => (await api<SettingAnswer<K>>(`/settings/${key}`, { method: 'PUT', body: { value } })).value,
    onSuccess: (value) => queryClient.setQueryData(settingKey(key), value),
  });
}
