import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CustomerPromise } from '../../api/types';
import { mockFetch, renderInAdmin } from '../../test/render';
import { PromiseBanner } from './PromiseBanner';

const promise = (id: number, overrides: Partial<CustomerPromise> = {}): CustomerPromise => ({
  id, promised_date: '2026-11-26', promised_amount: 12500, state: 'open', agent: { id: 2, name: 'Priya Sharma' }, created_at: '2026-11-24T06:30:00.000Z', decided_at: null, ...overrides,
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('PromiseBanner', () => {
  it('shows the newest promise, its state and who took it, and counts the earlier ones', async () => {
    mockFetch((r) => (r.path === '/api/customers/42/promises' ? { body: [promise(9, { state: 'broken' }), promise(8, { state: 'cancelled' })] } : undefined));
    renderInAdmin(<PromiseBanner customerId={42} />, { role: 'agent' });
    expect(await screen.findByLabelText('Promise: ₹12,500 by 26 Nov 2026 · Broken')).toBeInTheDocument();
    expect(screen.getByText('Made 24 Nov 2026 by Priya Sharma · 1 earlier in the feedback history')).toBeInTheDocument();
  });

  it('shows nothing for a customer who never promised', async () => {
    const { requests } = mockFetch((r) => (r.path === '/api/customers/42/promises' ? { body: [] } : undefined));
    renderInAdmin(<PromiseBanner customerId={42} />, { role: 'agent' });
    await vi.waitFor(() => expect(requests).toHaveLength(1));
    expect(screen.queryByRole('region', { name: 'Promise to pay' })).toBeNull();
  });

  it('says the promises could not be loaded, with Try again', async () => {
    let fail = true;
    mockFetch((r) => (r.path === '/api/customers/42/promises' ? (fail ? { status: 500, body: { statusCode: 500, message: 'Down' } } : { body: [promise(9)] }) : undefined));
    renderInAdmin(<PromiseBanner customerId={42} />, { role: 'agent' });
    expect(await screen.findByText('Could not load the promises to pay.')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByLabelText('Promise: ₹12,500 by 26 Nov 2026 · Open')).toBeInTheDocument();
  });
});
