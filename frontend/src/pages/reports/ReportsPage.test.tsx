import { beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { testDataProvider } from 'react-admin';
import { AGENT_FIGURES, CYCLE_FIGURES } from '@crm/shared/reports';
import { businessMonth } from '../../i18n/dates';
import { mockFetch, renderInAdmin } from '../../test/render';
import { agentRow, cycleRow, dispositionReport, groupRow } from './report-fixtures';
import { ReportsPage } from './ReportsPage';

beforeAll(() => {
  // jsdom has no ResizeObserver; the charts size themselves with it.
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
});

const CYCLES = [
  { id: 2, name: 'Overdue', description: null, lead_cycle_start_date: '2026-11-01', lead_cycle_end_date: '2026-11-30', customer_count: 1000, created_at: '2026-11-01T00:00:00Z' },
  { id: 1, name: 'Overdue', description: null, lead_cycle_start_date: '2026-10-01', lead_cycle_end_date: '2026-10-31', customer_count: 900, created_at: '2026-10-01T00:00:00Z' },
];
const GROUPS = [
  { id: 5, name: 'Team North' },
  { id: 6, name: 'Team South' },
];
const AGENTS = [
  { id: 7, name: 'Priya Sharma', role: 'agent' },
  { id: 8, name: 'Arjun Rao', role: 'agent' },
];

function dataProvider() {
  const lists: Record<string, unknown[]> = { 'lead-cycles': CYCLES, groups: GROUPS, users: AGENTS };
  return testDataProvider({
    getList: (async (resource: string) => ({ data: lists[resource] ?? [], total: (lists[resource] ?? []).length })) as never,
  });
}

const cycles = {
  cycles: [
    cycleRow(1, '2026-10-01', '2026-10-31', { contacted: 0.495, collected: 880000 }, ['B1', 'B2']),
    cycleRow(2, '2026-11-01', '2026-11-30', { contacted: 0.52, collected: 1000000 }, ['B1', 'B2']),
  ],
  lending_partners: ['Axis Finance', 'Kissht'],
};

function answer(path: string) {
  if (path.startsWith('/api/reports/cycles?')) return { body: cycles };
  if (path.startsWith('/api/reports/groups?')) return { body: { period: { from: '2026-11-01', to: '2026-11-30', lead_cycle_id: 2 }, groups: [groupRow(5, 'Team North'), groupRow(6, 'Team South', { calls: 0 })] } };
  if (path.startsWith('/api/reports/agents?'))
    return { body: { period: { from: '2026-11-01', to: '2026-11-30', lead_cycle_id: 2 }, agents: [agentRow(7, 'Priya Sharma', 5, 1), agentRow(8, 'Arjun Rao', 5, 2, { calls: 120 })] } };
  if (path.startsWith('/api/reports/dispositions?')) return { body: dispositionReport() };
  return undefined;
}

function renderPage(path = '/reports') {
  return renderInAdmin(<ReportsPage />, { path, route: '/reports', dataProvider: dataProvider(), extraRoutes: [{ path: '/calls', element: <p>Call History page</p> }] });
}

describe('ReportsPage: cycle over cycle', () => {
  it('compares the newest cycle with the one before: each figure, its change and its definition', async () => {
    const { requests } = mockFetch(({ path }) => answer(path));
    renderPage();
    const contacted = (await screen.findAllByTestId('figure-card')).find((card) => card.querySelector('h3')?.textContent === 'Contacted %')!;
    expect(within(contacted).getByText('52.0%')).toBeInTheDocument();
    expect(within(contacted).getByTestId('delta')).toHaveTextContent('▲ 2.5 pts');
    expect(within(contacted).getByTestId('delta')).toHaveAccessibleName('up 2.5 points on the previous cycle');
    const collected = screen.getAllByTestId('figure-card').find((card) => card.querySelector('h3')?.textContent === 'Collected')!;
    expect(within(collected).getByTestId('delta')).toHaveTextContent('▲ ₹1,20,000');
    expect(requests.some((request) => request.path === '/api/reports/cycles?lead_cycle_id=2&count=12')).toBe(true);
  });

  it('gives every figure its definition from @crm/shared', async () => {
    mockFetch(({ path }) => answer(path));
    renderPage();
    await screen.findAllByTestId('figure-card');
    for (const figure of CYCLE_FIGURES) {
      expect(screen.getAllByRole('button', { name: `About ${figure.label}: ${figure.definition}` }).length).toBeGreaterThan(0);
    }
    const about = screen.getAllByRole('button', { name: /^About Roll-back %/ })[0];
    fireEvent.mouseOver(about);
    expect(await screen.findByRole('tooltip')).toHaveTextContent(CYCLE_FIGURES.find((figure) => figure.key === 'rolled_back')!.definition);
  });

  it('lists the cycles newest first and splits the chosen one by bucket', async () => {
    mockFetch(({ path }) => answer(path));
    renderPage();
    const table = await screen.findByRole('table', { name: 'Cycle over cycle' });
    const rows = within(table).getAllByTestId('cycle-row');
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual(['Overdue01/11/2026 – 30/11/2026', 'Overdue01/10/2026 – 31/10/2026']);
    const buckets = screen.getByRole('table', { name: 'By month-beginning bucket' });
    expect(within(buckets).getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual(['B1', 'B2']);
  });

  it('downloads the CSV with the same period and filters, by a plain link', async () => {
    mockFetch(({ path }) => answer(path));
    renderPage('/reports?cycle=2&group=5&bucket=B1');
    const link = await screen.findByRole('link', { name: 'Download the cycle comparison as CSV' });
    expect(link).toHaveAttribute('href', '/api/reports/cycles.csv?lead_cycle_id=2&group_id=5&bucket=B1&count=12');
    expect(link).toHaveAttribute('download');
  });

  it('asks again for a month, with from and to', async () => {
    const { requests } = mockFetch(({ path }) => answer(path));
    renderPage('/reports?month=2026-10&agent=7');
    await screen.findAllByTestId('figure-card');
    expect(requests.map((request) => request.path)).toContain('/api/reports/cycles?from=2026-10-01&to=2026-10-31&agent_id=7&count=12');
  });

  it('shows the failure with Try again, which asks again', async () => {
    let fail = true;
    const { requests } = mockFetch(({ path }) => (path.startsWith('/api/reports/cycles') && fail ? { status: 500, body: { message: 'The reports are resting' } } : answer(path)));
    renderPage();
    expect(await screen.findByText('Failed to load the cycle comparison')).toBeInTheDocument();
    expect(screen.getByText('The reports are resting')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table', { name: 'Cycle over cycle' })).toBeInTheDocument();
    expect(requests.filter((request) => request.path.startsWith('/api/reports/cycles')).length).toBeGreaterThan(1);
  });

  it('says when there is no cycle in the period', async () => {
    mockFetch(({ path }) => (path.startsWith('/api/reports/cycles') ? { body: { cycles: [] } } : answer(path)));
    renderPage('/reports?month=2026-01');
    expect(await screen.findByText('No lead cycles in this period')).toBeInTheDocument();
  });
});

describe('ReportsPage: groups and agents', () => {
  it('lists groups and agents with the rank within the group; an agent narrows the page and offers Call History', async () => {
    const { requests } = mockFetch(({ path }) => answer(path));
    const { locations } = renderPage('/reports?cycle=2');
    await userEvent.click(await screen.findByRole('tab', { name: 'Groups and agents' }));
    const agents = await screen.findByRole('table', { name: 'Agents' });
    const arjun = within(agents).getByRole('row', { name: /^Arjun Rao/ });
    expect(arjun).toHaveTextContent('2 in Team North');
    expect(arjun).toHaveTextContent('120');
    for (const figure of AGENT_FIGURES) expect(within(agents).getByRole('button', { name: `About ${figure.label}: ${figure.definition}` })).toBeInTheDocument();
    arjun.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(locations.at(-1)).toBe('/reports?cycle=2&agent=8'));
    await waitFor(() => expect(requests.map((request) => request.path)).toContain('/api/reports/agents?lead_cycle_id=2&agent_id=8'));
    expect(screen.getByRole('link', { name: 'Download the agents as CSV' })).toHaveAttribute('href', '/api/reports/agents.csv?lead_cycle_id=2&agent_id=8');
    expect(screen.getByText('Narrowed to agent Arjun Rao')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open Call History' })).toHaveAttribute('href', '/calls?search=Arjun+Rao');
  });

  it('narrows to a group with a click on its row', async () => {
    mockFetch(({ path }) => answer(path));
    const { locations } = renderPage('/reports?cycle=2');
    await userEvent.click(await screen.findByRole('tab', { name: 'Groups and agents' }));
    await userEvent.click(within(await screen.findByRole('table', { name: 'Groups' })).getByRole('row', { name: /^Team South/ }));
    await waitFor(() => expect(locations.at(-1)).toBe('/reports?cycle=2&group=6'));
    expect(await screen.findByRole('link', { name: 'Open customers' })).toHaveAttribute('href', '/customers?group_id=6');
  });

  it('narrows every report to a client (lending partner) chosen from the cycles\' clients', async () => {
    const { requests } = mockFetch(({ path }) => answer(path));
    const { locations } = renderPage('/reports?cycle=2');
    await userEvent.click(await screen.findByRole('combobox', { name: 'Client' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Kissht' }));
    await waitFor(() => expect(locations.at(-1)).toBe('/reports?cycle=2&partner=Kissht'));
    await waitFor(() => expect(requests.map((request) => request.path)).toContain('/api/reports/cycles?lead_cycle_id=2&lending_partner=Kissht&count=12'));
  });

  it('says "no calls in this period" when nobody worked', async () => {
    mockFetch(({ path }) => (path.startsWith('/api/reports/agents') ? { body: { period: { from: '2026-11-01', to: '2026-11-30', lead_cycle_id: 2 }, agents: [] } } : answer(path)));
    renderPage('/reports?cycle=2');
    await userEvent.click(await screen.findByRole('tab', { name: 'Groups and agents' }));
    expect(await screen.findByText('No calls in this period')).toBeInTheDocument();
  });
});

describe('ReportsPage: dispositions', () => {
  it('shows the funnel with counts and shares of the attempts, and each disposition with its share', async () => {
    mockFetch(({ path }) => answer(path));
    renderPage('/reports?cycle=2');
    await userEvent.click(await screen.findByRole('tab', { name: 'Dispositions' }));
    const funnel = await screen.findByRole('table', { name: 'Funnel' });
    expect(within(funnel).getAllByTestId('funnel-row').map((row) => [...row.children].map((cell) => cell.textContent))).toEqual([
      ['Attempts (calls)', '1,000', '100.0%'],
      ['Answered calls', '600', '60.0%'],
      ['Dispositions recorded', '400', '40.0%'],
      ['RPC: right-party contact', '300', '30.0%'],
      ['WPC: wrong-party contact', '0', '0.0%'],
      ['NC: no contact', '100', '10.0%'],
      ['Promises to pay', '150', '15.0%'],
      ['Kept', '90', '9.0%'],
    ]);
    const rows = within(screen.getByRole('table', { name: 'Dispositions' })).getAllByTestId('disposition-row');
    expect([...rows[0].children].map((cell) => cell.textContent)).toEqual(['RPC', 'Promise to pay', '200', '50.0%', '150', '90']);
    expect(screen.getByRole('link', { name: 'Download the dispositions as CSV' })).toHaveAttribute('href', '/api/reports/dispositions.csv?lead_cycle_id=2');
  });
});

describe('ReportsPage: the period picker', () => {
  it('turns a month and a range into the address and the API\'s from and to', async () => {
    const { requests } = mockFetch(({ path }) => answer(path));
    const { locations } = renderPage('/reports?cycle=2&group=5');
    await screen.findAllByTestId('figure-card');
    const { start, end } = businessMonth();
    await userEvent.click(screen.getByRole('combobox', { name: 'Period' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Month' }));
    await waitFor(() => expect(locations.at(-1)).toBe(`/reports?month=${start.slice(0, 7)}&group=5`));
    await waitFor(() => expect(requests.map((request) => request.path)).toContain(`/api/reports/cycles?from=${start}&to=${end}&group_id=5&count=12`));
    await userEvent.click(screen.getByRole('combobox', { name: 'Period' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Range of days' }));
    await waitFor(() => expect(locations.at(-1)).toBe(`/reports?from=${start}&to=${end}&group=5`));
    expect(screen.getByRole('group', { name: 'From' })).toBeInTheDocument();
  });
});
