import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch, renderInAdmin, type RecordedRequest } from '../../test/render';
import { DispositionsPage } from './DispositionsPage';
import type { DispositionList, DispositionStatus } from './disposition-rules';

const LISTS: DispositionList[] = [
  { id: 1, name: 'Collections default', description: 'Standard outcomes', status: 'enabled', count: 3, createdAt: '2025-01-05T06:00:00Z' },
  { id: 2, name: 'Legal', description: null, status: 'disabled', count: 0, createdAt: '2025-01-06T06:00:00Z' },
];

function status(id: number, name: string, code: string, contact_type: DispositionStatus['contact_type'], extra: Partial<DispositionStatus> = {}): DispositionStatus {
  return { id, disposition_list_id: 1, name, code, contact_type, status: 'enabled', is_default_disposition: false, next_date_time_needed: false, is_promise: false, disposition_next_call_duration: 30, createdAt: '2025-01-01T00:00:00Z', ...extra };
}

const STATUSES = [status(1, 'Promise to pay', 'PTP', 'RPC', { next_date_time_needed: true }), status(2, 'Call back', 'CBL', 'RPC'), status(3, 'Call forward', 'CFW', 'NC', { disposition_next_call_duration: null })];

function api(overrides: (r: RecordedRequest) => { status?: number; body?: unknown } | undefined = () => undefined) {
  return mockFetch((request) => {
    const answer = overrides(request);
    if (answer) return answer;
    if (request.method === 'GET' && request.path === '/api/disposition/lists') return { body: LISTS };
    if (request.method === 'GET' && request.path === '/api/disposition/statuses?listId=1') return { body: STATUSES };
    if (request.method === 'POST' && request.path === '/api/disposition/lists') return { status: 201, body: { ...request.body, id: 3, count: 0, createdAt: '2025-01-07T00:00:00Z' } };
    if (request.method === 'POST' && request.path.startsWith('/api/disposition/disable-list/')) return { body: { ...LISTS[0], status: request.body.status } };
    if (request.method === 'DELETE' && request.path === '/api/disposition/lists/1') return { body: LISTS[0] };
    return undefined;
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('DispositionsPage', () => {
  it('shows the lists with their counts, and admins get the write controls', async () => {
    api();
    renderInAdmin(<DispositionsPage />, { role: 'admin', path: '/dispositions', route: '/dispositions' });
    await screen.findByRole('button', { name: 'New Disposition List' });
    await screen.findByText('Collections default');
    const table = screen.getByRole('table', { name: 'Disposition lists' });
    const headers = within(table).getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toEqual(['Name', 'Description', 'Status', 'Created', 'Disposition Statuses', 'Actions']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(within(rows[0]).getByText('Collections default')).toBeInTheDocument();
    expect(within(rows[0]).getByText('05 Jan 2025')).toBeInTheDocument();
    expect(within(rows[0]).getByText('3')).toBeInTheDocument();
    expect(within(rows[0]).getByRole('switch', { name: 'Disable Collections default' })).toBeChecked();
    expect(within(rows[1]).getByRole('switch', { name: 'Enable Legal' })).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'New Disposition List' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sync Dispositions with Tata' })).toBeEnabled();
  });

  it('syncs the dispositions with Tata, toasts the counts and what exists only at the dialer, and reloads the lists', async () => {
    const { requests } = api((r) =>
      r.method === 'POST' && r.path === '/api/disposition-sync'
        ? {
            body: {
              created: 2,
              updated: 1,
              unchanged: 5,
              provider_only: [
                { kind: 'list', name: 'Tata defaults' },
                { kind: 'status', name: 'Busy' },
                { kind: 'status', name: 'Switched off' },
                { kind: 'status', name: 'Not reachable' },
              ],
            },
          }
        : undefined,
    );
    const user = userEvent.setup();
    renderInAdmin(<DispositionsPage />, { role: 'admin', path: '/dispositions', route: '/dispositions' });
    await screen.findByText('Collections default');
    await user.click(screen.getByRole('button', { name: 'Sync Dispositions with Tata' }));
    expect(await screen.findByText('Dispositions synced')).toBeInTheDocument();
    expect(screen.getByText('2 created · 1 updated · 5 unchanged')).toBeInTheDocument();
    expect(screen.getByText('4 items exist only at the dialer: Tata defaults (list), Busy (status), Switched off (status) and 1 more.')).toBeInTheDocument();
    expect(requests.filter((r) => r.path === '/api/disposition-sync')).toEqual([{ method: 'POST', path: '/api/disposition-sync', body: undefined }]);
    await waitFor(() => expect(requests.filter((r) => r.path === '/api/disposition/lists')).toHaveLength(2));
  });

  it('offers the sync beside the statuses too, and toasts a failure', async () => {
    api((r) => (r.path === '/api/disposition-sync' ? { status: 502, body: { statusCode: 502, message: 'The dialer did not answer', error: 'Bad Gateway' } } : undefined));
    const user = userEvent.setup();
    renderInAdmin(<DispositionsPage />, { role: 'admin', path: '/dispositions?list=1', route: '/dispositions' });
    await screen.findByRole('table', { name: 'Disposition statuses of Collections default' });
    await user.click(screen.getByRole('button', { name: 'Sync Dispositions with Tata' }));
    expect(await screen.findByText('Failed to sync dispositions: The dialer did not answer')).toBeInTheDocument();
  });

  it('validates and creates a list', async () => {
    const { requests } = api();
    const user = userEvent.setup();
    renderInAdmin(<DispositionsPage />, { role: 'admin', path: '/dispositions', route: '/dispositions' });
    await user.click(await screen.findByRole('button', { name: 'New Disposition List' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText(/Name/), 'A');
    await user.click(within(dialog).getByRole('button', { name: 'Create list' }));
    expect(await within(dialog).findByText('Name must be at least 2 characters')).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText(/Name/), 'rrears');
    await user.click(within(dialog).getByRole('button', { name: 'Create list' }));
    expect(await screen.findByText('Disposition list created successfully')).toBeInTheDocument();
    expect(requests.find((r) => r.method === 'POST' && r.path === '/api/disposition/lists')?.body).toEqual({ name: 'Arrears', description: null, status: 'enabled' });
  });

  it('shows a taken name beside the field with the failure toast', async () => {
    api((r) =>
      r.method === 'POST' && r.path === '/api/disposition/lists'
        ? { status: 409, body: { statusCode: 409, message: 'A disposition list with this name already exists', error: 'Conflict', errors: { name: 'A disposition list with this name already exists' } } }
        : undefined,
    );
    const user = userEvent.setup();
    renderInAdmin(<DispositionsPage />, { role: 'admin', path: '/dispositions', route: '/dispositions' });
    await user.click(await screen.findByRole('button', { name: 'New Disposition List' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText(/Name/), 'Legal');
    await user.click(within(dialog).getByRole('button', { name: 'Create list' }));
    expect(await screen.findByText('Failed to create disposition list')).toBeInTheDocument();
    expect(within(dialog).getAllByText('A disposition list with this name already exists').length).toBeGreaterThanOrEqual(1);
  });

  it('enables and disables a list with the switch', async () => {
    const { requests } = api();
    const user = userEvent.setup();
    renderInAdmin(<DispositionsPage />, { role: 'admin', path: '/dispositions', route: '/dispositions' });
    await user.click(await screen.findByRole('switch', { name: 'Disable Collections default' }));
    expect(await screen.findByText('Disposition list updated successfully')).toBeInTheDocument();
    expect(requests.find((r) => r.path === '/api/disposition/disable-list/1')).toMatchObject({ method: 'POST', body: { status: 'disabled' } });
  });

  it('warns that deleting removes the list from the dialer', async () => {
    const { requests } = api();
    const user = userEvent.setup();
    renderInAdmin(<DispositionsPage />, { role: 'admin', path: '/dispositions', route: '/dispositions' });
    await user.click(await screen.findByRole('button', { name: 'Delete Collections default' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Deletion also removes them from the dialer');
    expect(dialog).toHaveTextContent('its 3 disposition statuses');
    await user.click(within(dialog).getByRole('button', { name: 'Delete list' }));
    expect(await screen.findByText('Disposition list deleted successfully')).toBeInTheDocument();
    expect(requests.some((r) => r.method === 'DELETE' && r.path === '/api/disposition/lists/1')).toBe(true);
  });

  it('shows why the server refuses to delete a list that feedback uses, and keeps the dialog open', async () => {
    const message = 'This list is in use by 12 feedback entries; disable it instead';
    api((r) => (r.method === 'DELETE' && r.path === '/api/disposition/lists/1' ? { status: 409, body: { statusCode: 409, message, error: 'Conflict' } } : undefined));
    const user = userEvent.setup();
    renderInAdmin(<DispositionsPage />, { role: 'admin', path: '/dispositions', route: '/dispositions' });
    await user.click(await screen.findByRole('button', { name: 'Delete Collections default' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete list' }));
    expect(await screen.findByText('Failed to delete disposition list')).toBeInTheDocument();
    expect(screen.getByText(message)).toBeInTheDocument();
  });

  it('opens the statuses of a list, sorts them and filters by contact type', async () => {
    api();
    const user = userEvent.setup();
    const { locations } = renderInAdmin(<DispositionsPage />, { role: 'admin', path: '/dispositions', route: '/dispositions' });
    await user.click(await screen.findByRole('button', { name: 'Manage the statuses of Collections default' }));
    const table = await screen.findByRole('table', { name: 'Disposition statuses of Collections default' });
    expect(locations.at(-1)).toBe('/dispositions?list=1');
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Name', 'Code', 'Status', 'Contact Type', 'Next Contact Date/Time', 'Actions']);
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(4));
    const codes = () => within(table).getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell')[1].textContent);
    expect(codes()).toEqual(['CBL', 'CFW', 'PTP']);
    await user.click(within(table).getByRole('button', { name: 'Code' }));
    expect(codes()).toEqual(['CBL', 'CFW', 'PTP']);
    await user.click(within(table).getByRole('button', { name: 'Code' }));
    expect(codes()).toEqual(['PTP', 'CFW', 'CBL']);
    await user.click(within(table).getByRole('button', { name: 'Contact Type' }));
    expect(codes()).toEqual(['CFW', 'CBL', 'PTP']);
    expect(within(table).getByText('Required')).toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: 'Filter by contact type' }), 'nc');
    expect(codes()).toEqual(['CFW']);
    expect(screen.getByRole('button', { name: 'New Disposition Status' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Back to Lists' }));
    expect(await screen.findByRole('table', { name: 'Disposition lists' })).toBeInTheDocument();
  });

  it('is read-only for agents', async () => {
    api();
    renderInAdmin(<DispositionsPage />, { role: 'agent', path: '/dispositions?list=1', route: '/dispositions' });
    const table = await screen.findByRole('table', { name: 'Disposition statuses of Collections default' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(4));
    expect(within(table).queryByRole('switch')).not.toBeInTheDocument();
    expect(within(table).queryByRole('button', { name: /Delete/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'New Disposition Status' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sync Dispositions with Tata' })).not.toBeInTheDocument();
  });

  it('says when the lists cannot be loaded', async () => {
    api((r) => (r.path === '/api/disposition/lists' ? { status: 500, body: { statusCode: 500, message: 'Database down', error: 'Internal Server Error' } } : undefined));
    renderInAdmin(<DispositionsPage />, { role: 'admin', path: '/dispositions', route: '/dispositions' });
    expect((await screen.findAllByText('Error loading disposition lists. Please try again later.')).length).toBeGreaterThanOrEqual(1);
  });
});
