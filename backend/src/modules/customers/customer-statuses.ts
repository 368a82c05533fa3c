/** A customer's repayment status: the column's values, for DTOs of other modules too (they may not import the entity). */
export const CUSTOMER_STATUSES = ['overdue', 'partially_paid', 'paid'] as const;
export type CustomerStatus = (typeof CUSTOMER_STATUSES)[number];
