import type { LeadCycleName } from '../../api/types';
import { businessDay, businessMonth, isDayString, type DayString } from '../../i18n/dates';

/** Spec §9: lead cycle names. */
export const LEAD_CYCLE_NAMES: readonly LeadCycleName[] = ['Pre-EMI', 'Overdue', 'Overdue-HB'];

export const LEAD_CYCLE_MESSAGES = {
  name: 'Lead cycle name must be at least 2 characters',
  start: 'Start date is required',
  end: 'End date is required',
  order: 'End date must be on or after the start date',
  today: 'Current date must be within the lead cycle start and end dates',
} as const;

export interface LeadCycleFormValues {
  name?: string;
  description?: string | null;
  lead_cycle_start_date?: string | null;
  lead_cycle_end_date?: string | null;
}

/** Spec §5: defaults are the start and end of the current period (the IST month). */
export function defaultLeadCycleValues(now: Date = new Date()): LeadCycleFormValues {
  const month = businessMonth(now);
  return { name: 'Overdue', description: '', lead_cycle_start_date: month.start, lead_cycle_end_date: month.end };
}

/**
 * Spec §5 lead-cycle rules, checked on submit: a known name, valid start and end dates, end not before start,
 * and today (IST) within them. Returns field messages (empty when valid).
 */
export function validateLeadCycle(values: LeadCycleFormValues, now: Date = new Date()): Record<string, string> {
  const errors: Record<string, string> = {};
  const name = values.name?.trim() ?? '';
  if (name.length < 2 || !(LEAD_CYCLE_NAMES as readonly string[]).includes(name)) errors.name = LEAD_CYCLE_MESSAGES.name;
  const start = values.lead_cycle_start_date ?? '';
  const end = values.lead_cycle_end_date ?? '';
  if (!isDayString(start)) errors.lead_cycle_start_date = LEAD_CYCLE_MESSAGES.start;
  if (!isDayString(end)) errors.lead_cycle_end_date = LEAD_CYCLE_MESSAGES.end;
  if (errors.lead_cycle_start_date || errors.lead_cycle_end_date) return errors;
  if (end < start) {
    errors.lead_cycle_end_date = LEAD_CYCLE_MESSAGES.order;
    return errors;
  }
  const today: DayString = businessDay(now);
  if (today < start || today > end) errors.lead_cycle_start_date = LEAD_CYCLE_MESSAGES.today;
  return errors;
}
