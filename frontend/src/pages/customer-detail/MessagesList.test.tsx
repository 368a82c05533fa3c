import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch, renderInAdmin } from '../../test/render';
import { MessagesList } from './MessagesList';
import { messageFixture } from './test-fixtures';

describe('MessagesList', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('lists kind, number, status, sender and time, newest first', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2025-01-06T10:00:00Z'));
    const messages = [
      messageFixture({ id: 'a', kind: 'reference', to_number: '7000000001', status: 'read', created_at: '2025-01-06T09:30:00Z' }),
      messageFixture({ id: 'b', kind: 'settlement', status: 'delivered', sent_by: 'Admin User', created_at: '2025-01-05T09:30:00Z' }),
      messageFixture({ id: 'c', kind: 'offer', status: 'sent', created_at: '2025-01-03T09:30:00Z' }),
      messageFixture({ id: 'd', kind: 'foreclosure', status: 'queued', created_at: '2025-01-03T09:00:00Z' }),
      messageFixture({ id: 'e', kind: 'payment', status: 'failed', error: { code: '131026', title: 'Message undeliverable' }, created_at: '2025-01-02T09:00:00Z' }),
    ];
    mockFetch((r) => (r.path === '/api/customers/42/messages' ? { body: messages } : undefined));
    renderInAdmin(<MessagesList customerId={42} />, { role: 'agent' });

    const rows = await screen.findAllByTestId('message-row');
    expect(rows).toHaveLength(5);
    expect(rows[0]).toHaveTextContent('Reference link · 7000000001');
    expect(within(rows[0]).getByTestId('message-status')).toHaveTextContent('Read');
    expect(rows[0]).toHaveTextContent('Priya Sharma · Today, 03:00 pm');
    expect(rows[1]).toHaveTextContent('Settlement link · 9876543210');
    expect(within(rows[1]).getByTestId('message-status')).toHaveTextContent('Delivered');
    expect(rows[1]).toHaveTextContent('Admin User · Yesterday, 03:00 pm');
    expect(within(rows[2]).getByTestId('message-status')).toHaveTextContent('Sent');
    expect(rows[2]).toHaveTextContent('3 days ago');
    expect(within(rows[3]).getByTestId('message-status')).toHaveTextContent('Queued');
    expect(within(rows[4]).getByTestId('message-status')).toHaveTextContent('Failed');
    // A failed message says why.
    expect(within(rows[4]).getByTestId('message-error')).toHaveTextContent('Message undeliverable');
    expect(screen.getAllByTestId('message-error')).toHaveLength(1);
  });

  it('shows the five latest, then all', async () => {
    const messages = Array.from({ length: 7 }, (_, i) => messageFixture({ id: `m${i}` }));
    mockFetch((r) => (r.path === '/api/customers/42/messages' ? { body: messages } : undefined));
    const user = userEvent.setup();
    renderInAdmin(<MessagesList customerId={42} />, { role: 'agent' });
    expect(await screen.findAllByTestId('message-row')).toHaveLength(5);
    await user.click(screen.getByRole('button', { name: 'Show all 7' }));
    expect(screen.getAllByTestId('message-row')).toHaveLength(7);
  });

  it('says No messages sent yet', async () => {
    mockFetch((r) => (r.path === '/api/customers/42/messages' ? { body: [] } : undefined));
    renderInAdmin(<MessagesList customerId={42} />, { role: 'agent' });
    expect(await screen.findByText('No messages sent yet')).toBeInTheDocument();
  });

  it('offers a retry when the list cannot be loaded', async () => {
    let fail = true;
    mockFetch((r) =>
      r.path === '/api/customers/42/messages'
        ? fail
          ? { status: 500, body: { statusCode: 500, message: 'Database down', error: 'Internal Server Error' } }
          : { body: [messageFixture()] }
        : undefined,
    );
    const user = userEvent.setup();
    renderInAdmin(<MessagesList customerId={42} />, { role: 'agent' });
    expect(await screen.findByText('Failed to fetch messages')).toBeInTheDocument();
    expect(screen.getByText('Database down')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('message-row')).toBeInTheDocument();
  });
});
