import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Worklist, WorklistCustomer } from '../../api/types';
import { mockFetch, renderInAdmin } from '../../test/render';
import { WorklistCard } from './WorklistCard';

const customer = (id: number, overrides: Partial<WorklistCustomer> = {}): WorklistCustomer => ({
  id, name: `Customer ${id}`, loan_application_no: `LN${id}`, status: 'overdue', next_follow_up: null, last_disposition_status: null, promised_date: null, promised_amount: null, covering_for: null, ...overrides,
});

const WORKLIST: Worklist = {
  sections: [
    { key: 'due_follow_ups', title: 'Follow-ups due', count: 0, customers: [] },
    { key: 'promises_due', title: 'Promises due today', count: 12, customers: [customer(7, { promised_date: '2030-03-10', promised_amount: 5000 }), customer(3, { status: 'partially_paid' })] },
    { key: 'broken_promises', title: 'Broken promises', count: 0, customers: [] },
    { key: 'never_contacted', title: 'Never contacted', count: 1, customers: [customer(9, { loan_application_no: 'MV/9' })] },
  ],
};
const EMPTY: Worklist = { sections: WORKLIST.sections.map((s) => ({ ...s, count: 0, customers: [] })) };

const render = (props: Partial<Parameters<typeof WorklistCard>[0]> = {}) =>
  renderInAdmin(<WorklistCard title="Your worklist" from="/worklist" {...props} />, { role: 'agent', path: '/worklist', route: '/worklist', extraRoutes: [{ path: '/customers/:loanApplicationNo', element: <p>customer page</p> }] });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('WorklistCard', () => {
  it('shows every section in order with its count, an empty section saying so, and the rows beyond the listed ones', async () => {
    const { requests } = mockFetch((r) => (r.path.startsWith('/api/worklist') ? { body: WORKLIST } : undefined));
    render();
    await screen.findByText('Customer 7');
    expect(screen.getAllByTestId('worklist-section').map((s) => within(s).getByRole('heading').textContent)).toEqual(['Follow-ups due', 'Promises due today', 'Broken promises', 'Never contacted']);
    expect(screen.getByText('13 to work, in this order')).toBeInTheDocument();
    expect(screen.getByLabelText('12 customers')).toBeInTheDocument();
    expect(screen.getByText('No follow-up is due.')).toBeInTheDocument();
    expect(screen.getByText('and 10 more, listed as you work these')).toBeInTheDocument();
    expect(screen.getByText(/LN7 · ₹5,000 promised for/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Customer 9/ })).toHaveAttribute('href', '/customers/MV%2F9?record=9');
    expect(requests[0].path).toBe('/api/worklist?limit=25');
  });

  it("labels the customers of a group the agent covers on loan with whom they cover for", async () => {
    const covering: Worklist = { sections: WORKLIST.sections.map((s) => (s.key === 'never_contacted' ? { ...s, count: 2, customers: [customer(9), customer(11, { name: 'Covered One', covering_for: 'Priya Shah' })] } : s)) };
    mockFetch((r) => (r.path.startsWith('/api/worklist') ? { body: covering } : undefined));
    render();
    const row = (await screen.findByText('Covered One')).closest('li')!;
    expect(within(row).getByText('Covering for Priya Shah')).toBeInTheDocument();
    expect(within(screen.getByText('Customer 9').closest('li')!).queryByText(/Covering for/)).toBeNull();
  });

  it('asks for an agent’s worklist when an admin chose one', async () => {
    const { requests } = mockFetch((r) => (r.path.startsWith('/api/worklist') ? { body: WORKLIST } : undefined));
    render({ agentId: 4, limit: 5 });
    await screen.findByText('Customer 7');
    expect(requests[0].path).toBe('/api/worklist?limit=5&agent_id=4');
  });

  it('opens the first customer of the queue with Next customer', async () => {
    mockFetch((r) => (r.path.startsWith('/api/worklist') ? { body: WORKLIST } : undefined));
    const { locations } = render();
    await userEvent.click(await screen.findByRole('button', { name: 'Next customer' }));
    await screen.findByText('customer page');
    expect(locations.at(-1)).toBe('/customers/LN7?record=7');
  });

  it('says there is nothing to work when every section is empty, and offers no next customer', async () => {
    mockFetch((r) => (r.path.startsWith('/api/worklist') ? { body: EMPTY } : undefined));
    render();
    expect(await screen.findByText('Nothing to work right now')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next customer' })).toBeDisabled();
  });

  it('shows the failure with Try again, which loads again', async () => {
    let fail = true;
    mockFetch((r) => {
      if (!r.path.startsWith('/api/worklist')) return undefined;
      return fail ? { status: 500, body: { statusCode: 500, message: 'Database unavailable' } } : { body: WORKLIST };
    });
    render();
    expect(await screen.findByText('Failed to fetch the worklist')).toBeInTheDocument();
    expect(screen.getByText('Database unavailable')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByText('Customer 7')).toBeInTheDocument());
  });
});
