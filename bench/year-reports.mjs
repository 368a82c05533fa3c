// Issue 28's reports on the year's data (tag "reports"): each report for a lead cycle, a payroll month and the 12
// cycles' range, the agent's own month, and a whole year's agent CSV. Wired into year.bench.mjs.
// Usage: npm run bench -- --only=year --scales 0.1 --scenarios reports
const dist = (path) => import(new URL(`../backend/dist/${path}`, import.meta.url));
const { payrollCycleOf } = await dist('common/time/payroll-cycles.js');

/** The latest cycle, the payroll month it starts in, and the range of the latest 12 cycles. */
export async function reportSamples(dataSource) {
  const cycles = await dataSource.query(`SELECT id, to_char(lead_cycle_start_date, 'YYYY-MM-DD') AS start, to_char(lead_cycle_end_date, 'YYYY-MM-DD') AS "end"
    FROM lead_cycles ORDER BY lead_cycle_start_date DESC, id DESC LIMIT 12`);
  const month = payrollCycleOf(cycles[0].start);
  return { cycle: cycles[0], month: { from: month.start, to: month.end }, range: { from: cycles[cycles.length - 1].start, to: cycles[0].end } };
}

export function reportScenarios({ cycle, month, range }) {
  const at = (path, query, as = 'admin') => ({ as, path: `/api/reports/${path}?${new URLSearchParams(query)}`, target: 200, tag: 'reports' });
  const periods = [
    ['a cycle', { lead_cycle_id: cycle.id }],
    ['a month', month],
    ['12 cycles', range],
  ];
  return [
    { name: 'reports: cycles, a cycle', ...at('cycles', { lead_cycle_id: cycle.id, count: 1 }) },
    { name: 'reports: cycles, a month', ...at('cycles', month) },
    { name: 'reports: cycles, 12 cycles', ...at('cycles', { lead_cycle_id: cycle.id, count: 12 }) },
    ...['agents', 'groups', 'dispositions'].flatMap((report) => periods.map(([name, query]) => ({ name: `reports: ${report}, ${name}`, ...at(report, query) }))),
    { name: 'reports: my month', ...at('me', month, 'agent') },
    { name: "reports: a year's agents CSV", ...at('agents.csv', range) },
  ];
}
