/**
 * How a payment came to be recorded: the customer's history (demo data, before promises existed), a CSV import,
 * the API, or an admin on the customer page. Here, not in the promises module, because the customer page's answer
 * and Recent Activity show it too.
 */
export const PAYMENT_SOURCES = ['history', 'import', 'api', 'screen'] as const;
export type PaymentSource = (typeof PAYMENT_SOURCES)[number];

/** The same, as people read it (Recent Activity: "Payment of ₹17,582 recorded through the API"). */
export const PAYMENT_SOURCE_WORDS: Record<PaymentSource, string> = {
  history: "from the loan's history",
  import: 'from an import',
  api: 'recorded through the API',
  screen: 'recorded on screen',
};

/** The words in SQL, for a payments row's `source` column (`column`, e.g. `x.source`). */
export function paymentSourceWordsSql(column: string): string {
  const cases = Object.entries(PAYMENT_SOURCE_WORDS).map(([source, words]) => `WHEN '${source}' THEN '${words.replace(/'/g, "''")}'`);
  return `CASE ${column} ${cases.join(' ')} END`;
}
