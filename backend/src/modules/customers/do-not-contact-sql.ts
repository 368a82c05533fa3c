/**
 * Do not contact as SQL for the modules that read customers (the list, the worklist): the customers module owns
 * `customer_do_not_contact`; these fragments are how others ask about it. `today` is a parameter naming today's
 * business date: a mark holds through its `until`, and not after.
 */
export const markHolds = (mark: string, today: string) => `(${mark}.until IS NULL OR ${mark}.until >= ${today})`;

/** True when the customer (an alias with `loan_application_no`) has a mark holding today (a primary-key probe). */
export const isMarkedSql = (customer: string, today: string) =>
  `EXISTS (SELECT 1 FROM customer_do_not_contact dnc WHERE dnc.loan_application_no = ${customer}.loan_application_no AND ${markHolds('dnc', today)})`;

/** The customer's mark holding today as the API's JSON (DoNotContactDto), or null. */
export const markJsonSql = (customer: string, today: string) => `(SELECT json_build_object(
    'reason', dnc.reason, 'until', to_char(dnc.until, 'YYYY-MM-DD'), 'note', dnc.note,
    'set_by', CASE WHEN setter.id IS NULL THEN NULL ELSE json_build_object('id', setter.id, 'name', setter.name) END,
    'set_at', to_char(dnc.set_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))
  FROM customer_do_not_contact dnc LEFT JOIN users setter ON setter.id = dnc.set_by
  WHERE dnc.loan_application_no = ${customer}.loan_application_no AND ${markHolds('dnc', today)})`;

/** `FROM` text: the customers (as `alias`) whose loan has a mark holding today, from the marks (few) to their rows. */
export const markedCustomersSql = (alias: string, today: string) =>
  `customer_do_not_contact dnc JOIN customers ${alias} ON ${alias}.loan_application_no = dnc.loan_application_no AND ${markHolds('dnc', today)}`;
