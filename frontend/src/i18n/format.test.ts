import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatDate, formatDateTime, formatDayMonthYear, formatINR, formatMobile, formatMonthYear, formatNumber, formatRelativeDay, formatTime } from './format';

describe('formatINR', () => {
  it('uses Indian digit grouping and no decimals', () => {
    expect(formatINR(123456)).toBe('₹1,23,456');
    expect(formatINR(12345678)).toBe('₹1,23,45,678');
    expect(formatINR(999)).toBe('₹999');
    expect(formatINR(0)).toBe('₹0');
  });

  it('rounds to whole rupees', () => {
    expect(formatINR(1234.4)).toBe('₹1,234');
    expect(formatINR(1234.5)).toBe('₹1,235');
  });

  it('accepts numeric strings (PostgreSQL numerics arrive as strings)', () => {
    expect(formatINR('250000.00')).toBe('₹2,50,000');
  });

  it('shows a dash for empty or invalid values', () => {
    expect(formatINR(null)).toBe('—');
    expect(formatINR(undefined)).toBe('—');
    expect(formatINR('')).toBe('—');
    expect(formatINR('abc')).toBe('—');
  });

  it('formats negative amounts', () => {
    expect(formatINR(-1500)).toBe('-₹1,500');
  });

  it('handles crores, lakhs and tiny amounts', () => {
    expect(formatINR(100000)).toBe('₹1,00,000');
    expect(formatINR(10000000)).toBe('₹1,00,00,000');
    expect(formatINR(0.4)).toBe('₹0');
    expect(formatINR(99999.5)).toBe('₹1,00,000');
    expect(formatINR('1,234')).toBe('—');
  });
});

describe('formatNumber', () => {
  it('groups digits the Indian way', () => {
    expect(formatNumber(1234567)).toBe('12,34,567');
  });
});

describe('formatDate', () => {
  it('formats calendar dates in en-IN without shifting the day', () => {
    expect(formatDate('2025-01-05')).toBe('05 Jan 2025');
    expect(formatDate('2025-01-05', 'short')).toBe('05/01/2025');
    expect(formatDate('2026-09-06')).toBe('06 Sep 2026');
  });

  it('formats instants in Asia/Kolkata', () => {
    // 20:00 UTC is already the next day in India
    expect(formatDate('2025-01-05T20:00:00Z')).toBe('06 Jan 2025');
    expect(formatDateTime('2025-01-05T10:00:00Z')).toMatch(/^05 Jan 2025, 03:30 pm$/i);
  });

  it('shows a dash for empty or invalid values', () => {
    expect(formatDate(null)).toBe('—');
    expect(formatDate('not a date')).toBe('—');
  });
});

describe('formatDayMonthYear (payment history dates, dd-MMM-yyyy)', () => {
  it('formats calendar dates and instants in IST', () => {
    expect(formatDayMonthYear('2026-09-06')).toBe('06-Sep-2026');
    expect(formatDayMonthYear('2025-01-05')).toBe('05-Jan-2025');
    expect(formatDayMonthYear('2025-01-05T20:00:00Z')).toBe('06-Jan-2025');
    expect(formatDayMonthYear(null)).toBe('—');
  });

  it('formats months and times', () => {
    expect(formatMonthYear('2026-11-01')).toBe('Nov 2026');
    expect(formatMonthYear('2026-09-01')).toBe('Sep 2026');
    expect(formatTime('2025-01-05T10:00:00Z')).toMatch(/^03:30 pm$/i);
    expect(formatTime('2025-01-05')).toBe('—');
  });
});

describe('formatRelativeDay (spec §9 relative labels)', () => {
  // 10 Jan 2025, 10:00 IST
  const now = new Date('2025-01-10T04:30:00Z');

  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(now);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('says Today, Yesterday and Tomorrow by IST calendar day', () => {
    expect(formatRelativeDay('2025-01-10T18:00:00Z')).toBe('Today'); // 11:30 pm IST
    expect(formatRelativeDay('2025-01-10T18:30:00Z')).toBe('Tomorrow'); // midnight IST
    expect(formatRelativeDay('2025-01-09T18:29:00Z')).toBe('Yesterday'); // 11:59 pm IST on the 9th
    expect(formatRelativeDay('2025-01-09')).toBe('Yesterday');
  });

  it('counts days within a week, then shows the date', () => {
    expect(formatRelativeDay('2025-01-07T06:00:00Z')).toBe('3 days ago');
    expect(formatRelativeDay('2025-01-03T06:00:00Z')).toBe('7 days ago');
    expect(formatRelativeDay('2025-01-02T06:00:00Z')).toBe('02 Jan 2025');
    expect(formatRelativeDay('2025-01-13T06:00:00Z')).toBe('In 3 days');
    expect(formatRelativeDay('2025-01-17T06:00:00Z')).toBe('In 7 days');
    expect(formatRelativeDay('2025-01-18T06:00:00Z')).toBe('18 Jan 2025');
  });

  it('accepts an explicit clock and empty values', () => {
    expect(formatRelativeDay('2025-03-01', new Date('2025-02-28T12:00:00Z'))).toBe('Tomorrow');
    expect(formatRelativeDay(null)).toBe('—');
    expect(formatRelativeDay('garbage')).toBe('—');
  });
});

describe('formatMobile', () => {
  it('strips a 91 or 0 prefix for display', () => {
    expect(formatMobile('919876543210')).toBe('9876543210');
    expect(formatMobile('+91 98765 43210')).toBe('9876543210');
    expect(formatMobile('09876543210')).toBe('9876543210');
    expect(formatMobile('9876543210')).toBe('9876543210');
    expect(formatMobile(null)).toBe('—');
  });
});

describe("formatDate 'short' (spec §9 dd/MM/yyyy)", () => {
  it('formats calendar dates as they are and instants by their IST day', () => {
    expect(formatDate('2026-12-05', 'short')).toBe('05/12/2026');
    expect(formatDate('2025-01-05T20:00:00Z', 'short')).toBe('06/01/2025');
    expect(formatDate(undefined, 'short')).toBe('—');
  });
});
