import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CustomerDetail } from '../../api/types';
import { mockFetch, renderInAdmin } from '../../test/render';
import { RecordedPayments } from './RecordedPayments';
import { validatePayment } from './payment-rules';

const CUSTOMER = {
  id: 42,
  name: 'Asha Rao',
  loan_application_no: 'MV26000042',
  disbursal_date: '2025-06-15',
  payments: [
    { id: 2, paid_date: '2026-11-27', total_paid_amount: 17582, source: 'api', reference: 'UTR-1', recorded_by: { id: 1, name: 'Anita Admin' } },
    { id: 1, paid_date: '2026-10-05', total_paid_amount: 5400, source: 'import', reference: null, recorded_by: { id: 1, name: 'Anita Admin' } },
  ],
} as unknown as CustomerDetail;

describe('payments on the customer page', () => {
  it('lists each payment with how it was recorded, in words, and by whom', () => {
    mockFetch(() => undefined);
    renderInAdmin(<RecordedPayments customer={CUSTOMER} />, { role: 'agent' });
    const rows = within(screen.getByRole('table', { name: 'Payments recorded' })).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent))).toEqual([
      ['27/11/2026', '₹17,582', 'Through the API', 'Anita Admin', 'UTR-1'],
      ['05/10/2026', '₹5,400', 'From an import', 'Anita Admin', '—'],
    ]);
    // Agents read the payments; only admins record them.
    expect(screen.queryByRole('button', { name: 'Record payment' })).not.toBeInTheDocument();
  });

  it('lets an admin record one: amount, date and reference, sent to the customer', async () => {
    const { requests } = mockFetch((request) =>
      request.method === 'POST' && request.path === '/api/customers/42/payments'
        ? { status: 201, body: { id: 3, customer_id: 42, amount: 12500, paid_date: '2026-11-20', source: 'screen', reference: 'UTR-9', createdAt: '2026-11-27T10:00:00Z' } }
        : undefined,
    );
    const user = userEvent.setup();
    renderInAdmin(<RecordedPayments customer={CUSTOMER} />, { role: 'admin' });
    await user.click(await screen.findByRole('button', { name: 'Record payment' }));
    const dialog = await screen.findByRole('dialog', { name: /Record payment/ });
    await user.click(within(dialog).getByRole('button', { name: 'Record payment' }));
    expect(within(dialog).getByText('Enter the amount paid')).toBeInTheDocument();
    expect(requests.filter((r) => r.method === 'POST')).toHaveLength(0);
    await user.type(within(dialog).getByRole('textbox', { name: /Amount/ }), '12,500');
    await user.type(within(dialog).getByRole('textbox', { name: /Reference/ }), ' UTR-9 ');
    await user.click(within(dialog).getByRole('button', { name: 'Record payment' }));
    await waitFor(() => expect(requests.filter((r) => r.method === 'POST')).toHaveLength(1));
    expect(requests.find((r) => r.method === 'POST')!.body).toEqual(expect.objectContaining({ amount: 12500, reference: 'UTR-9' }));
    expect(await screen.findByText('Payment recorded')).toBeInTheDocument();
  });

  it('checks the date as the server does: not before the disbursal date (or 01/01/2000), not after today', () => {
    const now = new Date('2026-11-27T10:00:00+05:30');
    const base = { amount: '100', reference: 'R' };
    expect(validatePayment({ ...base, paid_date: '1900-01-01' }, null, now).paid_date).toBe('The payment date cannot be before 01/01/2000');
    expect(validatePayment({ ...base, paid_date: '2025-06-14' }, '2025-06-15', now).paid_date).toBe('The payment date cannot be before the disbursal date, 15/06/2025');
    expect(validatePayment({ ...base, paid_date: '2026-11-28' }, '2025-06-15', now).paid_date).toBe('The payment date cannot be in the future');
    expect(validatePayment({ ...base, paid_date: '2025-06-15' }, '2025-06-15', now)).toEqual({});
  });
});
