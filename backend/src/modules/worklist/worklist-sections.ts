/**
 * The day's queue, in the order to work it. Each section is one statement over the viewer's customers (`scope` is
 * the visibility condition on `c`): its first rows, and its count as an uncorrelated subquery run once beside them.
 * The count reads only index columns (index-only scans of the partial indexes of migrations WorklistIndexes and
 * BrokenPromisesCalledAgain), never the customers' rows: an agent's group holds 50,000 customers on a 200-agent
 * floor and counting over the rows read the heap for each (docs/performance.md, the year).
 * A customer may be in more than one section; `scope` is `true` for a viewer who sees every customer.
 */
const CUSTOMER = `c.id, c.name, c.loan_application_no, c.status::text AS status, c.next_follow_up, c.last_disposition_status`;
const NO_PROMISE = `NULL::date AS promised_date, NULL::numeric AS promised_amount`;
const PROMISE = `to_char(p.promised_date, 'YYYY-MM-DD') AS promised_date, p.promised_amount`;

const FOLLOW_UP_DUE = `c.next_follow_up IS NOT NULL AND c.status <> 'paid' AND c.next_follow_up <= :now`;
const NEVER_CONTACTED = `c.last_disposition_status IS NULL AND c.status <> 'paid'`;
// Not yet called again: no feedback on the customer since the promise was found broken (kept on the promise by
// triggers, migration BrokenPromisesCalledAgain, and indexed as IDX_promises_broken_not_called).
const BROKEN_NOT_CALLED = `p.state = 'broken' AND NOT p.called_again`;

export const WORKLIST_SECTIONS = [
  {
    key: 'due_follow_ups',
    title: 'Follow-ups due',
    sql: (scope: string) => `SELECT ${CUSTOMER}, ${NO_PROMISE},
        (SELECT count(*) FROM customers c WHERE ${FOLLOW_UP_DUE} AND ${scope}) AS total
      FROM customers c WHERE ${FOLLOW_UP_DUE} AND ${scope}
      ORDER BY c.next_follow_up, c.id LIMIT :limit`,
  },
  {
    key: 'promises_due',
    title: 'Promises due today',
    // Open promises dated today, or earlier and still within their grace days. Found once and counted, then paged:
    // walking the promises in date order and testing each customer's group reads them all when many share a date.
    sql: (scope: string) => `WITH due AS MATERIALIZED (
        SELECT p.id, p.promised_date, p.promised_amount, c.id AS customer_id FROM promises p JOIN customers c ON c.id = p.customer_id
        WHERE p.state = 'open' AND p.promised_date <= :today AND ${scope})
      SELECT ${CUSTOMER}, ${PROMISE}, (SELECT count(*) FROM due) AS total
      FROM (SELECT * FROM due ORDER BY promised_date, promised_amount DESC NULLS LAST, customer_id LIMIT :limit) page
      JOIN promises p ON p.id = page.id JOIN customers c ON c.id = page.customer_id
      ORDER BY page.promised_date, page.promised_amount DESC NULLS LAST, page.customer_id`,
  },
  {
    key: 'broken_promises',
    title: 'Broken promises',
    // Broken promises pile up over months. The section's promises are found once, from index columns alone (the
    // viewer's customer ids and IDX_promises_broken_not_called), counted, and only the page's rows are read.
    sql: (scope: string) => `WITH broken AS MATERIALIZED (
        SELECT p.id, p.decided_at, c.id AS customer_id FROM promises p JOIN customers c ON c.id = p.customer_id
        WHERE ${BROKEN_NOT_CALLED} AND ${scope})
      SELECT ${CUSTOMER}, ${PROMISE}, (SELECT count(*) FROM broken) AS total
      FROM (SELECT * FROM broken ORDER BY decided_at DESC, customer_id LIMIT :limit) page
      JOIN promises p ON p.id = page.id JOIN customers c ON c.id = page.customer_id
      ORDER BY page.decided_at DESC, page.customer_id`,
  },
  {
    key: 'never_contacted',
    title: 'Never contacted',
    // The ids from IDX_customers_never_contacted alone, then the page's rows: walking every customer in id order and
    // testing the group read most of the table when the viewer's groups hold the newest customers.
    sql: (scope: string) => `WITH never AS MATERIALIZED (SELECT c.id FROM customers c WHERE ${NEVER_CONTACTED} AND ${scope})
      SELECT ${CUSTOMER}, ${NO_PROMISE}, (SELECT count(*) FROM never) AS total
      FROM (SELECT id FROM never ORDER BY id LIMIT :limit) page JOIN customers c ON c.id = page.id
      ORDER BY c.id`,
  },
] as const;

export type WorklistSectionKey = (typeof WORKLIST_SECTIONS)[number]['key'];
