/**
 * The Reports' figures (issue 28): each one's label, definition and unit, written once. The Reports page's
 * tooltips and column headers, the agent's My month and docs/reports.md all read them from here.
 */

/** How a figure is shown: a count, rupees, a share (a fraction between 0 and 1), seconds of talk, days or a rank. */
export type ReportFigureUnit = 'count' | 'inr' | 'share' | 'seconds' | 'days' | 'rank' | 'ratio';

/**
 * `snapshot`: taken when the cycle's import commits and never rewritten by later edits of the customer;
 * `live`: follows the calls, feedback, promises and payments as they are recorded (and as they are deleted).
 */
export type ReportFigureTiming = 'snapshot' | 'live';

export interface ReportFigure {
  key: string;
  label: string;
  definition: string;
  unit: ReportFigureUnit;
  timing: ReportFigureTiming;
}

function figures<K extends string>(list: ReadonlyArray<ReportFigure & { key: K }>): ReadonlyArray<ReportFigure & { key: K }> {
  return list;
}

/** Cycle over cycle: one value per lead cycle (GET /api/reports/cycles). */
export const CYCLE_FIGURES = figures([
  { key: 'allocated', label: 'Allocated', definition: 'Accounts in the cycle.', unit: 'count', timing: 'live' },
  {
    key: 'allocated_overdue',
    label: 'Allocated overdue',
    definition: 'Sum of the overdue amounts at allocation (INR), as imported when the cycle\'s import committed.',
    unit: 'inr',
    timing: 'snapshot',
  },
  { key: 'attempted', label: 'Attempted %', definition: 'Accounts with at least one call ÷ allocated.', unit: 'share', timing: 'live' },
  { key: 'contacted', label: 'Contacted %', definition: 'Accounts with an answered call ÷ allocated.', unit: 'share', timing: 'live' },
  { key: 'rpc', label: 'RPC %', definition: 'Accounts with feedback whose disposition is RPC (right-party contact) ÷ allocated.', unit: 'share', timing: 'live' },
  { key: 'ptp', label: 'PTP %', definition: 'Accounts with a promise to pay ÷ RPC accounts.', unit: 'share', timing: 'live' },
  { key: 'ptp_amount', label: 'PTP amount', definition: 'Promised INR: the sum of the promises made on the cycle\'s accounts.', unit: 'inr', timing: 'live' },
  {
    key: 'kept_rate',
    label: 'Kept rate',
    definition: 'Promises kept ÷ promises decided (kept, kept late or broken); promises kept late are counted apart.',
    unit: 'share',
    timing: 'live',
  },
  { key: 'collected', label: 'Collected', definition: 'Payments dated in the cycle\'s window for its accounts (INR).', unit: 'inr', timing: 'live' },
  { key: 'collection_efficiency', label: 'Collection efficiency', definition: 'Collected ÷ allocated overdue.', unit: 'share', timing: 'live' },
  { key: 'resolved', label: 'Resolved %', definition: 'Accounts that reached paid ÷ allocated.', unit: 'share', timing: 'live' },
  {
    key: 'rolled_back',
    label: 'Roll-back %',
    definition: 'Accounts whose status improved since allocation (overdue → partially paid or paid, partially paid → paid) ÷ allocated.',
    unit: 'share',
    timing: 'live',
  },
] as const);

/** Groups and agents: one value per group or agent over the period (GET /api/reports/groups and /agents, /me). */
export const AGENT_FIGURES = figures([
  { key: 'calls', label: 'Calls', definition: 'Calls placed in the period.', unit: 'count', timing: 'live' },
  { key: 'talk_seconds', label: 'Talk time', definition: 'The calls\' total duration in the period.', unit: 'seconds', timing: 'live' },
  { key: 'contacted', label: 'Contacted', definition: 'Answered calls in the period.', unit: 'count', timing: 'live' },
  { key: 'rpc', label: 'RPC', definition: 'Feedback in the period whose disposition is RPC (right-party contact).', unit: 'count', timing: 'live' },
  { key: 'ptp', label: 'PTP', definition: 'Promises to pay made in the period.', unit: 'count', timing: 'live' },
  {
    key: 'kept_rate',
    label: 'Kept rate',
    definition: 'Promises kept ÷ promises decided (kept, kept late or broken) in the period; kept late counted apart.',
    unit: 'share',
    timing: 'live',
  },
  { key: 'collected', label: 'Collected', definition: 'Payments dated in the period that the agent (or the group\'s agents) recorded (INR).', unit: 'inr', timing: 'live' },
  { key: 'present_days', label: 'Present days', definition: 'Days in the period with a worked attendance record (a half day counts 0.5); days on leave are not present days.', unit: 'days', timing: 'live' },
  {
    key: 'calls_per_present_day',
    label: 'Calls per present day',
    definition: 'Calls ÷ present days, so that an agent on leave is not ranked below one who worked every day.',
    unit: 'ratio',
    timing: 'live',
  },
  { key: 'collected_per_present_day', label: 'Collected per present day', definition: 'Collected ÷ present days (INR).', unit: 'inr', timing: 'live' },
  { key: 'rank', label: 'Rank', definition: 'Place within the group (the filtered group, else the agent\'s first) by collected per present day, then calls per present day; 1 is the best.', unit: 'rank', timing: 'live' },
] as const);

/** The disposition funnel: attempts → contact type → dispositions → promises → kept (GET /api/reports/dispositions). */
export const DISPOSITION_FIGURES = figures([
  { key: 'feedback', label: 'Feedback', definition: 'Feedback recorded in the period with this contact type and disposition.', unit: 'count', timing: 'live' },
  { key: 'share', label: 'Share', definition: 'This row\'s feedback ÷ all feedback of the period (with the filters).', unit: 'share', timing: 'live' },
  { key: 'ptp', label: 'PTP', definition: 'Promises to pay made from this feedback.', unit: 'count', timing: 'live' },
  { key: 'kept', label: 'Kept', definition: 'Of those promises, the ones kept (on time or late).', unit: 'count', timing: 'live' },
] as const);

/** The contact types a disposition belongs to, in the funnel's order. */
export const CONTACT_TYPE_LABELS: Record<string, string> = {
  RPC: 'RPC: right-party contact',
  WPC: 'WPC: wrong-party contact',
  NC: 'NC: no contact',
};

/** What the report figures are split or kept by, never rewritten by later edits: taken when the cycle's import commits. */
export const REPORT_SNAPSHOTS: ReadonlyArray<{ label: string; definition: string }> = [
  { label: 'Overdue at allocation', definition: 'Each account\'s overdue amount as imported: the allocated overdue and the collection efficiency\'s denominator.' },
  { label: 'Bucket', definition: 'The month-beginning bucket as imported: the bucket filter and the split by bucket.' },
  { label: 'Status at allocation', definition: 'The account\'s status as imported: what roll-back % compares with.' },
];

export type CycleFigureKey = (typeof CYCLE_FIGURES)[number]['key'];
export type AgentFigureKey = (typeof AGENT_FIGURES)[number]['key'];

/** The figures the agent's My month sets against the group's median (GET /api/reports/me). */
export const MY_MONTH_FIGURES: readonly AgentFigureKey[] = ['calls', 'contacted', 'ptp', 'kept_rate', 'collected', 'present_days'];

const ALL_FIGURES: Record<string, ReadonlyArray<ReportFigure>> = { cycle: CYCLE_FIGURES, agent: AGENT_FIGURES, disposition: DISPOSITION_FIGURES };

/** A figure of one report by key; throws on an unknown key (a typo, not a user's input). */
export function reportFigure(report: 'cycle' | 'agent' | 'disposition', key: string): ReportFigure {
  const figure = ALL_FIGURES[report].find((candidate) => candidate.key === key);
  if (!figure) throw new Error(`No ${report} figure ${key}`);
  return figure;
}
