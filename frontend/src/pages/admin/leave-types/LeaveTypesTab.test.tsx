import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { LeaveType } from '../../../api/types';
import { onPhone } from '../../../test/phone';
import { mockFetch, renderInAdmin } from '../../../test/render';
import { LeaveTypesTab } from './LeaveTypesTab';

const casual: LeaveType = { id: 1, name: 'Casual Leave', code: 'CL', accrual_rate: 1, accrual_unit: 'month', max_per_accrual_unit: 3, description: null, counts_non_working_days: false, created_at: '2026-01-01T00:00:00Z', updated_at: '2026-01-01T00:00:00Z' };

function api() {
  return mockFetch(({ method, path, body }) => {
    if (path === '/api/leave/leave-types' && method === 'GET') return { body: [casual] };
    if (path === '/api/leave/leave-types' && method === 'POST') return { status: 201, body: { ...casual, ...body, id: 2 } };
    if (path === '/api/leave/leave-types/1' && method === 'PUT') return { body: { ...casual, ...body } };
    if (path === '/api/leave/leave-types/1' && method === 'DELETE') return { body: casual };
    if (path === '/api/leave/run-monthly-accrual') return { body: { credits: 12, message: 'Monthly accrual processed!' } };
    if (path === '/api/users/agents?active=true') return { body: [{ id: 2, name: 'Priya Sharma', email: 'agent@example.com', role: 'agent' }] };
    if (path === '/api/leave/leave-balances/2' && method === 'GET') {
      return { body: { user_id: 2, last_accrual_date: null, last_accrual_run_at: null, leaveTypes: [{ ...casual, current_balance: 1, pending: 1, available: 0, entries: [] }] } };
    }
    if (path === '/api/leave/leave-balances/2/adjustments') {
      const amount = 'This would leave -1 days available (1 in balance, 1 pending); at most 0 can be taken off';
      return { status: 400, body: { statusCode: 400, message: amount, errors: { amount } } };
    }
    if (path === '/api/leave/fix-missing-balances') return { status: 404, body: { statusCode: 404, message: 'No user has this email' } };
    return undefined;
  });
}

describe('LeaveTypesTab', () => {
  it('adds a type inline, refusing missing values first and sending rates as numbers', async () => {
    const user = userEvent.setup();
    const { requests } = api();
    renderInAdmin(<LeaveTypesTab />);
    await screen.findByText('Casual Leave');
    await user.click(screen.getByRole('button', { name: 'Add leave type' }));
    const row = screen.getByTestId('leave-type-edit-row');
    await user.click(within(row).getByRole('button', { name: 'Save new leave type' }));
    expect(within(row).getByText('Name is required')).toBeInTheDocument();
    expect(within(row).getByText('Accrual rate is required')).toBeInTheDocument();
    await user.type(within(row).getByRole('textbox', { name: /Name/ }), 'Sick Leave');
    await user.type(within(row).getByRole('textbox', { name: /Code/ }), 'sl');
    await user.type(within(row).getByRole('textbox', { name: /Rate/ }), '0.5');
    await user.type(within(row).getByRole('textbox', { name: /Max/ }), '2{Enter}');
    await waitFor(() => expect(requests.find((r) => r.method === 'POST')?.body).toEqual({ name: 'Sick Leave', code: 'SL', accrual_rate: 0.5, accrual_unit: 'month', max_per_accrual_unit: 2, description: null, counts_non_working_days: false }));
    expect(await screen.findByText('Leave type added')).toBeInTheDocument();
  });

  it('edits a row in place and deletes only after confirmation', async () => {
    const user = userEvent.setup();
    const { requests } = api();
    renderInAdmin(<LeaveTypesTab />);
    await user.click(await screen.findByRole('button', { name: 'Edit Casual Leave' }));
    const rate = within(screen.getByTestId('leave-type-edit-row')).getByRole('textbox', { name: /Rate/ });
    await user.clear(rate);
    await user.type(rate, '1.25');
    await user.click(screen.getByRole('button', { name: 'Save Casual Leave' }));
    await waitFor(() => expect(requests.find((r) => r.method === 'PUT')?.body).toMatchObject({ accrual_rate: 1.25, max_per_accrual_unit: 3 }));

    await user.click(await screen.findByRole('button', { name: 'Delete Casual Leave' }));
    const dialog = await screen.findByRole('dialog', { name: /Delete this leave type/ });
    expect(requests.some((r) => r.method === 'DELETE')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(requests.some((r) => r.method === 'DELETE')).toBe(true));
  });

  it('runs accrual saying how many credits it made, and asks for a valid email for missing balances', async () => {
    const user = userEvent.setup();
    const { requests } = api();
    renderInAdmin(<LeaveTypesTab />);
    await user.click(await screen.findByRole('button', { name: 'Run Monthly Accrual' }));
    expect(await screen.findByText('Monthly accrual processed!')).toBeInTheDocument();
    expect(screen.getByText('12 credits made.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add Missing Balances' }));
    const dialog = await screen.findByRole('dialog', { name: /Add Missing Balances/ });
    await user.type(within(dialog).getByRole('textbox', { name: /Agent email/ }), 'nobody@');
    await user.click(within(dialog).getByRole('button', { name: 'Add balances' }));
    expect(within(dialog).getByText('Please enter a valid email')).toBeInTheDocument();
    expect(requests.some((r) => r.path === '/api/leave/fix-missing-balances')).toBe(false);
    await user.type(within(dialog).getByRole('textbox', { name: /Agent email/ }), 'example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Add balances' }));
    expect(await screen.findByText('No user has this email')).toBeInTheDocument();
    expect(requests.find((r) => r.path === '/api/leave/fix-missing-balances')?.body).toEqual({ email: 'nobody@example.com' });
  });

  it("adjusts an agent's balance with a reason, showing the server's refusal under the days", async () => {
    const user = userEvent.setup();
    const { requests } = api();
    renderInAdmin(<LeaveTypesTab />);
    await screen.findByText('Casual Leave');
    await user.click(screen.getByRole('button', { name: 'Adjust Balance' }));
    const dialog = await screen.findByRole('dialog', { name: /Adjust Balance/ });
    await user.click(within(dialog).getByRole('button', { name: 'Adjust balance' }));
    expect(within(dialog).getByText('Please choose an agent')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('combobox', { name: /Agent/ }));
    await user.click(await screen.findByRole('option', { name: 'Priya Sharma · agent@example.com' }));
    await user.click(within(dialog).getByRole('combobox', { name: /Leave type/ }));
    await user.click(await screen.findByRole('option', { name: 'Casual Leave' }));
    expect(await within(dialog).findByText('Current balance: 1.0 days (1.0 pending, 0.0 available)')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: /Days/ }), '-1');
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Correction');
    await user.click(within(dialog).getByRole('button', { name: 'Adjust balance' }));
    await waitFor(() => expect(requests.find((r) => r.method === 'POST' && r.path.endsWith('/adjustments'))?.body).toEqual({ leave_type_id: 1, amount: -1, reason: 'Correction' }));
    expect(await within(dialog).findByText(/at most 0 can be taken off/)).toBeInTheDocument();
  });

  it('shows each type as a card with its actions on a phone (no table to scroll sideways) and edits it there', async () => {
    onPhone();
    const user = userEvent.setup();
    const { requests } = api();
    renderInAdmin(<LeaveTypesTab />);
    const list = await screen.findByRole('list', { name: 'Leave types' });
    expect(screen.queryByRole('table')).toBeNull();
    const card = within(list).getByText('Casual Leave').closest('li') as HTMLElement;
    expect(card).toHaveTextContent('CL');
    expect(card).toHaveTextContent('1 per month');
    await user.click(within(card).getByRole('button', { name: 'Edit Casual Leave' }));
    const editor = screen.getByTestId('leave-type-edit-row');
    expect(screen.queryByRole('table')).toBeNull();
    const rate = within(editor).getByRole('textbox', { name: /Rate/ });
    await user.clear(rate);
    await user.type(rate, '2');
    await user.click(within(editor).getByRole('button', { name: 'Save Casual Leave' }));
    await waitFor(() => expect(requests.find((r) => r.method === 'PUT')?.body).toMatchObject({ accrual_rate: 2 }));
  });
});
