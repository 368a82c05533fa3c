import { useEffect } from 'react';
import { useToast } from '../../components/Toast';
import { fieldErrorsOf, messageOf } from '../../providers/httpClient';
import { usePutSetting, useSettingQuery, type SettingKey, type SettingValues } from './settings-api';

/**
 * One setting (GET/PUT /api/settings/{key}). Saving shows the spec's toasts: "Settings Updated", or
 * "Failed to update settings" with the server's message.
 */
export function useSetting<K extends SettingKey>(key: K) {
  const toast = useToast();
  const query = useSettingQuery(key);
  useEffect(() => {
    if (query.error) toast({ title: 'Failed to load settings', description: messageOf(query.error, ''), variant: 'error' });
  }, [query.error, toast]);

  const mutation = usePutSetting(key);
  const save = (value: SettingValues[K]) =>
    mutation.mutateAsync(value, {
      onSuccess: () => toast({ title: 'Settings Updated' }),
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
    save,
    isSaving: mutation.isPending,
    /** The value being saved, while it is (optimistic display). */
    savingValue: mutation.isPending ? (mutation.variables as SettingValues[K]) : undefined,
  };
}
