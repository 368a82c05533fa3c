import type { InstantRange } from '../../api/types';
import {
  addDays,
  businessDay,
  businessMonth,
  businessWeek,
  endOfBusinessDay,
  isDayString,
  startOfBusinessDay,
  type DayString,
} from '../../i18n/dates';

/** Spec §2: range presets Today, Yesterday, This Week, This Month (IST calendar days). */
export const RANGE_PRESETS = [
  { id: 'today', label: 'Today' },
  { id: 'yesterday', label: 'Yesterday' },
  { id: 'thisWeek', label: 'This Week' },
  { id: 'thisMonth', label: 'This Month' },
] as const;

export type RangePreset = (typeof RANGE_PRESETS)[number]['id'];

/** The whole IST days from `from` to `to` (either may be empty), as instants. */
export function rangeFromDays(from?: DayString | null, to?: DayString | null): InstantRange | undefined {
  const range: InstantRange = {};
  if (from && isDayString(from)) range.start = startOfBusinessDay(from).toISOString();
  if (to && isDayString(to)) range.end = endOfBusinessDay(to).toISOString();
  return range.start || range.end ? range : undefined;
}

function presetDays(preset: RangePreset, now: Date): { from: DayString; to: DayString } {
  const today = businessDay(now);
  switch (preset) {
    case 'today':
      return { from: today, to: today };
    case 'yesterday': {
      const yesterday = addDays(today, -1);
      return { from: yesterday, to: yesterday };
    }
    case 'thisWeek': {
      const week = businessWeek(now);
      return { from: week.start, to: week.end };
    }
    case 'thisMonth': {
      const month = businessMonth(now);
      return { from: month.start, to: month.end };
    }
  }
}

/** The instants of a preset: "Today" is 00:00:00.000 to 23:59:59.999 IST today, and so on. */
export function presetRange(preset: RangePreset, now: Date = new Date()): Required<InstantRange> {
  const { from, to } = presetDays(preset, now);
  return { start: startOfBusinessDay(from).toISOString(), end: endOfBusinessDay(to).toISOString() };
}

/** Which preset a range is exactly, if any (to highlight the chosen preset). */
export function matchPreset(range: InstantRange | undefined, now: Date = new Date()): RangePreset | undefined {
  if (!range?.start || !range.end) return undefined;
  return RANGE_PRESETS.find(({ id }) => {
    const candidate = presetRange(id, now);
    return sameInstant(candidate.start, range.start) && sameInstant(candidate.end, range.end);
  })?.id;
}

function sameInstant(a: string | undefined, b: string | undefined): boolean {
  if (!a || !b) return false;
  return new Date(a).getTime() === new Date(b).getTime();
}

/** The IST days a range covers, for date inputs ("" for an open end). */
export function daysOfRange(range: InstantRange | undefined): { from: DayString | ''; to: DayString | '' } {
  return {
    from: range?.start ? businessDay(range.start) : '',
    to: range?.end ? businessDay(range.end) : '',
  };
}
