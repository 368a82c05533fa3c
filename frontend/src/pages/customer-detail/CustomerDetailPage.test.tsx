import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { testDataProvider, type DataProvider } from 'react-admin';
import type { AppUser, CustomerDetail } from '../../api/types';
import { HISTORY_EMPTY } from '../../components/history';
import { customerDetailFixture } from '../../test/customer-fixtures';
import { mockFetch, renderInAdmin } from '../../test/render';
import { CustomerDetailPage } from './CustomerDetailPage';
import { liveCallFixture } from './test-fixtures';

const ROWS_PATH = '/api/customers/MV25000001';

function row(id: number, cycle: string, overrides: Partial<CustomerDetail> = {}): CustomerDetail {
  const metadata = { language: 'Kannada', dpd_string_last_6m: '0;30', paid_string_last_6m: '5000;0' };
  return customerDetailFixture({ id, lead_cycle_id: id, lead_cycle_name: cycle, metadata, ...overrides });
}

type Answer = { status?: number; body: unknown };
const refusal = (status: number, message: string): Answer => ({ status, body: { statusCode: status, message } });

/** The page at /customers/MV25000001, its rows answered by `rows` (every other call of the page: 404). */
function setup(role: 'admin' | 'agent', rows: Answer, dataProvider?: DataProvider) {
  const { fetchMock } = mockFetch(({ method, path }) => (method === 'GET' && path === ROWS_PATH ? rows : undefined));
  const user: Partial<AppUser> = { name: role, email: `${role}@example.com` };
  const { locations } = renderInAdmin(<CustomerDetailPage />, { role, user, path: '/customers/MV25000001', route: '/customers/:loanApplicationNo', dataProvider });
  /** The X-Geo-* headers of the rows requests. */
  const positionsSent = () =>
    fetchMock.mock.calls
      .filter(([url]) => String(url) === ROWS_PATH)
      .map(([, init]) => {
        const headers = new Headers(init?.headers);
        return { latitude: Number(headers.get('X-Geo-Latitude')), longitude: Number(headers.get('X-Geo-Longitude')) };
      });
  return { locations, positionsSent };
}

const originalGeolocation = navigator.geolocation;
function geolocation(result: { latitude: number; longitude: number } | 'denied') {
  Object.defineProperty(navigator, 'geolocation', {
    configurable: true,
    value: {
      getCurrentPosition: (success: PositionCallback, failure: PositionErrorCallback) =>
        result === 'denied'
          ? failure({ code: 1, PERMISSION_DENIED: 1, POSITION_UNAVAILABLE: 2, TIMEOUT: 3, message: 'denied' } as GeolocationPositionError)
          : success({ coords: result } as GeolocationPosition),
    },
  });
}

describe('CustomerDetailPage', () => {
  afterEach(() => {
    Object.defineProperty(navigator, 'geolocation', { configurable: true, value: originalGeolocation });
    window.localStorage.clear();
  });

  it('asks which record when the loan is in several lead cycles, and keeps the choice in the URL', async () => {
    const user = userEvent.setup();
    const { locations } = setup('admin', { body: [row(2, 'Overdue'), row(1, 'Pre-EMI', { status: 'paid' })] });
    const dialog = await screen.findByRole('dialog', { name: /Select a customer record/ });
    expect(within(dialog).getAllByTestId('customer-choice')).toHaveLength(2);
    expect(within(dialog).getByText(/Lead cycle: Pre-EMI/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Select Asha Rao, Pre-EMI' }));
    expect(locations.at(-1)).toBe('/customers/MV25000001?record=1');
    expect(await screen.findByTestId('customer-header')).toHaveTextContent('Paid');
    expect(await screen.findByRole('button', { name: /Pre-EMI · 2 records/ })).toBeInTheDocument();
  });

  it('shows the admin header, money in INR and the tabs', async () => {
    const user = userEvent.setup();
    setup('admin', { body: [row(1, 'Overdue')] });
    const header = await screen.findByTestId('customer-header');
    expect(header).toHaveTextContent('Female');
    expect(header).toHaveTextContent('Kannada');
    expect(screen.getByTestId('escalation-banner')).toHaveTextContent('3 EMIs overdue · ₹15,000 past due');
    expect(screen.getByTestId('money-tiles')).toHaveTextContent('₹2,50,000');
    await user.click(screen.getByRole('tab', { name: 'Payment Details' }));
    const table = screen.getByRole('table', { name: 'Payment history, last 6 months' });
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(within(table).getByText('Jan 2025')).toBeInTheDocument();
    expect(within(table).getByText('30 DPD')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete lead' })).toBeInTheDocument();
  });

  it("gives admins a History tab with the record's audit trail", async () => {
    const user = userEvent.setup();
    const getList = vi.fn(async () => ({ data: [], total: 0 }));
    setup('admin', { body: [row(7, 'Overdue')] }, testDataProvider({ getList }));
    await user.click(await screen.findByRole('tab', { name: 'History' }));
    expect(await screen.findByText(HISTORY_EMPTY)).toBeInTheDocument();
    expect(getList).toHaveBeenCalledWith('audit', expect.objectContaining({ filter: { entity: 'customer', entity_id: '7' }, sort: { field: 'at', order: 'DESC' } }));
  });

  it('says Customer not found on a 404', async () => {
    setup('admin', refusal(404, 'Customer not found'));
    expect(await screen.findByText('Customer not found')).toBeInTheDocument();
  });

  it('sends an agent’s position and hides the admin header and delete', async () => {
    geolocation({ latitude: 28.63, longitude: 77.22 });
    const { positionsSent } = setup('agent', { body: [row(1, 'Overdue')] });
    expect(await screen.findByTestId('money-tiles')).toBeInTheDocument();
    expect(positionsSent()).toContainEqual({ latitude: 28.63, longitude: 77.22 });
    expect(screen.queryByTestId('customer-header')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete lead' })).not.toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'History' })).not.toBeInTheDocument();
  });

  it("puts the agent's actions (Call, Add New Feedback) before the loan details, so a phone shows them first", async () => {
    geolocation({ latitude: 28.63, longitude: 77.22 });
    setup('agent', { body: [row(1, 'Overdue')] });
    const callPanel = await screen.findByTestId('call-panel');
    const details = screen.getByRole('tablist', { name: 'Customer details' });
    const feedback = screen.getByRole('heading', { name: 'Add New Feedback' });
    expect(callPanel.compareDocumentPosition(details) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(feedback.compareDocumentPosition(details) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('shows the location messages of the server’s 403s', async () => {
    geolocation('denied');
    setup('agent', refusal(403, 'Location access required. Please check in first to enable location access.'));
    expect(await screen.findByText('Location access required. Please check in first to enable location access.')).toBeInTheDocument();
    expect(screen.getByText(/Location access is blocked for this site/)).toBeInTheDocument();
  });

  it('says Cannot access this page from this location outside the offices', async () => {
    geolocation({ latitude: 19.07, longitude: 72.87 });
    setup('agent', refusal(403, 'Cannot access this page from this location'));
    expect(await screen.findByText('Cannot access this page from this location')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Refresh my location' })).toBeInTheDocument();
  });

  it('toasts Failed to load customer details on other errors', async () => {
    setup('admin', refusal(500, 'Internal server error'));
    expect(await screen.findByText('Failed to load customer details')).toBeInTheDocument();
    expect(screen.getByText('Failed to fetch customer details')).toBeInTheDocument();
  });

  it('names the call just made in the feedback recorded after it', async () => {
    const user = userEvent.setup();
    const placed = liveCallFixture({ id: 501, customer_id: 1, state: 'initiated' });
    const { requests } = mockFetch(({ method, path }) => {
      if (method === 'GET' && path === ROWS_PATH) return { body: [row(1, 'Overdue')] };
      if (method === 'GET' && path === '/api/calls/live') return { body: { call: null } };
      if (method === 'POST' && path === '/api/customers/init-call') return { status: 201, body: placed };
      if (method === 'GET' && path === '/api/calls/501/state') return { body: { ...placed, state: 'ended', status: 'missed', ended_at: new Date().toISOString() } };
      if (method === 'GET' && path === '/api/disposition/active-statuses') {
        return { body: [{ id: 3, disposition_list_id: 1, name: 'Received and disconnected', code: 'RND', is_default_disposition: false, status: 'enabled', contact_type: 'NC', next_date_time_needed: false, disposition_next_call_duration: null, createdAt: '2025-01-01T00:00:00Z' }] };
      }
      if (method === 'POST' && path === '/api/customers/1/feedback') return { status: 201, body: { id: 9 } };
      if (method === 'GET') return { body: [] };
      return undefined;
    });
    renderInAdmin(<CustomerDetailPage />, { role: 'admin', path: '/customers/MV25000001', route: '/customers/:loanApplicationNo' });

    // The button is enabled once the panel knows no call is in progress.
    const callButton = () => screen.getByRole('button', { name: /^Call Asha Rao/ });
    await waitFor(() => expect(callButton()).toBeEnabled());
    await user.click(callButton());
    expect(await screen.findByText(/Call ended/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /NC: No contact/ }));
    await user.click(screen.getByRole('combobox', { name: /Disposition/ }));
    await user.click(within(await screen.findByRole('listbox')).getByRole('option', { name: /Received and disconnected/ }));
    await user.click(screen.getByRole('button', { name: 'Submit Feedback' }));

    await waitFor(() => expect(requests.filter((r) => r.method === 'POST' && r.path === '/api/customers/1/feedback')).toHaveLength(1));
    expect(requests.find((r) => r.method === 'POST' && r.path === '/api/customers/1/feedback')?.body).toMatchObject({ disposition_status_id: 3, call_id: 501 });
  });
});
