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
import { agentRowsSql, type AgentSums } from './agent-rows-sql.js';
import {
  addCycleSums, addWorkSums, CYCLE_SUMS, cycleFigures, emptyCycleSums, emptyWorkSums, medianFigures, WORK_SUMS, workFigures,
  type CycleSums, type WorkSums,
} from './report-figures.js';
import { periodRowsSql, periodSplit } from './period-rows.js';
import { reportPeriod, type LeadCycleWindow, type ReportPeriod } from './report-period.js';

/** Numbers as PostgreSQL returns them (bigint and numeric come as text). */
const numbers = <T>(row: Record<string, unknown>, keys: readonly string[]): T => {
  const out: Record<string, unknown> = { ...row };
  for (const key of keys) out[key] = Number(row[key] ?? 0);
  return out as T;
};

/** The fewest agents a group has for My month to show its median: with fewer, the median gives away a colleague's figures. */
export const MEDIAN_GROUP_MIN_AGENTS = 4;
/** Agent rows fetched from the cursor at a time: a CSV holds no more of them in memory. */
export const AGENT_ROWS_BATCH = 100;

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
         AND ($4::text IS NULL OR lending_partner = $4)
       GROUP BY lead_cycle_id, bucket HAVING sum(allocated) <> 0
       ORDER BY lead_cycle_id, bucket NULLS LAST`,
      [ids, query.group_id ?? null, query.bucket ?? null, query.lending_partner ?? null],
    );
    const partners: { lending_partner: string }[] = await this.dataSource.query(
      `SELECT DISTINCT lending_partner FROM report_cycle_counts WHERE lead_cycle_id = ANY ($1::int[]) AND lending_partner IS NOT NULL ORDER BY lending_partner`,
      [ids],
    );
    return {
      lending_partners: partners.map((row) => row.lending_partner),
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
    const { sql, params } = agentRowsSql(periodSplit(period), period, query);
    const rows: Record<string, unknown>[] = await this.dataSource.query(sql, params);
    return { period: this.periodDto(period), agents: rows.map((row) => this.agentRow(row)) };
  }

  /**
   * The agent report's rows (as agents() answers them), a batch at a time from a cursor, for the CSV, which writes
   * each batch before the next is read: those of
   * the group filter's agents (ranked within it), else every agent (ranked within their first group); `agent_id`
   * narrows to one row after ranking.
   */
  async *agentRowBatches(period: ReportPeriod, query: ReportQueryDto): AsyncGenerator<AgentReportRowDto[]> {
    const { sql, params } = agentRowsSql(periodSplit(period), period, query);
    const runner = this.dataSource.createQueryRunner();
    await runner.connect();
    try {
      await runner.query('BEGIN READ ONLY');
      // Planned for all its rows, as the plain query is (a cursor's default plans for the first tenth).
      await runner.query('SET LOCAL cursor_tuple_fraction = 1');
      await runner.query(`DECLARE report_agents NO SCROLL CURSOR FOR ${sql}`, params);
      for (;;) {
        const rows: Record<string, unknown>[] = await runner.query(`FETCH ${AGENT_ROWS_BATCH} FROM report_agents`);
        if (rows.length > 0) yield rows.map((row) => this.agentRow(row));
        if (rows.length < AGENT_ROWS_BATCH) break;
      }
      await runner.query('COMMIT');
    } finally {
      if (runner.isTransactionActive || !runner.isReleased) await runner.query('ROLLBACK').catch(() => undefined);
      await runner.release();
    }
  }

  private agentRow(row: Record<string, unknown>): AgentReportRowDto {
    const sums = numbers<AgentSums>(row, WORK_SUMS);
    return {
      agent_id: sums.agent_id,
      name: sums.name,
      group_ids: sums.group_ids,
      rank_group_id: sums.rank_group_id,
      rank: sums.rank === null ? null : Number(sums.rank),
      ...workFigures(sums),
    };
  }

  async groups(query: ReportQueryDto): Promise<GroupReportDto> {
    const period = await this.period(query);
    const groups: { id: number; name: string }[] = await this.dataSource.query(
      `SELECT id, name FROM groups WHERE ($1::int IS NULL OR id = $1) ORDER BY name, id`,
      [query.group_id ?? null],
    );
    const totals = new Map(groups.map((group) => [group.id, { agents: 0, sums: emptyWorkSums() }]));
    for (const row of await this.agentSums(period, { ...query, group_id: undefined })) {
      for (const groupId of row.group_ids) {
        const total = totals.get(groupId);
        if (!total) continue;
        total.agents += 1;
        addWorkSums(total.sums, row);
      }
    }
    return {
      period: this.periodDto(period),
      groups: groups.map((group) => ({ group_id: group.id, name: group.name, agents: totals.get(group.id)!.agents, ...workFigures(totals.get(group.id)!.sums) })),
    };
  }

  async dispositions(query: ReportQueryDto): Promise<DispositionReportDto> {
    const period = await this.period(query);
    const { kind, params: periodParams } = periodSplit(period);
    const params = [...periodParams, period.leadCycleId, query.bucket ?? null, query.agent_id ?? null, query.group_id ?? null, query.lending_partner ?? null];
    // The group is the customer's: the feedback and calls on the group's customers, whoever gave or made them.
    const condition = `($6::int IS NULL OR lead_cycle_id = $6) AND ($7::text IS NULL OR bucket = $7)
      AND ($8::int IS NULL OR agent_id = $8) AND ($9::int IS NULL OR group_id = $9) AND ($10::text IS NULL OR lending_partner = $10)`;
    const dispositionSums = ['contact_type', 'disposition_code', 'disposition_name', 'feedback', 'ptp', 'kept'];
    const [rows, [calls]] = await Promise.all([
      this.dataSource.query(
        `SELECT contact_type, disposition_code, disposition_name, sum(feedback)::bigint AS feedback, sum(ptp)::bigint AS ptp, sum(kept)::bigint AS kept
         FROM ${periodRowsSql('report_disposition_counts', kind, dispositionSums, condition)} counts
         GROUP BY contact_type, disposition_code, disposition_name HAVING sum(feedback) <> 0 OR sum(ptp) <> 0
         ORDER BY sum(feedback) DESC, contact_type, disposition_code, disposition_name`,
        params,
      ) as Promise<Record<string, unknown>[]>,
      this.dataSource.query(
        `SELECT coalesce(sum(calls), 0) AS calls, coalesce(sum(answered), 0) AS answered FROM ${periodRowsSql('report_agent_counts', kind, ['calls', 'answered'], condition)} counts`,
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

  /**
   * The agent's own figures and their first group's median: never another agent's row, and no median for a group of
   * fewer than MEDIAN_GROUP_MIN_AGENTS (the median of two is the colleague's figure given away).
   */
  async mine(user: SessionUser, query: ReportPeriodQueryDto): Promise<MyReportDto> {
    const period = await this.period(query);
    const [membership]: { group_id: number | null }[] = await this.dataSource.query(`SELECT min(group_id) AS group_id FROM agent_groups WHERE agent_id = $1`, [user.id]);
    const groupId = membership.group_id;
    const members = await this.agentSums(period, groupId === null ? { agent_id: user.id } : { group_id: groupId });
    const me: WorkSums = members.find((row) => row.agent_id === user.id) ?? emptyWorkSums();
    const groupAgents = groupId === null ? 0 : members.length;
    return {
      period: this.periodDto(period),
      me: workFigures(me),
      group_id: groupId,
      group_agents: groupAgents,
      group_median: groupAgents >= MEDIAN_GROUP_MIN_AGENTS ? medianFigures(members.map(workFigures)) : null,
    };
  }

  /** The agents' sums (the rows of agentRowBatches, before their figures), in one read: a group's or every agent's. */
  private async agentSums(period: ReportPeriod, query: ReportQueryDto): Promise<AgentSums[]> {
    const { sql, params } = agentRowsSql(periodSplit(period), period, query);
    const rows: Record<string, unknown>[] = await this.dataSource.query(sql, params);
    return rows.map((row) => numbers<AgentSums>(row, WORK_SUMS));
  }

  async period(query: ReportPeriodQueryDto): Promise<ReportPeriod> {
    const cycle = query.lead_cycle_id === undefined ? undefined : (await this.cycleWindows([query.lead_cycle_id]))[0];
    return reportPeriod(query, this.clock.today(), cycle);
  }

  periodDto(period: ReportPeriod): ReportPeriodDto {
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
