import type { CycleFiguresDto, DispositionReportRowDto, GroupMedianDto } from './dto/report-response.dto.js';
import { cell, type CsvColumn } from './report-csv.js';

const column = <Row>(heading: string, value: (row: Row) => string): CsvColumn<Row> => ({ heading, value });

/** The cycle figures' columns, after the row's own (cycle, bucket). */
export const CYCLE_FIGURE_COLUMNS: CsvColumn<CycleFiguresDto>[] = [
  column('Allocated', (r) => cell.count(r.allocated)),
  column('Allocated overdue', (r) => cell.inr(r.allocated_overdue)),
  column('Attempted %', (r) => cell.rate(r.attempted)),
  column('Contacted %', (r) => cell.rate(r.contacted)),
  column('RPC %', (r) => cell.rate(r.rpc)),
  column('PTP %', (r) => cell.rate(r.ptp)),
  column('PTP amount', (r) => cell.inr(r.ptp_amount)),
  column('Kept', (r) => cell.count(r.kept)),
  column('Kept late', (r) => cell.count(r.kept_late)),
  column('Broken', (r) => cell.count(r.broken)),
  column('Kept rate', (r) => cell.rate(r.kept_rate)),
  column('Collected', (r) => cell.inr(r.collected)),
  column('Collection efficiency', (r) => cell.rate(r.collection_efficiency)),
  column('Resolved %', (r) => cell.rate(r.resolved)),
  column('Roll-back %', (r) => cell.rate(r.rolled_back)),
];

/** An agent's, a group's or a median's figures (a median may be null). */
export const WORK_FIGURE_COLUMNS: CsvColumn<GroupMedianDto>[] = [
  column('Calls', (r) => cell.count(r.calls)),
  column('Talk time (minutes)', (r) => cell.count(r.talk_seconds === null ? null : Math.round(r.talk_seconds / 60))),
  column('Contacted', (r) => cell.count(r.contacted)),
  column('RPC', (r) => cell.count(r.rpc)),
  column('PTP', (r) => cell.count(r.ptp)),
  column('Kept', (r) => cell.count(r.kept)),
  column('Kept rate', (r) => cell.rate(r.kept_rate)),
  column('Collected', (r) => cell.inr(r.collected)),
  column('Present days', (r) => cell.count(r.present_days)),
  column('Calls per present day', (r) => cell.count(r.calls_per_present_day === null ? null : Math.round(r.calls_per_present_day * 10) / 10)),
  column('Collected per present day', (r) => cell.inr(r.collected_per_present_day)),
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
