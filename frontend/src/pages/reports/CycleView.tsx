import { Box, Card, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { SparkLineChart } from '@mui/x-charts/SparkLineChart';
import { CYCLE_FIGURES } from '@crm/shared/reports';
import { formatDate } from '../../i18n/format';
import { CsvLink } from './CsvLink';
import { cycleDeltas, cycleValue, NEUTRAL_CYCLE_FIGURES, type CycleFigure } from './cycle-figures';
import { DeltaText } from './DeltaText';
import { FigureLabel } from './FigureLabel';
import { formatFigure } from './report-format';
import { ReportLoad } from './ReportLoad';
import type { ReportFilters, ReportPeriod } from './report-query';
import { ReportSection } from './ReportSection';
import type { CycleBucket, CycleRow } from './report-types';
import { reportCsvHref, useCycleReport } from './reports-api';

const cycleDates = (row: CycleRow) => `${formatDate(row.start_date, 'short')} – ${formatDate(row.end_date, 'short')}`;

/** One figure: the chosen cycle's value, its change, and the 12 cycles as a small line. */
function FigureCard({ figure, cycles }: { figure: CycleFigure; cycles: CycleRow[] }) {
  const latest = cycles[cycles.length - 1];
  const delta = cycleDeltas(latest, cycles[cycles.length - 2])[figure.key];
  const values = cycles.map((row) => cycleValue(row, figure));
  return (
    <Card variant="outlined" sx={{ p: 1.5, minWidth: 0 }} data-testid="figure-card">
      <FigureLabel figure={figure} heading="h3" />
      <Typography sx={{ fontSize: '1.35rem', fontWeight: 800, fontVariantNumeric: 'tabular-nums', lineHeight: 1.3 }}>{formatFigure(figure.unit, cycleValue(latest, figure))}</Typography>
      <Box sx={{ minHeight: 20 }}>
        <DeltaText delta={delta} neutral={NEUTRAL_CYCLE_FIGURES.has(figure.key)} />
      </Box>
      <Box role="img" aria-label={`${figure.label} over the last ${cycles.length === 1 ? 'cycle' : `${cycles.length} cycles`}: ${values.map((value) => formatFigure(figure.unit, value)).join(', ')}`} sx={{ height: 44, mt: 0.5 }}>
        <SparkLineChart
          data={values as number[]}
          height={44}
          area
          curve="linear"
          showHighlight
          showTooltip
          valueFormatter={(value) => formatFigure(figure.unit, value)}
          xAxis={{ data: cycles.map((row) => `${row.name} ${formatDate(row.start_date, 'short')}`), scaleType: 'point' }}
        />
      </Box>
    </Card>
  );
}

/** A table with a row per cycle (or bucket) and a column per figure, each value over its change. */
function FiguresTable<T extends CycleRow | CycleBucket>({ label, rows, first, rowLabel, previousOf }: {
  label: string;
  rows: T[];
  first: string;
  rowLabel: (row: T) => { primary: string; secondary?: string };
  previousOf: (row: T, index: number) => CycleRow | CycleBucket | undefined;
}) {
  return (
    <TableContainer sx={{ overflowX: 'auto' }} role="region" tabIndex={0} aria-label={`${label} (scrolls sideways)`}>
      <Table size="small" aria-label={label} sx={{ '& td, & th': { whiteSpace: 'nowrap' } }}>
        <TableHead>
          <TableRow>
            <TableCell component="th" scope="col" sx={{ position: 'sticky', left: 0, bgcolor: 'background.paper', zIndex: 1 }}>
              {first}
            </TableCell>
            {CYCLE_FIGURES.map((figure) => (
              <TableCell key={figure.key} align="right" scope="col">
                <FigureLabel figure={figure} />
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row, index) => {
            const deltas = cycleDeltas(row, previousOf(row, index));
            const { primary, secondary } = rowLabel(row);
            return (
              <TableRow key={primary + (secondary ?? '')} data-testid="cycle-row">
                <TableCell component="th" scope="row" sx={{ position: 'sticky', left: 0, bgcolor: 'background.paper', zIndex: 1 }}>
                  <Typography variant="body2" sx={{ fontWeight: 600 }}>
                    {primary}
                  </Typography>
                  {secondary ? (
                    <Typography variant="caption" color="text.secondary">
                      {secondary}
                    </Typography>
                  ) : null}
                </TableCell>
                {CYCLE_FIGURES.map((figure) => (
                  <TableCell key={figure.key} align="right" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                    {formatFigure(figure.unit, cycleValue(row, figure))}
                    <DeltaText delta={deltas[figure.key]} neutral={NEUTRAL_CYCLE_FIGURES.has(figure.key)} />
                  </TableCell>
                ))}
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

const bucketName = (bucket: string | null) => bucket ?? 'No bucket';

/** Cycle over cycle: the chosen cycle and the 11 before it, figure by figure, then the chosen cycle by bucket. */
export function CycleView({ period, filters }: { period: ReportPeriod | undefined; filters: ReportFilters }) {
  const query = useCycleReport(period, filters);
  const csv = period ? <CsvLink href={reportCsvHref('cycles', period, filters)} what="the cycle comparison" /> : null;
  return (
    <ReportLoad query={query} what="the cycle comparison" empty={(data) => data.cycles.length === 0} emptyTitle="No lead cycles in this period" emptyHint="Import customers into a lead cycle to compare cycles here.">
      {({ cycles }) => {
        const latest = cycles[cycles.length - 1];
        const previous = cycles[cycles.length - 2];
        const newestFirst = [...cycles].reverse();
        return (
          <>
            <ReportSection
              id="cycle-figures"
              title={`${latest.name}, ${cycleDates(latest)}`}
              hint={
                (previous ? `Against ${previous.name}, ${cycleDates(previous)}; the lines show the last ${cycles.length} cycles` : 'The first cycle: nothing to compare with yet') +
                (filters.agentId ? '. A cycle\'s figures are per account, so the agent filter does not apply to them' : '')
              }
            >
              <Box sx={{ display: 'grid', gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(3, minmax(0, 1fr))', lg: 'repeat(4, minmax(0, 1fr))' }, gap: 1.5, px: { xs: 2, sm: 2.5 }, pb: 2.5 }}>
                {CYCLE_FIGURES.map((figure) => (
                  <FigureCard key={figure.key} figure={figure} cycles={cycles} />
                ))}
              </Box>
            </ReportSection>
            <ReportSection id="cycle-table" title="Cycle over cycle" hint="Newest first; under each figure its change against the cycle before" actions={csv}>
              <FiguresTable
                label="Cycle over cycle"
                first="Cycle"
                rows={newestFirst}
                rowLabel={(row) => ({ primary: row.name, secondary: cycleDates(row) })}
                previousOf={(_, index) => newestFirst[index + 1]}
              />
            </ReportSection>
            <ReportSection
              id="cycle-buckets"
              title={`${latest.name} by month-beginning bucket`}
              hint="Each bucket against the same bucket of the cycle before, so a better cycle is not just an easier one; the CSV holds every cycle by bucket"
              actions={period ? <CsvLink href={reportCsvHref('cycles', period, filters)} what="the cycles by bucket" /> : null}
            >
              {latest.by_bucket.length ? (
                <FiguresTable
                  label="By month-beginning bucket"
                  first="Bucket"
                  rows={latest.by_bucket}
                  rowLabel={(row) => ({ primary: bucketName(row.bucket) })}
                  previousOf={(row) => previous?.by_bucket.find((candidate) => candidate.bucket === row.bucket)}
                />
              ) : (
                <Typography variant="body2" color="text.secondary" sx={{ px: 2.5, pb: 2 }}>
                  No accounts in this cycle.
                </Typography>
              )}
            </ReportSection>
          </>
        );
      }}
    </ReportLoad>
  );
}
