import { customerStatusTotals, dueFollowUpTotal } from '../customers/customer-counts.js';
import { isMarkedSql, markedCustomersSql } from '../customers/do-not-contact-sql.js';
import { promiseTotal } from '../promises/promise-counts.js';

/**
 * The day's queue, in the order to work it, as one statement (docs/performance.md, the year). Each section names its
 * rows' table and condition, and the page's order over the columns its page subquery returns. For a viewer limited
 * to some groups, the page is read group by group (a LATERAL over the viewer's groups, each walking its partial index
 * `(group_id, <order>)` for `limit` entries); only the page's customers are read. A promise carries its customer's
 * group (migration PromiseGroupAndCounts), so the promise sections never read the customers they do not list.
 * Counts are exact, summed from trigger-kept count tables (customer_counts, customer_group_follow_up_days,
 * promise_counts): counting a group's 10,000-13,000 index entries per section cost more than the rest of the
 * statement at a 200-agent floor's size. A customer may be in more than one section.
 * Customers marked do not contact (issue 31) are in no section: each page skips them, and each count takes away the
 * marked customers' rows, counted from the marks (few) through the loan-number index.
 */
interface WorklistSection {
  key: string;
  title: string;
  /** The table with the section's rows and their `group_id`, as `<table> <alias>`. */
  from: string;
  alias: string;
  where: string;
  /** The page: customer_id, promised_date, promised_amount and the columns `order` names. */
  columns: string;
  order: string;
  /** The count, summed from trigger-kept count tables, over the groups `visible` names (a condition on `<alias>.group_id`). */
  total: (visible: (alias: string) => string) => string;
  /** The section's rows whose customer is marked do not contact, as `FROM` text with `<alias>`. */
  marked: string;
  /** A condition on `<alias>`: the row's customer is not marked do not contact. */
  contactable: string;
}

const CUSTOMER_ROWS_MARKED = { marked: markedCustomersSql('c', ':today'), contactable: `NOT ${isMarkedSql('c', ':today')}` };
const PROMISE_ROWS_MARKED = {
  marked: `${markedCustomersSql('mc', ':today')} JOIN promises p ON p.customer_id = mc.id`,
  contactable: `NOT EXISTS (SELECT 1 FROM customers mc WHERE mc.id = p.customer_id AND ${isMarkedSql('mc', ':today')})`,
};

const NO_PROMISE = `NULL::date AS promised_date, NULL::numeric AS promised_amount`;
const PROMISE = `p.customer_id, p.promised_date, p.promised_amount`;

export const WORKLIST_SECTIONS = [
  {
    key: 'due_follow_ups',
    title: 'Follow-ups due',
    from: 'customers c',
    alias: 'c',
    where: `c.next_follow_up IS NOT NULL AND c.status <> 'paid' AND c.next_follow_up <= :now`,
    columns: `c.id AS customer_id, ${NO_PROMISE}, c.next_follow_up`,
    order: 'next_follow_up, customer_id',
    total: (visible) => dueFollowUpTotal(':now::timestamptz', visible),
    ...CUSTOMER_ROWS_MARKED,
  },
  {
    key: 'promises_due',
    title: 'Promises due today',
    // Open promises dated today, or earlier and still within their grace days.
    from: 'promises p',
    alias: 'p',
    where: `p.state = 'open' AND p.promised_date <= :today`,
    columns: PROMISE,
    order: 'promised_date, promised_amount DESC NULLS LAST, customer_id',
    total: (visible) => promiseTotal(`counts.state = 'open' AND counts.due_on <= :today AND ${visible('counts')}`),
    ...PROMISE_ROWS_MARKED,
  },
  {
    key: 'broken_promises',
    title: 'Broken promises',
    // Not yet called again: no feedback on the customer since the promise was found broken (kept on the promise by
    // triggers, migration BrokenPromisesCalledAgain).
    from: 'promises p',
    alias: 'p',
    where: `p.state = 'broken' AND NOT p.called_again`,
    columns: `${PROMISE}, p.decided_at`,
    order: 'decided_at DESC, customer_id',
    total: (visible) => promiseTotal(`counts.state = 'broken' AND NOT counts.called_again AND ${visible('counts')}`),
    ...PROMISE_ROWS_MARKED,
  },
  {
    key: 'never_contacted',
    title: 'Never contacted',
    from: 'customers c',
    alias: 'c',
    where: `c.last_disposition_status IS NULL AND c.status <> 'paid'`,
    columns: `c.id AS customer_id, ${NO_PROMISE}`,
    order: 'customer_id',
    total: (visible) => `SELECT totals.customers FROM (${customerStatusTotals(`counts.last_disposition_status IS NULL AND counts.status <> 'paid' AND ${visible('counts')}`)}) totals`,
    ...CUSTOMER_ROWS_MARKED,
  },
] as const satisfies readonly WorklistSection[];

export type WorklistSectionKey = (typeof WORKLIST_SECTIONS)[number]['key'];

const CUSTOMER = `c.id, c.name, c.loan_application_no, c.status::text AS status, c.next_follow_up, c.last_disposition_status`;

/** Whom a covered customer's group belongs to: its agents by name (the group's name when it has none). */
const COVERING_FOR = `CASE WHEN page.covering THEN coalesce(
    (SELECT string_agg(u.name, ', ' ORDER BY u.name) FROM agent_groups ag JOIN users u ON u.id = ag.agent_id WHERE ag.group_id = c.group_id),
    (SELECT gr.name FROM groups gr WHERE gr.id = c.group_id)) END AS covering_for`;

/**
 * Every section's page and count in one statement: rows of (section, customer…, promised_date, promised_amount,
 * covering_for, total), in section order then page order; a section without rows has none (its count is 0).
 * `viewerGroups` is a subquery of the visible groups' ids (one column, `group_id`), or null for a viewer who sees
 * every customer; `ownGroups` the part of them the viewer is assigned to: the others' rows (groups the viewer covers on
 * loan, issue 30) come after the own groups' in each section, labelled with whom they cover for.
 * Parameters: :now, :today, :limit and those of `viewerGroups`.
 */
export function worklistSql(viewerGroups: string | null, ownGroups: string | null = null): string {
  const sectionSql = (section: WorklistSection, index: number) => {
    const page = (condition: string) =>
      `SELECT ${section.columns} FROM ${section.from} WHERE ${section.where} AND ${condition} AND ${section.contactable} ORDER BY ${section.order} LIMIT :limit`;
    const rows = viewerGroups === null
      ? `SELECT x.*, false AS covering FROM (${page('true')}) x`
      : `SELECT x.*, g.covering FROM viewer_groups g CROSS JOIN LATERAL (${page(`${section.alias}.group_id = g.group_id`)}) x ORDER BY covering, ${section.order} LIMIT :limit`;
    const visible = viewerGroups === null ? () => 'true' : (alias: string) => `${alias}.group_id IN (SELECT group_id FROM viewer_groups)`;
    const count = `(${section.total(visible)}) - (SELECT count(*) FROM ${section.marked} WHERE ${section.where} AND ${visible(section.alias)})`;
    return `SELECT ${index} AS section, page.position, ${CUSTOMER}, to_char(page.promised_date, 'YYYY-MM-DD') AS promised_date, page.promised_amount,
        ${COVERING_FOR}, (${count})::int AS total
      FROM (SELECT rows.*, row_number() OVER (ORDER BY covering, ${section.order}) AS position FROM (${rows}) rows) page
      JOIN customers c ON c.id = page.customer_id`;
  };
  const covering = ownGroups === null ? 'false' : `v.group_id NOT IN (${ownGroups})`;
  const groups = viewerGroups === null ? '' : `WITH viewer_groups AS MATERIALIZED (SELECT v.group_id, ${covering} AS covering FROM (${viewerGroups}) v) `;
  return `${groups}${WORKLIST_SECTIONS.map(sectionSql).join('\nUNION ALL\n')}\nORDER BY section, position`;
}
