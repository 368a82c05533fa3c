import { useEffect, useRef, type RefObject } from 'react';
import { Box, Button, type ButtonProps } from '@mui/material';
import SyncRounded from '@mui/icons-material/SyncRounded';
import type { DispositionProviderOnlyItem, DispositionSyncResult, TataLeadSyncResult, TataUserSyncResult } from '../api/types';
import { formatNumber } from '../i18n/format';
import { useTataSync, type TataSync } from './tata-sync-api';

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
