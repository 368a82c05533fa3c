import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch, renderInAdmin } from '../../../test/render';
import type { AttendanceDay } from '../../attendance-leave/attendance/attendance-api';
import { AttendanceRequestsTab } from './AttendanceRequestsTab';

const request = (fields: Partial<AttendanceDay>): AttendanceDay =>
  ({
    id: 7,
    user_id: 3,
    date: '2026-11-17',
    status: 'requested',
    calendar: 'absent',
    version: 2,
    login_time: null,
    logout_time: null,
    requested_login_time: '2026-11-17T04:00:00Z',
    requested_logout_time: '2026-11-17T13:00:00Z',
    reason: 'Forgot',
    user: { name: 'Priya Agent', email: 'priya@example.com' },
    ...fields,
  }) as AttendanceDay;

afterEach(() => vi.useRealTimers());

describe('AttendanceRequestsTab: decisions bind to what was seen', () => {
  it('sends the version seen; a request changed since comes back with its new times and a clear message', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-20T06:00:00Z'), toFake: ['Date'] });
    let current = request({});
    const { requests } = mockFetch(({ method, path, body }) => {
      if (path === '/api/attendance/requests/pending') return { body: [current] };
      if (method === 'PATCH' && path === '/api/attendance/requests/7/status') {
        if ((body as { version: number }).version === current.version) return { body: { ...current, status: 'present' } };
        return { status: 409, body: { statusCode: 409, message: 'Attendance request 7 was changed after you opened it: it now asks for 08:00 - 20:50 on 17/11/2026 (reason: Forgot). Review it and decide again.' } };
      }
      return undefined;
    });
    renderInAdmin(<AttendanceRequestsTab />);
    const card = await screen.findByTestId('attendance-request-card');
    expect(within(card).getByText('09:30 · 18:30')).toBeInTheDocument();

    // The agent changes the request while the admin looks at it.
    current = request({ version: 3, requested_login_time: '2026-11-17T02:30:00Z', requested_logout_time: '2026-11-17T15:20:00Z' });
    await userEvent.click(within(card).getByRole('button', { name: 'Accept' }));
    expect(requests.find((r) => r.method === 'PATCH')?.body).toEqual({ status: 'approve', version: 2 });
    const changed = await screen.findByTestId('attendance-request-card');
    expect(await within(changed).findByText('08:00 · 20:50')).toBeInTheDocument();
    expect(within(changed).getByRole('alert')).toHaveTextContent('Changed after you opened it: these are the new times');

    await userEvent.click(within(changed).getByRole('button', { name: 'Accept' }));
    expect(requests.filter((r) => r.method === 'PATCH').map((r) => r.body)).toEqual([
      { status: 'approve', version: 2 },
      { status: 'approve', version: 3 },
    ]);
  });

  it('Accept All sends each request with its version', async () => {
    const { requests } = mockFetch(({ method, path }) => {
      if (path === '/api/attendance/requests/pending') return { body: [request({}), request({ id: 8, version: 5, user: { name: 'Ravi', email: 'ravi@example.com' } })] };
      if (method === 'POST') return { status: 201, body: { results: [] } };
      return undefined;
    });
    renderInAdmin(<AttendanceRequestsTab />);
    await screen.findAllByTestId('attendance-request-card');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select all' }));
    await userEvent.click(screen.getByRole('button', { name: 'Accept All' }));
    expect(requests.find((r) => r.method === 'POST')?.body).toEqual({
      status: 'approve',
      requests: [
        { id: 7, version: 2 },
        { id: 8, version: 5 },
      ],
    });
  });
});
