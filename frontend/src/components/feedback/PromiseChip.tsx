import { Chip } from '@mui/material';
import type { FeedbackItem } from './feedback-rules';
import { formatDate, formatINR } from '../../i18n/format';

type PromiseSummary = NonNullable<FeedbackItem['promise']>;

/** How a promise's state reads, and its colour: kept ones green, broken red, the open one blue. */
export const PROMISE_STATE_LOOK: Record<PromiseSummary['state'], { label: string; bg: string; fg: string }> = {
  open: { label: 'Open', bg: '#dbeafe', fg: '#1d4ed8' },
  kept: { label: 'Kept', bg: '#dcfce7', fg: '#166534' },
  kept_late: { label: 'Kept late', bg: '#fef3c7', fg: '#92400e' },
  broken: { label: 'Broken', bg: '#fee2e2', fg: '#b91c1c' },
  cancelled: { label: 'Replaced', bg: '#f1f5f9', fg: '#475569' },
};

/** "₹12,500 by 26 Nov 2026 · Kept": what a feedback promised and what became of it. */
export function promiseSummary(promise: PromiseSummary): string {
  const what = promise.promised_amount === null ? 'Payment' : formatINR(promise.promised_amount);
  return `${what} by ${formatDate(promise.promised_date)} · ${PROMISE_STATE_LOOK[promise.state].label}`;
}

export function PromiseChip({ promise }: { promise: PromiseSummary }) {
  const look = PROMISE_STATE_LOOK[promise.state];
  return <Chip size="small" label={promiseSummary(promise)} aria-label={`Promise: ${promiseSummary(promise)}`} sx={{ bgcolor: look.bg, color: look.fg, fontWeight: 600 }} />;
}
