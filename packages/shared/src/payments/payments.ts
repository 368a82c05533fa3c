/**
 * How a payment came to be recorded: the customer's history (demo data, before promises existed), a CSV import,
 * the API, or an admin on the customer page.
 */
export const PAYMENT_SOURCES = ['history', 'import', 'api', 'screen'] as const;
export type PaymentSource = (typeof PAYMENT_SOURCES)[number];

/** In a sentence (Recent Activity: "Payment of ₹17,582 recorded through the API"). */
export const PAYMENT_SOURCE_WORDS: Record<PaymentSource, string> = {
  history: "from the loan's history",
  import: 'from an import',
  api: 'recorded through the API',
  screen: 'recorded on screen',
};

/** In a table's "How" column (the customer page's Payments recorded). */
export const PAYMENT_SOURCE_LABELS: Record<PaymentSource, string> = {
  history: "From the loan's history",
  import: 'From an import',
  api: 'Through the API',
  screen: 'On screen',
};

/** A payment is not older than its loan (DECISIONS "No future times"): this when the disbursal date is not known. */
export const EARLIEST_PAID_DATE = '2000-01-01';

/** The first day a payment of a loan can be dated: its disbursal date, else `EARLIEST_PAID_DATE`. */
export function earliestPaidDate(disbursalDate: string | null | undefined): string {
  return disbursalDate ?? EARLIEST_PAID_DATE;
}
