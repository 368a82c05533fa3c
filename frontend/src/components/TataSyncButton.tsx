import { useCallback, useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { Box, Button, type ButtonProps } from '@mui/material';
import SyncRounded from '@mui/icons-material/SyncRounded';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { DispositionProviderOnlyItem, DispositionSyncResult, TataLeadSyncResult, TataUserSyncResult } from '../api/types';
import { formatNumber } from '../i18n/format';
import { messageOf } from '../providers/httpClient';
import { useApi } from './feedback/useApi';
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

/** The cache of GET /api/tata/lead-list (pages/lead-list), refetched after a lead sync from any page. */
export const TATA_LEAD_LISTS_KEY = ['tata', 'lead-lists'] as const;

const plural = (count: number, one: string, many: string) => `${formatNumber(count)} ${count === 1 ? one : many}`;
const count = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : 0);

/** "12 linked (2 new) · 1 dialer agent without a CRM user · 3 users without a dialer agent" (zero parts left out). */
export function userSyncSummary(result: TataUserSyncResult): string {
  const linked = count(result.matched);
  const made = count(result.new);
  const parts = [`${formatNumber(linked)} linked${made > 0 ? ` (${formatNumber(made)} new)` : ''}`];
  if (count(result.unmatched) > 0) parts.push(plural(count(result.unmatched), 'dialer agent without a CRM user', 'dialer agents without a CRM user'));
  if (count(result.unlinked_users) > 0) parts.push(plural(count(result.unlinked_users), 'user without a dialer agent', 'users without a dialer agent'));
  return parts.join(' · ');
}

/** "2 created · 5 updated · 30 unchanged". */
export function dispositionSyncSummary(result: DispositionSyncResult): string {
  return [`${formatNumber(count(result.created))} created`, `${formatNumber(count(result.updated))} updated`, `${formatNumber(count(result.unchanged))} unchanged`].join(' · ');
}

/** How many names of dialer-only items the toast lists before "and N more". */
export const PROVIDER_ONLY_SHOWN = 3;

/** "2 items exist only at the dialer: Legal (list), Wrong number (status)." or null when there are none. */
export function providerOnlyNote(items: readonly DispositionProviderOnlyItem[] | null | undefined): string | null {
  if (!items || items.length === 0) return null;
  const names = items.slice(0, PROVIDER_ONLY_SHOWN).map((item) => `${item.name} (${item.kind})`);
  const rest = items.length - names.length;
  const head = items.length === 1 ? '1 item exists only at the dialer' : `${formatNumber(items.length)} items exist only at the dialer`;
  return `${head}: ${names.join(', ')}${rest > 0 ? ` and ${formatNumber(rest)} more` : ''}.`;
}

/** "3 lead lists synced (1 new) · 1,234 customers pushed to the dialer". */
export function leadSyncSummary(result: TataLeadSyncResult): string {
  const created = count(result.created);
  return [
    `${plural(count(result.lists), 'lead list', 'lead lists')} synced${created > 0 ? ` (${formatNumber(created)} new)` : ''}`,
    `${plural(count(result.leads), 'customer', 'customers')} pushed to the dialer`,
  ].join(' · ');
}

/** A toast description of one or more lines. */
function Lines({ lines }: { lines: Array<string | null> }) {
  return (
    <>
      {lines
        .filter((line): line is string => !!line)
        .map((line, index) => (
          <Box component="span" key={index} sx={{ display: 'block' }}>
            {line}
          </Box>
        ))}
    </>
  );
}

/** Spec §2 Users "Sync with Tata", §8 "Users synced (Users have been successfully synced with Tata.)". */
export const USER_SYNC: TataSync<TataUserSyncResult> = {
  path: '/tata-user-sync',
  label: 'Sync with Tata',
  successTitle: 'Users synced',
  describe: (result) => <Lines lines={['Users have been successfully synced with Tata.', userSyncSummary(result)]} />,
  failureTitle: (message) => `Failed to sync users: ${message}`,
  invalidates: [['users']],
};

/** Spec §2 Dispositions: admin-only "Sync Dispositions with Tata". */
export const DISPOSITION_SYNC: TataSync<DispositionSyncResult> = {
  path: '/disposition-sync',
  label: 'Sync Dispositions with Tata',
  successTitle: 'Dispositions synced',
  describe: (result) => <Lines lines={[dispositionSyncSummary(result), providerOnlyNote(result.provider_only)]} />,
  failureTitle: (message) => `Failed to sync dispositions: ${message}`,
  invalidates: [['dispositions']],
};

/** Spec §2 Lead list and CSV import "Sync with Tata": POST /api/tata/sync pushes the lead cycles' customers. */
export const LEAD_SYNC: TataSync<TataLeadSyncResult> = {
  path: '/tata/sync',
  label: 'Sync with Tata',
  successTitle: 'Leads synced',
  describe: (result) => leadSyncSummary(result),
  failureTitle: (message) => `Failed to sync leads: ${message}`,
  invalidates: [TATA_LEAD_LISTS_KEY],
};

/**
 * A button that was focused when its work started gets the focus back when it is enabled again (a disabled
 * button drops the focus), so keyboard users stay where they were.
 */
export function useFocusReturn(busy: boolean, ref: RefObject<HTMLElement | null>) {
  const hadFocus = useRef(false);
  useEffect(() => {
    if (busy) {
      hadFocus.current = document.activeElement === ref.current;
      return;
    }
    if (!hadFocus.current) return;
    hadFocus.current = false;
    const active = document.activeElement;
    if (!active || active === document.body || active === ref.current) ref.current?.focus();
  }, [busy, ref]);
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

export type TataSyncButtonProps<T> = Omit<ButtonProps, 'onClick' | 'loading' | 'children'> & {
  sync: TataSync<T>;
  /** Defaults to the sync's own label. */
  label?: string;
  onSynced?: (result: T) => void;
};

/**
 * The "Sync with Tata" button of the users, dispositions, lead list and CSV import screens (spec §2). Syncs
 * take seconds: while one runs the button shows a spinner and is disabled.
 */
export function TataSyncButton<T>({ sync, label, onSynced, variant = 'outlined', startIcon, disabled, ...buttonProps }: TataSyncButtonProps<T>) {
  const { run, running } = useTataSync(sync, onSynced);
  const ref = useRef<HTMLButtonElement>(null);
  useFocusReturn(running, ref);
  return (
    <Button
      {...buttonProps}
      ref={ref}
      variant={variant}
      startIcon={startIcon ?? <SyncRounded />}
      loading={running}
      loadingPosition="start"
      disabled={disabled}
      aria-busy={running || undefined}
      onClick={() => void run()}
    >
      {label ?? sync.label}
    </Button>
  );
}
