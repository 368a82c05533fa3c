import type { ReportQueryDto } from './dto/report-query.dto.js';
import { periodRowsSql, presentDaysSql, type PeriodSplit } from './period-rows.js';
import { WORK_SUMS, type WorkSums } from './report-figures.js';
import type { ReportPeriod } from './report-period.js';

/** An agent's sums in the period, the group they are ranked in and their rank there (competition ranks, 1 the best). */
export interface AgentSums extends WorkSums {
  agent_id: number;
  name: string;
  group_ids: number[];
  rank_group_id: number | null;
  rank: number | null;
}

const WORK = WORK_SUMS.filter((sum) => sum !== 'present_days');

/**
 * The agent report's rows, ordered by name, as one statement (so a cursor can stream it): every agent (active, or with
 * work or attendance in the period), or the `group_id` filter's; their work from the count tables narrowed by the lead
 * cycle, bucket and lending partner; present days (never narrowed: attendance is the agent's, not an account's).
 * Each is ranked within the filter's group, else their first, by collected then calls per present day; `agent_id`
 * narrows to one row after ranking.
 */
export function agentRowsSql(split: PeriodSplit, period: ReportPeriod, query: ReportQueryDto): { sql: string; params: unknown[] } {
  const narrowed = `($6::int IS NULL OR lead_cycle_id = $6) AND ($7::text IS NULL OR bucket = $7) AND ($8::text IS NULL OR lending_partner = $8) AND agent_id IS NOT NULL`;
  const perDay = (sum: string) => `CASE WHEN present_days > 0 THEN ${sum} END`;
  const sql = `WITH work AS (
       SELECT agent_id, ${WORK.map((sum) => `sum(${sum}) AS ${sum}`).join(', ')}
       FROM ${periodRowsSql('report_agent_counts', split.kind, ['agent_id', ...WORK], narrowed)} counts
       GROUP BY agent_id),
     present AS ${presentDaysSql(split.kind)},
     listed AS (
       SELECT u.id AS agent_id, u.name, ${WORK.map((sum) => `coalesce(w.${sum}, 0) AS ${sum}`).join(', ')}, coalesce(p.days, 0) AS present_days,
         ARRAY(SELECT ag.group_id FROM agent_groups ag WHERE ag.agent_id = u.id ORDER BY ag.group_id) AS group_ids
       FROM users u LEFT JOIN work w ON w.agent_id = u.id LEFT JOIN present p ON p.user_id = u.id
       WHERE u.role = 'agent' AND (u.is_active OR w.agent_id IS NOT NULL OR p.user_id IS NOT NULL)
         AND ($9::int IS NULL OR EXISTS (SELECT 1 FROM agent_groups ag WHERE ag.agent_id = u.id AND ag.group_id = $9))),
     ranked AS (
       SELECT l.agent_id, m.group_id, rank() OVER (PARTITION BY m.group_id
           ORDER BY coalesce(round(${perDay('l.collected / l.present_days')}, 2), -1) DESC, coalesce(${perDay('l.calls::float8 / l.present_days')}, -1) DESC) AS rank
       FROM listed l CROSS JOIN LATERAL unnest(l.group_ids) m(group_id))
     SELECT l.*, coalesce($9::int, l.group_ids[1]) AS rank_group_id, r.rank
     FROM listed l LEFT JOIN ranked r ON r.agent_id = l.agent_id AND r.group_id = coalesce($9::int, l.group_ids[1])
     WHERE $10::int IS NULL OR l.agent_id = $10
     ORDER BY l.name, l.agent_id`;
  const params = [...split.params, period.leadCycleId, query.bucket ?? null, query.lending_partner ?? null, query.group_id ?? null, query.agent_id ?? null];
  return { sql, params };
}
