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
 * - `customers`: each of the viewer's customers' newest entries from its own index, in proportion to the customers;
 * - `list`: each kind's entries walked newest first testing each one's customer, about `upto × everyone / seen`
 *   entries when the viewer's customers are worked throughout.
 * The two costs meet where seen² = upto × everyone (4,600 customers of 1,000,000 for a first page), so the cheaper
 * is taken.
 */
export type ActivityPath = 'nothing' | 'customers' | 'list';

export function activityPath(size: ViewerSize | null, upto: number): ActivityPath {
  if (!size) return 'list';
  if (size.seen <= 0) return 'nothing';
  return size.seen * size.seen <= upto * size.everyone ? 'customers' : 'list';
}

/** The viewer's size from the counts kept, one small statement (only for a scoped viewer). */
export const viewerSizeSql = (scope: CustomerScope) =>
  `SELECT (SELECT seen.customers FROM (${customerStatusTotals(scope.condition('counts'))}) seen) AS seen,
    (SELECT everyone.customers FROM (${customerStatusTotals('true')}) everyone) AS everyone`;
