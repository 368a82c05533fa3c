import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { InvalidInputError } from '../../common/errors/domain-error.js';
import type { SessionUser } from '../../common/security/session-user.js';
import { BusinessClock } from '../../common/time/business-clock.js';
import type { CycleReportQueryDto, ReportPeriodQueryDto, ReportQueryDto } from './dto/report-query.dto.js';
import type {
  AgentReportDto, AgentReportRowDto, CycleReportDto, DispositionReportDto, GroupReportDto, MyReportDto, ReportPeriodDto,
} from './dto/report-response.dto.js';
import {
  addCycleSums, addWorkSums, CYCLE_SUMS, cycleFigures, emptyCycleSums, emptyWorkSums, medianFigures, WORK_SUMS, workFigures,
  type CycleSums, type WorkSums,
} from './report-figures.js';
import { periodParams, periodRowsSql, presentDaysSql } from './period-rows.js';
import { reportPeriod, type LeadCycleWindow, type ReportPeriod } from './report-period.js';

interface AgentSums extends WorkSums {
  agent_id: number;
  name: string;
  group_ids: number[];
}

/** Numbers as PostgreSQL returns them (bigint and numeric come as text). */
const numbers = <T>(row: Record<string, unknown>, keys: readonly string[]): T => {
  const out: Record<string, unknown> = { ...row };
  for (const key of keys) out[key] = Number(row[key] ?? 0);
  return out as T;
};

/** Competition ranks ("1, 2, 2, 4") by collected per present day, then calls per present day, best first. */
function rankWithin(rows: AgentReportRowDto[]): Map<number, number> {
  const score = (row: AgentReportRowDto) => [row.collected_per_present_day ?? -1, row.calls_per_present_day ?? -1];
  const sorted = [...rows].sort((a, b) => score(b)[0] - score(a)[0] || score(b)[1] - score(a)[1]);
  const ranks = new Map<number, number>();
  sorted.forEach((row, index) => {
    const before = sorted[index - 1];
    const tied = before && score(before)[0] === score(row)[0] && score(before)[1] === score(row)[1];
    ranks.set(row.agent_id, tied ? ranks.get(before.agent_id)! : index + 1);
  });
  return ranks;
}

/**
 * The Reports (issue 28), read from the count tables of migration ReportCounts (kept exact by triggers, folded by
 * CountsCompactionService) and the attendance records: a report sums a few hundred or thousand rows whatever the
 * number of calls.
 */
@Injectable()
export class ReportsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly clock: BusinessClock,
  ) {}

  async cycles(query: CycleReportQueryDto): Promise<CycleReportDto> {
    const cycles = await this.chosenCycles(query);
    const ids = cycles.map((cycle) => cycle.id);
    const rows: Record<string, unknown>[] = await this.dataSource.query(
      `SELECT lead_cycle_id, bucket, ${CYCLE_SUMS.map((sum) => `sum(${sum}) AS ${sum}`).join(', ')}
       FROM report_cycle_counts
       WHERE lead_cycle_id = ANY ($1::int[]) AND ($2::int IS NULL OR group_id = $2) AND ($3::text IS NULL OR bucket = $3)
       GROUP BY lead_cycle_id, bucket HAVING sum(allocated) <> 0
       ORDER BY lead_cycle_id, bucket NULLS LAST`,
      [ids, query.group_id ?? null, query.bucket ?? null],
    );
    return {
      cycles: cycles.map((cycle) => {
        const buckets = rows.filter((row) => row.lead_cycle_id === cycle.id).map((row) => ({ bucket: row.bucket as string | null, sums: numbers<CycleSums>(row, CYCLE_SUMS) }));
        const total = buckets.reduce((sum, { sums }) => addCycleSums(sum, sums), emptyCycleSums());
        return {
          lead_cycle_id: cycle.id,
          name: cycle.name,
          start_date: cycle.start,
          end_date: cycle.end,
          ...cycleFigures(total),
          by_bucket: buckets.map(({ bucket, sums }) => ({ bucket, ...cycleFigures(sums) })),
        };
      }),
    };
  }

  async agents(query: ReportQueryDto): Promise<AgentReportDto> {
    const period = await this.period(query);
    const sums = await this.agentSums(period, query.bucket);
    const listed = sums.filter((row) => query.group_id === undefined || row.group_ids.includes(query.group_id));
    const rows: AgentReportRowDto[] = listed.map((row) => ({
      agent_id: row.agent_id,
      name: row.name,
      group_ids: row.group_ids,
      rank_group_id: query.group_id ?? row.group_ids[0] ?? null,
      rank: null,
      ...workFigures(row),
    }));
    for (const groupId of new Set(rows.map((row) => row.rank_group_id))) {
      if (groupId === null) continue;
      const ranks = rankWithin(rows.filter((row) => row.group_ids.includes(groupId)));
      for (const row of rows) if (row.rank_group_id === groupId) row.rank = ranks.get(row.agent_id) ?? null;
    }
    return { period: this.periodDto(period), agents: rows.filter((row) => query.agent_id === undefined || row.agent_id === query.agent_id) };
  }

  async groups(query: ReportQueryDto): Promise<GroupReportDto> {
    const period = await this.period(query);
    const sums = (await this.agentSums(period, query.bucket)).filter((row) => query.agent_id === undefined || row.agent_id === query.agent_id);
    const groups: { id: number; name: string }[] = await this.dataSource.query(
      `SELECT id, name FROM groups WHERE ($1::int IS NULL OR id = $1) ORDER BY name, id`,
      [query.group_id ?? null],
    );
    return {
      period: this.periodDto(period),
      groups: groups.map((group) => {
        const members = sums.filter((row) => row.group_ids.includes(group.id));
        return { group_id: group.id, name: group.name, agents: members.length, ...workFigures(members.reduce((total, row) => addWorkSums(total, row), emptyWorkSums())) };
      }),
    };
  }

  async dispositions(query: ReportQueryDto): Promise<DispositionReportDto> {
    const period = await this.period(query);
    const params = [...periodParams(period), period.leadCycleId, query.bucket ?? null, query.agent_id ?? null, query.group_id ?? null];
    const condition = `($6::int IS NULL OR lead_cycle_id = $6) AND ($7::text IS NULL OR bucket = $7)
      AND ($8::int IS NULL OR agent_id = $8) AND ($9::int IS NULL OR agent_id IN (SELECT agent_id FROM agent_groups WHERE group_id = $9))`;
    const dispositionSums = ['contact_type', 'disposition_code', 'disposition_name', 'feedback', 'ptp', 'kept'];
    const [rows, [calls]] = await Promise.all([
      this.dataSource.query(
        `SELECT contact_type, disposition_code, disposition_name, sum(feedback)::bigint AS feedback, sum(ptp)::bigint AS ptp, sum(kept)::bigint AS kept
         FROM ${periodRowsSql('report_disposition_counts', dispositionSums, condition)} counts
         GROUP BY contact_type, disposition_code, disposition_name HAVING sum(feedback) <> 0 OR sum(ptp) <> 0
         ORDER BY sum(feedback) DESC, contact_type, disposition_code, disposition_name`,
        params,
      ) as Promise<Record<string, unknown>[]>,
      this.dataSource.query(
        `SELECT coalesce(sum(calls), 0) AS calls, coalesce(sum(answered), 0) AS answered FROM ${periodRowsSql('report_agent_counts', ['calls', 'answered'], condition)} counts`,
        params,
      ) as Promise<Record<string, unknown>[]>,
    ]);
    const dispositionRows = rows.map((row) => numbers<DispositionReportDto['rows'][number]>(row, ['feedback', 'ptp', 'kept']));
    const byType = new Map<string, number>();
    for (const row of dispositionRows) byType.set(row.contact_type, (byType.get(row.contact_type) ?? 0) + row.feedback);
    return {
      period: this.periodDto(period),
      attempts: Number(calls.calls),
      contacted: Number(calls.answered),
      contact_types: [...byType].map(([contact_type, feedback]) => ({ contact_type, feedback })),
      rows: dispositionRows,
    };
  }

  /** The agent's own figures and their first group's median: never another agent's row. */
  async mine(user: SessionUser, query: ReportPeriodQueryDto): Promise<MyReportDto> {
    const period = await this.period(query);
    const sums = await this.agentSums(period, undefined);
    const me = sums.find((row) => row.agent_id === user.id) ?? { ...emptyWorkSums(), agent_id: user.id, name: user.name, group_ids: [] };
    const groupId = me.group_ids[0] ?? null;
    const members = groupId === null ? [] : sums.filter((row) => row.group_ids.includes(groupId));
    return { period: this.periodDto(period), me: workFigures(me), group_id: groupId, group_median: groupId === null ? null : medianFigures(members.map(workFigures)) };
  }

  /** Every agent (active, or with work or attendance in the period) with their sums; those of `bucket` only when given. */
  private async agentSums(period: ReportPeriod, bucket: string | undefined): Promise<AgentSums[]> {
    const work = WORK_SUMS.filter((sum) => sum !== 'present_days');
    const rows: Record<string, unknown>[] = await this.dataSource.query(
      `WITH work AS (
         SELECT agent_id, ${work.map((sum) => `sum(${sum}) AS ${sum}`).join(', ')}
         FROM ${periodRowsSql('report_agent_counts', ['agent_id', ...work], '($6::int IS NULL OR lead_cycle_id = $6) AND ($7::text IS NULL OR bucket = $7) AND agent_id IS NOT NULL')} counts
         GROUP BY agent_id),
       present AS ${presentDaysSql()}
       SELECT u.id AS agent_id, u.name, ${work.map((sum) => `coalesce(w.${sum}, 0) AS ${sum}`).join(', ')}, coalesce(p.days, 0) AS present_days,
         ARRAY(SELECT ag.group_id FROM agent_groups ag WHERE ag.agent_id = u.id ORDER BY ag.group_id) AS group_ids
       FROM users u LEFT JOIN work w ON w.agent_id = u.id LEFT JOIN present p ON p.user_id = u.id
       WHERE u.role = 'agent' AND (u.is_active OR w.agent_id IS NOT NULL OR p.user_id IS NOT NULL)
       ORDER BY u.name, u.id`,
      [...periodParams(period), period.leadCycleId, bucket ?? null],
    );
    return rows.map((row) => numbers<AgentSums>(row, WORK_SUMS));
  }

  private async period(query: ReportPeriodQueryDto): Promise<ReportPeriod> {
    const cycle = query.lead_cycle_id === undefined ? undefined : (await this.cycleWindows([query.lead_cycle_id]))[0];
    return reportPeriod(query, this.clock.today(), cycle);
  }

  private periodDto(period: ReportPeriod): ReportPeriodDto {
    return { from: period.from, to: period.to, lead_cycle_id: period.leadCycleId };
  }

  private async cycleWindows(ids: number[]): Promise<(LeadCycleWindow & { name: string })[]> {
    return this.dataSource.query(
      `SELECT id, name, to_char(lead_cycle_start_date, 'YYYY-MM-DD') AS start, to_char(lead_cycle_end_date, 'YYYY-MM-DD') AS "end"
       FROM lead_cycles WHERE id = ANY ($1::int[])`,
      [ids],
    );
  }

  /**
   * The cycles of the cycle report, oldest first: the chosen one (default: the latest started by today) and the
   * `count - 1` started before it; with `from` and `to`, the last `count` started within them.
   */
  private async chosenCycles(query: CycleReportQueryDto): Promise<(LeadCycleWindow & { name: string })[]> {
    const count = query.count ?? 12;
    let last: { start: string; id: number } | undefined;
    let first = '1900-01-01';
    if (query.lead_cycle_id !== undefined) {
      if (query.from !== undefined || query.to !== undefined) reportPeriod(query, this.clock.today(), undefined);
      [last] = await this.cycleWindows([query.lead_cycle_id]);
      if (!last) throw new InvalidInputError('INVALID_REPORT_PERIOD', 'lead_cycle_id must be an existing lead cycle', { lead_cycle_id: 'lead_cycle_id must be an existing lead cycle' });
    } else if (query.from !== undefined || query.to !== undefined) {
      const period = reportPeriod(query, this.clock.today(), undefined);
      first = period.from;
      last = { start: period.to, id: 2_147_483_647 };
    } else {
      last = { start: this.clock.today(), id: 2_147_483_647 };
    }
    const rows: (LeadCycleWindow & { name: string })[] = await this.dataSource.query(
      `SELECT id, name, to_char(lead_cycle_start_date, 'YYYY-MM-DD') AS start, to_char(lead_cycle_end_date, 'YYYY-MM-DD') AS "end"
       FROM lead_cycles WHERE (lead_cycle_start_date, id) <= ($1::date, $2::int) AND lead_cycle_start_date >= $3::date
       ORDER BY lead_cycle_start_date DESC, id DESC LIMIT $4`,
      [last.start, last.id, first, count],
    );
    return rows.reverse();
  }
}
