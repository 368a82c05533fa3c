import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch, renderInAdmin } from '../test/render';
import type { CoverageDay, GroupLoan } from './coverage-api';
import CoveragePage from './CoveragePage';

const work = (total: number) => ({ follow_ups_due: 0, promises_due: 0, broken_promises: 0, never_contacted: total, total });
const TODAY: CoverageDay = {
  date: '2030-05-13',
  non_working: null,
  threshold: 40,
  groups: [
    { id: 1, name: 'North Desk', state: 'uncovered', available: 0, agents: [{ id: 2, name: 'Priya Shah', status: 'on_leave', borrower: false }], work: work(2) },
    { id: 3, name: 'South Desk', state: 'covered', available: 1, agents: [{ id: 4, name: 'Rahul Iyer', status: 'late', borrower: false }], work: work(0) },
  ],
};
const LOAN: GroupLoan = {
  id: 9, group_id: 1, group_name: 'North Desk', agents: [{ id: 4, name: 'Rahul Iyer' }], start_date: '2030-05-13', end_date: '2030-05-14',
  reason: 'Priya on leave', automatic: false, ended_at: null, created_at: '2030-05-13T05:00:00.000Z',
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('CoveragePage', () => {
  it('shows today’s groups uncovered first with who is away and the work due, and ends a loan only after confirming', async () => {
    const user = userEvent.setup();
    const { requests } = mockFetch(({ method, path }) => {
      if (path === '/api/coverage') return { body: TODAY };
      if (path === '/api/coverage/forecast?days=7') return { body: { days: [] } };
      if (path === '/api/group-loans' && method === 'GET') return { body: [LOAN] };
      if (path === '/api/group-loans/9' && method === 'DELETE') return { body: { ...LOAN, end_date: '2030-05-13', ended_at: '2030-05-13T06:00:00.000Z' } };
      return undefined;
    });
    renderInAdmin(<CoveragePage />);
    const cards = await screen.findAllByTestId('group-coverage');
    expect(cards.map((card) => card.getAttribute('aria-label'))).toEqual(['North Desk: Uncovered', 'South Desk: Covered']);
    expect(within(cards[0]).getByText('On leave')).toBeInTheDocument();
    expect(within(cards[1]).getByText('No work due')).toBeInTheDocument();
    const loan = await screen.findByTestId('active-loan');
    expect(loan).toHaveTextContent('North Desk → Rahul Iyer');
    expect(loan).toHaveTextContent('13/05/2030 to 14/05/2030 · Priya on leave');
    await user.click(within(loan).getByRole('button', { name: 'End the loan of North Desk now' }));
    expect(requests.some((r) => r.method === 'DELETE')).toBe(false);
    await user.click(within(await screen.findByRole('dialog', { name: /End this loan now/ })).getByRole('button', { name: 'End now' }));
    await waitFor(() => expect(requests.find((r) => r.method === 'DELETE')?.path).toBe('/api/group-loans/9'));
    expect(await screen.findByText('Loan ended')).toBeInTheDocument();
  });
});
