import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { paymentSourceWordsSql } from '../../common/payments/payment-sources.js';
import type { SessionUser } from '../../common/security/session-user.js';
import { CustomerVisibility } from '../customers/customer-visibility.service.js';
import type { ActivityEntryDto, ActivityPageDto, ActivityQueryDto } from './dto/activity.dto.js';

/** Each kind of activity as (kind, at, customer_id, agent_id, summary); payments from the demo history are left out. */
const SOURCES = [
  `SELECT 'call' AS kind, x.call_date_time AS at, x.customer_id, x.agent_id, 'Call ' || x.status AS summary FROM calls x`,
  `SELECT 'feedback' AS kind, x.created_at AS at, x.customer_id, x.agent_id, x.disposition_name || coalesce(': ' || left(x.disposition_note, 120), '') AS summary FROM feedback x`,
  `SELECT 'payment' AS kind, x.created_at AS at, x.customer_id, x.recorded_by AS agent_id, 'Payment of ₹' || to_char(x.total_paid_amount, 'FM99,99,99,99,999') || ' ' || ${paymentSourceWordsSql('x.source')} AS summary
   FROM payments x WHERE x.source <> 'history'`,
  `SELECT 'message' AS kind, x.created_at AS at, x.customer_id, x.agent_id, 'Sent ' || x.kind || ' link (' || x.status || ')' AS summary FROM messages x`,
];

/** Recent Activity: the latest calls, feedback, payments and messages the viewer may see, newest first. */
@Injectable()
export class ActivityService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly visibility: CustomerVisibility,
  ) {}

  /**
   * One statement, paged in the database: each source keeps only its newest offset+limit+1 rows on the customers the
   * viewer may see (everyone's actions on them), then the union is ordered and cut. An agent's own past actions on a
   * customer moved out of their groups are not shown: the customer's name, loan and notes go with the customer.
   */
  async page(user: SessionUser, query: ActivityQueryDto): Promise<ActivityPageDto> {
    const limit = query.limit ?? 20;
    const offset = query.offset ?? 0;
    const scope = await this.visibility.scopeFor(user);
    const visible = scope ? scope.condition('c') : 'true';
    const branches = SOURCES.map((source) => `(SELECT a.*, c.name AS customer_name, c.loan_application_no FROM (${source}) a JOIN customers c ON c.id = a.customer_id
      WHERE ${visible} ORDER BY a.at DESC LIMIT :upto)`);
    const sql = `SELECT all_.*, u.name AS agent_name FROM (${branches.join(' UNION ALL ')}) all_
      LEFT JOIN users u ON u.id = all_.agent_id ORDER BY all_.at DESC, all_.kind LIMIT :take OFFSET :skip`;
    const [text, values] = this.dataSource.driver.escapeQueryWithParameters(sql, { ...scope?.params, upto: offset + limit + 1, take: limit + 1, skip: offset });
    const rows: { kind: ActivityEntryDto['kind']; at: Date; customer_id: number; customer_name: string; loan_application_no: string; agent_id: number | null; agent_name: string | null; summary: string }[] =
      await this.dataSource.query(text, values);
    const items = rows.slice(0, limit).map((row) => ({
      kind: row.kind,
      at: row.at,
      customer: { id: row.customer_id, name: row.customer_name, loan_application_no: row.loan_application_no },
      agent: row.agent_id === null ? null : { id: row.agent_id, name: row.agent_name ?? 'Former user' },
      summary: row.summary,
    }));
    return { items, next_offset: rows.length > limit ? offset + limit : null };
  }
}
