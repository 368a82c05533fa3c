/** The cycle comparison's arithmetic, apart from the screen: each figure's value and its change against the previous cycle. */
import { CYCLE_FIGURES, type CycleFigureKey, type ReportFigure } from '@crm/shared/reports';
import { figureDelta, type Delta } from './report-format';
import type { CycleFigures } from './report-types';

export type CycleFigure = ReportFigure & { key: CycleFigureKey };

/** What was allocated grows or shrinks with the portfolio: neither better nor worse. */
export const NEUTRAL_CYCLE_FIGURES: ReadonlySet<CycleFigureKey> = new Set(['allocated', 'allocated_overdue']);

export const cycleValue = (row: CycleFigures, figure: CycleFigure): number | null => row[figure.key];

/** Each figure of `row` with its change against `previous` (none for the first). */
export function cycleDeltas(row: CycleFigures, previous: CycleFigures | undefined): Record<CycleFigureKey, Delta | null> {
  return Object.fromEntries(
    CYCLE_FIGURES.map((figure) => [figure.key, previous ? figureDelta(figure.unit, cycleValue(row, figure), cycleValue(previous, figure)) : null]),
  ) as Record<CycleFigureKey, Delta | null>;
}
