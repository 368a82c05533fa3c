import type { Response } from 'express';
import { formatBusinessDate } from '../../common/time/business-date.js';
import { csvLine } from '../customers/import/csv-writer.js';

/** Cells in the en-IN text form people here read: Indian grouping, INR without decimals, percentages, dd/mm/yyyy. */
const grouped = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 });
const inr = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0, minimumFractionDigits: 0 });
const percent = new Intl.NumberFormat('en-IN', { style: 'percent', maximumFractionDigits: 1 });

export const cell = {
  count: (value: number | null) => (value === null ? '' : grouped.format(value)),
  inr: (value: number | null) => (value === null ? '' : inr.format(value)),
  rate: (value: number | null) => (value === null ? '' : percent.format(value)),
  date: (value: string) => formatBusinessDate(value),
  text: (value: string | null) => value ?? '',
};

/** One CSV column: its heading and how a row gives its cell. */
export interface CsvColumn<Row> {
  heading: string;
  value: (row: Row) => string;
}

/**
 * Writes the rows as CSV, one line at a time, waiting whenever the client reads slower than we write: a report
 * holds at most a few hundred rows, and none is formatted before the previous one is on its way.
 */
export async function streamCsv<Row>(response: Response, fileName: string, columns: CsvColumn<Row>[], rows: Iterable<Row>): Promise<void> {
  response.setHeader('Content-Type', 'text/csv; charset=utf-8');
  response.setHeader('Content-Disposition', `attachment; filename="${fileName}"`);
  response.write(csvLine(columns.map((column) => column.heading)));
  for (const row of rows) {
    if (!response.write(csvLine(columns.map((column) => column.value(row))))) await new Promise((resolve) => response.once('drain', resolve));
  }
  response.end();
}
