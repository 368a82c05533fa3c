import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { preparedQuery } from '../../common/database/prepared-query.js';
import { ForbiddenError } from '../../common/errors/domain-error.js';
import type { SessionUser } from '../../common/security/session-user.js';
import { BusinessClock } from '../../common/time/business-clock.js';
import { CustomerVisibility } from '../customers/customer-visibility.service.js';
import { UsersService } from '../users/users.service.js';
import type { WorklistCustomerDto, WorklistDto, WorklistQueryDto } from './dto/worklist.dto.js';
import { WORKLIST_SECTIONS, worklistSql } from './worklist-sections.js';

const DEFAULT_ROWS = 25;

type WorklistRow = Omit<WorklistCustomerDto, 'promised_amount'> & { section: number; position: string; total: number; promised_amount: string | null };

/** The day's queue of customers to work, for an agent, an agent seen by an admin, or the whole floor. */
@Injectable()
export class WorklistService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly clock: BusinessClock,
    private readonly visibility: CustomerVisibility,
    private readonly users: UsersService,
  ) {}

  /** One statement for every section (worklist-sections.ts), beside the session read: a request's SQL is a few ms. */
  async worklist(user: SessionUser, query: WorklistQueryDto): Promise<WorklistDto> {
    const viewer = await this.viewerFor(user, query.agent_id);
    const scope = await this.visibility.scopeFor(viewer);
    const params = { now: this.clock.now(), today: this.clock.today(), limit: query.limit ?? DEFAULT_ROWS, ...scope?.params };
    const [text, values] = this.dataSource.driver.escapeQueryWithParameters(worklistSql(scope?.groupIds ?? null, scope?.ownGroupIds ?? null), params);
    // An agent's worklist is one text whoever the agent: named, it is planned once per connection, and its generic plan
    // measured 1 ms against 4-12 ms planned each time. The floor's (no scope) stays unnamed: its generic plan is 175 ms.
    const rows: WorklistRow[] = scope
      ? await preparedQuery<WorklistRow>(this.dataSource.manager, 'crm-worklist-agent', text, values)
      : await this.dataSource.query(text, values);
    return {
      sections: WORKLIST_SECTIONS.map(({ key, title }, index) => {
        const section = rows.filter((row) => row.section === index);
        return {
          key,
          title,
          count: section.length ? section[0].total : 0,
          customers: section.map(({ section: _section, position: _position, total: _total, promised_amount, ...row }) => ({
            ...row,
            promised_amount: promised_amount === null ? null : Number(promised_amount),
          })),
        };
      }),
    };
  }

  /** Whose worklist: an agent's own (another agent's id is refused), or for an admin the agent named or the floor. */
  private async viewerFor(user: SessionUser, agentId: number | undefined): Promise<SessionUser> {
    if (agentId === undefined || agentId === user.id) return user;
    if (user.role !== 'admin') throw new ForbiddenError('OTHER_AGENT', 'Agents see only their own worklist');
    const agent = await this.users.get(agentId);
    return { ...user, id: agent.id, role: agent.role, name: agent.name };
  }
}
