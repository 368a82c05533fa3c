import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { preparedQuery } from '../../common/database/prepared-query.js';
import { NotFoundError } from '../../common/errors/domain-error.js';
import { addDays, zonedFormatter } from '../../common/time/business-date.js';
import { BusinessClock } from '../../common/time/business-clock.js';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { SettingsService } from '../settings/settings.service.js';
import { agentDayStatus, availability, COVERAGE_STATES, coverageState, DEFAULT_CHECK_IN_DEADLINE, type AgentDayFacts } from './coverage-state.js';
import { leaveRequestSpanSql } from '../leave/leave-calendar-sql.js';
import { AGENT_DAYS_SQL, AGENT_DAYS_WITH_REQUEST_SQL, DAYS_WORK_SQL, GROUP_PEOPLE_SQL, NON_WORKING_DAYS_SQL, TODAY_WORK_SQL } from './coverage-sql.js';
import type { CoverageDayDto, CoverageWorkDto, GroupCoverageDto, LeaveImpactDto } from './dto/coverage.dto.js';

type PersonRow = { group_id: number; name: string; check_in_deadline: string | null; agent_id: number | null; agent_name: string | null; borrower: boolean; start_date: string | null; end_date: string | null };
type AgentDayRow = { user_id: number; day: string; employed: boolean; leave: number; non_working: 'WEEKEND' | 'MANDATORY' | null; worked: boolean; checked_in_at: string | null };
type WorkRow = Omit<CoverageWorkDto, 'total'> & { group_id: number; day: string };

/**
 * Who is at work in each group and what work is due there, for a day or the days ahead (issue 30): attendance, approved
 * leave, holidays and weekly offs (the leave and employee modules' SQL helpers) joined with the trigger-kept counts of
 * follow-ups, promises and customers. At most five statements whatever the number of groups or days, each a named prepared
 * statement: planning them cost more than running them (docs/performance.md, "Coverage (issue 30)").
 */
@Injectable()
export class CoverageService {
  private readonly clockTime: Intl.DateTimeFormat;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly clock: BusinessClock,
    private readonly settings: SettingsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    this.clockTime = zonedFormatter('en-GB', config.appTimezone, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
  }

  async day(date = this.clock.today()): Promise<CoverageDayDto> {
    return (await this.days(date, date))[0];
  }

  /** The `count` days after today. */
  forecast(count: number): Promise<CoverageDayDto[]> {
    const today = this.clock.today();
    return this.days(addDays(today, 1), addDays(today, count));
  }

  /**
   * The days and groups of the requester that approving the leave request would leave uncovered with work due (whether
   * or not they are covered now: an agent not checked in yet counts as away after the deadline either way).
   */
  async leaveImpact(leaveRequestId: number): Promise<LeaveImpactDto> {
    const [request] = await this.dataSource.query(
      `SELECT span.* FROM ${leaveRequestSpanSql({ id: 1, from: 2 })} span`,
      [leaveRequestId, this.clock.today()],
    );
    if (!request) throw new NotFoundError('LEAVE_REQUEST_NOT_FOUND', 'Leave request not found');
    if (request.end_date < request.start_date) return { uncovered: [] };
    const days = await this.days(request.start_date, request.end_date, leaveRequestId);
    const uncovered = days.flatMap((day) =>
      day.groups
        .filter((group) => group.state === 'uncovered' && group.work.total > 0 && group.agents.some((agent) => agent.id === request.user_id && !agent.borrower))
        .map((group) => ({ date: day.date, group_id: group.id, group_name: group.name, work_due: group.work.total })),
    );
    return { uncovered };
  }

  /** Each business date from `from` to `to` (at most a few weeks), optionally counting a leave request as approved. */
  async days(from: string, to: string, withLeaveRequest?: number): Promise<CoverageDayDto[]> {
    const today = this.clock.today();
    const now = this.clock.now();
    const time = this.clockTime.format(now);
    const dates: string[] = [];
    for (let day = from; day <= to; day = addDays(day, 1)) dates.push(day);
    const tz = this.config.appTimezone;
    const manager = this.dataSource.manager;
    const bounds = [...dates, addDays(to, 1)].map((day) => this.clock.startOfDay(day));
    const [people, todayWork, daysWork, offs, threshold] = await Promise.all([
      preparedQuery<PersonRow>(manager, 'crm-coverage-people', GROUP_PEOPLE_SQL, [from, to]),
      dates.includes(today) ? preparedQuery<WorkRow>(manager, 'crm-coverage-today-work', TODAY_WORK_SQL, [bounds[dates.indexOf(today) + 1], today]) : [],
      dates.some((day) => day !== today) ? preparedQuery<WorkRow>(manager, 'crm-coverage-days-work', DAYS_WORK_SQL, [dates, bounds]) : [],
      preparedQuery<{ day: string; name: string }>(manager, 'crm-coverage-offs', NON_WORKING_DAYS_SQL, [from, to]),
      this.settings.get('coverageWorkPerAgent'),
    ]);
    const work = [...todayWork, ...daysWork.filter((row) => row.day !== today)];
    const userIds = [...new Set(people.flatMap((row) => (row.agent_id === null ? [] : [row.agent_id])))];
    const agentDays = withLeaveRequest === undefined
      ? await preparedQuery<AgentDayRow>(manager, 'crm-coverage-agent-days', AGENT_DAYS_SQL, [from, to, userIds, tz])
      : await preparedQuery<AgentDayRow>(manager, 'crm-coverage-agent-days-with-request', AGENT_DAYS_WITH_REQUEST_SQL, [from, to, userIds, tz, withLeaveRequest]);
    const facts = new Map(agentDays.map((row) => [`${row.user_id}:${row.day}`, row]));
    const workOf = new Map(work.map((row) => [`${row.group_id}:${row.day}`, row]));
    const groups = groupsOf(people);
    return dates.map((date) => ({
      date,
      non_working: offs.find((off) => off.day === date)?.name ?? null,
      threshold,
      groups: groups.map((group) => {
        const deadline = group.deadline ?? DEFAULT_CHECK_IN_DEADLINE;
        const agents = group.people
          .filter((person) => !person.borrower || (person.start_date! <= date && date <= person.end_date!))
          .flatMap((person) => {
            const row = facts.get(`${person.id}:${date}`);
            if (!row?.employed) return [];
            const dayFacts: AgentDayFacts = { nonWorking: row.non_working, leave: row.leave, checkedInAt: row.checked_in_at, worked: row.worked };
            return [{ id: person.id, name: person.name, borrower: person.borrower, status: agentDayStatus(dayFacts, date, today, time, deadline) }];
          });
        const available = agents.reduce((sum, agent) => sum + availability(agent.status), 0);
        const counts = workOf.get(`${group.id}:${date}`);
        const due = { follow_ups_due: counts?.follow_ups_due ?? 0, promises_due: counts?.promises_due ?? 0, broken_promises: counts?.broken_promises ?? 0, never_contacted: counts?.never_contacted ?? 0 };
        const total = due.follow_ups_due + due.promises_due + due.broken_promises + due.never_contacted;
        const own = agents.filter((agent) => !agent.borrower).length;
        return { id: group.id, name: group.name, state: coverageState(available, own, total, threshold), available, agents, work: { ...due, total } } satisfies GroupCoverageDto;
      }).sort((a, b) => COVERAGE_STATES.indexOf(a.state) - COVERAGE_STATES.indexOf(b.state) || a.name.localeCompare(b.name) || a.id - b.id),
    }));
  }
}

interface GroupPeople {
  id: number;
  name: string;
  deadline: string | null;
  people: { id: number; name: string; borrower: boolean; start_date: string | null; end_date: string | null }[];
}

function groupsOf(rows: PersonRow[]): GroupPeople[] {
  const groups = new Map<number, GroupPeople>();
  for (const row of rows) {
    let group = groups.get(row.group_id);
    if (!group) groups.set(row.group_id, (group = { id: row.group_id, name: row.name, deadline: row.check_in_deadline, people: [] }));
    if (row.agent_id !== null) group.people.push({ id: row.agent_id, name: row.agent_name!, borrower: row.borrower, start_date: row.start_date, end_date: row.end_date });
  }
  return [...groups.values()];
}
