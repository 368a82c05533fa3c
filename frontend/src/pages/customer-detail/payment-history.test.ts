import { describe, expect, it } from 'vitest';
import { buildPaymentHistory, splitSemicolonNumbers } from './payment-history';

describe('splitSemicolonNumbers', () => {
  it('reads numbers, blanks and placeholders', () => {
    expect(splitSemicolonNumbers('0;15; 30 ;;NA;-;₹1,500')).toEqual([0, 15, 30, null, null, null, 1500]);
    expect(splitSemicolonNumbers('')).toEqual([]);
    expect(splitSemicolonNumbers(undefined)).toEqual([]);
    expect(splitSemicolonNumbers(42)).toEqual([42]);
    expect(splitSemicolonNumbers('abc')).toEqual([null]);
  });
});

describe('buildPaymentHistory', () => {
  const now = new Date('2026-11-21T10:00:00Z');

  it('ends with the report month, newest first, with paid dates from the payments', () => {
    const rows = buildPaymentHistory(
      {
        month: 11,
        year: 2026,
        metadata: { dpd_string_last_6m: '0;90;15;0;90;90', paid_string_last_6m: '18697;0;0;18697;0;0' },
        payments: [
          { paid_date: '2026-06-05', total_paid_amount: 18697 },
          { paid_date: '2026-09-06', total_paid_amount: 18697 },
        ],
      },
      now,
    );
    expect(rows).toEqual([
      { month: '2026-11-01', dpd: 90, paidAmount: 0, paidDate: null },
      { month: '2026-10-01', dpd: 90, paidAmount: 0, paidDate: null },
      { month: '2026-09-01', dpd: 0, paidAmount: 18697, paidDate: '2026-09-06' },
      { month: '2026-08-01', dpd: 15, paidAmount: 0, paidDate: null },
      { month: '2026-07-01', dpd: 90, paidAmount: 0, paidDate: null },
      { month: '2026-06-01', dpd: 0, paidAmount: 18697, paidDate: '2026-06-05' },
    ]);
  });

  it("shows what was recorded in a month when the lender's figure is lower (a payment after the report), never ₹0 beside it", () => {
    const rows = buildPaymentHistory(
      {
        month: 11,
        year: 2026,
        metadata: { dpd_string_last_6m: '0;30', paid_string_last_6m: '9000;0' },
        payments: [
          { paid_date: '2026-11-27', total_paid_amount: 17582 },
          { paid_date: '2026-11-20', total_paid_amount: 418 },
          { paid_date: '2026-10-04', total_paid_amount: 5000 },
        ],
      },
      now,
    );
    expect(rows).toEqual([
      { month: '2026-11-01', dpd: 30, paidAmount: 18000, paidDate: '2026-11-27' },
      { month: '2026-10-01', dpd: 0, paidAmount: 9000, paidDate: '2026-10-04' },
    ]);
  });

  it('uses the current IST month without a report month, and crosses the year', () => {
    const rows = buildPaymentHistory({ metadata: { dpd_string_last_6m: '30;0', paid_string_last_6m: '0;5000' } }, new Date('2026-01-31T20:00:00Z'));
    expect(rows.map((r) => r.month)).toEqual(['2026-02-01', '2026-01-01']);
    expect(rows[0]).toMatchObject({ dpd: 0, paidAmount: 5000 });
    expect(buildPaymentHistory({ metadata: { dpd_string_last_6m: '5;6' } }, new Date('2026-01-10T00:00:00Z')).map((r) => r.month)).toEqual(['2026-01-01', '2025-12-01']);
  });

  it('aligns strings of different lengths on the latest month and keeps at most 6', () => {
    const rows = buildPaymentHistory({ month: 3, year: 2025, metadata: { dpd_string_last_6m: '1;2;3;4;5;6;7;8', paid_string_last_6m: '100;200' } }, now);
    expect(rows).toHaveLength(6);
    expect(rows[0]).toEqual({ month: '2025-03-01', dpd: 8, paidAmount: 200, paidDate: null });
    expect(rows[1]).toEqual({ month: '2025-02-01', dpd: 7, paidAmount: 100, paidDate: null });
    expect(rows[2]).toEqual({ month: '2025-01-01', dpd: 6, paidAmount: null, paidDate: null });
  });

  it('gives no rows without the strings (No payment history available)', () => {
    expect(buildPaymentHistory({ metadata: {} }, now)).toEqual([]);
    expect(buildPaymentHistory({ metadata: { dpd_string_last_6m: '', paid_string_last_6m: ';;' } }, now)).toEqual([]);
    expect(buildPaymentHistory({}, now)).toEqual([]);
    expect(buildPaymentHistory({ metadata: null }, now)).toEqual([]);
  });

  it('ignores an invalid report month', () => {
    const rows = buildPaymentHistory({ month: 13, year: 2026, metadata: { dpd_string_last_6m: '0' } }, now);
    expect(rows[0].month).toBe('2026-11-01');
  });
});
