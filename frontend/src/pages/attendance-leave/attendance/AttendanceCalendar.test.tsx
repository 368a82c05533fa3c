import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch, renderInAdmin } from '../../../test/render';
import type { AttendanceDay } from './attendance-api';
import { AttendanceCalendar } from './AttendanceCalendar';
import { dayTitle } from './calendar-days';

const day = (date: string, fields: Partial<AttendanceDay>): AttendanceDay =>
  ({ id: 0, user_id: 2, date, status: 'absent', calendar: 'absent', login_time: null, logout_time: null, is_absent: true, leave_count: null, locked: false, can_apply: true, holiday_name: null, holiday_type: null, ...fields }) as AttendanceDay;

/** The calendar opens on the month of `now` (business time). */
function renderCalendar(now = '2026-11-18T06:00:00Z') {
  vi.useFakeTimers({ now: new Date(now), toFake: ['Date'] });
  const { requests } = mockFetch(({ path }) => {
    if (path.startsWith('/api/attendance/with-absent')) {
      return {
        body: [
          day('2026-11-02', { id: 4, status: 'present', calendar: 'present', is_absent: false }),
          day('2026-11-03', { id: 5, status: 'half_day', calendar: 'half_day', is_absent: false }),
          day('2026-11-04', { status: 'holiday', calendar: 'holiday', is_absent: false, holiday_name: 'Diwali', holiday_type: 'MANDATORY' }),
          day('2026-11-05', {}),
          day('2026-11-01', { status: 'not_employed', calendar: 'not_employed', is_absent: false, can_apply: false }),
          day('2026-11-18', { status: 'not_checked_in', calendar: 'not_checked_in', is_absent: false }),
        ],
      };
    }
    return undefined;
  });
  renderInAdmin(<AttendanceCalendar />, { role: 'agent' });
  return { requests };
}

afterEach(() => vi.useRealTimers());

describe('AttendanceCalendar (react-big-calendar month view)', () => {
  it("opens on this month, Sunday first, and asks for every day it shows (whole weeks around the month)", async () => {
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
    // DECISIONS: before joining is not absent (no red), and today is not absent before it ends.
    expect(within(calendar).getByText('1 Nov 2026: Not employed').closest('[data-day]')).toHaveAttribute('data-kind', 'not_employed');
    expect(within(calendar).getByText('18 Nov 2026: Not checked in yet').closest('[data-day]')).toHaveAttribute('data-kind', 'not_checked_in');
    expect(within(calendar).getByText('5 Nov 2026: Absent').closest('[data-day]')).toHaveAttribute('data-day', '2026-11-05');
    expect(within(calendar).getByText('20 Nov 2026')).toBeInTheDocument();
    expect(calendar.querySelector('[data-day="2026-11-20"]')).toHaveAttribute('data-kind', 'none');
  });

  it('is one tab stop (today, or the 1st of another month) and the arrow keys walk the days', async () => {
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

  it('moves a month back and forth on its own, asks for the days it shows and enters another month on its 1st', async () => {
    const { requests } = renderCalendar('2026-12-10T06:00:00Z');
    expect(await screen.findByRole('heading', { name: 'Dec 2026' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Previous month' }));
    expect(await screen.findByRole('heading', { name: 'Nov 2026' })).toBeInTheDocument();
    const calendar = await screen.findByTestId('attendance-calendar');
    expect([...calendar.querySelectorAll('[tabindex="0"]')].map((d) => d.getAttribute('data-day'))).toEqual(['2026-11-01']);
    await userEvent.click(screen.getByRole('button', { name: 'Next month' }));
    await userEvent.click(screen.getByRole('button', { name: 'Next month' }));
    expect(await screen.findByRole('heading', { name: 'Jan 2027' })).toBeInTheDocument();
    // 26 to 28 Nov open the payroll cycle that ends in December: November's view shows them.
    expect(requests.map((r) => r.path)).toEqual(
      expect.arrayContaining([
        '/api/attendance/with-absent?start_date=2026-11-01&end_date=2026-12-05',
        '/api/attendance/with-absent?start_date=2026-11-29&end_date=2027-01-02',
        '/api/attendance/with-absent?start_date=2026-12-27&end_date=2027-02-06',
      ]),
    );
  });

  it('names days without a record by their number alone and builds tooltips from the mapping', () => {
    expect(dayTitle(undefined)).toBe('');
    expect(dayTitle(day('2026-11-07', { status: 'double_pay_half_day', calendar: 'double_pay_half_day' }))).toBe('Double Pay + Half Day · DOUBLE PAY + HALF DAY');
  });
});
