import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { testDataProvider } from 'react-admin';
import userEvent from '@testing-library/user-event';
import { HISTORY_EMPTY } from '../../components/history';
import { mockFetch, renderInAdmin } from '../../test/render';
import { CallDetailsPage } from './CallDetailsPage';
import { CallHistoryPage } from './CallHistoryPage';
import type { Call } from './calls-query';

function call(id: number, extra: Partial<Call> = {}): Call {
  return {
    id,
    status: 'answered',
    customer: { id: 42, name: 'Asha Rao', loan_application_no: 'MV25000001' },
    phone_number: '9876543210',
    call_date_time: '2025-01-06T09:30:00Z',
    duration: 125,
    agent: { id: 2, name: 'Priya Sharma' },
    disposition_name: 'Promise to pay',
    disposition_code: 'PTP',
    disposition_date: '2025-01-06T09:40:00Z',
    next_follow_up: '2025-01-07T05:30:00Z',
    disposition_note: 'Will pay on the 10th',
    notes: null,
    recording_url: `/api/calls/${id}/recording`,
    transcript_text: 'Agent: Hello\nCustomer: Hi',
    metadata: { reasonForNotPaying: 'Salary Issue' },
    ...extra,
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('CallHistoryPage', () => {
  it('lists the calls with the spec columns and pages through them', async () => {
    const calls = [call(1), call(2, { status: 'missed', disposition_name: null, disposition_code: null, duration: 0 })];
    const { requests } = mockFetch((r) => (r.path.startsWith('/api/calls?') ? { body: { calls, pagination: { total: 12, totalPages: 2 } } } : undefined));
    const user = userEvent.setup();
    const { locations } = renderInAdmin(<CallHistoryPage />, { role: 'agent', path: '/calls', route: '/calls', extraRoutes: [{ path: '/calls/:id', element: <p>details page</p> }] });

    const table = await screen.findByRole('table', { name: 'Call history' });
    await waitFor(() => expect(screen.getAllByTestId('call-row')).toHaveLength(2));
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Status', 'Customer', 'Phone Number', 'Date/Time', 'Duration', 'Agent', 'Disposition']);
    const [first, second] = screen.getAllByTestId('call-row');
    expect(within(first).getByText('Answered')).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: 'Asha Rao' })).toHaveAttribute('href', '/customers/MV25000001?record=42');
    expect(within(first).getByText('06 Jan 2025, 03:00 pm')).toBeInTheDocument();
    expect(within(first).getByText('2:05')).toBeInTheDocument();
    expect(within(first).getByText('PTP')).toBeInTheDocument();
    expect(within(second).getByText('Missed')).toBeInTheDocument();
    expect(within(second).getByText('None')).toBeInTheDocument();
    expect(screen.getByText('Showing 1 to 10 of 12 results')).toBeInTheDocument();
    expect(requests[0].path).toBe('/api/calls?page=1&limit=10');

    expect(screen.getByRole('button', { name: /Previous/ })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: /Next/ }));
    expect(locations.at(-1)).toBe('/calls?page=2');
    await waitFor(() => expect(requests.at(-1)?.path).toBe('/api/calls?page=2&limit=10'));
    expect(await screen.findByText('Showing 11 to 12 of 12 results')).toBeInTheDocument();

    first.focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByText('details page')).toBeInTheDocument();
    expect(locations.at(-1)).toBe('/calls/1');
  });

  it('keeps the filters in the URL, debounces the search and resets', async () => {
    const { requests } = mockFetch((r) => (r.path.startsWith('/api/calls?') ? { body: { calls: [], pagination: { total: 0, totalPages: 0 } } } : undefined));
    const user = userEvent.setup();
    const { locations } = renderInAdmin(<CallHistoryPage />, { role: 'agent', path: '/calls?status=missed&page=3', route: '/calls' });
    expect(await screen.findByText('No calls found')).toBeInTheDocument();
    expect(requests[0].path).toBe('/api/calls?page=3&limit=10&status=missed');
    expect(screen.getByRole('combobox', { name: 'Filter by status' })).toHaveTextContent('Missed');

    await user.type(screen.getByRole('textbox', { name: 'Search calls' }), 'asha');
    expect(screen.getByPlaceholderText('Search calls, customers, or agents...')).toBeInTheDocument();
    await waitFor(() => expect(locations.at(-1)).toBe('/calls?search=asha&status=missed'));
    await waitFor(() => expect(requests.at(-1)?.path).toBe('/api/calls?page=1&limit=10&search=asha&status=missed'));
    // One request for the whole word, not one per letter.
    expect(requests.filter((r) => r.path.includes('search=')).length).toBe(1);

    await user.click(screen.getAllByRole('button', { name: /Reset Filters/ })[0]);
    await waitFor(() => expect(locations.at(-1)).toBe('/calls'));
    expect(screen.getByRole('textbox', { name: 'Search calls' })).toHaveValue('');
  });

  it('toasts when the history cannot be loaded', async () => {
    mockFetch(() => ({ status: 500, body: { statusCode: 500, message: 'Database down', error: 'Internal Server Error' } }));
    renderInAdmin(<CallHistoryPage />, { role: 'agent', path: '/calls', route: '/calls' });
    expect((await screen.findAllByText('Failed to fetch call history')).length).toBeGreaterThanOrEqual(1);
  });

  it('asks a signed-out visitor to log in', async () => {
    mockFetch(() => undefined);
    renderInAdmin(<CallHistoryPage />, { role: null, path: '/calls', route: '/calls' });
    expect(await screen.findByText('Please login to view call history')).toBeInTheDocument();
  });
});

describe('CallDetailsPage', () => {
  it('shows the details, recording and transcript tabs, and the notes', async () => {
    mockFetch((r) => (r.path === '/api/calls/1' && r.method === 'GET' ? { body: call(1) } : undefined));
    const user = userEvent.setup();
    renderInAdmin(<CallDetailsPage />, { role: 'agent', path: '/calls/1', route: '/calls/:id' });

    expect(await screen.findByRole('heading', { name: 'Asha Rao' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Back to Call History/ })).toHaveAttribute('href', '/calls');
    expect(screen.getAllByText('PTP').length).toBeGreaterThanOrEqual(1);
    expect(screen.getAllByText('Answered').length).toBeGreaterThanOrEqual(1);
    expect(screen.getByText('Salary Issue')).toBeInTheDocument();
    expect(screen.getByText('2:05')).toBeInTheDocument();
    expect(screen.getByTestId('call-note')).toHaveTextContent('Will pay on the 10th');
    expect(screen.queryByRole('button', { name: 'Delete call' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Recording' }));
    const audio = screen.getByTestId('call-recording-audio');
    expect(audio).toHaveAttribute('src', '/api/calls/1/recording');
    expect(screen.getByRole('button', { name: 'Play' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mute' })).toBeInTheDocument();
    expect(screen.getByTestId('recording-time')).toHaveTextContent('0:00 / 2:05');
    await user.click(screen.getByRole('button', { name: 'Mute' }));
    expect(screen.getByRole('button', { name: 'Unmute' })).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Transcript' }));
    expect(screen.getByLabelText('Transcript text')).toHaveTextContent('Customer: Hi');
  });

  it('hides the recording and transcript tabs when there are none', async () => {
    mockFetch((r) => (r.path === '/api/calls/1' ? { body: call(1, { recording_url: null, transcript_text: null, disposition_note: null }) } : undefined));
    renderInAdmin(<CallDetailsPage />, { role: 'agent', path: '/calls/1', route: '/calls/:id' });
    expect(await screen.findByRole('heading', { name: 'Asha Rao' })).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Details']);
    expect(screen.getByTestId('call-note')).toHaveTextContent('No notes added');
  });

  it('edits the note', async () => {
    const { requests } = mockFetch((r) => {
      if (r.path !== '/api/calls/1') return undefined;
      return r.method === 'PUT' ? { body: call(1, { disposition_note: r.body.disposition_note }) } : { body: call(1, { disposition_note: null }) };
    });
    const user = userEvent.setup();
    renderInAdmin(<CallDetailsPage />, { role: 'agent', path: '/calls/1', route: '/calls/:id' });
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    await user.type(screen.getByLabelText('Disposition note'), 'Asked for a settlement offer');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Call updated successfully')).toBeInTheDocument();
    expect(requests.find((r) => r.method === 'PUT')?.body).toEqual({ disposition_note: 'Asked for a settlement offer' });
    expect(screen.getByTestId('call-note')).toHaveTextContent('Asked for a settlement offer');
  });

  it('lets an admin edit the note of another agent’s call', async () => {
    mockFetch((r) => (r.path === '/api/calls/1' ? { body: call(1, { agent: { id: 9, name: 'Ravi Kumar' } }) } : undefined));
    renderInAdmin(<CallDetailsPage />, { role: 'admin', path: '/calls/1', route: '/calls/:id' });
    expect(await screen.findByRole('button', { name: 'Edit' })).toBeInTheDocument();
    expect(screen.queryByTestId('notes-read-only')).not.toBeInTheDocument();
  });

  it('gives another agent the note to read, without Edit, and says who can change it', async () => {
    mockFetch((r) => (r.path === '/api/calls/1' ? { body: call(1, { agent: { id: 9, name: 'Ravi Kumar' } }) } : undefined));
    renderInAdmin(<CallDetailsPage />, { role: 'agent', path: '/calls/1', route: '/calls/:id' });
    expect(await screen.findByTestId('call-note')).toHaveTextContent('Will pay on the 10th');
    expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    expect(screen.getByTestId('notes-read-only')).toHaveTextContent('Only Ravi Kumar, who made this call, or an administrator can change these notes.');
  });

  it('shows the server’s refusal when it still will not take the note', async () => {
    const refusal = 'Only the agent who made this call or an administrator can change its notes';
    mockFetch((r) => {
      if (r.path !== '/api/calls/1') return undefined;
      return r.method === 'PUT' ? { status: 403, body: { statusCode: 403, message: refusal, error: 'Forbidden' } } : { body: call(1) };
    });
    const user = userEvent.setup();
    renderInAdmin(<CallDetailsPage />, { role: 'agent', path: '/calls/1', route: '/calls/:id' });
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    await user.type(screen.getByLabelText('Disposition note'), ' and more');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Failed to update call')).toBeInTheDocument();
    expect(screen.getAllByText(refusal).length).toBeGreaterThanOrEqual(1);
    expect(screen.getByLabelText('Disposition note')).toHaveAccessibleDescription(refusal);
  });

  it('lets an admin delete the call and goes back to /calls', async () => {
    const { requests } = mockFetch((r) => (r.path === '/api/calls/1' ? { body: call(1) } : undefined));
    const user = userEvent.setup();
    const { locations } = renderInAdmin(<CallDetailsPage />, { role: 'admin', path: '/calls/1', route: '/calls/:id', extraRoutes: [{ path: '/calls', element: <p>history page</p> }] });
    await user.click(await screen.findByRole('button', { name: 'Delete call' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Delete call' }));
    expect(await screen.findByText('Call deleted successfully')).toBeInTheDocument();
    expect(requests.some((r) => r.method === 'DELETE' && r.path === '/api/calls/1')).toBe(true);
    await waitFor(() => expect(locations.at(-1)).toBe('/calls'));
  });

  it("shows admins the call's History and agents none", async () => {
    mockFetch((r) => (r.path === '/api/calls/1' ? { body: call(1) } : undefined));
    const getList = vi.fn(async () => ({ data: [], total: 0 }));
    renderInAdmin(<CallDetailsPage />, { role: 'admin', path: '/calls/1', route: '/calls/:id', dataProvider: testDataProvider({ getList }) });
    const history = await screen.findByRole('region', { name: 'History' });
    expect(await within(history).findByText(HISTORY_EMPTY)).toBeInTheDocument();
    expect(getList).toHaveBeenCalledWith('audit', expect.objectContaining({ filter: { entity: 'call', entity_id: '1' } }));
    cleanup();

    renderInAdmin(<CallDetailsPage />, { role: 'agent', path: '/calls/1', route: '/calls/:id' });
    expect(await screen.findByRole('region', { name: 'Notes' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'History' })).not.toBeInTheDocument();
  });

  it('says Call not found for a 404 and for ids that are not numbers', async () => {
    mockFetch(() => undefined);
    renderInAdmin(<CallDetailsPage />, { role: 'agent', path: '/calls/99', route: '/calls/:id' });
    expect(await screen.findByText('Call not found')).toBeInTheDocument();
  });

  it('toasts other failures', async () => {
    mockFetch(() => ({ status: 500, body: { statusCode: 500, message: 'Database down', error: 'Internal Server Error' } }));
    renderInAdmin(<CallDetailsPage />, { role: 'agent', path: '/calls/5', route: '/calls/:id' });
    expect((await screen.findAllByText('Failed to fetch call details')).length).toBeGreaterThanOrEqual(1);
  });
});
