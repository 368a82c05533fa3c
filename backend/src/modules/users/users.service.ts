import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { Brackets, DataSource, EntityManager, In, Repository } from 'typeorm';
import type { ListRequest } from '../../common/http/list-query.js';
import { uniqueAs } from '../../database/postgres-errors.js';
import { hashPassword } from '../../common/security/password-hasher.js';
import { SESSION_ENDER, type SessionEnder } from '../../common/security/session-ender.js';
import { USER_DEACTIVATION, type UserDeactivation } from '../../common/users/user-deactivation.js';
import type { SessionUser } from '../../common/security/session-user.js';
import { toUserResponse, type CreateUserDto, type UpdateUserDto } from './dto/user.dto.js';
import { WebhookEvents } from '../webhooks/webhook-events.service.js';
import type { UserListFilterDto } from './dto/user-list-filter.dto.js';
import type { Role } from '../../common/security/role.js';
import { User } from './entities/user.entity.js';
import { EMAIL_TAKEN, UserErrors } from './users.errors.js';
import { containsPattern } from '../../common/like-pattern.js';
import { AuditService } from '../audit/audit.service.js';
import { awaitingApprovalLink } from '../notifications/notification-links.js';
import { NotificationsService } from '../notifications/notifications.service.js';
import { SECRET_CHANGED } from '../audit/audit-changes.js';

export const USER_SORT_FIELDS = ['name', 'email', 'role', 'is_active', 'created_at', 'id'] as const;
export type UserSortField = (typeof USER_SORT_FIELDS)[number];
const SORT_COLUMNS: Record<UserSortField, string> = {
  name: 'user.name',
  email: 'user.email',
  role: 'user.role',
  is_active: 'user.isActive',
  created_at: 'user.createdAt',
  id: 'user.id',
};

export type DialerLink = Pick<User, 'dialerAgentId' | 'dialerAgentNumber' | 'dialerExtension'>;


@Injectable()
export class UsersService {
  constructor(
    @InjectRepository(User) private readonly users: Repository<User>,
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(SESSION_ENDER) private readonly sessions: SessionEnder,
    @Inject(USER_DEACTIVATION) private readonly deactivation: UserDeactivation,
    private readonly audit: AuditService,
    private readonly notifications: NotificationsService,
    private readonly webhookEvents: WebhookEvents,
  ) {}

  async list(request: ListRequest<UserSortField, UserListFilterDto>): Promise<{ items: User[]; total: number }> {
    const { filter, page, sort } = request;
    const query = this.users.createQueryBuilder('user');
    const search = filter.q?.trim();
    if (search) {
      const pattern = containsPattern(search);
      query.andWhere(new Brackets((where) => where.where('user.name ILIKE :pattern').orWhere('user.email ILIKE :pattern')), { pattern });
    }
    if (filter.role !== undefined) {
      query.andWhere('user.role = :role', { role: filter.role });
    }
    if (filter.is_active !== undefined) {
      query.andWhere('user.isActive = :active', { active: filter.is_active });
    }
    if (filter.awaiting_approval !== undefined) {
      query.andWhere('user.awaitingApproval = :awaiting', { awaiting: filter.awaiting_approval });
    }
    if (filter.id !== undefined) {
      query.andWhere('user.id IN (:...ids)', { ids: filter.id.length ? filter.id : [0] });
    }
    // Sign-ups awaiting approval come first whatever the sort: they are what an admin has to act on.
    query.orderBy('user.awaitingApproval', 'DESC').addOrderBy(SORT_COLUMNS[sort.field], sort.order).addOrderBy('user.id', 'ASC');
    if (page) query.skip(page.skip).take(page.take);
    const [items, total] = await query.getManyAndCount();
    return { items, total };
  }

  listAgents(activeOnly: boolean): Promise<User[]> {
    return this.users.find({
      where: activeOnly ? { role: 'agent', isActive: true } : { role: 'agent' },
      order: { name: 'ASC', id: 'ASC' },
    });
  }

  async get(id: number): Promise<User> {
    const user = await this.users.findOneBy({ id });
    if (!user) throw UserErrors.notFound(id);
    return user;
  }

  /** The users with these ids, by name. */
  byNameAmong(ids: number[]): Promise<User[]> {
    return ids.length ? this.users.find({ where: { id: In(ids) }, order: { name: 'ASC' } }) : Promise.resolve([]);
  }

  findByEmail(email: string, manager: EntityManager = this.dataSource.manager): Promise<User | null> {
    return manager.findOneBy(User, { email: email.trim().toLowerCase() });
  }

  /** The user, locked for update until the caller's transaction ends; null when gone. */
  lockForUpdate(id: number, manager: EntityManager): Promise<User | null> {
    return manager.findOne(User, { where: { id }, lock: { mode: 'pessimistic_write' } });
  }

  countUsers(manager: EntityManager = this.dataSource.manager): Promise<number> {
    return manager.count(User);
  }

  /** Users an admin creates start with `must_change_password`, so only they know their final password. */
  create(dto: CreateUserDto, options: { mustChangePassword: boolean }, manager?: EntityManager): Promise<User> {
    if (!manager) return this.dataSource.transaction((transaction) => this.create(dto, options, transaction));
    return this.insert(manager, {
      name: dto.name,
      email: dto.email,
      role: dto.role,
      isActive: dto.is_active ?? true,
      mustChangePassword: options.mustChangePassword,
      password: dto.password,
    });
  }

  async update(id: number, dto: UpdateUserDto, actor: SessionUser): Promise<User> {
    return this.dataSource.transaction(async (manager) => {
      const user = await this.lockForUpdate(id, manager);
      if (!user) throw UserErrors.notFound(id);
      const before = { ...user };
      if (user.id === actor.id && dto.is_active === false) throw UserErrors.ownDeactivation();
      if (user.id === actor.id && dto.role !== undefined && dto.role !== user.role) throw UserErrors.ownRoleChange();
      if (dto.name !== undefined) user.name = dto.name;
      if (dto.email !== undefined) user.email = dto.email;
      if (dto.role !== undefined) user.role = dto.role;
      if (dto.is_active !== undefined) user.isActive = dto.is_active;
      if (dto.is_active === true) user.awaitingApproval = false;
      if (dto.password !== undefined) {
        user.passwordHash = await hashPassword(dto.password);
        user.mustChangePassword = user.id !== actor.id;
      }
      await uniqueAs('email', EMAIL_TAKEN, () => manager.save(user));
      await this.audit.record(manager, { entity: 'user', entityId: id, action: 'update', before, after: user });
      const lostAccess = dto.is_active === false || dto.role !== undefined;
      if (user.id !== actor.id && (lostAccess || dto.password !== undefined)) await this.sessions.endSessionsOf(manager, user.id);
      if (before.isActive && !user.isActive) await this.webhookEvents.enqueue(manager, 'user.deactivated', toUserResponse(user));
      if (dto.is_active === false && before.isActive) await this.deactivation.deactivated(manager, user.id);
      return user;
    });
  }

  /**
   * Switches off a user whose last working date has passed (the employee module's daily job), inside the caller's
   * transaction, audited as the system with the reason; their open sessions end. False when already inactive or gone.
   */
  async deactivateLeaver(manager: EntityManager, id: number, lastWorkingDate: string): Promise<boolean> {
    const user = await this.lockForUpdate(id, manager);
    if (!user?.isActive) return false;
    await manager.update(User, { id }, { isActive: false });
    await this.audit.record(manager, {
      entity: 'user',
      entityId: id,
      action: 'deactivate',
      before: { isActive: true },
      after: { isActive: false },
      reason: `Last working date ${lastWorkingDate} has passed`,
      actor: { userId: null, ip: null },
    });
    await this.sessions.endSessionsOf(manager, id);
    await this.webhookEvents.enqueue(manager, 'user.deactivated', toUserResponse({ ...user, isActive: false }));
    await this.deactivation.deactivated(manager, id);
    return true;
  }

  /** Every user, oldest first: the dialer's user sync walks them in this order. */
  allByAge(): Promise<User[]> {
    return this.users.find({ order: { id: 'ASC' } });
  }

  /** The dialer agent a user calls as; null when the user is gone. */
  dialerLinkOf(userId: number): Promise<DialerLink | null> {
    return this.users.findOne({ where: { id: userId }, select: { dialerAgentId: true, dialerAgentNumber: true, dialerExtension: true } });
  }

  /** Links a user to a dialer agent (all null: unlinks). */
  async linkDialerAgent(userId: number, link: DialerLink, manager: EntityManager = this.dataSource.manager): Promise<void> {
    await manager.update(User, { id: userId }, link);
  }

  /** The user's own new password (hashed by the caller, outside its transaction); clears must_change_password. */
  async setPasswordHash(userId: number, passwordHash: string, manager: EntityManager): Promise<void> {
    await manager.update(User, { id: userId }, { passwordHash, mustChangePassword: false });
    await this.audit.record(manager, { entity: 'user', entityId: userId, action: 'password_set', before: { password: null }, after: { password: SECRET_CHANGED } });
  }

  /** A public sign-up: an inactive agent awaiting approval. A taken email inserts nothing and changes nothing. */
  async signUp(fields: { name: string; email: string }, passwordHash: string, manager: EntityManager): Promise<void> {
    const inserted = await manager
      .createQueryBuilder()
      .insert()
      .into(User)
      .values({ name: fields.name, email: fields.email, role: 'agent', isActive: false, awaitingApproval: true, mustChangePassword: false, passwordHash })
      .orIgnore()
      .returning('*')
      .execute();
    const [created] = inserted.raw as { id: number }[];
    if (!created) return;
    await this.audit.record(manager, { entity: 'user', entityId: created.id, action: 'register', after: { name: fields.name, email: fields.email, role: 'agent', is_active: false, awaiting_approval: true } });
    await this.notifications.notify(manager, { admins: true }, { kind: 'sign_up_waiting', title: `${fields.name} is waiting for approval`, body: fields.email, link: awaitingApprovalLink });
  }

  private async insert(
    manager: EntityManager,
    fields: { name: string; email: string; role: Role; isActive: boolean; mustChangePassword: boolean; password: string },
  ): Promise<User> {
    const { password, ...rest } = fields;
    const user = manager.create(User, { ...rest, passwordHash: await hashPassword(password) });
    const created = await uniqueAs('email', EMAIL_TAKEN, () => manager.save(user));
    await this.audit.record(manager, { entity: 'user', entityId: created.id, action: 'create', after: created });
    return created;
  }
}

export function toSessionUser(user: User): SessionUser {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    role: user.role,
    isActive: user.isActive,
    mustChangePassword: user.mustChangePassword,
  };
}
