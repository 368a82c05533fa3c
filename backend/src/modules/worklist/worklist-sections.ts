/**
 * The day's queue, in the order to work it. Each section is one query over the viewer's customers (`scope` is the
 * visibility condition on `c`), counted with a window so the count and the first rows come back together, on the
 * indexes of migrations PromisesAndPayments and WorklistIndexes. A customer may be in more than one section.
 */
const CUSTOMER = `c.id, c.name, c.loan_application_no, c.status::text AS status, c.next_follow_up, c.last_disposition_status`;
const NO_PROMISE = `NULL::date AS promised_date, NULL::numeric AS promised_amount`;
const PROMISE = `to_char(p.promised_date, 'YYYY-MM-DD') AS promised_date, p.promised_amount`;

export const WORKLIST_SECTIONS = [
  {
    key: 'due_follow_ups',
    title: 'Follow-ups due',
    sql: (scope: string) => `SELECT ${CUSTOMER}, ${NO_PROMISE}, count(*) OVER () AS total FROM customers c
      WHERE c.next_follow_up IS NOT NULL AND c.status <> 'paid' AND c.next_follow_up <= :now AND ${scope}
      ORDER BY c.next_follow_up, c.id LIMIT :limit`,
  },
  {
    key: 'promises_due',
    title: 'Promises due today',
    // Open promises dated today, or earlier and still within their grace days.
    sql: (scope: string) => `SELECT ${CUSTOMER}, ${PROMISE}, count(*) OVER () AS total FROM promises p JOIN customers c ON c.id = p.customer_id
      WHERE p.state = 'open' AND p.promised_date <= :today AND ${scope}
      ORDER BY p.promised_date, p.promised_amount DESC NULLS LAST, c.id LIMIT :limit`,
  },
  {
    key: 'broken_promises',
    title: 'Broken promises',
    // Not yet called again: no feedback on the customer since the promise was found broken.
    sql: (scope: string) => `SELECT ${CUSTOMER}, ${PROMISE}, count(*) OVER () AS total FROM promises p JOIN customers c ON c.id = p.customer_id
      WHERE p.state = 'broken' AND ${scope}
        AND NOT EXISTS (SELECT 1 FROM feedback f WHERE f.customer_id = p.customer_id AND f.created_at > p.decided_at)
      ORDER BY p.decided_at DESC, c.id LIMIT :limit`,
  },
  {
    key: 'never_contacted',
    title: 'Never contacted',
    sql: (scope: string) => `SELECT ${CUSTOMER}, ${NO_PROMISE}, count(*) OVER () AS total FROM customers c
      WHERE c.last_disposition_status IS NULL AND c.status <> 'paid' AND ${scope}
      ORDER BY c.id LIMIT :limit`,
  },
] as const;

export type WorklistSectionKey = (typeof WORKLIST_SECTIONS)[number]['key'];
