import { addDays, businessDay, businessInstant, businessMinuteOfDay, isDayString, minutesToTime } from '../../i18n/dates';
import { formatDate, formatTimeOfDay } from '../../i18n/format';

/**
 * The follow-up time rules of the Add New Feedback form (spec §4 "Feedback form", §9 "Follow-up"), as pure
 * functions of a clock passed in (`now`), so they are tested with a fixed time.
 *
 * Days ("YYYY-MM-DD") and slots ("HH:mm") are business days and wall-clock times in the business time zone
 * (i18n/dates), the zone of the server's checks (at least 30 minutes ahead, no later than today + 2 days).
 *
 * Choices where the spec leaves room (docs: report of the feedback issue):
 * - Slots run every 30 minutes from 09:00 to 19:00, both included (the working hours of spec's form).
 * - The preset (a disposition's next-call duration) and the agent's own choice obey the same window: a day
 *   in the past or more than 2 days out resets to tomorrow at the first slot; a time less than 30 minutes
 *   ahead is pushed to the first slot at least 30 minutes ahead (the next day's first slot if none is left).
 */

export const SLOT_MINUTES = 30;
/** 09:00, the first slot. */
export const WORK_START_MINUTES = 9 * 60;
/** 19:00, the last slot. */
export const WORK_END_MINUTES = 19 * 60;
/** Spec §9: a follow-up is at least 30 minutes ahead. */
export const MIN_LEAD_MINUTES = 30;
/** Spec §9: a follow-up is not more than 2 days out (by calendar day). */
export const MAX_FOLLOW_UP_DAYS = 2;

const MINUTE_MS = 60_000;

/** A follow-up as the form holds it: a business day and a slot, either possibly empty. */
export interface FollowUpValue {
  /** "YYYY-MM-DD" or "" */
  date: string;
  /** "HH:mm" or "" */
  time: string;
}

export const EMPTY_FOLLOW_UP: FollowUpValue = { date: '', time: '' };

/** What a normalisation did: nothing, a reset to tomorrow's first slot, or a push past the 30-minute lead. */
export type FollowUpChange = 'none' | 'reset' | 'pushed';

/** The instant of a complete follow-up, else null. */
export function followUpInstant(value: FollowUpValue): Date | null {
  return businessInstant(value.date, value.time);
}

/** Every slot of a working day: 09:00, 09:30, … 19:00. */
export function workingSlots(): string[] {
  const slots: string[] = [];
  for (let minutes = WORK_START_MINUTES; minutes <= WORK_END_MINUTES; minutes += SLOT_MINUTES) slots.push(minutesToTime(minutes));
  return slots;
}

export const FIRST_SLOT = minutesToTime(WORK_START_MINUTES);
export const LAST_SLOT = minutesToTime(WORK_END_MINUTES);

export function isSlot(time: string): boolean {
  return workingSlots().includes(time);
}

/** The earliest day a follow-up may take (the date input's min): today. */
export function minFollowUpDay(now: Date): string {
  return businessDay(now);
}

/** The last day a follow-up may take (the date input's max): today + 2. */
export function maxFollowUpDay(now: Date): string {
  return addDays(businessDay(now), MAX_FOLLOW_UP_DAYS);
}

/** The earliest instant a follow-up may take: now + 30 minutes. */
export function earliestFollowUp(now: Date): Date {
  return new Date(now.getTime() + MIN_LEAD_MINUTES * MINUTE_MS);
}

/**
 * The slots offered for a day: all of them for a later day, only those still ahead of `now` for today
 * (spec §4), none for a past day.
 */
export function slotsForDay(day: string, now: Date): string[] {
  if (!isDayString(day)) return [];
  const current = businessDay(now);
  if (day < current) return [];
  if (day > current) return workingSlots();
  return workingSlots().filter((slot) => (businessInstant(day, slot) as Date).getTime() > now.getTime());
}

/** The first slot of `day` at or after `instant`, or null when none is left that day. */
export function firstSlotAtOrAfter(day: string, instant: Date): string | null {
  return workingSlots().find((slot) => (businessInstant(day, slot) as Date).getTime() >= instant.getTime()) ?? null;
}

/** Whether a day lies in the follow-up window, today to today + 2. */
export function isDayInWindow(day: string, now: Date): boolean {
  return isDayString(day) && day >= minFollowUpDay(now) && day <= maxFollowUpDay(now);
}

/**
 * Applies spec §4's reset rules to a follow-up the agent (or a preset) has just set:
 * - a day in the past or more than 2 days out → tomorrow at the first slot ('reset');
 * - a time less than 30 minutes ahead → the first slot at least 30 minutes ahead, on the next day's first
 *   slot when none is left that day ('pushed');
 * - today with no time yet but no usable slot left → tomorrow, still without a time ('pushed').
 * A time that is not a slot is dropped. An empty day is left alone.
 */
export function normaliseFollowUp(value: FollowUpValue, now: Date): { value: FollowUpValue; change: FollowUpChange } {
  if (!value.date) return { value: { date: '', time: isSlot(value.time) ? value.time : '' }, change: 'none' };
  const tomorrowFirst: FollowUpValue = { date: addDays(businessDay(now), 1), time: FIRST_SLOT };
  if (!isDayInWindow(value.date, now)) return { value: tomorrowFirst, change: 'reset' };

  const earliest = earliestFollowUp(now);
  const time = isSlot(value.time) ? value.time : '';
  if (!time) {
    if (value.date === businessDay(now) && firstSlotAtOrAfter(value.date, earliest) === null) {
      return { value: { date: addDays(value.date, 1), time: '' }, change: 'pushed' };
    }
    return { value: { date: value.date, time: '' }, change: 'none' };
  }

  const at = businessInstant(value.date, time) as Date;
  if (at.getTime() >= earliest.getTime()) return { value: { date: value.date, time }, change: 'none' };
  const sameDay = firstSlotAtOrAfter(value.date, earliest);
  if (sameDay) return { value: { date: value.date, time: sameDay }, change: 'pushed' };
  const nextDay = addDays(value.date, 1);
  if (nextDay <= maxFollowUpDay(now)) return { value: { date: nextDay, time: FIRST_SLOT }, change: 'pushed' };
  return { value: tomorrowFirst, change: 'reset' };
}

/**
 * The next follow-up preset by a disposition (spec §4): now plus its next-call duration, rounded up to a
 * slot and kept inside the working day (before the first slot → the first slot; past the last slot → the
 * last slot), then held to the follow-up window by {@link normaliseFollowUp}. Without a duration (null, or
 * not a positive number of minutes) the preset is today with an empty time.
 */
export function presetFromDuration(durationMinutes: number | null | undefined, now: Date): FollowUpValue {
  if (durationMinutes === null || durationMinutes === undefined || !Number.isFinite(durationMinutes) || durationMinutes <= 0) {
    return { date: businessDay(now), time: '' };
  }
  const target = new Date(now.getTime() + durationMinutes * MINUTE_MS);
  const rounded = Math.ceil(businessMinuteOfDay(target) / SLOT_MINUTES) * SLOT_MINUTES;
  const minutes = Math.min(Math.max(rounded, WORK_START_MINUTES), WORK_END_MINUTES);
  return normaliseFollowUp({ date: businessDay(target), time: minutesToTime(minutes) }, now).value;
}

/** "Today", "Tomorrow", or the date in en-IN ("Wed, 08 Jan"), for a day of the follow-up window. */
export function formatFollowUpDay(day: string, now: Date): string {
  if (!isDayString(day)) return day;
  const current = businessDay(now);
  if (day === current) return 'Today';
  if (day === addDays(current, 1)) return 'Tomorrow';
  return formatDate(day, 'weekday');
}

/** "Today, 03:30 pm"; "Today" alone while the time is empty. */
export function formatFollowUp(value: FollowUpValue, now: Date): string {
  if (!value.date) return '';
  const day = formatFollowUpDay(value.date, now);
  return value.time ? `${day}, ${formatTimeOfDay(value.time)}` : day;
}

/** "Today"/"Tomorrow" inside a sentence. */
export function inSentence(text: string): string {
  return text.replace(/^(Today|Tomorrow)/, (word) => word.toLowerCase());
}

/**
 * Why a follow-up just moved, in words for the note under the fields (empty when it did not). `fromDay`, the day
 * the agent had typed, is named when known: "31 Dec 2025 is more than 2 days ahead: the follow-up was moved to …".
 */
export function describeChange(change: FollowUpChange, value: FollowUpValue, now: Date, fromDay?: string): string {
  if (change === 'reset') {
    const to = inSentence(formatFollowUp(value, now));
    if (fromDay && isDayString(fromDay) && !isDayInWindow(fromDay, now)) {
      const why = fromDay < minFollowUpDay(now) ? 'is in the past' : `is more than ${MAX_FOLLOW_UP_DAYS} days ahead`;
      return `${formatDate(fromDay)} ${why}: the follow-up was moved to ${to}.`;
    }
    return `Follow-ups must be between today and ${MAX_FOLLOW_UP_DAYS} days ahead: moved to ${to}.`;
  }
  if (change === 'pushed') {
    return value.time
      ? `Follow-ups need at least ${MIN_LEAD_MINUTES} minutes' notice: moved to ${inSentence(formatFollowUp(value, now))}.`
      : `No time slot is left today: moved to ${inSentence(formatFollowUpDay(value.date, now))}.`;
  }
  return '';
}
