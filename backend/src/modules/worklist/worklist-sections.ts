/**
 * The day's queue, in the order to work it. Each section is one query over the viewer's customers (`scope` is the
 * visibility condition on `c`), counted with a window so the count and the first rows come back together, on the
 * indexes of migrations PromisesAndPayments and WorklistIndexes. A customer may be in more than one section.
 * `floor` is true when the viewer sees every customer (`scope` is then `true`).
 */
const CUSTOMER = `c.id, c.name, c.loan_application_no, c.status::text AS status, c.next_follow_up, c.last_disposition_status`;
const NO_PROMISE = `NULL::date AS promised_date, NULL::numeric AS promised_amount`;
const PROMISE = `to_char(p.promised_date, 'YYYY-MM-DD') AS promised_date, p.promised_amount`;
const BROKEN_OF_EACH_CUSTOMER = `customers c CROSS JOIN LATERAL (SELECT * FROM promises p WHERE p.customer_id = c.id AND p.state = 'broken' OFFSET 0) p`;

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
    // Not yet called again: no feedback on the customer since the promise was found broken. Broken promises pile up
    // over months, so an agent's section starts from their customers and probes IDX_promises_broken for each (the
    // OFFSET 0 keeps the planner from folding the probe back into a hash join over every broken promise: 39 -> 7 ms
    // with 100,000 broken, docs/performance.md); the floor's reads the broken promises themselves.
    sql: (scope: string, floor: boolean) => `SELECT ${CUSTOMER}, ${PROMISE}, count(*) OVER () AS total
      FROM ${floor ? 'promises p JOIN customers c ON c.id = p.customer_id' : BROKEN_OF_EACH_CUSTOMER}
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
