import { paymentSourceWordsSql } from '../../common/payments/payment-sources.js';
import type { CustomerScope } from '../customers/customer-visibility.service.js';
import type { ActivityPath } from './activity-path.js';

/**
 * Each kind of activity: its table (alias x), when, who and what; payments from the demo history are left out. Each
 * has an index on (time, id) for the walk (migration ActivityTimeIndexes) and one on (customer_id, …) for a
 * customer's own entries.
 */
const SOURCES = [
  { kind: 'call', from: 'calls x', at: 'x.call_date_time', agent: 'x.agent_id', summary: `'Call ' || x.status`, where: 'true' },
  { kind: 'feedback', from: 'feedback x', at: 'x.created_at', agent: 'x.agent_id', summary: `x.disposition_name || coalesce(': ' || left(x.disposition_note, 120), '')`, where: 'true' },
  {
    kind: 'payment',
    from: 'payments x',
    at: 'x.created_at',
    agent: 'x.recorded_by',
    summary: `'Payment of ₹' || to_char(x.total_paid_amount, 'FM99,99,99,99,999') || ' ' || ${paymentSourceWordsSql('x.source')}`,
    where: `x.source <> 'history'`,
  },
  { kind: 'message', from: 'messages x', at: 'x.created_at', agent: 'x.agent_id', summary: `'Sent ' || x.kind || ' link (' || x.status || ')'`, where: 'true' },
] as const;

type Source = (typeof SOURCES)[number];

const entry = (source: Source) => `'${source.kind}' AS kind, ${source.at} AS at, x.id, x.customer_id, ${source.agent} AS agent_id, ${source.summary} AS summary`;
const NEWEST = (alias: string) => `${alias}.at DESC, ${alias}.id DESC`;

/**
 * A kind's newest :upto entries on the customers the viewer sees (`visible`, a condition on customer alias c), each
 * with its customer; `rank` orders entries of one kind at the same moment (newest row first).
 */
function branch(source: Source, path: Exclude<ActivityPath, 'nothing'>, visible: string): string {
  const newest =
    path === 'list'
      ? `SELECT ${entry(source)}, c.name AS customer_name, c.loan_application_no FROM ${source.from} JOIN customers c ON c.id = x.customer_id
        WHERE ${source.where} AND ${visible} ORDER BY ${source.at} DESC, x.id DESC LIMIT :upto`
      : `SELECT e.*, c.name AS customer_name, c.loan_application_no FROM customers c
        CROSS JOIN LATERAL (SELECT ${entry(source)} FROM ${source.from} WHERE x.customer_id = c.id AND ${source.where} ORDER BY ${source.at} DESC, x.id DESC LIMIT :upto) e
        WHERE ${visible} ORDER BY ${NEWEST('e')} LIMIT :upto`;
  return `SELECT b.kind, b.at, b.customer_id, b.agent_id, b.summary, b.customer_name, b.loan_application_no, row_number() OVER (ORDER BY ${NEWEST('b')}) AS rank
    FROM (${newest}) b`;
}

/**
 * One statement, paged in the database: each kind keeps only its newest offset+limit+1 entries on the customers the
 * viewer may see (everyone's actions on them), found on `path` (activity-path.ts), then the union is ordered and
 * cut. Parameters: :upto, :take, :skip and the scope's.
 */
export function activitySql(path: Exclude<ActivityPath, 'nothing'>, scope: CustomerScope | null): string {
  const visible = scope ? scope.condition('c') : 'true';
  const branches = SOURCES.map((source) => `(${branch(source, path, visible)})`);
  return `SELECT all_.*, u.name AS agent_name FROM (${branches.join(' UNION ALL ')}) all_
    LEFT JOIN users u ON u.id = all_.agent_id ORDER BY all_.at DESC, all_.kind, all_.rank LIMIT :take OFFSET :skip`;
}
