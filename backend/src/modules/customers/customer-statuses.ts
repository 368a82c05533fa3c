/**
 * A customer's enumerated columns: their values, for DTOs of other modules and for the CSV import's worker thread
 * (neither may load the entity, and with it TypeORM).
 */
export const CUSTOMER_STATUSES = ['overdue', 'partially_paid', 'paid'] as const;
export type CustomerStatus = (typeof CUSTOMER_STATUSES)[number];
export const GENDERS = ['female', 'male', 'others'] as const;
export type Gender = (typeof GENDERS)[number];
export const LOAN_TYPES = ['new', 'repeat', 'toup'] as const;
export type LoanType = (typeof LOAN_TYPES)[number];
export const CLIENTS = ['MONEY_VIEW', 'product'] as const;
export type Client = (typeof CLIENTS)[number];

/** "partial paid", "partialPaid" and "partially_paid" all mean partially_paid (the spec uses each). */
export function normalizeStatus(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const key = value.trim().toLowerCase().replace(/[\s_-]+/g, '');
  return key === 'partialpaid' || key === 'partiallypaid' ? 'partially_paid' : value.trim().toLowerCase();
}
