import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FeedbackHistory, relativeDateTime } from './FeedbackHistory';
import type { FeedbackHistoryItem } from './feedback-rules';
import { mockFetch, renderInAdmin } from '../../test/render';

function item(id: number, createdAt: string, extra: Partial<FeedbackHistoryItem> = {}): FeedbackHistoryItem {
  return {
    id,
    customer_id: 42,
    agent: { id: 2, name: 'Priya Sharma' },
    createdAt,
    disposition_date: createdAt,
    disposition_name: 'Promise to pay',
    disposition_code: 'PTP',
    contact_type: 'RPC',
    disposition_note: `Note ${id}`,
    next_follow_up: null,
    language: null,
    reason_for_not_paying: null,
    alternate_numbers: [],
    lead_cycle_id: 5,
    lead_cycle_name: 'Overdue',
    promise: null,
    ...extra,
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('FeedbackHistory', () => {
  it('shows the 3 newest items and the rest on Show History', async () => {
    const now = Date.now();
    const items = [1, 2, 3, 4, 5].map((n) => item(n, new Date(now - n * 3_600_000).toISOString()));
    items[0].next_follow_up = new Date(now + 86_400_000).toISOString();
    mockFetch((r) => (r.path.startsWith('/api/customers/42/feedback') ? { body: items } : undefined));
    const user = userEvent.setup();
    renderInAdmin(<FeedbackHistory customerId={42} />, { role: 'agent' });

    const list = await screen.findByRole('list', { name: 'Feedback, newest first' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    expect(within(list).getByText('Note 1')).toBeInTheDocument();
    expect(within(list).queryByText('Note 4')).not.toBeInTheDocument();
    expect(within(list).getAllByText('PTP')).toHaveLength(3);
    expect(within(list).getByText(/Next follow-up:/)).toHaveTextContent(/Next follow-up: (Today|Tomorrow),/);

    await user.click(screen.getByRole('button', { name: 'Show History' }));
    expect(within(list).getAllByRole('listitem')).toHaveLength(5);
    await user.click(screen.getByRole('button', { name: 'Hide History' }));
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
  });

  it('tags each item with its lead cycle and marks the items of the loan\'s other cycles', async () => {
    const now = Date.now();
    const items = [
      item(1, new Date(now - 3_600_000).toISOString()),
      item(2, new Date(now - 7_200_000).toISOString(), { customer_id: 7, lead_cycle_id: 4, lead_cycle_name: 'Pre-EMI' }),
    ];
    mockFetch((r) => (r.path.startsWith('/api/customers/42/feedback') ? { body: items, headers: { 'Content-Range': 'feedback 0-1/2' } } : undefined));
    renderInAdmin(<FeedbackHistory customerId={42} />, { role: 'agent' });

    const [current, other] = within(await screen.findByRole('list', { name: 'Feedback, newest first' })).getAllByRole('listitem');
    expect(within(current).getByTestId('feedback-cycle')).toHaveTextContent('Overdue');
    expect(within(current).queryByText(/other cycle/i)).not.toBeInTheDocument();
    expect(within(other).getByTestId('feedback-cycle')).toHaveTextContent('Pre-EMI');
    expect(within(other).getByTestId('feedback-cycle')).toHaveAccessibleName('Lead cycle Pre-EMI, another record of this loan');
    expect(other).toHaveAttribute('data-other-cycle', 'true');
    expect(current).toHaveAttribute('data-other-cycle', 'false');
  });

  it('asks the server for a page at a time and loads older pages on demand', async () => {
    const now = Date.now();
    const all = Array.from({ length: 25 }, (_, i) => item(i + 1, new Date(now - (i + 1) * 3_600_000).toISOString()));
    const { requests } = mockFetch((r) => {
      if (!r.path.startsWith('/api/customers/42/feedback?')) return undefined;
      const [start, end] = JSON.parse(new URLSearchParams(r.path.split('?')[1]).get('range')!);
      const page = all.slice(start, end + 1);
      return { body: page, headers: { 'Content-Range': `feedback ${start}-${start + page.length - 1}/${all.length}` } };
    });
    const user = userEvent.setup();
    renderInAdmin(<FeedbackHistory customerId={42} />, { role: 'agent' });

    const list = await screen.findByRole('list', { name: 'Feedback, newest first' });
    expect(screen.getByLabelText('25 feedback items')).toBeInTheDocument();
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    expect(screen.getByText('22 older')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show History' }));
    expect(within(list).getAllByRole('listitem')).toHaveLength(20);
    await user.click(screen.getByRole('button', { name: 'Load 5 older' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(25));
    expect(screen.queryByRole('button', { name: /older/ })).not.toBeInTheDocument();
    expect(requests.map((r) => decodeURIComponent(r.path))).toEqual(['/api/customers/42/feedback?range=[0,19]', '/api/customers/42/feedback?range=[20,39]']);
  });

  it('shows what became of the promise each feedback recorded', async () => {
    const now = Date.now();
    const items = [
      item(1, new Date(now - 3_600_000).toISOString(), { promise: { id: 9, promised_date: '2026-11-26', promised_amount: 12500, state: 'kept' } }),
      item(2, new Date(now - 7_200_000).toISOString(), { promise: { id: 8, promised_date: '2026-11-20', promised_amount: null, state: 'cancelled' } }),
      item(3, new Date(now - 9_000_000).toISOString(), { disposition_name: 'Call back', disposition_code: 'CBL' }),
    ];
    mockFetch((r) => (r.path.startsWith('/api/customers/42/feedback') ? { body: items, headers: { 'Content-Range': 'feedback 0-2/3' } } : undefined));
    renderInAdmin(<FeedbackHistory customerId={42} />, { role: 'agent' });
    const rows = within(await screen.findByRole('list', { name: 'Feedback, newest first' })).getAllByRole('listitem');
    expect(within(rows[0]).getByLabelText('Promise: ₹12,500 by 26 Nov 2026 · Kept')).toBeInTheDocument();
    expect(within(rows[1]).getByLabelText('Promise: Payment by 20 Nov 2026 · Replaced')).toBeInTheDocument();
    expect(within(rows[2]).queryByLabelText(/^Promise:/)).toBeNull();
  });

  it('says when there is nothing yet', async () => {
    mockFetch(() => ({ body: [] }));
    renderInAdmin(<FeedbackHistory customerId={42} />, { role: 'agent' });
    expect(await screen.findByText('No feedback or interactions recorded yet')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show History' })).not.toBeInTheDocument();
  });

  it('toasts when the history cannot be loaded', async () => {
    mockFetch(() => ({ status: 500, body: { statusCode: 500, message: 'Database down', error: 'Internal Server Error' } }));
    renderInAdmin(<FeedbackHistory customerId={42} />, { role: 'agent' });
    expect((await screen.findAllByText('Failed to fetch customer feedback')).length).toBeGreaterThanOrEqual(1);
  });

  it('labels times relative to today', () => {
    const now = new Date('2025-01-06T06:00:00Z'); // 11:30 IST
    expect(relativeDateTime('2025-01-06T04:00:00Z', now)).toBe('Today, 09:30 am');
    expect(relativeDateTime('2025-01-05T04:00:00Z', now)).toBe('Yesterday, 09:30 am');
    expect(relativeDateTime('2025-01-03T04:00:00Z', now)).toBe('3 days ago, 09:30 am');
    expect(relativeDateTime('2024-12-01T04:00:00Z', now)).toBe('01 Dec 2024, 09:30 am');
    expect(relativeDateTime(null, now)).toBe('—');
  });
});
