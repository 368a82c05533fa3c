import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { currentActor, type RequestActor } from '../../common/http/request-context.js';
import type { UserDeactivation } from '../../common/users/user-deactivation.js';
import { addDays, formatBusinessDate } from '../../common/time/business-date.js';
import { BusinessClock } from '../../common/time/business-clock.js';
import { AuditService } from '../audit/audit.service.js';
import { worklistLink } from '../notifications/notification-links.js';
import { NotificationsService } from '../notifications/notifications.service.js';
import { CoverageErrors } from './coverage.errors.js';
import { MAX_LOAN_DAYS, type CreateGroupLoanDto, type GroupLoanDto } from './dto/group-loan.dto.js';

export interface NewLoan {
  groupId: number;
  agentIds: number[];
  startDate: string;
  endDate: string;
  reason: string;
  /** Made by the group's coverage rule: at most one per group and day (UQ_group_loans_automatic). */
  automatic: boolean;
}

const SYSTEM: RequestActor = { userId: null, ip: null };

const LOAN_COLUMNS = `l.id, l.group_id, g.name AS group_name, to_char(l.start_date, 'YYYY-MM-DD') AS start_date,
  to_char(l.end_date, 'YYYY-MM-DD') AS end_date, l.reason, l.automatic, l.ended_at, l.created_at,
  coalesce((SELECT json_agg(json_build_object('id', u.id, 'name', u.name) ORDER BY u.name, u.id)
            FROM group_loan_agents la JOIN users u ON u.id = la.agent_id WHERE la.loan_id = l.id), '[]') AS agents`;

/**
 * Loans of a group to agents for a range of business dates: the customer scope (CustomerVisibility) reads their agents'
 * rows, so a borrower sees the group's customers on those days and no other. A loan ends by itself after its last day;
 * ending it early or deactivating a borrower keeps the trail in the audit log.
 */
@Injectable()
export class GroupLoansService implements UserDeactivation {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly clock: BusinessClock,
    private readonly audit: AuditService,
    private readonly notifications: NotificationsService,
  ) {}

  async create(dto: CreateGroupLoanDto): Promise<GroupLoanDto> {
    if (dto.end_date < dto.start_date) throw CoverageErrors.endBeforeStart();
    if (dto.end_date > addDays(dto.start_date, MAX_LOAN_DAYS - 1)) throw CoverageErrors.tooLong();
    if (dto.start_date < this.clock.today()) throw CoverageErrors.startInPast();
    const loan = { groupId: dto.group_id, agentIds: [...new Set(dto.agent_ids)], startDate: dto.start_date, endDate: dto.end_date, reason: dto.reason, automatic: false };
    const id = await this.dataSource.transaction(async (manager) => {
      await this.checkBorrowers(manager, loan.groupId, loan.agentIds);
      return (await this.lend(manager, loan))!;
    });
    return this.get(id);
  }

  /**
   * Writes the loan, audits and notifies it, in the caller's transaction; null when the group already has its
   * automatic loan for that day (another instance made it). The caller has checked the group and the agents.
   */
  async lend(manager: EntityManager, loan: NewLoan, actor?: RequestActor): Promise<number | null> {
    const [row] = await manager.query(
      `INSERT INTO group_loans (group_id, start_date, end_date, reason, automatic, created_by, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7)
       ON CONFLICT (group_id, start_date) WHERE automatic DO NOTHING
       RETURNING id`,
      [loan.groupId, loan.startDate, loan.endDate, loan.reason, loan.automatic, (actor ?? currentActor())?.userId ?? null, this.clock.now()],
    );
    if (!row) return null;
    const id = row.id as number;
    await manager.query(
      `INSERT INTO group_loan_agents (loan_id, agent_id, group_id, start_date, end_date) SELECT $1, unnest($2::int[]), $3, $4, $5`,
      [id, loan.agentIds, loan.groupId, loan.startDate, loan.endDate],
    );
    await this.audit.record(manager, {
      entity: 'group_loan', entityId: id, action: 'create', reason: loan.reason, actor,
      after: { group_id: loan.groupId, agent_ids: loan.agentIds, start_date: loan.startDate, end_date: loan.endDate, automatic: loan.automatic },
    });
    await this.notifyLoan(manager, id, loan);
    return id;
  }

  /** Active agents not already in the group (404 for a missing group, 400 naming agent_ids otherwise). */
  async checkBorrowers(manager: EntityManager, groupId: number, agentIds: number[]): Promise<void> {
    const [group] = await manager.query(`SELECT id FROM groups WHERE id = $1 FOR SHARE`, [groupId]);
    if (!group) throw CoverageErrors.groupNotFound(groupId);
    const agents: { id: number; name: string; member: boolean }[] = await manager.query(
      `SELECT u.id, u.name, EXISTS (SELECT 1 FROM agent_groups ag WHERE ag.agent_id = u.id AND ag.group_id = $2) AS member
       FROM users u WHERE u.id = ANY ($1::int[]) AND u.role = 'agent' AND u.is_active`,
      [agentIds, groupId],
    );
    const missing = agentIds.filter((id) => !agents.some((agent) => agent.id === id));
    if (missing.length) throw CoverageErrors.notAgents(missing);
    const member = agents.find((agent) => agent.member);
    if (member) throw CoverageErrors.alreadyMember(member.name);
  }

  /** Every loan, running and coming first, then the ended ones newest first. */
  async list(): Promise<GroupLoanDto[]> {
    return this.dataSource.query(
      `SELECT ${LOAN_COLUMNS} FROM group_loans l JOIN groups g ON g.id = l.group_id
       ORDER BY (l.ended_at IS NULL AND l.end_date >= $1) DESC, l.start_date DESC, l.id DESC
       LIMIT 500`,
      [this.clock.today()],
    );
  }

  async get(id: number, manager: EntityManager = this.dataSource.manager): Promise<GroupLoanDto> {
    const [loan] = await manager.query(`SELECT ${LOAN_COLUMNS} FROM group_loans l JOIN groups g ON g.id = l.group_id WHERE l.id = $1`, [id]);
    if (!loan) throw CoverageErrors.loanNotFound(id);
    return loan;
  }

  /** Ends the loan now: its last day becomes today (or its first, for one not yet started); 409 once it is over. */
  async end(id: number): Promise<GroupLoanDto> {
    return this.dataSource.transaction(async (manager) => {
      const today = this.clock.today();
      const [loan] = await manager.query(`SELECT to_char(end_date, 'YYYY-MM-DD') AS end_date, ended_at FROM group_loans WHERE id = $1 FOR UPDATE`, [id]);
      if (!loan) throw CoverageErrors.loanNotFound(id);
      if (loan.ended_at !== null || loan.end_date < today) throw CoverageErrors.loanOver();
      const [ended] = await this.endLoans(manager, [id]);
      await this.audit.record(manager, { entity: 'group_loan', entityId: id, action: 'end', before: { end_date: loan.end_date }, after: { end_date: ended.end_date } });
      return this.get(id, manager);
    });
  }

  /** A deactivated agent leaves every loan not yet over; a loan left without borrowers ends. */
  async deactivated(manager: EntityManager, userId: number): Promise<void> {
    const left: { loan_id: number }[] = await manager.query(
      `WITH left_loans AS (DELETE FROM group_loan_agents WHERE agent_id = $1 AND ended_at IS NULL AND end_date >= $2 RETURNING loan_id)
       SELECT loan_id FROM left_loans`,
      [userId, this.clock.today()],
    );
    if (left.length === 0) return;
    const loanIds = left.map((row) => row.loan_id);
    await this.audit.recordAll(manager, loanIds.map((loanId) => ({ entity: 'group_loan' as const, entityId: loanId, action: 'end_borrower' as const, before: { agent_id: userId }, actor: SYSTEM })));
    const empty: { id: number }[] = await manager.query(
      `SELECT l.id FROM group_loans l WHERE l.id = ANY ($1::int[]) AND NOT EXISTS (SELECT 1 FROM group_loan_agents la WHERE la.loan_id = l.id)`,
      [loanIds],
    );
    await this.endLoans(manager, empty.map((row) => row.id));
  }

  private async endLoans(manager: EntityManager, ids: number[]): Promise<{ id: number; end_date: string }[]> {
    if (ids.length === 0) return [];
    const params = [ids, this.clock.today(), this.clock.now()];
    await manager.query(
      `UPDATE group_loan_agents la SET ended_at = $3, end_date = GREATEST(la.start_date, LEAST(la.end_date, $2::date))
       WHERE la.loan_id = ANY ($1::int[]) AND la.ended_at IS NULL`,
      params,
    );
    return manager.query(
      `WITH ended AS (UPDATE group_loans SET ended_at = $3, end_date = GREATEST(start_date, LEAST(end_date, $2::date))
         WHERE id = ANY ($1::int[]) RETURNING id, to_char(end_date, 'YYYY-MM-DD') AS end_date)
       SELECT * FROM ended`,
      params,
    );
  }

  /** The borrowers are told what they cover; the group's own agents who covers them (they read it when they return). */
  private async notifyLoan(manager: EntityManager, id: number, loan: NewLoan): Promise<void> {
    const [names]: { group: string; borrowers: string; members: number[] }[] = await manager.query(
      `SELECT g.name AS group,
              (SELECT string_agg(u.name, ', ' ORDER BY u.name) FROM users u WHERE u.id = ANY ($2::int[])) AS borrowers,
              ARRAY(SELECT ag.agent_id FROM agent_groups ag WHERE ag.group_id = g.id) AS members
       FROM groups g WHERE g.id = $1`,
      [loan.groupId, loan.agentIds],
    );
    const body = `${formatBusinessDate(loan.startDate)} to ${formatBusinessDate(loan.endDate)}: ${loan.reason}`;
    const dedupeKey = `group-loan:${id}`;
    await this.notifications.notify(manager, { userIds: loan.agentIds }, { kind: 'group_loan', title: `You are covering ${names.group}`, body, link: worklistLink, dedupeKey });
    await this.notifications.notify(manager, { userIds: names.members }, { kind: 'group_loan', title: `${names.group} is covered by ${names.borrowers}`, body, dedupeKey });
  }
}
