import { Box, Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import RuleOutlined from '@mui/icons-material/RuleOutlined';
import { DISPOSITION_FIGURES } from '@crm/shared/reports';
import { formatNumber } from '../../i18n/format';
import { CsvLink } from './CsvLink';
import { dispositionShare, funnelStages } from './disposition-funnel';
import { FigureLabel } from './FigureLabel';
import { formatShare } from './report-format';
import { ReportLoad } from './ReportLoad';
import type { ReportFilters, ReportPeriod } from './report-query';
import { ReportSection } from './ReportSection';
import { reportCsvHref, useDispositionReport } from './reports-api';

const [FEEDBACK, SHARE, PTP, KEPT] = DISPOSITION_FIGURES;

/** Dispositions: the funnel for the period (a chart and its numbers), then each disposition with its promises. */
export function DispositionsView({ period, filters, scope }: { period: ReportPeriod | undefined; filters: ReportFilters; scope: string }) {
  const query = useDispositionReport(period, filters);
  return (
    <ReportLoad query={query} what="the dispositions" icon={RuleOutlined} empty={(data) => data.attempts === 0 && data.rows.length === 0} emptyTitle="No calls in this period" emptyHint="Nothing was recorded for this period and these filters. Choose another period or clear a filter.">
      {(data) => {
        const stages = funnelStages(data);
        return (
          <>
            <ReportSection id="funnel" title={`Funnel: ${scope}`} hint="Attempts → contact type → dispositions → promises → kept; shares of the attempts">
              <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', lg: 'minmax(0, 3fr) minmax(0, 2fr)' }, gap: 2, px: { xs: 1, sm: 2 }, pb: 2 }}>
                <Box role="img" aria-label={`Funnel chart: ${stages.map((stage) => `${stage.label} ${formatNumber(stage.count)}`).join(', ')}`} sx={{ minWidth: 0, height: 320 }}>
                  <BarChart
                    layout="horizontal"
                    height={320}
                    margin={{ left: 8, right: 16 }}
                    yAxis={[{ scaleType: 'band', data: stages.map((stage) => stage.label), width: 170 }]}
                    xAxis={[{ valueFormatter: (value: number) => formatNumber(value), tickMinStep: 1 }]}
                    series={[{ data: stages.map((stage) => stage.count), color: '#2563eb', valueFormatter: (value) => formatNumber(value) }]}
                    hideLegend
                  />
                </Box>
                <TableContainer>
                  <Table size="small" aria-label="Funnel">
                    <TableHead>
                      <TableRow>
                        <TableCell scope="col">Stage</TableCell>
                        <TableCell scope="col" align="right">
                          Count
                        </TableCell>
                        <TableCell scope="col" align="right">
                          Of attempts
                        </TableCell>
                      </TableRow>
                    </TableHead>
                    <TableBody>
                      {stages.map((stage) => (
                        <TableRow key={stage.key} data-testid="funnel-row">
                          <TableCell component="th" scope="row">
                            {stage.label}
                          </TableCell>
                          <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                            {formatNumber(stage.count)}
                          </TableCell>
                          <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                            {formatShare(stage.share)}
                          </TableCell>
                        </TableRow>
                      ))}
                    </TableBody>
                  </Table>
                </TableContainer>
              </Box>
            </ReportSection>
            <ReportSection id="dispositions-table" title="Dispositions" hint="Most feedback first" actions={period ? <CsvLink href={reportCsvHref('dispositions', period, filters)} what="the dispositions" /> : null}>
              <TableContainer sx={{ overflowX: 'auto' }} role="region" tabIndex={0} aria-label="Dispositions (scrolls sideways)">
                <Table size="small" aria-label="Dispositions" sx={{ '& td, & th': { whiteSpace: 'nowrap' } }}>
                  <TableHead>
                    <TableRow>
                      <TableCell scope="col">Contact type</TableCell>
                      <TableCell scope="col">Disposition</TableCell>
                      {[FEEDBACK, SHARE, PTP, KEPT].map((figure) => (
                        <TableCell key={figure.key} scope="col" align="right">
                          <FigureLabel figure={figure} />
                        </TableCell>
                      ))}
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {data.rows.map((row) => (
                      <TableRow key={`${row.contact_type}-${row.disposition_code}-${row.disposition_name}`} data-testid="disposition-row">
                        <TableCell>{row.contact_type}</TableCell>
                        <TableCell component="th" scope="row">
                          {row.disposition_name}
                        </TableCell>
                        <TableCell align="right">{formatNumber(row.feedback)}</TableCell>
                        <TableCell align="right">{formatShare(dispositionShare(data, row.feedback))}</TableCell>
                        <TableCell align="right">{formatNumber(row.ptp)}</TableCell>
                        <TableCell align="right">{formatNumber(row.kept)}</TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              </TableContainer>
            </ReportSection>
          </>
        );
      }}
    </ReportLoad>
  );
}
