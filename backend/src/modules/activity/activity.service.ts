import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { SessionUser } from '../../common/security/session-user.js';
import { CustomerVisibility } from '../customers/customer-visibility.service.js';
import { activitySql } from './activity-query.js';
import type { ActivityEntryDto, ActivityPageDto, ActivityQueryDto } from './dto/activity.dto.js';

/** Recent Activity: the latest calls, feedback, payments and messages the viewer may see, newest first. */
@Injectable()
export class ActivityService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly visibility: CustomerVisibility,
  ) {}

  /**
   * One statement, paged in the database (activity-query.ts). An agent's own past actions on a customer moved out of
   * their groups are not shown: the customer's name, loan and notes go with the customer.
   */
  async page(user: SessionUser, query: ActivityQueryDto): Promise<ActivityPageDto> {
    const limit = query.limit ?? 20;
    const offset = query.offset ?? 0;
    const scope = await this.visibility.scopeFor(user);
    const [text, values] = this.dataSource.driver.escapeQueryWithParameters(activitySql(scope), { ...scope?.params, upto: offset + limit + 1, take: limit + 1, skip: offset });
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
