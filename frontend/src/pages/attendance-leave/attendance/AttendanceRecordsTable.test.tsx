import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInAdmin } from '../../../test/render';
import type { AttendanceDay } from './attendance-api';
import { AttendanceRecordsTable } from './AttendanceRecordsTable';

const day = (date: string, fields: Partial<AttendanceDay> = {}): AttendanceDay =>
  ({ id: 0, user_id: 2, date, status: 'absent', calendar: 'absent', login_time: null, logout_time: null, is_absent: true, leave_count: null, locked: false, can_apply: true, reason: null, rejection_reason: null, holiday_name: null, ...fields }) as AttendanceDay;

const actions = () => ({ apply: vi.fn(), edit: vi.fn(), cancel: vi.fn() });
const show = (props: Partial<Parameters<typeof AttendanceRecordsTable>[0]>) =>
  renderInAdmin(<AttendanceRecordsTable days={[]} loading={false} error={null} onRetry={vi.fn()} actions={actions()} header={<h2>Attendance records</h2>} {...props} />, { role: 'agent' });

describe('AttendanceRecordsTable (in the list frame)', () => {
  it('lists the newest day first, dates as dd/mm/yyyy, and hands a row to its action', async () => {
    const handlers = actions();
    show({ days: [day('2026-11-04'), day('2026-11-05', { id: 9, status: 'requested', is_absent: false, reason: 'Client visit' })], actions: handlers });
    const rows = screen.getAllByTestId('attendance-row');
    expect(rows.map((r) => r.getAttribute('data-date'))).toEqual(['2026-11-05', '2026-11-04']);
    expect(within(rows[0]).getByText('05/11/2026')).toBeInTheDocument();
    await userEvent.click(within(rows[1]).getByRole('button', { name: 'Apply' }));
    expect(handlers.apply).toHaveBeenCalledWith(expect.objectContaining({ date: '2026-11-04' }));
    await userEvent.click(within(rows[0]).getByRole('button', { name: 'Cancel' }));
    expect(handlers.cancel).toHaveBeenCalledWith(expect.objectContaining({ id: 9 }));
  });

  it("says the spec's empty text, and on a failure offers Try again instead of an empty list", async () => {
    show({});
    expect(screen.getByText('No attendance records found for this cycle.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Attendance records' })).toBeInTheDocument();
    const onRetry = vi.fn();
    show({ error: new Error('503: Service Unavailable'), onRetry });
    await userEvent.click(screen.getByRole('button', { name: /Try again/ }));
    expect(onRetry).toHaveBeenCalled();
  });
});

describe('AttendanceRecordsTable: issue 25', () => {
  it('shows the times a request asks for, and what each day counts exactly', () => {
    show({
      days: [
        day('2026-11-17', { id: 4, status: 'requested', is_absent: true, requested_login_time: '2026-11-17T04:00:00Z', requested_logout_time: '2026-11-17T13:00:00Z', attendance_count: 0 }),
        day('2026-11-16', { status: 'not_employed', calendar: 'not_employed', is_absent: false, can_apply: false }),
        day('2026-11-18', { id: 5, status: 'double_pay_half_day', calendar: 'double_pay_half_day', is_absent: false, attendance_count: 1.5, login_time: '2026-11-18T04:00:00Z', logout_time: '2026-11-18T06:00:00Z' }),
      ],
    });
    // The day before joining is not a record of work: no row.
    const [holiday, requested, ...others] = screen.getAllByTestId('attendance-row');
    expect(others).toHaveLength(0);
    expect(within(requested).getByText('09:30 - 18:30')).toBeInTheDocument();
    expect(within(requested).getByText('Requested')).toBeInTheDocument();
    expect(within(holiday).getByText('Counts 1.5')).toBeInTheDocument();
    expect(within(requested).queryByText(/^Counts/)).toBeNull();
  });
});
