import type { CustomerPayment } from '../../api/types';
import { businessMonth, type DayString } from '../../i18n/dates';

/** Spec §9: the payment history covers the last 6 months. */
export const PAYMENT_HISTORY_MONTHS = 6;

export interface PaymentHistoryRow {
  /** First day of the month, "2026-11-01". */
  month: DayString;
  /** Days past due reported for the month; null when not reported. */
  dpd: number | null;
  /**
   * Amount paid in the month: the lender's figure, or what was recorded here in that month (imports, API, screen)
   * when that is more (a payment after the report); null when neither says.
   */
  paidAmount: number | null;
  /** The latest payment date in that month (from the payments list), if any. */
  paidDate: DayString | null;
}

export interface PaymentHistorySource {
  metadata?: Record<string, unknown> | null;
  payments?: Pick<CustomerPayment, 'paid_date' | 'total_paid_amount'>[] | null;
  /** The month and year the customer's data was reported for (the strings end with that month). */
  month?: number | null;
  year?: number | null;
}

/** "0;15;;30" → [0, 15, null, 30]. Accepts numbers given as text with grouping or a rupee sign. */
export function splitSemicolonNumbers(value: unknown): Array<number | null> {
  if (value === null || value === undefined) return [];
  const text = String(value).trim();
  if (!text) return [];
  return text.split(';').map((part) => {
    const cleaned = part.replace(/[₹,\s]/g, '');
    if (!cleaned || /^(na|n\/a|null|-)$/i.test(cleaned)) return null;
    const n = Number(cleaned);
    return Number.isFinite(n) ? n : null;
  });
}

function monthStart(year: number, month: number): DayString {
  const date = new Date(Date.UTC(year, month - 1, 1));
  return `${date.getUTCFullYear()}-${String(date.getUTCMonth() + 1).padStart(2, '0')}-01`;
}

function referenceMonth(source: PaymentHistorySource, now: Date): { year: number; month: number } {
  const { month, year } = source;
  if (year && month && Number.isInteger(year) && Number.isInteger(month) && month >= 1 && month <= 12) {
    return { year, month };
  }
  const [y, m] = businessMonth(now).start.split('-').map(Number);
  return { year: y, month: m };
}

/**
 * The payment history table (spec §2, §9): metadata.dpd_string_last_6m and paid_string_last_6m are
 * semicolon-separated, oldest month first, ending with the customer's report month (month/year, or the current
 * month when absent). Rows come back newest first, at most 6; paid dates come from the payments list, and a month's
 * recorded payments raise its amount when they add up to more than the lender reported.
 * No strings, or strings without any value, give no rows.
 */
export function buildPaymentHistory(source: PaymentHistorySource, now: Date = new Date()): PaymentHistoryRow[] {
  const dpd = splitSemicolonNumbers(source.metadata?.dpd_string_last_6m);
  const paid = splitSemicolonNumbers(source.metadata?.paid_string_last_6m);
  if (![...dpd, ...paid].some((value) => value !== null)) return [];

  const count = Math.min(Math.max(dpd.length, paid.length), PAYMENT_HISTORY_MONTHS);
  // Align both strings on their last (most recent) entry.
  const lastOf = (values: Array<number | null>, fromEnd: number) => {
    const index = values.length - 1 - fromEnd;
    return index >= 0 ? (values[index] ?? null) : null;
  };

  const ref = referenceMonth(source, now);
  const payments = [...(source.payments ?? [])].sort((a, b) => b.paid_date.localeCompare(a.paid_date));

  const rows: PaymentHistoryRow[] = [];
  for (let fromEnd = 0; fromEnd < count; fromEnd += 1) {
    const month = monthStart(ref.year, ref.month - fromEnd);
    const prefix = month.slice(0, 7);
    const inMonth = payments.filter((p) => p.paid_date.startsWith(prefix));
    const recorded = inMonth.length ? inMonth.reduce((sum, p) => sum + Number(p.total_paid_amount), 0) : null;
    const reported = lastOf(paid, fromEnd);
    rows.push({
      month,
      dpd: lastOf(dpd, fromEnd),
      paidAmount: recorded === null ? reported : Math.max(reported ?? 0, recorded),
      paidDate: inMonth[0]?.paid_date ?? null,
    });
  }
  return rows;
}
