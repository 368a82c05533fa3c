import { describe, expect, it } from 'vitest';
import { NO_FILTER, filterYears, isFiltered, serverFilter, serverSort, withMonth, withYear } from './all-leaves-rules';

describe("all users' leaves", () => {
  it("sends only the filters set, the search trimmed, as the server's keys", () => {
    expect(serverFilter(NO_FILTER)).toEqual({});
    expect(serverFilter({ ...NO_FILTER, search: '  priya ', type: 'SL', status: 'rejected' })).toEqual({ q: 'priya', type: 'SL', status: 'rejected' });
  });

  it('asks for the days of the chosen month or year (a leave across their ends is kept by the server)', () => {
    expect(serverFilter({ ...NO_FILTER, year: 2025 })).toEqual({ from: '2025-01-01', to: '2025-12-31' });
    expect(serverFilter({ ...NO_FILTER, month: 2, year: 2028 })).toEqual({ from: '2028-02-01', to: '2028-02-29' });
    expect(serverFilter({ ...NO_FILTER, month: 12, year: 2026 })).toEqual({ from: '2026-12-01', to: '2026-12-31' });
  });

  it('dates a month chosen under "All years" in this year, and clears the month with "All years"', () => {
    expect(withMonth(NO_FILTER, 3, 2026)).toEqual({ ...NO_FILTER, month: 3, year: 2026 });
    expect(withMonth({ ...NO_FILTER, year: 2023 }, 3, 2026)).toEqual({ ...NO_FILTER, month: 3, year: 2023 });
    expect(withYear({ ...NO_FILTER, month: 3, year: 2023 }, 0)).toEqual(NO_FILTER);
    expect(isFiltered(NO_FILTER)).toBe(false);
    expect(isFiltered({ ...NO_FILTER, search: ' x' })).toBe(true);
  });

  it('sorts the server way', () => {
    expect(serverSort({ field: 'created_at', order: 'asc' })).toEqual({ field: 'created_at', order: 'ASC' });
  });

  it('offers years from 2022', () => {
    expect(filterYears(2026)).toEqual([2022, 2023, 2024, 2025, 2026, 2027]);
  });
});
