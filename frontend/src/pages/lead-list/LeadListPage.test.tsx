import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TataLeadList } from '../../api/types';
import { mockFetch, renderInAdmin, type RecordedRequest } from '../../test/render';
import { LeadListPage } from './LeadListPage';

const LISTS: TataLeadList[] = [
  { id: 2, name: 'Pre-EMI Nov 2026', lead_list_id: 'LL-200', lead_cycle_id: 5, lead_count: 1234, last_refreshed_at: '2026-11-05T10:00:00Z' },
  { id: 1, name: 'Overdue Nov 2026', lead_list_id: 'LL-100', lead_cycle_id: 4, lead_count: 87, last_refreshed_at: null },
  { id: 3, name: 'Overdue-HB Nov 2026', lead_list_id: 'LL-300', lead_cycle_id: 6, lead_count: 0, last_refreshed_at: '2026-11-04T18:45:00Z' },
];

type Answer = { status?: number; body?: unknown } | undefined;

function api(overrides: (r: RecordedRequest) => Answer = () => undefined) {
  return mockFetch((request) => {
    const answer = overrides(request);
    if (answer) return answer;
    if (request.method === 'GET' && request.path === '/api/tata/lead-list') return { body: LISTS };
    return undefined;
  });
}

const render = (path = '/tata-lead-list') => renderInAdmin(<LeadListPage />, { role: 'admin', path, route: '/tata-lead-list' });

const table = () => screen.getByRole('table', { name: 'Lead lists' });
const names = () => within(table()).queryAllByTestId('lead-list-row').map((row) => within(row).getAllByRole('cell')[0].textContent);

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('LeadListPage', () => {
  it('lists the dialer lead lists sorted by name, with id, lead count and last refresh', async () => {
    api();
    render();
    await screen.findByText('Pre-EMI Nov 2026');
    expect(within(table()).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Name', 'Lead List Id', 'Lead Count', 'Last Refreshed At', 'Actions']);
    expect(names()).toEqual(['Overdue Nov 2026', 'Overdue-HB Nov 2026', 'Pre-EMI Nov 2026']);

    const [overdue, hb, preEmi] = within(table()).getAllByTestId('lead-list-row');
    expect(within(overdue).getAllByRole('cell').map((c) => c.textContent)).toEqual(['Overdue Nov 2026', 'LL-100', '87', 'N/A', 'Refresh']);
    expect(within(hb).getByText('05/11/2026 00:15')).toBeInTheDocument();
    expect(within(preEmi).getAllByRole('cell').map((c) => c.textContent)).toEqual(['Pre-EMI Nov 2026', 'LL-200', '1,234', '05/11/2026 15:30', 'Refresh']);
    expect(screen.getByText('3 lead lists')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sync with Tata' })).toBeEnabled();
    expect(screen.getAllByRole('button', { name: /^Refresh / })).toHaveLength(3);
  });

  it('toggles the name sort from the header and keeps it in the URL', async () => {
    api();
    const user = userEvent.setup();
    const { locations } = render();
    await screen.findByText('Pre-EMI Nov 2026');
    const header = within(table()).getByRole('columnheader', { name: 'Name' });
    expect(header).toHaveAttribute('aria-sort', 'ascending');

    await user.click(within(table()).getByRole('button', { name: 'Name' }));
    expect(names()).toEqual(['Pre-EMI Nov 2026', 'Overdue-HB Nov 2026', 'Overdue Nov 2026']);
    expect(header).toHaveAttribute('aria-sort', 'descending');
    expect(locations.at(-1)).toBe('/tata-lead-list?order=desc');

    // Keyboard: the header is a button.
    within(table()).getByRole('button', { name: 'Name' }).focus();
    await user.keyboard('{Enter}');
    expect(names()).toEqual(['Overdue Nov 2026', 'Overdue-HB Nov 2026', 'Pre-EMI Nov 2026']);
    expect(locations.at(-1)).toBe('/tata-lead-list');
  });

  it('searches by name, with the search in the URL, and says when nothing matches', async () => {
    api();
    const user = userEvent.setup();
    const { locations } = render();
    await screen.findByText('Pre-EMI Nov 2026');
    const box = screen.getByRole('textbox', { name: 'Search lead lists by name' });

    await user.type(box, 'overdue');
    await waitFor(() => expect(names()).toEqual(['Overdue Nov 2026', 'Overdue-HB Nov 2026']));
    expect(locations.at(-1)).toBe('/tata-lead-list?search=overdue');
    expect(screen.getByText('2 of 3 lead lists')).toBeInTheDocument();

    await user.clear(box);
    await user.type(box, 'legal');
    expect(await screen.findByText('No lead lists found')).toBeInTheDocument();
    expect(screen.getByText('Nothing matches “legal”. Try another name.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show all lead lists' }));
    await waitFor(() => expect(names()).toHaveLength(3));
    expect(box).toHaveValue('');
  });

  it('opens with the search and order of the URL', async () => {
    api();
    render('/tata-lead-list?search=nov&order=desc');
    await screen.findByText('Pre-EMI Nov 2026');
    expect(names()).toEqual(['Pre-EMI Nov 2026', 'Overdue-HB Nov 2026', 'Overdue Nov 2026']);
    expect(screen.getByRole('textbox', { name: 'Search lead lists by name' })).toHaveValue('nov');
  });

  it('shows the empty state with a hint to sync', async () => {
    api((r) => (r.path === '/api/tata/lead-list' ? { body: [] } : undefined));
    render();
    expect(await screen.findByText('No lead lists yet')).toBeInTheDocument();
    expect(screen.getByText(/Press Sync with Tata/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sync with Tata' })).toBeEnabled();
  });

  it('says when the lists cannot be loaded, and Try again loads them', async () => {
    let fail = true;
    api((r) =>
      r.path === '/api/tata/lead-list' && fail ? { status: 503, body: { statusCode: 503, message: 'The dialer is not configured', error: 'Service Unavailable' } } : undefined,
    );
    const user = userEvent.setup();
    render();
    expect(await screen.findByText('Failed to fetch lead lists')).toBeInTheDocument();
    expect(screen.getByText('The dialer is not configured')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Pre-EMI Nov 2026')).toBeInTheDocument();
    expect(screen.queryByText('Failed to fetch lead lists')).not.toBeInTheDocument();
  });

  it('refreshes one row, updates it in place and toasts', async () => {
    const refreshed: TataLeadList = { ...LISTS[1], lead_count: 90, last_refreshed_at: '2026-11-06T04:05:00Z' };
    const { requests } = api((r) => (r.method === 'POST' && r.path === '/api/tata/lead-list/LL-100/refresh' ? { body: refreshed } : undefined));
    const user = userEvent.setup();
    render();
    await screen.findByText('Pre-EMI Nov 2026');
    await user.click(screen.getByRole('button', { name: 'Refresh Overdue Nov 2026' }));

    expect(await screen.findByText('Lead refreshed')).toBeInTheDocument();
    expect(screen.getByText('Overdue Nov 2026: 90 leads, as of 06/11/2026 09:35.')).toBeInTheDocument();
    const row = within(table()).getAllByTestId('lead-list-row')[0];
    expect(within(row).getAllByRole('cell').map((c) => c.textContent)).toEqual(['Overdue Nov 2026', 'LL-100', '90', '06/11/2026 09:35', 'Refresh']);
    expect(requests.filter((r) => r.method === 'POST').map((r) => r.path)).toEqual(['/api/tata/lead-list/LL-100/refresh']);
    // The row was updated from the answer, not by loading the whole list again.
    expect(requests.filter((r) => r.path === '/api/tata/lead-list')).toHaveLength(1);
  });

  it('shows a spinner on the row being refreshed only', async () => {
    let release: (response: Response) => void = () => undefined;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_input: RequestInfo | URL, init?: RequestInit) => {
        if ((init?.method ?? 'GET') === 'POST') return new Promise<Response>((resolve) => (release = resolve));
        return new Response(JSON.stringify(LISTS), { status: 200, headers: { 'Content-Type': 'application/json' } });
      }),
    );
    const user = userEvent.setup();
    render();
    await screen.findByText('Pre-EMI Nov 2026');
    const button = screen.getByRole('button', { name: 'Refresh Pre-EMI Nov 2026' });
    await user.click(button);
    expect(button).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Refresh Overdue Nov 2026' })).toBeEnabled();
    release(new Response(JSON.stringify({ ...LISTS[0], lead_count: 1300 }), { status: 200 }));
    expect(await screen.findByText('Lead refreshed')).toBeInTheDocument();
    await waitFor(() => expect(button).toBeEnabled());
    expect(within(table()).getByText('1,300')).toBeInTheDocument();
  });

  it('toasts the server message when a refresh fails', async () => {
    api((r) => (r.method === 'POST' ? { status: 404, body: { statusCode: 404, message: 'Lead list LL-200 does not exist at the dialer', error: 'Not Found' } } : undefined));
    const user = userEvent.setup();
    render();
    await user.click(await screen.findByRole('button', { name: 'Refresh Pre-EMI Nov 2026' }));
    expect(await screen.findByText('Failed to refresh lead')).toBeInTheDocument();
    expect(screen.getByText('Lead list LL-200 does not exist at the dialer')).toBeInTheDocument();
    expect(within(table()).getByText('05/11/2026 15:30')).toBeInTheDocument();
  });

  it('syncs the leads with Tata, toasts the counts and reloads the lists', async () => {
    let synced = false;
    const created: TataLeadList = { id: 4, name: 'Overdue Dec 2026', lead_list_id: 'LL-400', lead_cycle_id: 7, lead_count: 12, last_refreshed_at: '2026-12-01T05:00:00Z' };
    const { requests } = api((r) => {
      if (r.method === 'POST' && r.path === '/api/tata/sync') {
        synced = true;
        return { body: { lists: 4, created: 1, leads: 1333 } };
      }
      if (r.method === 'GET' && r.path === '/api/tata/lead-list' && synced) return { body: [...LISTS, created] };
      return undefined;
    });
    const user = userEvent.setup();
    render();
    await screen.findByText('Pre-EMI Nov 2026');
    await user.click(screen.getByRole('button', { name: 'Sync with Tata' }));
    expect(await screen.findByText('Leads synced')).toBeInTheDocument();
    expect(screen.getByText('4 lead lists synced (1 new) · 1,333 customers pushed to the dialer')).toBeInTheDocument();
    expect(await within(table()).findByText('Overdue Dec 2026')).toBeInTheDocument();
    expect(requests.filter((r) => r.path === '/api/tata/lead-list')).toHaveLength(2);
  });

  it('toasts a failed sync', async () => {
    api((r) => (r.path === '/api/tata/sync' ? { status: 403, body: { statusCode: 403, message: 'Forbidden resource', error: 'Forbidden' } } : undefined));
    const user = userEvent.setup();
    render();
    await screen.findByText('Pre-EMI Nov 2026');
    await user.click(screen.getByRole('button', { name: 'Sync with Tata' }));
    expect(await screen.findByText('Failed to sync leads: Forbidden resource')).toBeInTheDocument();
  });
});
