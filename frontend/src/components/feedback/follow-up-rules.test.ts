import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { addDays, businessDay, businessInstant, timeToMinutes } from '../../i18n/dates';
import { formatTimeOfDay } from '../../i18n/format';
import {
  FIRST_SLOT,
  LAST_SLOT,
  describeChange,
  earliestFollowUp,
  firstSlotAtOrAfter,
  formatFollowUp,
  isDayInWindow,
  maxFollowUpDay,
  minFollowUpDay,
  normaliseFollowUp,
  presetFromDuration,
  slotsForDay,
  workingSlots,
} from './follow-up-rules';

// The rules work in the business time zone (Asia/Kolkata in the tests), not the browser's: run them in a browser
// far from India (Node picks up a TZ change at run time) and restore the zone afterwards.
const originalTz = process.env.TZ;
beforeAll(() => {
  process.env.TZ = 'America/Los_Angeles';
});
afterAll(() => {
  process.env.TZ = originalTz;
});

/** Sets the fake clock to an IST wall time, e.g. "2025-01-06 10:05". */
function at(istWallTime: string): Date {
  vi.useFakeTimers();
  vi.setSystemTime(new Date(`${istWallTime.replace(' ', 'T')}:00+05:30`));
  return new Date();
}

afterEach(() => {
  vi.useRealTimers();
});

describe('time zone', () => {
  it('uses the business (IST) calendar day, not the UTC or the browser one', () => {
    // 18:45 UTC on the 6th is 00:15 on the 7th in India.
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2025-01-06T18:45:00Z'));
    expect(businessDay(new Date())).toBe('2025-01-07');
  });

  it('builds instants in business time', () => {
    expect(businessInstant('2025-01-06', '15:30')?.toISOString()).toBe('2025-01-06T10:00:00.000Z');
    expect(businessInstant('2025-01-06', '')).toBeNull();
    expect(businessInstant('2025-02-30', '10:00')).toBeNull();
    expect(businessInstant('2025-01-06', '25:00')).toBeNull();
  });
});

describe('slots', () => {
  it('runs every 30 minutes from 09:00 to 19:00', () => {
    const slots = workingSlots();
    expect(slots[0]).toBe('09:00');
    expect(slots[1]).toBe('09:30');
    expect(slots.at(-1)).toBe('19:00');
    expect(slots).toHaveLength(21);
    expect(FIRST_SLOT).toBe('09:00');
    expect(LAST_SLOT).toBe('19:00');
    expect(slots.every((slot) => (timeToMinutes(slot) as number) % 30 === 0)).toBe(true);
  });

  it('offers only the slots still ahead when the day is today', () => {
    const now = at('2025-01-06 10:05');
    const slots = slotsForDay('2025-01-06', now);
    expect(slots[0]).toBe('10:30');
    expect(slots.at(-1)).toBe('19:00');
    expect(slots).not.toContain('10:00');
  });

  it('does not offer the slot of this very minute', () => {
    const now = at('2025-01-06 10:30');
    expect(slotsForDay('2025-01-06', now)[0]).toBe('11:00');
  });

  it('offers every slot on a later day and none on a past day', () => {
    const now = at('2025-01-06 10:05');
    expect(slotsForDay('2025-01-07', now)).toEqual(workingSlots());
    expect(slotsForDay('2025-01-05', now)).toEqual([]);
    expect(slotsForDay('not a day', now)).toEqual([]);
  });

  it('offers nothing today after the last slot', () => {
    const now = at('2025-01-06 19:10');
    expect(slotsForDay('2025-01-06', now)).toEqual([]);
  });

  it('finds the first slot at or after an instant', () => {
    expect(firstSlotAtOrAfter('2025-01-06', new Date('2025-01-06T10:35:00+05:30'))).toBe('11:00');
    expect(firstSlotAtOrAfter('2025-01-06', new Date('2025-01-06T11:00:00+05:30'))).toBe('11:00');
    expect(firstSlotAtOrAfter('2025-01-06', new Date('2025-01-06T06:00:00+05:30'))).toBe('09:00');
    expect(firstSlotAtOrAfter('2025-01-06', new Date('2025-01-06T19:01:00+05:30'))).toBeNull();
  });
});

describe('follow-up window', () => {
  it('runs from today to today + 2 days, across month ends', () => {
    let now = at('2025-01-06 10:05');
    expect(minFollowUpDay(now)).toBe('2025-01-06');
    expect(maxFollowUpDay(now)).toBe('2025-01-08');
    now = at('2025-01-31 12:00');
    expect(maxFollowUpDay(now)).toBe('2025-02-02');
    now = at('2024-02-28 12:00');
    expect(maxFollowUpDay(now)).toBe('2024-03-01');
    expect(addDays('2024-12-31', 1)).toBe('2025-01-01');
  });

  it('knows which days are inside it', () => {
    const now = at('2025-01-06 10:05');
    expect(isDayInWindow('2025-01-05', now)).toBe(false);
    expect(isDayInWindow('2025-01-06', now)).toBe(true);
    expect(isDayInWindow('2025-01-08', now)).toBe(true);
    expect(isDayInWindow('2025-01-09', now)).toBe(false);
  });

  it('starts 30 minutes from now', () => {
    const now = at('2025-01-06 10:05');
    expect(earliestFollowUp(now).toISOString()).toBe(new Date('2025-01-06T10:35:00+05:30').toISOString());
  });
});

describe('presetFromDuration', () => {
  it('is now plus the duration, rounded up to the next slot', () => {
    const now = at('2025-01-06 10:05');
    expect(presetFromDuration(30, now)).toEqual({ date: '2025-01-06', time: '11:00' });
    expect(presetFromDuration(60, now)).toEqual({ date: '2025-01-06', time: '11:30' });
    expect(presetFromDuration(240, now)).toEqual({ date: '2025-01-06', time: '14:30' });
  });

  it('keeps a time that falls exactly on a slot', () => {
    const now = at('2025-01-06 10:00');
    expect(presetFromDuration(30, now)).toEqual({ date: '2025-01-06', time: '10:30' });
  });

  it('rounds up as soon as a second has passed', () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2025-01-06T10:00:01+05:30'));
    expect(presetFromDuration(30, new Date())).toEqual({ date: '2025-01-06', time: '11:00' });
  });

  it('uses the last slot when now plus the duration is past it', () => {
    const now = at('2025-01-06 17:45');
    expect(presetFromDuration(120, now)).toEqual({ date: '2025-01-06', time: '19:00' });
  });

  it('moves to tomorrow when the last slot is less than 30 minutes away', () => {
    const now = at('2025-01-06 18:45');
    expect(presetFromDuration(30, now)).toEqual({ date: '2025-01-07', time: '09:00' });
  });

  it('uses the first slot when the time is before working hours', () => {
    expect(presetFromDuration(60, at('2025-01-06 07:00'))).toEqual({ date: '2025-01-06', time: '09:00' });
    // Late at night the next call falls early the next morning.
    expect(presetFromDuration(30, at('2025-01-06 23:50'))).toEqual({ date: '2025-01-07', time: '09:00' });
  });

  it('carries over to later days within the 2-day window', () => {
    const now = at('2025-01-06 10:05');
    expect(presetFromDuration(24 * 60, now)).toEqual({ date: '2025-01-07', time: '10:30' });
    expect(presetFromDuration(48 * 60, now)).toEqual({ date: '2025-01-08', time: '10:30' });
  });

  it('resets to tomorrow at the first slot when the duration reaches past 2 days', () => {
    const now = at('2025-01-06 10:05');
    expect(presetFromDuration(72 * 60, now)).toEqual({ date: '2025-01-07', time: '09:00' });
    expect(presetFromDuration(7 * 24 * 60, now)).toEqual({ date: '2025-01-07', time: '09:00' });
  });

  it('is today with an empty time when there is no duration', () => {
    const now = at('2025-01-06 10:05');
    for (const duration of [null, undefined, 0, -30, Number.NaN]) {
      expect(presetFromDuration(duration, now)).toEqual({ date: '2025-01-06', time: '' });
    }
  });

  it('is always at least 30 minutes ahead and within the window when it has a time', () => {
    for (const wall of ['2025-01-06 00:00', '2025-01-06 08:59', '2025-01-06 12:31', '2025-01-06 18:29', '2025-01-06 18:31', '2025-01-06 21:00']) {
      const now = at(wall);
      for (const duration of [1, 15, 29, 30, 31, 45, 90, 600, 1439, 2000, 2880, 5000]) {
        const preset = presetFromDuration(duration, now);
        const instant = businessInstant(preset.date, preset.time) as Date;
        expect(instant.getTime(), `${wall} + ${duration}`).toBeGreaterThanOrEqual(earliestFollowUp(now).getTime());
        expect(isDayInWindow(preset.date, now), `${wall} + ${duration}`).toBe(true);
        expect(workingSlots()).toContain(preset.time);
      }
    }
  });
});

describe('normaliseFollowUp', () => {
  it('resets a past date to tomorrow at the first slot', () => {
    const now = at('2025-01-06 10:05');
    expect(normaliseFollowUp({ date: '2025-01-05', time: '15:00' }, now)).toEqual({ value: { date: '2025-01-07', time: '09:00' }, change: 'reset' });
  });

  it('resets a date more than 2 days out to tomorrow at the first slot', () => {
    const now = at('2025-01-06 10:05');
    expect(normaliseFollowUp({ date: '2025-01-09', time: '' }, now)).toEqual({ value: { date: '2025-01-07', time: '09:00' }, change: 'reset' });
    expect(normaliseFollowUp({ date: '2025-01-08', time: '09:00' }, now)).toEqual({ value: { date: '2025-01-08', time: '09:00' }, change: 'none' });
  });

  it('pushes a time less than 30 minutes ahead to the first slot at least 30 minutes ahead', () => {
    const now = at('2025-01-06 10:05');
    expect(normaliseFollowUp({ date: '2025-01-06', time: '10:30' }, now)).toEqual({ value: { date: '2025-01-06', time: '11:00' }, change: 'pushed' });
    expect(normaliseFollowUp({ date: '2025-01-06', time: '09:00' }, now)).toEqual({ value: { date: '2025-01-06', time: '11:00' }, change: 'pushed' });
    expect(normaliseFollowUp({ date: '2025-01-06', time: '11:00' }, now)).toEqual({ value: { date: '2025-01-06', time: '11:00' }, change: 'none' });
  });

  it('accepts a time exactly 30 minutes ahead', () => {
    const now = at('2025-01-06 10:30');
    expect(normaliseFollowUp({ date: '2025-01-06', time: '11:00' }, now).change).toBe('none');
  });

  it('pushes to the next day when no slot is left today', () => {
    const now = at('2025-01-06 18:45');
    expect(normaliseFollowUp({ date: '2025-01-06', time: '19:00' }, now)).toEqual({ value: { date: '2025-01-07', time: '09:00' }, change: 'pushed' });
  });

  it('moves today without a time to tomorrow once no slot is left', () => {
    expect(normaliseFollowUp({ date: '2025-01-06', time: '' }, at('2025-01-06 19:30'))).toEqual({ value: { date: '2025-01-07', time: '' }, change: 'pushed' });
    expect(normaliseFollowUp({ date: '2025-01-06', time: '' }, at('2025-01-06 10:05'))).toEqual({ value: { date: '2025-01-06', time: '' }, change: 'none' });
  });

  it('leaves later days and empty values alone, and drops times that are not slots', () => {
    const now = at('2025-01-06 10:05');
    expect(normaliseFollowUp({ date: '2025-01-07', time: '09:00' }, now).change).toBe('none');
    expect(normaliseFollowUp({ date: '', time: '' }, now)).toEqual({ value: { date: '', time: '' }, change: 'none' });
    expect(normaliseFollowUp({ date: '2025-01-07', time: '10:15' }, now).value).toEqual({ date: '2025-01-07', time: '' });
    expect(normaliseFollowUp({ date: '2025-01-07', time: '20:00' }, now).value).toEqual({ date: '2025-01-07', time: '' });
  });
});

describe('labels', () => {
  it('writes slots as en-IN 12-hour times', () => {
    expect(formatTimeOfDay('09:00')).toBe('09:00 am');
    expect(formatTimeOfDay('12:00')).toBe('12:00 pm');
    expect(formatTimeOfDay('15:30')).toBe('03:30 pm');
    expect(formatTimeOfDay('00:30')).toBe('12:30 am');
    expect(formatTimeOfDay('nonsense')).toBe('nonsense');
  });

  it('names the day relative to today', () => {
    const now = at('2025-01-06 10:05');
    expect(formatFollowUp({ date: '2025-01-06', time: '11:00' }, now)).toBe('Today, 11:00 am');
    expect(formatFollowUp({ date: '2025-01-07', time: '09:00' }, now)).toBe('Tomorrow, 09:00 am');
    expect(formatFollowUp({ date: '2025-01-08', time: '' }, now)).toBe('Wed, 08 Jan');
    expect(formatFollowUp({ date: '', time: '' }, now)).toBe('');
  });

  it('explains why a follow-up moved', () => {
    const now = at('2025-01-06 10:05');
    expect(describeChange('reset', { date: '2025-01-07', time: '09:00' }, now)).toBe('Follow-ups must be between today and 2 days ahead: moved to tomorrow, 09:00 am.');
    expect(describeChange('pushed', { date: '2025-01-06', time: '11:00' }, now)).toBe("Follow-ups need at least 30 minutes' notice: moved to today, 11:00 am.");
    expect(describeChange('pushed', { date: '2025-01-07', time: '' }, now)).toBe('No time slot is left today: moved to tomorrow.');
    expect(describeChange('none', { date: '2025-01-07', time: '' }, now)).toBe('');
    // With the day the agent typed, the message names it.
    expect(describeChange('reset', { date: '2025-01-07', time: '09:00' }, now, '2025-12-31')).toBe('31 Dec 2025 is more than 2 days ahead: the follow-up was moved to tomorrow, 09:00 am.');
    expect(describeChange('reset', { date: '2025-01-07', time: '09:00' }, now, '2025-01-02')).toBe('02 Jan 2025 is in the past: the follow-up was moved to tomorrow, 09:00 am.');
  });
});
