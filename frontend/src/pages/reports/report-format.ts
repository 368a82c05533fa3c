/** How the Reports show their figures (en-IN: INR without decimals, the Indian grouping) and their changes. */
import type { ReportFigureUnit } from '@crm/shared/reports';
import { formatINR, formatNumber, LOCALE } from '../../i18n/format';

const EMPTY = '—';
const oneDecimal = new Intl.NumberFormat(LOCALE, { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** 0.4567 → "45.7%". */
export function formatShare(value: number | null | undefined): string {
  return value === null || value === undefined || !Number.isFinite(value) ? EMPTY : `${oneDecimal.format(value * 100)}%`;
}

/** 45296 → "12 h 34 min"; under an hour "34 min"; under a minute "45 s". */
export function formatTalkTime(seconds: number | null | undefined): string {
  if (seconds === null || seconds === undefined || !Number.isFinite(seconds)) return EMPTY;
  const total = Math.round(seconds);
  if (total < 60) return `${total} s`;
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  return hours ? `${formatNumber(hours)} h ${minutes} min` : `${minutes} min`;
}

export function formatFigure(unit: ReportFigureUnit, value: number | null | undefined): string {
  if (value === null || value === undefined) return EMPTY;
  switch (unit) {
    case 'inr':
      return formatINR(value);
    case 'share':
      return formatShare(value);
    case 'seconds':
      return formatTalkTime(value);
    case 'ratio':
      return Number.isFinite(value) ? oneDecimal.format(value) : EMPTY;
    default:
      return formatNumber(value);
  }
}

export interface Delta {
  direction: 'up' | 'down' | 'same';
  /** "▲ 2.5 pts", "▼ ₹12,000", "No change". */
  text: string;
  /** The same in words, for a screen reader: "up 2.5 points on the previous cycle". */
  label: string;
}

/**
 * A figure's change against the previous cycle: shares in percentage points, amounts in INR, counts in their number.
 * Null when either side is unknown (the first cycle, or a rate with nothing to divide).
 */
export function figureDelta(unit: ReportFigureUnit, current: number | null | undefined, previous: number | null | undefined): Delta | null {
  if (current === null || current === undefined || previous === null || previous === undefined) return null;
  if (!Number.isFinite(current) || !Number.isFinite(previous)) return null;
  const raw = unit === 'share' ? (current - previous) * 100 : current - previous;
  const shown = unit === 'share' ? Math.round(raw * 10) / 10 : Math.round(raw);
  if (shown === 0) return { direction: 'same', text: 'No change', label: 'no change on the previous cycle' };
  const direction = shown > 0 ? 'up' : 'down';
  const size = Math.abs(shown);
  const amount = unit === 'share' ? `${oneDecimal.format(size)} pts` : unit === 'inr' ? formatINR(size) : formatNumber(size);
  const words = unit === 'share' ? `${oneDecimal.format(size)} points` : amount;
  return { direction, text: `${direction === 'up' ? '▲' : '▼'} ${amount}`, label: `${direction} ${words} on the previous cycle` };
}

/** a ÷ b, or null when b is 0 (a share of nothing is not 0 %). */
export function ratio(part: number, whole: number): number | null {
  return whole > 0 ? part / whole : null;
}
