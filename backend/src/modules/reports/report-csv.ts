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

/** The rows of `batches`, one at a time. */
export async function* flatten<Row>(batches: AsyncIterable<Row[]>): AsyncGenerator<Row> {
  for await (const batch of batches) yield* batch;
}

/**
 * Writes the rows as CSV, one line at a time, waiting whenever the client reads slower than we write. `rows` may be
 * read as they are written (an async iterable from a cursor): no report is held whole in memory. A client that goes
 * away ends the iteration (its `return` releases the cursor).
 */
export async function streamCsv<Row>(response: Response, fileName: string, columns: CsvColumn<Row>[], rows: Iterable<Row> | AsyncIterable<Row>): Promise<void> {
  response.setHeader('Content-Type', 'text/csv; charset=utf-8');
  response.setHeader('Content-Disposition', `attachment; filename="${fileName}"`);
  response.write(csvLine(columns.map((column) => column.heading)));
  for await (const row of rows) {
    if (response.destroyed) break;
    if (!response.write(csvLine(columns.map((column) => column.value(row))))) {
      await new Promise((resolve) => {
        response.once('drain', resolve);
        response.once('close', resolve);
      });
    }
  }
  response.end();
}
