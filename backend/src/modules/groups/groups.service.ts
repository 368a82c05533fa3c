import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { ListRequest } from '../../common/http/list-query.js';
import { uniqueAs } from '../../database/postgres-errors.js';
import type { SessionUser } from '../../common/security/session-user.js';
import { customerStatusTotals } from '../customers/customer-counts.js';
import { CustomersService } from '../customers/customers.service.js';
import { CustomerVisibility } from '../customers/customer-visibility.service.js';
import type { User } from '../users/entities/user.entity.js';
import { UsersService } from '../users/users.service.js';
import { NO_COUNTS, type CreateGroupDto, type GroupCounts, type UpdateGroupDto } from './dto/group.dto.js';
import type { GroupListFilterDto } from './dto/group-list-filter.dto.js';
import { AgentGroup } from './entities/agent-group.entity.js';
import { Group } from './entities/group.entity.js';
import { GroupErrors, NAME_TAKEN } from './groups.errors.js';
import { containsPattern } from '../../common/like-pattern.js';
import { AuditService } from '../audit/audit.service.js';

export const GROUP_SORT_FIELDS = ['name', 'created_at', 'id'] as const;
export type GroupSortField = (typeof GROUP_SORT_FIELDS)[number];
const SORT_COLUMNS: Record<GroupSortField, string> = { name: 'lower(g.name)', created_at: 'g.created_at', id: 'g.id' };


@Injectable()
export class GroupsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly visibility: CustomerVisibility,
    private readonly customers: CustomersService,
    private readonly users: UsersService,
    private readonly audit: AuditService,
  ) {}

  /** Groups with their counts. An agent limited to their groups sees only those. */
  async list(user: SessionUser, request: ListRequest<GroupSortField, GroupListFilterDto>): Promise<{ items: { group: Group; counts: GroupCounts }[]; total: number }> {
    const where: string[] = [];
    const params: unknown[] = [];
    const search = request.filter.q?.trim();
    if (search) {
      params.push(containsPattern(search));
      where.push(`(g.name ILIKE $${params.length} OR g.description ILIKE $${params.length})`);
    }
    if (request.filter.id) {
      params.push(request.filter.id);
      where.push(`g.id = ANY($${params.length}::int[])`);
    }
    if (await this.visibility.scopeFor(user)) {
      params.push(user.id);
      where.push(`g.id IN (SELECT group_id FROM agent_groups WHERE agent_id = $${params.length})`);
    }
    const filter = where.length ? `WHERE ${where.join(' AND ')}` : '';
    const [{ total }] = await this.dataSource.query(`SELECT count(*)::int AS total FROM groups g ${filter}`, params);
    const page = request.page ? `LIMIT ${request.page.take} OFFSET ${request.page.skip}` : '';
    const rows: Array<Record<string, unknown>> = await this.dataSource.query(
      `SELECT g.id, g.name, g.description, g.created_at,
              (SELECT count(*) FROM agent_groups ag WHERE ag.group_id = g.id)::int AS agents,
              c.customers, c.paid AS paid_customers, c.partially_paid AS partial_paid_customers
       FROM groups g
       LEFT JOIN LATERAL (${customerStatusTotals('counts.group_id = g.id')}) c ON true
       ${filter}
       ORDER BY ${SORT_COLUMNS[request.sort.field]} ${request.sort.order}, g.id ASC
       ${page}`,
      params,
    );
    const items = rows.map((row) => ({
      group: Object.assign(new Group(), { id: row.id, name: row.name, description: row.description, createdAt: row.created_at }),
      counts: {
        agents: row.agents as number,
        customers: row.customers as number,
        paid_customers: row.paid_customers as number,
        partial_paid_customers: row.partial_paid_customers as number,
      },
    }));
    return { items, total };
  }

  async create(dto: CreateGroupDto): Promise<Group> {
    return this.dataSource.transaction(async (manager) => {
      const group = await uniqueAs('name', NAME_TAKEN, () => manager.save(manager.create(Group, { name: dto.name, description: dto.description?.trim() || null })));
      await this.audit.record(manager, { entity: 'group', entityId: group.id, action: 'create', after: group });
      return group;
    });
  }

  async update(id: number, dto: UpdateGroupDto): Promise<{ group: Group; counts: GroupCounts }> {
    const group = await this.get(id);
    const before = { ...group };
    if (dto.name !== undefined) group.name = dto.name;
    if (dto.description !== undefined) group.description = dto.description?.trim() || null;
    await this.dataSource.transaction(async (manager) => {
      await uniqueAs('name', NAME_TAKEN, () => manager.save(group));
      await this.audit.record(manager, { entity: 'group', entityId: id, action: 'update', before, after: group });
    });
    return { group, counts: await this.countsOf(id) };
  }

  /** Unassigns every agent and moves the group's customers to unassigned, all in one transaction. */
  async remove(id: number): Promise<{ group: Group; unassignedAgents: number; movedCustomers: number }> {
    return this.dataSource.transaction(async (manager) => {
      const group = await manager.findOne(Group, { where: { id }, lock: { mode: 'pessimistic_write' } });
      if (!group) throw GroupErrors.notFound(id);
      const unassigned = await manager.delete(AgentGroup, { groupId: id });
      const movedCustomers = await this.customers.unassignGroup(manager, id);
      await manager.delete(Group, { id });
      const facts = { agents_unassigned: unassigned.affected ?? 0, customers_moved: movedCustomers };
      await this.audit.record(manager, { entity: 'group', entityId: id, action: 'delete', before: group, facts });
      return { group, unassignedAgents: unassigned.affected ?? 0, movedCustomers };
    });
  }

  async assignedAgents(groupId: number): Promise<User[]> {
    await this.get(groupId);
    const assignments = await this.dataSource.getRepository(AgentGroup).find({ where: { groupId }, select: { agentId: true } });
    return this.users.byNameAmong(assignments.map(({ agentId }) => agentId));
  }

  async assignAgent(agentId: number, groupId: number): Promise<void> {
    await this.get(groupId);
    const agent = await this.users.get(agentId);
    if (agent.role !== 'agent') throw GroupErrors.onlyAgents();
    if (!agent.isActive) throw GroupErrors.inactiveAgent();
    await this.dataSource.transaction(async (manager) => {
      const inserted = await manager.createQueryBuilder().insert().into(AgentGroup).values({ agentId, groupId }).orIgnore().returning(['agent_id']).execute();
      if (inserted.raw.length === 0) throw GroupErrors.alreadyAssigned();
      await this.audit.record(manager, { entity: 'group', entityId: groupId, action: 'assign_agent', after: { agentId } });
    });
  }

  async removeAgent(agentId: number, groupId: number): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const result = await manager.delete(AgentGroup, { agentId, groupId });
      if (!result.affected) throw GroupErrors.notAssigned();
      await this.audit.record(manager, { entity: 'group', entityId: groupId, action: 'remove_agent', before: { agentId } });
    });
  }

  async get(id: number): Promise<Group> {
    const group = await this.dataSource.getRepository(Group).findOneBy({ id });
    if (!group) throw GroupErrors.notFound(id);
    return group;
  }

  private async countsOf(id: number): Promise<GroupCounts> {
    const [row] = await this.dataSource.query(
      `SELECT (SELECT count(*) FROM agent_groups WHERE group_id = $1)::int AS agents,
              c.customers, c.paid AS paid_customers, c.partially_paid AS partial_paid_customers
       FROM (${customerStatusTotals('counts.group_id = $1')}) c`,
      [id],
    );
    return row ?? NO_COUNTS;
  }

}
