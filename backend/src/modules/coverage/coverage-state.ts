/** What an agent is on a day, for coverage (issue 30). */
export const AGENT_DAY_STATUSES = ['present', 'late', 'not_checked_in', 'expected', 'half_day_leave', 'on_leave', 'absent', 'weekly_off', 'holiday'] as const;
export type AgentDayStatus = (typeof AGENT_DAY_STATUSES)[number];

export const COVERAGE_STATES = ['uncovered', 'thin', 'covered'] as const;
export type CoverageState = (typeof COVERAGE_STATES)[number];

/** The check-in time after which an agent of a group without a coverage rule counts as late. */
export const DEFAULT_CHECK_IN_DEADLINE = '10:00';

/**
 * How much of a working agent a status is: one for present, late, and (today before the deadline, or a day ahead)
 * expected; half for a half day of leave; none for the rest.
 */
export function availability(status: AgentDayStatus): number {
  if (status === 'half_day_leave') return 0.5;
  return status === 'present' || status === 'late' || status === 'not_checked_in' || status === 'expected' ? 1 : 0;
}

export interface AgentDayFacts {
  /** A weekly off or a mandatory holiday for everyone. */
  nonWorking: 'WEEKEND' | 'MANDATORY' | null;
  /** Approved leave that day: 1, 0.5 or 0. */
  leave: number;
  /** HH:MM of the check-in of a worked day, else null. */
  checkedInAt: string | null;
  worked: boolean;
}

/** An agent's status on `day` seen at `today` `time` (HH:MM, the business time zone), against the group's deadline. */
export function agentDayStatus(facts: AgentDayFacts, day: string, today: string, time: string, deadline: string): AgentDayStatus {
  if (facts.worked) return facts.checkedInAt !== null && facts.checkedInAt > deadline ? 'late' : 'present';
  if (facts.leave >= 1) return 'on_leave';
  if (facts.leave > 0) return 'half_day_leave';
  if (facts.nonWorking) return facts.nonWorking === 'WEEKEND' ? 'weekly_off' : 'holiday';
  if (day > today) return 'expected';
  if (day === today && time <= deadline) return 'not_checked_in';
  return 'absent';
}

/**
 * A group's state: uncovered when nobody is available; thin when fewer than half its own agents are (borrowers count
 * towards those available), or the work due per available agent is above the threshold; else covered.
 */
export function coverageState(available: number, ownAgents: number, workDue: number, threshold: number): CoverageState {
  if (available === 0) return 'uncovered';
  if (available < ownAgents / 2 || workDue / available > threshold) return 'thin';
  return 'covered';
}
