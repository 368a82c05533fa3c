import { PAYMENT_SOURCE_WORDS } from '@crm/shared';

export { PAYMENT_SOURCES, PAYMENT_SOURCE_WORDS, type PaymentSource } from '@crm/shared';

/** A payments row's `source` (`column`, e.g. `x.source`) in words, in SQL: @crm/shared's words, for Recent Activity. */
export function paymentSourceWordsSql(column: string): string {
  const cases = Object.entries(PAYMENT_SOURCE_WORDS).map(([source, words]) => `WHEN '${source}' THEN '${words.replace(/'/g, "''")}'`);
  return `CASE ${column} ${cases.join(' ')} END`;
}
