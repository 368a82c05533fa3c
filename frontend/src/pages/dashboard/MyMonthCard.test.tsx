import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { reportFigure } from '@crm/shared/reports';
import { mockFetch, renderInAdmin } from '../../test/render';
import { workFigures } from '../reports/report-fixtures';
import MyMonthCard from './MyMonthCard';

const period = { from: '2026-11-01', to: '2026-11-30', lead_cycle_id: null };

describe('My month', () => {
  it('sets the agent\'s own figures against the group median, with each figure\'s definition', async () => {
    mockFetch(({ path }) =>
      path === '/api/reports/me'
        ? { body: { period, me: workFigures({ calls: 1234, collected: 250000, kept_rate: 0.5 }), group_id: 5, group_median: workFigures({ calls: 1000, collected: 300000, kept_rate: 0.5 }) } }
        : undefined,
    );
    renderInAdmin(<MyMonthCard />, { role: 'agent' });
    const table = await screen.findByRole('table', { name: "My month against my group's median" });
    const rows = within(table).getAllByTestId('my-month-row');
    expect(rows.map((row) => [...row.children].map((cell) => cell.textContent))).toEqual([
      ['Calls', '1,234Above the median', '1,000'],
      ['Contacted', '200At the median', '200'],
      ['PTP', '60At the median', '60'],
      ['Kept rate', '50.0%At the median', '50.0%'],
      ['Collected', '₹2,50,000Below the median', '₹3,00,000'],
      ['Present days', '20At the median', '20'],
    ]);
    const collected = reportFigure('agent', 'collected');
    expect(screen.getByRole('button', { name: `About Collected: ${collected.definition}` })).toBeInTheDocument();
    expect(screen.getByText(/01\/11\/2026 – 30\/11\/2026; against the median of your group/)).toBeInTheDocument();
  });

  it('never shows another agent, whatever else the answer holds', async () => {
    mockFetch(({ path }) =>
      path === '/api/reports/me'
        ? { body: { period, me: workFigures(), group_id: 5, group_median: workFigures(), agents: [{ agent_id: 8, name: 'Arjun Rao', ...workFigures({ calls: 999 }) }] } }
        : undefined,
    );
    renderInAdmin(<MyMonthCard />, { role: 'agent' });
    const table = await screen.findByRole('table');
    expect(within(table).getAllByRole('row')).toHaveLength(7);
    expect(screen.queryByText(/Arjun Rao/)).toBeNull();
    expect(screen.queryByText('999')).toBeNull();
  });

  it('without a group, has no median to compare with', async () => {
    mockFetch(({ path }) => (path === '/api/reports/me' ? { body: { period, me: workFigures(), group_id: null, group_median: null } } : undefined));
    renderInAdmin(<MyMonthCard />, { role: 'agent' });
    expect(await screen.findByText(/you are in no group/)).toBeInTheDocument();
    expect(within(screen.getAllByTestId('my-month-row')[0]).getAllByRole('cell')[1]).toHaveTextContent('—');
  });

  it('in a group too small for a median (it would give a colleague\'s figures away), says so', async () => {
    mockFetch(({ path }) => (path === '/api/reports/me' ? { body: { period, me: workFigures(), group_id: 5, group_agents: 2, group_median: null } } : undefined));
    renderInAdmin(<MyMonthCard />, { role: 'agent' });
    expect(await screen.findByText(/your group has 2 agents: the median shows from 4/)).toBeInTheDocument();
    expect(within(screen.getAllByTestId('my-month-row')[0]).getAllByRole('cell')[1]).toHaveTextContent('—');
  });

  it('says "No calls in this period" before the first call, and offers Try again on a failure', async () => {
    let fail = true;
    mockFetch(({ path }) => {
      if (path !== '/api/reports/me') return undefined;
      return fail ? { status: 500, body: { message: 'Down for a moment' } } : { body: { period, me: workFigures({ calls: 0, present_days: 0, ptp: 0 }), group_id: 5, group_median: workFigures() } };
    });
    renderInAdmin(<MyMonthCard />, { role: 'agent' });
    expect(await screen.findByText('Failed to load your month')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No calls in this period')).toBeInTheDocument();
  });
});
