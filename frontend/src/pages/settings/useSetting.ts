import { useEffect } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useToast } from '../../components/Toast';
import { fieldErrorsOf, messageOf } from '../../providers/httpClient';
import type { SettingKey, SettingValues } from '../../providers/dataProvider';
import { useAppDataProvider } from '../../providers/useAppDataProvider';

/**
 * One setting (GET/PUT /api/settings/{key}). Saving shows the spec's toasts: "Settings Updated", or
 * "Failed to update settings" with the server's message.
 */
export function useSetting<K extends SettingKey>(key: K) {
  const dataProvider = useAppDataProvider();
  const queryClient = useQueryClient();
  const toast = useToast();
  const queryKey = ['settings', key];

  const query = useQuery({ queryKey, queryFn: () => dataProvider.getSetting(key) });
  useEffect(() => {
    if (query.error) toast({ title: 'Failed to load settings', description: messageOf(query.error, ''), variant: 'error' });
  }, [query.error, toast]);

  const mutation = useMutation({
    mutationFn: (value: SettingValues[K]) => dataProvider.putSetting(key, value),
    onSuccess: (value) => {
      queryClient.setQueryData(queryKey, value);
      toast({ title: 'Settings Updated' });
    },
    onError: (error) => {
      const fields = fieldErrorsOf(error);
      const description = fields ? Object.values(fields).join(' ') : messageOf(error, '');
      toast({ title: 'Failed to update settings', description, variant: 'error' });
    },
  });

  return {
    value: query.data as SettingValues[K] | undefined,
    isPending: query.isPending,
    error: query.error,
    save: (value: SettingValues[K]) => mutation.mutateAsync(value),
    isSaving: mutation.isPending,
    /** The value being saved, while it is (optimistic display). */
    savingValue: mutation.isPending ? (mutation.variables as SettingValues[K]) : undefined,
  };
}
