import { describe, expect, it } from 'vitest';
import { act, screen } from '@testing-library/react';
import { useUnreadCount } from '../../../layout/notifications-api';
import { mockFetch, renderInAdmin } from '../../../test/render';
import { AttendanceRequestsTab } from './AttendanceRequestsTab';

/** An agent's request as GET /api/attendance/requests/pending lists it (only what the card shows matters here). */
const request = {
  id: 41, user_id: 2, date: '2026-11-26', status: 'requested', login_time: null, logout_time: null, reason: 'Phone died', rejection_reason: null,
  requested_login_time: '2026-11-26T04:00:00.000Z', requested_logout_time: '2026-11-26T13:00:00.000Z', is_absent: true, attendance_count: 0, leave_count: null,
  holiday_name: null, holiday_type: null, calendar: 'absent', locked: false, can_apply: false, user: { id: 2, name: 'Priya Sharma', email: 'agent@example.com' },
};

/** The header's bell, reduced to its count (its query is what the tab listens to). */
function Bell() {
  const count = useUnreadCount();
  return <p>{`bell ${count.data?.count ?? '…'}`}</p>;
}

describe('AttendanceRequestsTab stays current (issue 25.15)', () => {
  it("shows an agent's new request as soon as the bell's count moves, without a reload", async () => {
    const server = { pending: [] as (typeof request)[], unread: 0 };
    const { requests } = mockFetch(({ path }) => {
      if (path === '/api/attendance/requests/pending') return { body: server.pending };
      if (path === '/api/notifications/unread-count') return { body: { count: server.unread } };
      return undefined;
    });
    const { queryClient } = renderInAdmin(
      <>
        <Bell />
        <AttendanceRequestsTab />
      </>,
    );
    await screen.findByText('No pending attendance requests');
    await screen.findByText('bell 0');
    const asked = () => requests.filter((r) => r.path === '/api/attendance/requests/pending').length;
    expect(asked()).toBe(1);

    // The agent sends a request: the admins get a notification, and the bell's stream tells the bell to look again.
    server.pending = [request];
    server.unread = 1;
    await act(() => queryClient.invalidateQueries({ queryKey: ['notifications'] }));
    await screen.findByText('bell 1');
    expect(await screen.findByText('Priya Sharma')).toBeInTheDocument();
    expect(screen.queryByText('No pending attendance requests')).toBeNull();
    expect(asked()).toBe(2);
  });
});
