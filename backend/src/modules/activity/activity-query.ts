import type { ActivityEntrySql } from '../../common/activity/activity-entry-sql.js';
import { CALL_ACTIVITY } from '../calls/call-activity-sql.js';
import type { CustomerScope } from '../customers/customer-visibility.service.js';
import { FEEDBACK_ACTIVITY } from '../feedback/feedback-activity-sql.js';
import { MESSAGE_ACTIVITY } from '../messages/message-activity-sql.js';
import { PAYMENT_ACTIVITY } from '../promises/payment-activity-sql.js';

/** Each kind of entry, as its module exports it; each has an index on (time, id) for the list's walk and one on its customer. */
const KINDS: ActivityEntrySql[] = [CALL_ACTIVITY, FEEDBACK_ACTIVITY, MESSAGE_ACTIVITY, PAYMENT_ACTIVITY];

/**
 * The list's order: newest first, entries at the same moment by kind, then newest row first (`key`). The heads
 * (migration ActivityHeads) hold each customer's first entry in this order, compared the same way ("C").
 */
const LIST_ORDER = (e: string) => `${e}.at DESC, ${e}.kind COLLATE "C", ${e}.key COLLATE "C" DESC`;
const HEADS_ORDER = (h: string) => `${h}.last_at DESC, ${h}.last_kind, ${h}.last_key DESC`;

const entry = (kind: ActivityEntrySql) =>
  `'${kind.kind}'::text AS kind, ${kind.at} AS at, ${kind.key} AS key, x.customer_id, ${kind.agent} AS agent_id, ${kind.summary} AS summary`;
/** A kind's newest :upto entries shown, among those `where` allows (its newest row first, as `key`). */
const newest = (kind: ActivityEntrySql, where: string) =>
  `SELECT ${entry(kind)} FROM ${kind.from} WHERE ${kind.shown} AND ${where} ORDER BY ${kind.at} DESC, x.id DESC LIMIT :upto`;

function headsBranches(scope: CustomerScope): { withs: string; branches: string[] } {
  const groups = `(SELECT DISTINCT viewer_groups.group_id FROM (${scope.groupIds}) viewer_groups (group_id)) viewer_groups`;
  const heads = `SELECT h.customer_id, h.last_at FROM ${groups} CROSS JOIN LATERAL (
      SELECT h.customer_id, h.last_at, h.last_kind, h.last_key FROM activity_heads h WHERE h.group_id = viewer_groups.group_id ORDER BY ${HEADS_ORDER('h')} LIMIT :upto) h
    ORDER BY ${HEADS_ORDER('h')} LIMIT :upto`;
  // With :upto heads, an entry older than the last head's comes after all their first entries: none is read. The
  // customer's group is tested again on the customer itself: the heads only choose where to look.
  const since = `(SELECT CASE WHEN count(*) >= :upto THEN min(last.last_at) ELSE '-infinity' END FROM viewer_heads last)`;
  const branches = KINDS.map(
    (kind) => `SELECT e.*, c.name AS customer_name, c.loan_application_no FROM viewer_heads hd
      JOIN customers c ON c.id = hd.customer_id AND ${scope.condition('c')}
      CROSS JOIN LATERAL (${newest(kind, `x.customer_id = hd.customer_id AND ${kind.at} >= ${since}`)}) e`,
  );
  return { withs: `WITH viewer_heads AS MATERIALIZED (${heads}) `, branches };
}

const listBranches = () =>
  KINDS.map((kind) => `SELECT e.*, c.name AS customer_name, c.loan_application_no FROM (${newest(kind, 'true')}) e JOIN customers c ON c.id = e.customer_id`);

/**
 * One statement, paged in the database: each kind keeps its newest :upto (offset + limit + 1) entries on the customers
 * the viewer may see (everyone's actions on them), then the union is ordered and cut. Which entries:
 * - a viewer who sees every customer (`scope` null): each kind's newest from its time index;
 * - an agent: the viewer's first :upto heads in the list's order, walked group by group from IDX_activity_heads_group
 *   (at most :upto per group), hold every entry of the page (a head comes before all its customer's other entries, so
 *   a customer outside them has :upto entries of others before any of theirs); their customers' newest entries of
 *   each kind are read from the customer's own index. The cost follows the page and the viewer's groups, never how
 *   many customers they see or how long ago those were worked; a viewer with no group or only empty ones reads no entry.
 * Parameters: :upto, :take, :skip and the scope's.
 */
export function activitySql(scope: CustomerScope | null): string {
  const { withs, branches } = scope ? headsBranches(scope) : { withs: '', branches: listBranches() };
  return `${withs}SELECT all_.*, u.name AS agent_name FROM (${branches.map((branch) => `(${branch})`).join(' UNION ALL ')}) all_
    LEFT JOIN users u ON u.id = all_.agent_id ORDER BY ${LIST_ORDER('all_')} LIMIT :take OFFSET :skip`;
}
