import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { ForbiddenError } from '../../common/errors/domain-error.js';
import type { SessionUser } from '../../common/security/session-user.js';
import { BusinessClock } from '../../common/time/business-clock.js';
import { CustomerVisibility } from '../customers/customer-visibility.service.js';
import { UsersService } from '../users/users.service.js';
import type { WorklistCustomerDto, WorklistDto, WorklistQueryDto } from './dto/worklist.dto.js';
import { WORKLIST_SECTIONS } from './worklist-sections.js';

const DEFAULT_ROWS = 25;

/** The day's queue of customers to work, for an agent, an agent seen by an admin, or the whole floor. */
@Injectable()
export class WorklistService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly clock: BusinessClock,
    private readonly visibility: CustomerVisibility,
    private readonly users: UsersService,
  ) {}

  async worklist(user: SessionUser, query: WorklistQueryDto): Promise<WorklistDto> {
    const viewer = await this.viewerFor(user, query.agent_id);
    const groupIds = await this.visibleGroupIds(viewer);
    const scope = groupIds === null ? 'true' : 'c.group_id = ANY (:groupIds::int[])';
    const params = { groupIds, now: this.clock.now(), today: this.clock.today(), limit: query.limit ?? DEFAULT_ROWS };
    const sections = await Promise.all(WORKLIST_SECTIONS.map(async ({ key, title, sql }) => {
      const [text, values] = this.dataSource.driver.escapeQueryWithParameters(sql(scope), params);
      const rows: (WorklistCustomerDto & { total: string; promised_amount: string | null })[] = await this.dataSource.query(text, values);
      return {
        key,
        title,
        count: rows.length ? Number(rows[0].total) : 0,
        customers: rows.map(({ total: _total, promised_amount, ...row }) => ({ ...row, promised_amount: promised_amount === null ? null : Number(promised_amount) })),
      };
    }));
    return { sections };
  }

  /**
   * The groups whose customers the viewer may see (null: all), read first so that each section's plan knows them:
   * behind a subquery the planner cannot use the (group_id, …) indexes and scans every customer instead.
   */
  private async visibleGroupIds(viewer: SessionUser): Promise<number[] | null> {
    const scope = await this.visibility.scopeFor(viewer);
    if (!scope) return null;
    const [text, values] = this.dataSource.driver.escapeQueryWithParameters(scope.groupIds, scope.params);
    const rows: { group_id: number }[] = await this.dataSource.query(text, values);
    return rows.map((row) => row.group_id);
  }

  /** Whose worklist: an agent's own (another agent's id is refused), or for an admin the agent named or the floor. */
  private async viewerFor(user: SessionUser, agentId: number | undefined): Promise<SessionUser> {
    if (agentId === undefined || agentId === user.id) return user;
    if (user.role !== 'admin') throw new ForbiddenError('OTHER_AGENT', 'Agents see only their own worklist');
    const agent = await this.users.get(agentId);
    return { ...user, id: agent.id, role: agent.role, name: agent.name };
  }
}
