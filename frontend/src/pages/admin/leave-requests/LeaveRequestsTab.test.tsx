import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { LeaveRequest } from '../../../api/types';
import { mockFetch, renderInAdmin } from '../../../test/render';
import { LeaveRequestsTab } from './LeaveRequestsTab';

const pending: LeaveRequest = {
  id: 7, user_id: 2, type: 'CL', leave_type_id: 1, leave_type_name: 'Casual Leave', status: 'pending', start_date: '2026-12-10', end_date: '2026-12-10',
  day_type: 'half', leave_count: 0.5, not_debited: [], version: 3, reason: 'Bank work', rejectionReason: null,
  metadata: { day_type: 'half', approved_at: null, rejected_at: null, rejection_reason: null }, decided_at: null, created_at: '2026-11-20T06:00:00Z',
  user: { name: 'Priya Sharma', email: 'agent@example.com' },
};

/** The first page of pending requests, oldest leave first, asked of the server. */
const PENDING_PAGE = `/api/leave/leave-requests?${new URLSearchParams({ filter: '{"status":"pending"}', sort: '["start_date","ASC"]', range: '[0,9]' }).toString()}`;

function api(status = 200) {
  return mockFetch(({ method, path }) => {
    if (path === PENDING_PAGE) return { body: [pending, { ...pending, id: 8, user: { name: 'Ravi Kumar', email: 'ravi@example.com' } }], headers: { 'Content-Range': 'leave-requests 0-1/2' } };
    if (method === 'PATCH' && path.endsWith('/status')) return status === 200 ? { body: pending } : { status, body: { statusCode: status, message: 'Cannot approve: 0 days in balance, 0.5 days requested' } };
    return undefined;
  });
}

describe('LeaveRequestsTab', () => {
  it('approves a pending request from its card', async () => {
    const user = userEvent.setup();
    const { requests } = api();
    renderInAdmin(<LeaveRequestsTab />);
    const card = await screen.findByRole('article', { name: 'Priya Sharma, Casual Leave' });
    expect(card).toHaveTextContent('10/12/2026 (half day)');
    expect(card).toHaveTextContent('0.5 working days');
    await user.click(within(card).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(requests.find((r) => r.method === 'PATCH')).toMatchObject({ path: '/api/leave/leave-requests/7/status', body: { status: 'approved', version: 3 } }));
    expect(await screen.findByText('Leave approved')).toBeInTheDocument();
  });

  it('warns before approving a leave that leaves a group uncovered with work due, and approves only when told to', async () => {
    const user = userEvent.setup();
    const { requests } = mockFetch(({ method, path }) => {
      if (path === PENDING_PAGE) return { body: [pending], headers: { 'Content-Range': 'leave-requests 0-0/1' } };
      if (path === '/api/coverage/leave-impact?leave_request_id=7') return { body: { uncovered: [{ date: '2026-12-10', group_id: 3, group_name: 'North Desk', work_due: 14 }] } };
      if (method === 'PATCH' && path.endsWith('/status')) return { body: pending };
      return undefined;
    });
    renderInAdmin(<LeaveRequestsTab />);
    const card = await screen.findByRole('article', { name: 'Priya Sharma, Casual Leave' });
    await user.click(within(card).getByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog', { name: /^Approving leaves a group uncovered/ });
    expect(within(dialog).getByTestId('leave-coverage-warning')).toHaveTextContent('North Desk on 10/12/2026: 14 due');
    expect(requests.some((r) => r.method === 'PATCH')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Approve anyway' }));
    await waitFor(() => expect(requests.find((r) => r.method === 'PATCH')).toMatchObject({ path: '/api/leave/leave-requests/7/status', body: { status: 'approved', version: 3 } }));
  });

  it('rejects only with a non-blank reason', async () => {
    const user = userEvent.setup();
    const { requests } = api();
    renderInAdmin(<LeaveRequestsTab />);
    const card = await screen.findByRole('article', { name: 'Ravi Kumar, Casual Leave' });
    await user.click(within(card).getByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: /Reject leave request/ });
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), '  ');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(within(dialog).getByText('Please give a reason')).toBeInTheDocument();
    expect(requests.some((r) => r.method === 'PATCH')).toBe(false);
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Month-end targets');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(requests.find((r) => r.method === 'PATCH')).toMatchObject({ path: '/api/leave/leave-requests/8/status', body: { status: 'rejected', rejectionReason: 'Month-end targets' } }));
  });

  it("shows the server's refusal in the 'Failed to approve leave' toast, and the list as it is now", async () => {
    const user = userEvent.setup();
    const { requests } = api(409);
    renderInAdmin(<LeaveRequestsTab />);
    const card = await screen.findByRole('article', { name: 'Priya Sharma, Casual Leave' });
    const listed = () => requests.filter((r) => r.method === 'GET' && r.path === PENDING_PAGE).length;
    const before = listed();
    await user.click(within(card).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Failed to approve leave')).toBeInTheDocument();
    expect(screen.getByText('Cannot approve: 0 days in balance, 0.5 days requested')).toBeInTheDocument();
    await waitFor(() => expect(listed()).toBeGreaterThan(before));
  });

  it('says which days of a request are not debited and why', async () => {
    mockFetch(({ path }) =>
      path === PENDING_PAGE
        ? {
            body: [
              {
                ...pending, day_type: 'full', start_date: '2026-12-02', end_date: '2026-12-04', leave_count: 2,
                not_debited: [{ date: '2026-12-03', name: 'Founders Day', type: 'MANDATORY' }],
              },
            ],
          }
        : undefined,
    );
    renderInAdmin(<LeaveRequestsTab />);
    const card = await screen.findByRole('article', { name: 'Priya Sharma, Casual Leave' });
    expect(card).toHaveTextContent('2.0 working days');
    expect(card).toHaveTextContent('Not debited: 03/12/2026 is a holiday (Founders Day)');
  });

  it('says so when nothing is pending', async () => {
    mockFetch(({ path }) => (path === PENDING_PAGE ? { body: [] } : undefined));
    renderInAdmin(<LeaveRequestsTab />);
    expect(await screen.findByText('No pending leave requests')).toBeInTheDocument();
  });

  it('pages the pending requests on the server, the total from Content-Range', async () => {
    const user = userEvent.setup();
    const { requests } = mockFetch(({ path }) =>
      path.startsWith('/api/leave/leave-requests?') ? { body: [pending], headers: { 'Content-Range': `leave-requests ${new URLSearchParams(path.split('?')[1]).get('range')?.slice(1, -1).replace(',', '-')}/23` } } : undefined,
    );
    renderInAdmin(<LeaveRequestsTab />);
    expect(await screen.findByText('Showing 1 to 10 of 23 pending requests')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(requests.at(-1)?.path).toContain(encodeURIComponent('[10,19]')));
  });
});
