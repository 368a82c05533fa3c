import type { CycleFiguresDto, DispositionReportRowDto, GroupMedianDto } from './dto/report-response.dto.js';
import { reportFigure } from '@crm/shared/reports';
import { cell, type CsvColumn } from './report-csv.js';

const column = <Row>(heading: string, value: (row: Row) => string): CsvColumn<Row> => ({ heading, value });
/** The heading the Reports page shows for the figure (@crm/shared/reports), so the CSV and the table say the same. */
const cycleLabel = (key: string) => reportFigure('cycle', key).label;
const agentLabel = (key: string) => reportFigure('agent', key).label;

/** The cycle figures' columns, after the row's own (cycle, bucket). */
export const CYCLE_FIGURE_COLUMNS: CsvColumn<CycleFiguresDto>[] = [
  column(cycleLabel('allocated'), (r) => cell.count(r.allocated)),
  column(cycleLabel('allocated_overdue'), (r) => cell.inr(r.allocated_overdue)),
  column(cycleLabel('attempted'), (r) => cell.rate(r.attempted)),
  column(cycleLabel('contacted'), (r) => cell.rate(r.contacted)),
  column(cycleLabel('rpc'), (r) => cell.rate(r.rpc)),
  column(cycleLabel('ptp'), (r) => cell.rate(r.ptp)),
  column(cycleLabel('ptp_amount'), (r) => cell.inr(r.ptp_amount)),
  column('Kept', (r) => cell.count(r.kept)),
  column('Kept late', (r) => cell.count(r.kept_late)),
  column('Broken', (r) => cell.count(r.broken)),
  column(cycleLabel('kept_rate'), (r) => cell.rate(r.kept_rate)),
  column(cycleLabel('collected'), (r) => cell.inr(r.collected)),
  column(cycleLabel('collection_efficiency'), (r) => cell.rate(r.collection_efficiency)),
  column(cycleLabel('resolved'), (r) => cell.rate(r.resolved)),
  column(cycleLabel('rolled_back'), (r) => cell.rate(r.rolled_back)),
];

/** An agent's, a group's or a median's figures (a median may be null). */
export const WORK_FIGURE_COLUMNS: CsvColumn<GroupMedianDto>[] = [
  column(agentLabel('calls'), (r) => cell.count(r.calls)),
  column(`${agentLabel('talk_seconds')} (minutes)`, (r) => cell.count(r.talk_seconds === null ? null : Math.round(r.talk_seconds / 60))),
  column(agentLabel('contacted'), (r) => cell.count(r.contacted)),
  column(agentLabel('rpc'), (r) => cell.count(r.rpc)),
  column(agentLabel('ptp'), (r) => cell.count(r.ptp)),
  column('Kept', (r) => cell.count(r.kept)),
  column(agentLabel('kept_rate'), (r) => cell.rate(r.kept_rate)),
  column(agentLabel('collected'), (r) => cell.inr(r.collected)),
  column(agentLabel('present_days'), (r) => cell.count(r.present_days)),
  column(agentLabel('calls_per_present_day'), (r) => cell.count(r.calls_per_present_day === null ? null : Math.round(r.calls_per_present_day * 10) / 10)),
  column(agentLabel('collected_per_present_day'), (r) => cell.inr(r.collected_per_present_day)),
];

export const DISPOSITION_COLUMNS: CsvColumn<DispositionReportRowDto>[] = [
  column('Contact type', (r) => r.contact_type),
  column('Disposition code', (r) => r.disposition_code),
  column('Disposition', (r) => r.disposition_name),
  column('Feedback', (r) => cell.count(r.feedback)),
  column('PTP', (r) => cell.count(r.ptp)),
  column('Kept', (r) => cell.count(r.kept)),
];

/** A row's own leading columns, then the figures it carries. */
export const withFigures = <Row extends Figures, Figures>(leading: CsvColumn<Row>[], figures: CsvColumn<Figures>[]): CsvColumn<Row>[] => [...leading, ...figures];
