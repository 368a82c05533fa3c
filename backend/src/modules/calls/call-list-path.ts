import type { CustomerScope } from '../customers/customer-visibility.service.js';

/**
 * Up to this share of all customers, a viewer's calls are read through their customers' own call index; above it,
 * the list is walked newest first testing each call. Walking reads about `page / share` calls only when the
 * viewer's calls are spread over time (a group of one old cycle is walked through to its end); the customers'
 * index reads each of the viewer's customers once, in proportion to the share.
 */
export const LITTLE_SHARE = 0.02;

/** How many customers the viewer sees, of all customers (`customer_counts`, exact). */
export interface ViewerSize {
  seen: number;
  everyone: number;
}

/**
 * How a page of Call History is found:
 * - `nothing`: the viewer sees no customer, so no call: answered without reading calls;
 * - `customers`: the viewer sees few customers and searches or picks a status: each one's calls from its own index
 *   (from 0.5 % on, after a bounded walk of the newest calls that did not fill the page); without either, an agent's
 *   page comes from their groups' heads whatever their size (call-heads-query.ts headsPageQuery);
 * - `list`: the viewer sees many or all: the list walked newest first (see call-list-query.ts).
 */
export type CallListPath = 'nothing' | 'customers' | 'list';

/** The viewer's size from the counts kept, one small statement (only for a scoped viewer). */
export const viewerSizeQuery = (scope: CustomerScope) => ({
  sql: `SELECT coalesce((SELECT sum(cc.n) FROM customer_counts cc WHERE ${scope.condition('cc')}), 0)::int AS seen,
    coalesce((SELECT sum(cc.n) FROM customer_counts cc), 0)::int AS everyone`,
  params: scope.params,
});

export function callListPath(size: ViewerSize | null): CallListPath {
  if (!size) return 'list';
  if (size.seen <= 0) return 'nothing';
  return size.seen <= size.everyone * LITTLE_SHARE ? 'customers' : 'list';
}
