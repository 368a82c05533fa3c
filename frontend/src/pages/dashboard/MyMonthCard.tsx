import { Box, Card, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import InsightsOutlined from '@mui/icons-material/InsightsOutlined';
import { MY_MONTH_FIGURES, reportFigure } from '@crm/shared/reports';
import { EmptyState, ListSkeleton, LoadErrorState } from '../../components/list';
import { formatDate } from '../../i18n/format';
import { FigureLabel } from '../reports/FigureLabel';
import { formatFigure } from '../reports/report-format';
import type { GroupMedian, MyMonthReport, WorkFigures } from '../reports/report-types';
import { useMyMonth } from '../reports/reports-api';

type MyFigureKey = (typeof MY_MONTH_FIGURES)[number];

/** Where the agent stands against the group's median on one figure (higher is better for each of them). */
function standing(mine: number | null, median: number | null | undefined): { text: string; color: string } | null {
  if (mine === null || median === null || median === undefined) return null;
  if (mine > median) return { text: 'Above the median', color: 'success.dark' };
  if (mine < median) return { text: 'Below the median', color: 'error.dark' };
  return { text: 'At the median', color: 'text.secondary' };
}

const valueOf = (figures: WorkFigures | GroupMedian | null, key: MyFigureKey): number | null => (figures ? figures[key as keyof WorkFigures] : null);

/** The table: only the agent's own figures and the group's median; the answer holds no other agent's row. */
export function MyMonthTable({ report }: { report: MyMonthReport }) {
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label="My month against my group's median" sx={{ '& td, & th': { px: { xs: 1, sm: 2 } }, '& td:first-of-type, & th:first-of-type': { pl: { xs: 2, sm: 2 } } }}>
        <TableHead>
          <TableRow>
            <TableCell scope="col">Figure</TableCell>
            <TableCell scope="col" align="right">
              You
            </TableCell>
            <TableCell scope="col" align="right">
              Group median
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {MY_MONTH_FIGURES.map((key) => {
            const figure = reportFigure('agent', key);
            const mine = valueOf(report.me, key);
            const median = valueOf(report.group_median, key);
            const place = standing(mine, median);
            return (
              <TableRow key={key} data-testid="my-month-row">
                <TableCell component="th" scope="row">
                  <FigureLabel figure={figure} />
                </TableCell>
                <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                  <Typography variant="body2" sx={{ fontWeight: 700 }}>
                    {formatFigure(figure.unit, mine)}
                  </Typography>
                  {place ? (
                    <Typography variant="caption" component="p" sx={{ color: place.color }}>
                      {place.text}
                    </Typography>
                  ) : null}
                </TableCell>
                <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                  {report.group_median ? formatFigure(figure.unit, median) : '—'}
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </Box>
  );
}

/** The smallest group with a median (the API's MEDIAN_GROUP_MIN_AGENTS): in a smaller one it gives colleagues' figures away. */
const MEDIAN_GROUP_MIN_AGENTS = 4;

function medianNote(report: MyMonthReport): string {
  if (report.group_median) return 'against the median of your group';
  if (report.group_id === null) return 'you are in no group, so there is no median to compare with';
  return `your group has ${report.group_agents} agents: the median shows from ${MEDIAN_GROUP_MIN_AGENTS}, so that it never gives a colleague's figures away`;
}

/** My month (issue 28): an agent's own figures this month against their group's median (GET /api/reports/me). */
export default function MyMonthCard() {
  const query = useMyMonth();
  const report = query.data;
  return (
    <Card component="section" aria-labelledby="my-month-title">
      <Box sx={{ px: 2.5, pt: 2, pb: 1 }}>
        <Typography variant="subtitle1" component="h2" id="my-month-title">
          My month
        </Typography>
        <Typography variant="caption" color="text.secondary" component="p">
          {report
            ? `${formatDate(report.period.from, 'short')} – ${formatDate(report.period.to, 'short')}; ${medianNote(report)}`
            : 'Your figures against the median of your group'}
        </Typography>
      </Box>
      {query.error ? (
        <LoadErrorState dense title="Failed to load your month" error={query.error} onRetry={query.refetch} />
      ) : !report ? (
        <ListSkeleton rows={3} />
      ) : report.me.calls === 0 && report.me.present_days === 0 && report.me.ptp === 0 ? (
        <EmptyState dense icon={InsightsOutlined} title="No calls in this period" hint="Your figures show here once you start calling this month." />
      ) : (
        <MyMonthTable report={report} />
      )}
    </Card>
  );
}
