import { customerStatusTotals } from '../customers/customer-counts.js';
import type { CustomerScope } from '../customers/customer-visibility.service.js';

/** How many customers the viewer sees, of all customers (`customer_counts`, exact). */
export interface ViewerSize {
  seen: number;
  everyone: number;
}

/**
 * How a page of Recent Activity is found:
 * - `nothing`: the viewer sees no customer, so no entry: answered without reading any;
 * - `customers`: each of the viewer's customers' newest entries from its own index: about four probes and a dozen
 *   entries per customer;
 * - `list`: each kind's entries walked newest first testing each one's customer, about `upto × everyone / seen`
 *   entries per kind when the viewer's customers are worked throughout.
 * Measured on the year's data (1,000 customers of 100,000, a first page: 14,000 buffers through the customers, 6,500
 * walking), the costs meet near seen² = upto × everyone / 4 (2,300 customers of 1,000,000), so the cheaper is taken.
 */
export type ActivityPath = 'nothing' | 'customers' | 'list';

export function activityPath(size: ViewerSize | null, upto: number): ActivityPath {
  if (!size) return 'list';
  if (size.seen <= 0) return 'nothing';
  return 4 * size.seen * size.seen <= upto * size.everyone ? 'customers' : 'list';
}

/** The viewer's size from the counts kept, one small statement (only for a scoped viewer). */
export const viewerSizeSql = (scope: CustomerScope) =>
  `SELECT (SELECT seen.customers FROM (${customerStatusTotals(scope.condition('counts'))}) seen) AS seen,
    (SELECT everyone.customers FROM (${customerStatusTotals('true')}) everyone) AS everyone`;
