import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { LeaveRequest } from '../../../api/types';
import { mockFetch, renderInAdmin } from '../../../test/render';
import { AllLeavesTab } from './AllLeavesTab';

const approved: LeaveRequest = {
  id: 7, user_id: 2, type: 'CL', leave_type_id: 1, leave_type_name: 'Casual Leave', status: 'approved', start_date: '2026-12-10', end_date: '2026-12-11',
  day_type: 'full', leave_count: 2, not_debited: [], version: 1, reason: 'Wedding', rejectionReason: null,
  metadata: { day_type: 'full', approved_at: '2026-11-21T06:00:00Z', rejected_at: null, rejection_reason: null }, decided_at: '2026-11-21T06:00:00Z', created_at: '2026-11-20T06:00:00Z',
  user: { name: 'Priya Sharma', email: 'agent@example.com' },
};

function api(cancelAnswer: { status?: number; body?: unknown } = { body: approved }) {
  return mockFetch(({ method, path }) => {
    if (path === '/api/leave/leave-requests') return { body: [approved, { ...approved, id: 8, status: 'rejected', user_id: 3, user: { name: 'Ravi Kumar', email: 'ravi@example.com' } }] };
    if (path === '/api/leave/leave-types') return { body: [] };
    if (method === 'PATCH' && path === '/api/leave/leave-requests/7/admin-withdraw') return cancelAnswer;
    return undefined;
  });
}

describe("AllLeavesTab", () => {
  it('filters by name and cancels an open request after confirmation with action cancel', async () => {
    const user = userEvent.setup();
    const { requests } = api();
    renderInAdmin(<AllLeavesTab />);
    expect(await screen.findAllByTestId('all-leaves-row')).toHaveLength(2);
    await user.type(screen.getByRole('textbox', { name: 'Name, email or user id' }), 'ravi');
    await waitFor(() => expect(screen.getAllByTestId('all-leaves-row')).toHaveLength(1));
    expect(screen.getByTestId('all-leaves-row')).not.toHaveTextContent('Cancel');
    await user.clear(screen.getByRole('textbox', { name: 'Name, email or user id' }));
    await user.type(screen.getByRole('textbox', { name: 'Name, email or user id' }), 'priya');
    await waitFor(() => expect(screen.getByTestId('all-leaves-row')).toHaveTextContent('Priya Sharma'));
    const row = screen.getByTestId('all-leaves-row');
    expect(row).toHaveTextContent('10/12/2026 – 11/12/2026');
    await user.click(within(row).getByRole('button', { name: /Cancel Priya Sharma's leave/ }));
    const dialog = await screen.findByRole('dialog', { name: /Cancel this leave/ });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel leave' }));
    await waitFor(() => expect(requests.find((r) => r.method === 'PATCH')?.body).toEqual({ action: 'cancel' }));
    expect(await screen.findByText('Leave cancelled')).toBeInTheDocument();
  });

  it("shows the server's error text when a cancel is refused", async () => {
    const user = userEvent.setup();
    api({ status: 409, body: { statusCode: 409, message: 'A cancelled leave request cannot be withdrawn or cancelled' } });
    renderInAdmin(<AllLeavesTab />);
    await user.click(await screen.findByRole('button', { name: /Cancel Priya Sharma's leave/ }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel leave' }));
    expect(await screen.findByText('A cancelled leave request cannot be withdrawn or cancelled')).toBeInTheDocument();
  });

  it("pages with the app's one pagination (10 a page by default, the range said as text)", async () => {
    const user = userEvent.setup();
    const many = Array.from({ length: 12 }, (_, i) => ({ ...approved, id: 100 + i, start_date: `2026-12-${String(i + 10).padStart(2, '0')}`, end_date: `2026-12-${String(i + 10).padStart(2, '0')}` }));
    mockFetch(({ path }) => (path === '/api/leave/leave-requests' ? { body: many } : path === '/api/leave/leave-types' ? { body: [] } : undefined));
    renderInAdmin(<AllLeavesTab />);
    expect(await screen.findAllByTestId('all-leaves-row')).toHaveLength(10);
    expect(screen.getByText('Showing 1 to 10 of 12 leave requests')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getAllByTestId('all-leaves-row')).toHaveLength(2);
  });
});
