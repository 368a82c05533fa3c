import type { DataSource } from 'typeorm';
import { searchCondition } from '../../src/modules/customers/customer-filters.js';

/**
 * What a paths test (issue 27) checks a list against: the rows a viewer may see that the conditions allow, in the
 * list's order, straight from the tables (no index, count or path of the list's own), and how many they are.
 */
export interface ReferenceQuery {
  /** The rows, with their customer as `cu`: `FROM …` without the word. */
  from: string;
  /** What is listed (an id). */
  id: string;
  /** The viewer's groups; null for a viewer who sees every customer. */
  groupIds: number[] | null;
  conditions: string[];
  params: Record<string, unknown>;
  order: string;
  offset: number;
  limit: number;
}

/** The customers (`cu`) a viewer of `groupIds` may see (null: all). */
export const visibleTo = (groupIds: number[] | null) => (groupIds === null ? 'true' : groupIds.length ? 'cu.group_id IN (:...groupIds)' : 'false');

/** The customer list's search rule on `cu` (its parameters added to `params`): every paths test searches customers alike. */
export function customerSearched(search: string, params: Record<string, unknown>): string {
  const condition = searchCondition(search);
  Object.assign(params, condition.params);
  return condition.sql('cu');
}

/** The page's ids, whether a row follows it, and the total. */
export async function referencePage(dataSource: DataSource, query: ReferenceQuery): Promise<{ ids: number[]; more: boolean; total: number }> {
  const params = { ...query.params, groupIds: query.groupIds, offset: query.offset, limit: query.limit };
  const rows = `FROM ${query.from} WHERE ${[visibleTo(query.groupIds), ...query.conditions].join(' AND ')}`;
  const run = (sql: string) => dataSource.query(...dataSource.driver.escapeQueryWithParameters(sql, params));
  const ids: number[] = (await run(`SELECT ${query.id} AS id ${rows} ORDER BY ${query.order} OFFSET :offset LIMIT :limit + 1`)).map((row: { id: number }) => row.id);
  const [{ n }]: { n: number }[] = await run(`SELECT count(*)::int AS n ${rows}`);
  return { ids: ids.slice(0, query.limit), more: ids.length > query.limit, total: n };
}
