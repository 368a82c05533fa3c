import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
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

  it("edits a group's rule: pool groups and a deadline saved with PUT; removing asks first, then DELETE", async () => {
    const user = userEvent.setup();
    const { requests } = mockFetch(({ method, path, body }) => {
      if (path === '/api/coverage') return { body: TODAY };
      if (path === '/api/coverage/forecast?days=7') return { body: { days: [] } };
      if (path === '/api/group-loans') return { body: [] };
      if (path === '/api/settings/coverageWorkPerAgent') return { body: { key: 'coverageWorkPerAgent', value: 40 } };
      if (path === '/api/users/agents?active=true') return { body: [{ id: 4, name: 'Rahul Iyer' }] };
      if (path === '/api/groups/1/coverage-rule' && method === 'GET') return { body: { group_id: 1, buddy_agent_ids: [4], pool_group_ids: [], check_in_deadline: '11:00' } };
      if (path === '/api/groups/1/coverage-rule' && method === 'PUT') return { body: { group_id: 1, buddy_agent_ids: [], pool_group_ids: [], ...body } };
      if (path === '/api/groups/1/coverage-rule' && method === 'DELETE') return { body: { group_id: 1, buddy_agent_ids: [], pool_group_ids: [], check_in_deadline: null } };
      return undefined;
    });
    renderInAdmin(<CoveragePage />);
    await user.click(await screen.findByRole('button', { name: 'Coverage rule of North Desk' }));
    const dialog = await screen.findByRole('dialog', { name: /Coverage rule · North Desk/ });
    expect(await within(dialog).findByText('Rahul Iyer')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('radio', { name: 'A pool of groups' }));
    await user.click(within(dialog).getByRole('combobox', { name: /Pool groups/ }));
    await user.click(await screen.findByRole('option', { name: 'South Desk' }));
    fireEvent.change(within(dialog).getByLabelText(/Check-in deadline/), { target: { value: '09:45' } });
    await user.click(within(dialog).getByRole('button', { name: 'Save rule' }));
    await waitFor(() => expect(requests.find((r) => r.method === 'PUT')?.body).toEqual({ pool_group_ids: [3], check_in_deadline: '09:45' }));

    await user.click(await screen.findByRole('button', { name: 'Coverage rule of North Desk' }));
    await user.click(within(await screen.findByRole('dialog', { name: /Coverage rule · North Desk/ })).getByRole('button', { name: 'Remove rule' }));
    expect(requests.some((r) => r.method === 'DELETE')).toBe(false);
    await user.click(within(await screen.findByRole('dialog', { name: /Remove this rule/ })).getByRole('button', { name: 'Remove rule' }));
    await waitFor(() => expect(requests.find((r) => r.method === 'DELETE')?.path).toBe('/api/groups/1/coverage-rule'));
  }, 60_000);

  it('saves the thin threshold, refusing a value outside 1-10,000', async () => {
    const user = userEvent.setup();
    const { requests } = mockFetch(({ method, path, body }) => {
      if (path === '/api/coverage') return { body: TODAY };
      if (path === '/api/coverage/forecast?days=7') return { body: { days: [] } };
      if (path === '/api/group-loans') return { body: [] };
      if (path === '/api/settings/coverageWorkPerAgent') return { body: { key: 'coverageWorkPerAgent', value: method === 'PUT' ? body.value : 40 } };
      return undefined;
    });
    renderInAdmin(<CoveragePage />);
    const field = await screen.findByRole('spinbutton', { name: 'Due work per agent' });
    expect(field).toHaveValue(40);
    await user.clear(field);
    await user.type(field, '0');
    expect(screen.getByText('A number from 1 to 10,000')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    await user.clear(field);
    await user.type(field, '25{Enter}');
    await waitFor(() => expect(requests.find((r) => r.method === 'PUT')?.body).toEqual({ value: 25 }));
  });
});
