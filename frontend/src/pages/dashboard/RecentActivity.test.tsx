import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ActivityEntry } from '../../api/types';
import { mockFetch, renderInAdmin } from '../../test/render';
import { RecentActivity } from './RecentActivity';

const entry = (n: number, overrides: Partial<ActivityEntry> = {}): ActivityEntry => ({
  kind: 'feedback',
  at: new Date(Date.now() - n * 60_000).toISOString(),
  customer: { id: n, name: `Customer ${n}`, loan_application_no: `LN${n}` },
  agent: { id: 2, name: 'Priya Sharma' },
  summary: 'Promise to pay',
  ...overrides,
});

const render = () => renderInAdmin(<RecentActivity />, { role: 'agent' });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('RecentActivity', () => {
  it('lists entries with their customer link, agent and time, and loads the next page on Show more', async () => {
    const { requests } = mockFetch((r) => {
      if (r.path === '/api/activity?limit=8&offset=0') return { body: { items: [entry(5, { kind: 'payment', summary: 'Payment of ₹1,500 recorded through the API', agent: null, customer: { id: 5, name: 'Asha', loan_application_no: 'MV/5' } }), entry(9)], next_offset: 8 } };
      if (r.path === '/api/activity?limit=8&offset=8') return { body: { items: [entry(30)], next_offset: null } };
      return undefined;
    });
    render();
    const rows = await screen.findAllByTestId('activity-row');
    expect(within(rows[0]).getByRole('link', { name: 'Asha' })).toHaveAttribute('href', '/customers/MV%2F5?record=5');
    expect(rows[0]).toHaveTextContent('Asha · Payment of ₹1,500 recorded through the API5 min ago');
    expect(within(rows[0]).getByRole('img', { name: 'Payment' })).toBeInTheDocument();
    expect(rows[1]).toHaveTextContent('Customer 9 · Promise to payPriya Sharma · 9 min ago');
    await userEvent.click(screen.getByRole('button', { name: 'Show more' }));
    expect(await screen.findByText('Customer 30')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
    expect(requests.map((r) => r.path)).toEqual(['/api/activity?limit=8&offset=0', '/api/activity?limit=8&offset=8']);
  });

  it('says there is no activity yet', async () => {
    mockFetch((r) => (r.path.startsWith('/api/activity') ? { body: { items: [], next_offset: null } } : undefined));
    render();
    expect(await screen.findByText('No recent activity')).toBeInTheDocument();
  });

  it('shows a failure with Try again, which loads again', async () => {
    let fail = true;
    mockFetch((r) => {
      if (!r.path.startsWith('/api/activity')) return undefined;
      return fail ? { status: 500, body: { statusCode: 500, message: 'Database unavailable' } } : { body: { items: [entry(1)], next_offset: null } };
    });
    render();
    expect(await screen.findByText('Failed to fetch recent activity')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Customer 1')).toBeInTheDocument();
  });
});
