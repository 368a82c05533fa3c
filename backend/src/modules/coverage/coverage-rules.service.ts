import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { ADVISORY_LOCKS, tryLockForTransaction } from '../../common/jobs/advisory-locks.js';
import { addDays, formatBusinessDate } from '../../common/time/business-date.js';
import { BusinessClock } from '../../common/time/business-clock.js';
import { AuditService } from '../audit/audit.service.js';
import { NotificationsService } from '../notifications/notifications.service.js';
import { CoverageErrors } from './coverage.errors.js';
import { CoverageService } from './coverage.service.js';
import { availability } from './coverage-state.js';
import type { CoverageRuleDto, CoverageRuleResponseDto } from './dto/coverage-rule.dto.js';
import { GroupLoansService } from './group-loans.service.js';

/** How far ahead approved leave makes the automatic loans. */
export const RULE_DAYS_AHEAD = 7;

const SYSTEM = { userId: null, ip: null };

interface RuleRow { group_id: number; buddy_agent_ids: number[]; pool_group_ids: number[]; check_in_deadline: string }

/**
 * The groups' standing coverage rules. The scheduled run lends a group to its buddies (or its pool's agents) for a day
 * it would be uncovered: today once its check-in deadline has passed with none of its agents in, and the coming days
 * as soon as approved leave takes all of them. One instance at a time (an advisory lock), and each group's automatic
 * loan is once per day whoever tries (UQ_group_loans_automatic): a loan the admin ended is not made again.
 */
@Injectable()
export class CoverageRulesService {
  private readonly logger = new Logger(CoverageRulesService.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly clock: BusinessClock,
    private readonly audit: AuditService,
    private readonly coverage: CoverageService,
    private readonly loans: GroupLoansService,
    private readonly notifications: NotificationsService,
  ) {}

  async set(groupId: number, dto: CoverageRuleDto): Promise<CoverageRuleResponseDto> {
    const buddies = [...new Set(dto.buddy_agent_ids ?? [])];
    const pool = [...new Set(dto.pool_group_ids ?? [])];
    if ((buddies.length === 0) === (pool.length === 0)) throw CoverageErrors.ruleNeedsOne();
    if (pool.includes(groupId)) throw CoverageErrors.poolHasGroup();
    return this.dataSource.transaction(async (manager) => {
      if (buddies.length) await this.loans.checkBorrowers(manager, groupId, buddies);
      else await this.checkPool(manager, groupId, pool);
      const [before] = await manager.query(`SELECT buddy_agent_ids, pool_group_ids, to_char(check_in_deadline, 'HH24:MI') AS check_in_deadline FROM coverage_rules WHERE group_id = $1 FOR UPDATE`, [groupId]);
      const after = { buddy_agent_ids: buddies, pool_group_ids: pool, check_in_deadline: dto.check_in_deadline };
      await manager.query(
        `INSERT INTO coverage_rules (group_id, buddy_agent_ids, pool_group_ids, check_in_deadline, updated_at) VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (group_id) DO UPDATE SET buddy_agent_ids = $2, pool_group_ids = $3, check_in_deadline = $4, updated_at = $5`,
        [groupId, buddies, pool, dto.check_in_deadline, this.clock.now()],
      );
      await this.audit.record(manager, { entity: 'coverage_rule', entityId: groupId, action: before ? 'update' : 'create', before: before ?? null, after });
      return { group_id: groupId, ...after };
    });
  }

  /** The group's rule, or the empty shape (no buddies, no pool, no deadline) when it has none. */
  async get(groupId: number): Promise<CoverageRuleResponseDto> {
    const [row] = await this.dataSource.query(
      `SELECT r.buddy_agent_ids, r.pool_group_ids, to_char(r.check_in_deadline, 'HH24:MI') AS check_in_deadline
       FROM groups g LEFT JOIN coverage_rules r ON r.group_id = g.id WHERE g.id = $1`,
      [groupId],
    );
    if (!row) throw CoverageErrors.groupNotFound(groupId);
    return { group_id: groupId, buddy_agent_ids: row.buddy_agent_ids ?? [], pool_group_ids: row.pool_group_ids ?? [], check_in_deadline: row.check_in_deadline };
  }

  /** Removes the group's rule (audited): no more automatic loans; the loans it made run their day. */
  async remove(groupId: number): Promise<CoverageRuleResponseDto> {
    return this.dataSource.transaction(async (manager) => {
      // TypeORM answers a DELETE ... RETURNING as [rows, count].
      const [[before]] = await manager.query(
        `DELETE FROM coverage_rules WHERE group_id = $1 RETURNING buddy_agent_ids, pool_group_ids, to_char(check_in_deadline, 'HH24:MI') AS check_in_deadline`,
        [groupId],
      );
      if (!before) {
        const [group] = await manager.query(`SELECT id FROM groups WHERE id = $1`, [groupId]);
        throw group ? CoverageErrors.ruleNotFound(groupId) : CoverageErrors.groupNotFound(groupId);
      }
      await this.audit.record(manager, { entity: 'coverage_rule', entityId: groupId, action: 'delete', before, after: null });
      return { group_id: groupId, buddy_agent_ids: [], pool_group_ids: [], check_in_deadline: null };
    });
  }

  private async checkPool(manager: EntityManager, groupId: number, pool: number[]): Promise<void> {
    const [group] = await manager.query(`SELECT id FROM groups WHERE id = $1`, [groupId]);
    if (!group) throw CoverageErrors.groupNotFound(groupId);
    const found: { id: number }[] = await manager.query(`SELECT id FROM groups WHERE id = ANY ($1::int[])`, [pool]);
    const missing = pool.filter((id) => !found.some((row) => row.id === id));
    if (missing.length) throw CoverageErrors.notGroups(missing);
  }

  /** The scheduled run: answers how many loans it made. */
  async apply(): Promise<number> {
    return this.dataSource.transaction(async (manager) => {
      if (!(await tryLockForTransaction(manager, ADVISORY_LOCKS.coverageRules))) return 0;
      const rules: RuleRow[] = await manager.query(`SELECT group_id, buddy_agent_ids, pool_group_ids, to_char(check_in_deadline, 'HH24:MI') AS check_in_deadline FROM coverage_rules`);
      if (rules.length === 0) return 0;
      const today = this.clock.today();
      const days = await this.coverage.days(today, addDays(today, RULE_DAYS_AHEAD));
      let made = 0;
      for (const day of days) {
        if (day.non_working) continue;
        for (const rule of rules) {
          const group = day.groups.find((g) => g.id === rule.group_id);
          if (!group || group.agents.some((agent) => agent.borrower)) continue;
          const own = group.agents.filter((agent) => !agent.borrower);
          if (own.length === 0 || own.some((agent) => availability(agent.status) > 0)) continue;
          // Today: at the deadline nobody is in (until then an agent not yet in is expected). Ahead: all on leave.
          const reason = day.date === today
            ? `Automatic: nobody of the group checked in by ${rule.check_in_deadline}`
            : 'Automatic: approved leave leaves the group uncovered';
          if (await this.lendByRule(manager, rule, group.id, group.name, day.date, reason)) made += 1;
        }
      }
      if (made) this.logger.log(`Made ${made} automatic group loans`);
      return made;
    });
  }

  private async lendByRule(manager: EntityManager, rule: RuleRow, groupId: number, groupName: string, date: string, reason: string): Promise<boolean> {
    const agentIds: number[] = (await manager.query(
      `SELECT u.id FROM users u
       WHERE u.is_active AND u.role = 'agent'
         AND (u.id = ANY ($1::int[]) OR u.id IN (SELECT ag.agent_id FROM agent_groups ag WHERE ag.group_id = ANY ($2::int[])))
         AND u.id NOT IN (SELECT ag.agent_id FROM agent_groups ag WHERE ag.group_id = $3)
       ORDER BY u.id`,
      [rule.buddy_agent_ids, rule.pool_group_ids, groupId],
    )).map((row: { id: number }) => row.id);
    if (agentIds.length === 0) return false;
    const id = await this.loans.lend(manager, { groupId, agentIds, startDate: date, endDate: date, reason, automatic: true }, SYSTEM);
    if (id === null) return false;
    await this.notifications.notify(manager, { admins: true }, {
      kind: 'group_loan', title: `${groupName} was lent automatically for ${formatBusinessDate(date)}`, body: reason, link: '/coverage', dedupeKey: `group-loan:${id}`,
    });
    return true;
  }
}
