import { describe, expect, it, vi, afterEach } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { LeaveBalance, LeaveRequest, LeaveTypeBalance } from '../../../api/types';
import { mockFetch, renderInAdmin } from '../../../test/render';
import { LeaveManagementTab } from './LeaveManagementTab';

const casual: LeaveTypeBalance = {
  id: 1, name: 'Casual Leave', code: 'CL', accrual_rate: 1, accrual_unit: 'month', max_per_accrual_unit: 3, description: null, counts_non_working_days: false,
  created_at: '2026-01-01T00:00:00Z', updated_at: '2026-01-01T00:00:00Z', current_balance: 2, pending: 0, available: 2,
  entries: [{ id: '9', kind: 'accrual', amount: 1, period_start: '2026-11-01', leave_request_id: null, leave_start_date: null, leave_end_date: null, leave_day_type: null, reason: null, created_at: '2026-11-01T00:05:00Z' }],
};
const sick: LeaveTypeBalance = { ...casual, id: 2, name: 'Sick Leave', code: 'SL', current_balance: 0, available: 0, entries: [] };

function request(overrides: Partial<LeaveRequest>): LeaveRequest {
  return {
    id: 5, user_id: 2, type: 'CL', leave_type_id: 1, leave_type_name: 'Casual Leave', status: 'pending', start_date: '2026-12-10', end_date: '2026-12-11',
    day_type: 'full', leave_count: 2, not_debited: [], version: 1, reason: 'Family function', rejectionReason: null,
    metadata: { day_type: 'full', approved_at: null, rejected_at: null, rejection_reason: null }, decided_at: null, created_at: '2026-11-20T06:00:00Z',
    user: { name: 'Priya Sharma', email: 'agent@example.com' }, ...overrides,
  };
}

function api(requests: LeaveRequest[] = []) {
  const balance: LeaveBalance = { user_id: 2, leaveTypes: [casual, sick], last_accrual_date: '2026-11-01', last_accrual_run_at: '2026-11-27T10:00:00Z' };
  return mockFetch(({ method, path }) => {
    if (path === '/api/leave/leave-balances/2') return { body: balance };
    if (path === '/api/leave/leave-requests' && method === 'GET') return { body: requests };
    if (path === '/api/leave/leave-requests' && method === 'POST') return { status: 201, body: request({ id: 6 }) };
    if (path === '/api/leave/leave-requests/5/withdraw') return { body: request({ status: 'withdrawn' }) };
    return undefined;
  });
}

afterEach(() => vi.useRealTimers());

describe('LeaveManagementTab', () => {
  it('shows balances to 1 decimal with their rate, and the ledger behind one on demand', async () => {
    api();
    renderInAdmin(<LeaveManagementTab />, { role: 'agent' });
    const card = await screen.findByTestId('leave-balance');
    expect(await within(card).findByLabelText('Casual Leave balance')).toHaveTextContent('2.0');
    expect(card).toHaveTextContent('1 per month');
    expect(card).toHaveTextContent('Last accrual: November 2026, credited on 27/11/2026');
    await userEvent.click(within(card).getAllByRole('button', { name: 'Why?' })[0]);
    expect(within(card).getByRole('list', { name: 'Casual Leave ledger' })).toHaveTextContent('Accrued for November 2026');
  });

  it('offers accruing types, the empty ones disabled, and refuses a blank reason before asking the server', async () => {
    const user = userEvent.setup();
    const { requests } = api();
    renderInAdmin(<LeaveManagementTab />, { role: 'agent' });
    await screen.findByLabelText('Casual Leave balance');
    await user.click(screen.getByRole('combobox', { name: /Leave type/ }));
    expect(screen.getByRole('option', { name: 'Sick Leave - No balance' })).toHaveAttribute('aria-disabled', 'true');
    await user.click(screen.getByRole('option', { name: 'Casual Leave' }));
    expect(screen.getByText('2.0 days available')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /Reason/ }), '   ');
    await user.click(screen.getByRole('button', { name: 'Submit request' }));
    expect(screen.getByText('Reason cannot be empty or just spaces. Please provide a valid reason.')).toBeInTheDocument();
    expect(screen.getByText('Start date is required')).toBeInTheDocument();
    expect(requests.some((r) => r.method === 'POST')).toBe(false);
  });

  it('lists the history with View Reason, and withdraws a future request after confirmation', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-24T10:00:00+05:30'));
    const user = userEvent.setup();
    const { requests } = api([request({}), request({ id: 4, status: 'rejected', rejectionReason: 'Month-end targets', start_date: '2026-11-02', end_date: '2026-11-02', leave_count: 1 })]);
    renderInAdmin(<LeaveManagementTab />, { role: 'agent' });
    const rows = await screen.findAllByTestId('leave-history-row');
    expect(rows[0]).toHaveTextContent('10/12/2026 – 11/12/2026');
    expect(within(rows[1]).queryByRole('button', { name: 'Withdraw' })).toBeNull();
    await user.click(within(rows[1]).getByRole('button', { name: 'View Reason' }));
    expect(await screen.findByRole('dialog', { name: 'Rejection reason' })).toHaveTextContent('Month-end targets');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(within(rows[0]).getByRole('button', { name: 'Withdraw' }));
    const confirm = await screen.findByRole('dialog', { name: /Withdraw this leave request/ });
    await user.click(within(confirm).getByRole('button', { name: 'Withdraw' }));
    await waitFor(() => expect(requests.some((r) => r.method === 'PATCH' && r.path === '/api/leave/leave-requests/5/withdraw')).toBe(true));
    expect(await screen.findByText('Leave request withdrawn')).toBeInTheDocument();
  });

  it('shows the error with Try again when the history fails to load', async () => {
    mockFetch(({ path }) => (path === '/api/leave/leave-requests' ? { status: 500, body: { statusCode: 500, message: 'Database unavailable' } } : path.startsWith('/api/leave/leave-balances') ? { body: { user_id: 2, leaveTypes: [], last_accrual_date: null } } : undefined));
    renderInAdmin(<LeaveManagementTab />, { role: 'agent' });
    const history = await screen.findByTestId('leave-history');
    expect(await within(history).findByText('Failed to fetch leave requests')).toBeInTheDocument();
    expect(within(history).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(await within(screen.getByTestId('leave-balance')).findByText('No leave types yet')).toBeInTheDocument();
  });
});
