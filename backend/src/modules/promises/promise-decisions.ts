import { borrowersSql } from '../../common/group-loans-sql.js';
import type { EntityManager } from 'typeorm';
import type { PromiseState } from './entities/payment-promise.entity.js';

/** A promise whose state a decision changed. */
export interface DecidedPromise {
  id: number;
  customerId: number;
  agentId: number | null;
  was: PromiseState;
  state: PromiseState;
}

/** Which promises a decision looks at: those of some customers (a payment arrived), or the open ones past due. */
export type DecisionScope = { customerIds: number[] } | { dueBefore: string };

/**
 * The promise rules, in one set-based statement: payments on the customer from the day the promise was made count.
 * - `kept` once those paid by the promised date plus the grace days reach the promised amount (any payment when
 *   none was promised);
 * - `broken` once that last day has passed without it, and `kept_late` when the amount arrives afterwards;
 * - otherwise the promise stays as it is. Cancelled and kept promises are final.
 * A row decided by someone else meanwhile (a payment and the job at once) is left to them (`p.state = d.was`).
 */
export async function decidePromises(
  manager: EntityManager,
  scope: DecisionScope,
  { today, graceDays, now }: { today: string; graceDays: number; now: Date },
): Promise<DecidedPromise[]> {
  const where = 'customerIds' in scope
    ? `p.customer_id = ANY ($4::int[]) AND p.state IN ('open', 'broken')`
    : `p.state = 'open' AND p.promised_date < $4::date`;
  const param = 'customerIds' in scope ? scope.customerIds : scope.dueBefore;
  const rows: DecidedPromise[] = await manager.query(
    `WITH verdicts AS (
       SELECT p.id, p.state AS was,
         CASE
           WHEN paid.by_deadline >= coalesce(p.promised_amount, 0.01) THEN 'kept'
           WHEN $1::date > p.promised_date + $2::int AND paid.since >= coalesce(p.promised_amount, 0.01) THEN 'kept_late'
           WHEN $1::date > p.promised_date + $2::int THEN 'broken'
           ELSE p.state
         END AS verdict
       FROM promises p
       CROSS JOIN LATERAL (
         SELECT coalesce(sum(pay.total_paid_amount) FILTER (WHERE pay.paid_date <= p.promised_date + $2::int), 0) AS by_deadline,
                coalesce(sum(pay.total_paid_amount), 0) AS since
         FROM payments pay
         WHERE pay.customer_id = p.customer_id AND pay.paid_date >= p.made_on
       ) paid
       WHERE ${where}
     ),
     decided AS (
       UPDATE promises p SET state = d.verdict, decided_at = $3, decided_on = $1::date
       FROM verdicts d
       WHERE p.id = d.id AND p.state = d.was AND d.verdict <> d.was
       RETURNING p.id, p.customer_id AS "customerId", p.agent_id AS "agentId", d.was, p.state
     )
     SELECT * FROM decided`,
    [today, graceDays, now, param],
  );
  return rows;
}

export interface NamedCustomer {
  name: string;
  loanApplicationNo: string;
}

/** The names and loan numbers of these customers (a notification names them, and links to a page by loan number). */
export async function customersOf(manager: EntityManager, customerIds: number[]): Promise<Map<number, NamedCustomer>> {
  if (customerIds.length === 0) return new Map();
  const rows: { id: number; name: string; loan_application_no: string }[] = await manager.query('SELECT id, name, loan_application_no FROM customers WHERE id = ANY ($1::int[])', [customerIds]);
  return new Map(rows.map((row) => [row.id, { name: row.name, loanApplicationNo: row.loan_application_no }]));
}

/** The agents holding a loan of each customer's group on `day` (issue 30): they hear of its broken promises too. */
export async function borrowersOf(manager: EntityManager, customerIds: number[], day: string): Promise<Map<number, number[]>> {
  if (customerIds.length === 0) return new Map();
  const rows: { id: number; borrowers: number[] }[] = await manager.query(
    `SELECT c.id, ARRAY(${borrowersSql('c.group_id', '$2::date')}) AS borrowers FROM customers c WHERE c.id = ANY ($1::int[])`,
    [customerIds, day],
  );
  return new Map(rows.map((row) => [row.id, row.borrowers]));
}
