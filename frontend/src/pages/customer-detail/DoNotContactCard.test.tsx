import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { customerDetailFixture } from '../../test/customer-fixtures';
import { mockFetch, renderInAdmin } from '../../test/render';
import { CustomerHeaderCard } from './CustomerSummary';
import { DoNotContactCard, MarkDoNotContactButton } from './DoNotContactCard';

const MARK = { reason: 'customer_request' as const, until: '2025-03-31', note: 'Asked not to be called', set_by: { id: 1, name: 'Meera Admin' }, set_at: '2025-01-05T10:00:00.000Z' };

describe('do not contact on the customer page', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the mark in words: reason, last day, who and when, the note; agents get no actions', () => {
    renderInAdmin(<DoNotContactCard customer={customerDetailFixture({ do_not_contact: MARK })} canManage={false} />, { role: 'agent' });
    const card = screen.getByRole('region', { name: 'Do not contact' });
    expect(card).toHaveTextContent('Customer request');
    expect(card).toHaveTextContent('Until 31/03/2025');
    expect(card).toHaveTextContent('Marked by Meera Admin on 05/01/2025');
    expect(card).toHaveTextContent('“Asked not to be called”');
    expect(within(card).queryByRole('button')).not.toBeInTheDocument();
  });

  it("does not tell the admin to chase a marked customer in the escalation banner", () => {
    renderInAdmin(<CustomerHeaderCard customer={customerDetailFixture({ status: 'overdue', do_not_contact: MARK })} />);
    const banner = screen.getByTestId('escalation-banner');
    expect(banner).toHaveTextContent('Marked do not contact: no calls or messages while the mark holds.');
    expect(banner).not.toHaveTextContent('Prioritise this account');
  });

  it('shows nothing without a mark', () => {
    const { container } = renderInAdmin(<DoNotContactCard customer={customerDetailFixture()} canManage />);
    expect(container).toBeEmptyDOMElement();
  });

  it('clears the mark after a confirmation', async () => {
    const api = mockFetch(({ method }) => (method === 'DELETE' ? { body: { do_not_contact: null } } : { body: [] }));
    const user = userEvent.setup();
    renderInAdmin(<DoNotContactCard customer={customerDetailFixture({ do_not_contact: MARK })} canManage />);
    await user.click(screen.getByRole('button', { name: 'Clear mark' }));
    const dialog = screen.getByRole('dialog', { name: /Clear the do-not-contact mark/ });
    expect(api.requests.filter((r) => r.method === 'DELETE')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Clear mark' }));
    await waitFor(() => expect(api.requests.find((r) => r.method === 'DELETE')?.path).toBe('/api/customers/42/do-not-contact'));
  });

  it('marks a customer: the reason is required, then reason, last day and note are sent', async () => {
    const api = mockFetch(({ method }) => (method === 'PUT' ? { body: { ...MARK, note: 'Charges' } } : { body: [] }));
    const user = userEvent.setup();
    renderInAdmin(<MarkDoNotContactButton customer={customerDetailFixture()} />);
    await user.click(screen.getByRole('button', { name: 'Do not contact' }));
    const dialog = screen.getByRole('dialog', { name: /Mark do not contact/ });
    const reason = within(dialog).getByRole('combobox', { name: /Reason/ });
    expect(reason).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Mark do not contact' }));
    expect(within(dialog).getByText('Choose why the customer must not be contacted')).toBeInTheDocument();
    expect(api.requests.filter((r) => r.method === 'PUT')).toHaveLength(0);

    await user.selectOptions(reason, 'dispute');
    await user.type(within(dialog).getByRole('textbox', { name: 'Note (optional)' }), 'Charges');
    await user.click(within(dialog).getByRole('button', { name: 'Mark do not contact' }));
    await waitFor(() =>
      expect(api.requests.find((r) => r.method === 'PUT')).toEqual({ method: 'PUT', path: '/api/customers/42/do-not-contact', body: { reason: 'dispute', note: 'Charges' } }),
    );
  });
});
