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
const ravi: LeaveRequest = { ...approved, id: 8, status: 'rejected', user_id: 3, user: { name: 'Ravi Kumar', email: 'ravi@example.com' } };

interface ListCall {
  filter: Record<string, unknown>;
  sort: [string, string];
  range: [number, number];
}
const listCall = (path: string): ListCall | null => {
  if (!path.startsWith('/api/leave/leave-requests?')) return null;
  const params = new URLSearchParams(path.split('?')[1]);
  return { filter: JSON.parse(params.get('filter') ?? '{}'), sort: JSON.parse(params.get('sort') ?? 'null'), range: JSON.parse(params.get('range') ?? 'null') };
};

/** A server holding `rows`: it searches names for `q` and answers the range asked for, with Content-Range. */
function server(rows: LeaveRequest[], cancelAnswer: { status?: number; body?: unknown } = { body: approved }) {
  const calls: ListCall[] = [];
  const fetched = mockFetch(({ method, path }) => {
    const call = listCall(path);
    if (call) {
      calls.push(call);
      const q = typeof call.filter.q === 'string' ? call.filter.q.toLowerCase() : '';
      const matches = rows.filter((row) => row.user.name.toLowerCase().includes(q));
      const items = matches.slice(call.range[0], call.range[1] + 1);
      const range = items.length ? `${call.range[0]}-${call.range[0] + items.length - 1}` : '*';
      return { body: items, headers: { 'Content-Range': `leave-requests ${range}/${matches.length}` } };
    }
    if (path === '/api/leave/leave-types') return { body: [] };
    if (method === 'PATCH' && path === '/api/leave/leave-requests/7/admin-withdraw') return cancelAnswer;
    return undefined;
  });
  return { ...fetched, calls };
}

describe('AllLeavesTab', () => {
  it('searches on the server and cancels an open request after confirmation with action cancel', async () => {
    const user = userEvent.setup();
    const { requests, calls } = server([approved, ravi]);
    renderInAdmin(<AllLeavesTab />);
    expect(await screen.findAllByTestId('all-leaves-row')).toHaveLength(2);
    expect(calls[0]).toEqual({ filter: {}, sort: ['start_date', 'DESC'], range: [0, 9] });
    await user.type(screen.getByRole('textbox', { name: 'Name, email or user id' }), 'ravi');
    await waitFor(() => expect(calls.at(-1)?.filter).toEqual({ q: 'ravi' }));
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
    server([approved, ravi], { status: 409, body: { statusCode: 409, message: 'A cancelled leave request cannot be withdrawn or cancelled' } });
    renderInAdmin(<AllLeavesTab />);
    await user.click(await screen.findByRole('button', { name: /Cancel Priya Sharma's leave/ }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel leave' }));
    expect(await screen.findByText('A cancelled leave request cannot be withdrawn or cancelled')).toBeInTheDocument();
  });

  it("pages on the server: the total from Content-Range, Next asks for the next range", async () => {
    const user = userEvent.setup();
    const many = Array.from({ length: 37 }, (_, i) => ({ ...approved, id: 100 + i }));
    const { calls } = server(many);
    renderInAdmin(<AllLeavesTab />);
    expect(await screen.findAllByTestId('all-leaves-row')).toHaveLength(10);
    expect(screen.getByText('Showing 1 to 10 of 37 leave requests')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(calls.at(-1)?.range).toEqual([10, 19]));
    expect(await screen.findByText('Showing 11 to 20 of 37 leave requests')).toBeInTheDocument();
  });

  it('asks the server for the chosen year and for the applied-date sort, back on page one', async () => {
    const user = userEvent.setup();
    const { calls } = server([approved]);
    renderInAdmin(<AllLeavesTab />);
    await screen.findAllByTestId('all-leaves-row');
    await user.click(screen.getByRole('combobox', { name: 'Year' }));
    await user.click(await screen.findByRole('option', { name: '2025' }));
    await waitFor(() => expect(calls.at(-1)?.filter).toEqual({ from: '2025-01-01', to: '2025-12-31' }));
    await user.click(screen.getByRole('combobox', { name: 'Month' }));
    await user.click(await screen.findByRole('option', { name: 'February' }));
    await waitFor(() => expect(calls.at(-1)?.filter).toEqual({ from: '2025-02-01', to: '2025-02-28' }));
    await user.click(screen.getByRole('button', { name: 'Applied' }));
    await waitFor(() => expect(calls.at(-1)).toEqual({ filter: { from: '2025-02-01', to: '2025-02-28' }, sort: ['created_at', 'DESC'], range: [0, 9] }));
  });

  it('says when nothing matches the filters, and when no one has applied yet', async () => {
    const user = userEvent.setup();
    server([]);
    renderInAdmin(<AllLeavesTab />);
    expect(await screen.findByText('No leave requests found')).toBeInTheDocument();
    expect(screen.getByText('Requests appear here once agents apply.')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Name, email or user id' }), 'zed');
    expect(await screen.findByText('No request matches these filters.')).toBeInTheDocument();
  });

  it('shows an error with Try again, which asks again', async () => {
    const user = userEvent.setup();
    let failing = true;
    mockFetch(({ path }) => {
      if (listCall(path)) return failing ? { status: 500, body: { statusCode: 500, message: 'Internal server error' } } : { body: [approved], headers: { 'Content-Range': 'leave-requests 0-0/1' } };
      return path === '/api/leave/leave-types' ? { body: [] } : undefined;
    });
    renderInAdmin(<AllLeavesTab />);
    expect(await screen.findByText('Failed to fetch leave requests')).toBeInTheDocument();
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findAllByTestId('all-leaves-row')).toHaveLength(1);
  });
});
