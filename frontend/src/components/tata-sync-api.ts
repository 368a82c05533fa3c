import { useCallback, useRef, useState, type ReactNode } from 'react';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { messageOf } from '../providers/httpClient';
import { useApi } from '../providers/useApi';
import { useToast } from './Toast';

/**
 * One sync with the dialer ("Tata", spec §2 and §8): which call runs it, what the button says, and the toasts.
 * The three syncs of the back office are below (users, dispositions, leads); every "Sync with Tata" button
 * is a `<TataSyncButton sync={...} />`.
 */
export interface TataSync<T> {
  /** Path under /api; the sync is POSTed (the server refuses its spec GET when another site sends it). */
  path: string;
  /** The button's text. */
  label: string;
  successTitle: string;
  /** The success toast's description, from the server's counts. */
  describe: (result: T) => ReactNode;
  /** The error toast's title for the failure's message ("status: text", or the server's message). */
  failureTitle: (message: string) => string;
  /** Query keys (prefixes) whose data the sync changes: they are refetched after a success. */
  invalidates?: readonly QueryKey[];
}

/**
 * Runs a sync once at a time (a second press while one runs does nothing), toasts the outcome and refetches
 * what it changed. `onSynced` gets the server's answer.
 */
export function useTataSync<T>(sync: TataSync<T>, onSynced?: (result: T) => void) {
  const api = useApi();
  const toast = useToast();
  const queryClient = useQueryClient();
  const [running, setRunning] = useState(false);
  const runningRef = useRef(false);

  const run = useCallback(async () => {
    if (runningRef.current) return;
    runningRef.current = true;
    setRunning(true);
    try {
      const result = await api<T>(sync.path, { method: 'POST' });
      toast({ title: sync.successTitle, description: sync.describe(result) });
      for (const queryKey of sync.invalidates ?? []) void queryClient.invalidateQueries({ queryKey });
      onSynced?.(result);
    } catch (error) {
      toast({ title: sync.failureTitle(messageOf(error, 'Unknown error')), variant: 'error' });
    } finally {
      runningRef.current = false;
      setRunning(false);
    }
  }, [api, toast, queryClient, sync, onSynced]);

  return { run, running };
}
