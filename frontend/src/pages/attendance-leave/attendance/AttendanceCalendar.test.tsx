import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch, renderInAdmin } from '../../../test/render';
import type { AttendanceDay } from './attendance-api';
import { AttendanceCalendar } from './AttendanceCalendar';
import { calendarMonthOf, dayTitle } from './calendar-days';

const day = (date: string, fields: Partial<AttendanceDay>): AttendanceDay =>
  ({ id: 0, user_id: 2, date, status: 'absent', calendar: 'absent', login_time: null, logout_time: null, is_absent: true, leave_count: null, locked: false, can_apply: true, holiday_name: null, holiday_type: null, ...fields }) as AttendanceDay;

const NOVEMBER_CYCLE = { id: '11_2026', start: '2026-10-26', end: '2026-11-25', days: 31, current: true, closed: false };

function renderCalendar(move = vi.fn()) {
  const { requests } = mockFetch(({ path }) => {
    if (path.startsWith('/api/attendance/with-absent')) {
      return {
        body: [
          day('2026-11-02', { id: 4, status: 'present', calendar: 'present', is_absent: false }),
          day('2026-11-03', { id: 5, status: 'half_day', calendar: 'half_day', is_absent: false }),
          day('2026-11-04', { status: 'holiday', calendar: 'holiday', is_absent: false, holiday_name: 'Diwali', holiday_type: 'MANDATORY' }),
          day('2026-11-05', {}),
        ],
      };
    }
    return undefined;
  });
  renderInAdmin(<AttendanceCalendar selection={{ cycle: NOVEMBER_CYCLE, loading: false, error: null, retry: vi.fn(), move }} />, { role: 'agent' });
  return { requests, move };
}

afterEach(() => vi.useRealTimers());

describe('AttendanceCalendar (react-big-calendar month view)', () => {
  it("shows the month the cycle ends in, Sunday first, and asks for every day it shows (whole weeks around the month)", async () => {
    const { requests } = renderCalendar();
    expect(await screen.findByRole('heading', { name: 'Nov 2026' })).toBeInTheDocument();
    const calendar = await screen.findByTestId('attendance-calendar');
    expect(within(calendar).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']);
    // 1 Nov 2026 is a Sunday: the first week starts on it; the last shows up to Saturday 5 Dec.
    expect(requests.map((r) => r.path)).toContain('/api/attendance/with-absent?start_date=2026-11-01&end_date=2026-12-05');
    expect(calendar.querySelectorAll('[data-day]')[0]).toHaveAttribute('data-day', '2026-11-01');
  });

  it("colours each day by the server's mapping and names it, holiday and type included", async () => {
    renderCalendar();
    const calendar = await screen.findByTestId('attendance-calendar');
    expect(calendar.querySelector('[data-day="2026-11-02"]')).toHaveAttribute('data-kind', 'present');
    expect(calendar.querySelector('[data-day="2026-11-03"]')).toHaveAttribute('data-kind', 'half_day');
    expect(within(calendar).getByText('4 Nov 2026: Holiday · Diwali (MANDATORY)').closest('[data-day]')).toHaveAttribute('data-kind', 'holiday');
    expect(within(calendar).getByText('5 Nov 2026: Absent').closest('[data-day]')).toHaveAttribute('data-day', '2026-11-05');
    expect(within(calendar).getByText('20 Nov 2026')).toBeInTheDocument();
    expect(calendar.querySelector('[data-day="2026-11-20"]')).toHaveAttribute('data-kind', 'none');
  });

  it('is one tab stop (today, or the 1st of another month) and the arrow keys walk the days', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-18T06:00:00Z'), toFake: ['Date'] });
    renderCalendar();
    const calendar = await screen.findByTestId('attendance-calendar');
    const focusable = [...calendar.querySelectorAll('[data-day]')].filter((d) => d.getAttribute('tabindex') === '0');
    expect(focusable.map((d) => d.getAttribute('data-day'))).toEqual(['2026-11-18']);
    (focusable[0] as HTMLElement).focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(document.activeElement).toHaveAttribute('data-day', '2026-11-19');
    await userEvent.keyboard('{ArrowDown}');
    expect(document.activeElement).toHaveAttribute('data-day', '2026-11-26');
    await userEvent.keyboard('{ArrowUp}{ArrowLeft}');
    expect(document.activeElement).toHaveAttribute('data-day', '2026-11-18');
  });

  it('moves the payroll cycle with previous and next month', async () => {
    const { move } = renderCalendar();
    await screen.findByTestId('attendance-calendar');
    await userEvent.click(screen.getByRole('button', { name: 'Previous month' }));
    await userEvent.click(screen.getByRole('button', { name: 'Next month' }));
    expect(move.mock.calls).toEqual([[-1], [1]]);
  });

  it('enters another month on its 1st', async () => {
    vi.useFakeTimers({ now: new Date('2026-12-10T06:00:00Z'), toFake: ['Date'] });
    renderCalendar();
    const calendar = await screen.findByTestId('attendance-calendar');
    expect([...calendar.querySelectorAll('[tabindex="0"]')].map((d) => d.getAttribute('data-day'))).toEqual(['2026-11-01']);
  });

  it('names days without a record by their number alone and builds tooltips from the mapping', () => {
    expect(calendarMonthOf({ end: '2026-12-25' })).toBe('2026-12');
    expect(dayTitle(undefined)).toBe('');
    expect(dayTitle(day('2026-11-07', { status: 'double_pay_half_day', calendar: 'double_pay_half_day' }))).toBe('Double Pay + Half Day · DOUBLE PAY + HALF DAY');
  });
});
