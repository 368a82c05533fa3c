import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError, testDataProvider, type DataProvider, type GetListParams } from 'react-admin';
import type { AppUser, CustomerSummary } from '../../api/types';
import { customerSummaryFixture } from '../../test/customer-fixtures';
import { onPhone } from '../../test/phone';
import { renderInAdmin } from '../../test/render';
import { CustomerList } from './CustomerList';

function customer(id: number, overrides: Partial<CustomerSummary> = {}): CustomerSummary {
  return customerSummaryFixture({
    id,
    loan_application_no: `MV25${String(id).padStart(6, '0')}`,
    name: `Customer ${id}`,
    group_id: 3,
    group: { id: 3, name: 'Delhi NCR' },
    total_outstanding: 123456.78,
    overdue_amount: 10000,
    last_connected_at: '2025-01-09T06:00:00Z',
    last_disposition_status: 'PTP',
    next_follow_up: '2025-01-10T10:00:00Z',
    ...overrides,
  });
}

function setup(
  role: AppUser['role'],
  url: string,
  rows: CustomerSummary[] = [customer(1), customer(2, { group: null, group_id: null, status: 'paid' })],
  counted: { total: number; meta?: { totalIsEstimate: boolean } } = { total: 42 },
) {
  const getList = vi.fn(async (_resource: string, _params: GetListParams) => ({ data: rows, ...counted }));
  const dataProvider: DataProvider = testDataProvider({ getList: getList as DataProvider['getList'] });
  const user = { name: role === 'admin' ? 'Asha Admin' : 'Ravi Agent', email: `${role}@example.com` };
  const { locations } = renderInAdmin(<CustomerList />, { role, user, path: url, dataProvider });
  return { getList, locations };
}

describe('CustomerList', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['Date'] });
    vi.setSystemTime(new Date('2025-01-10T04:30:00Z')); // 10 Jan 2025, 10:00 IST
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('reads the URL into the request and shows the rows with en-IN money and relative dates', async () => {
    const { getList } = setup('admin', '/customers?search=asha&page=2&itemsPerPage=20&status=overdue&next_follow_up=2025-01-09T18:30:00.000Z,2025-01-10T18:29:59.999Z');
    expect(await screen.findByText('Customer 1')).toBeInTheDocument();
    expect(getList).toHaveBeenCalledWith(
      'customers',
      expect.objectContaining({
        pagination: { page: 2, perPage: 20 },
        filter: { search: 'asha', status: ['overdue'], next_follow_up: { start: '2025-01-09T18:30:00.000Z', end: '2025-01-10T18:29:59.999Z' } },
      }),
    );
    const row = screen.getAllByTestId('customer-row')[0];
    expect(within(row).getByText('₹1,23,457')).toBeInTheDocument();
    expect(within(row).getByText('Today')).toBeInTheDocument();
    expect(within(row).getByText('Yesterday')).toBeInTheDocument();
    expect(screen.getAllByTestId('customer-group')[1]).toHaveTextContent('Unassigned');
    expect(screen.getByTestId('customer-range')).toHaveTextContent('Showing 21 to 40 of 42 customers');
    // The panel opens by itself when the link carries filters.
    expect(screen.getByTestId('customer-filters')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Overdue' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: /Filter/ })).toHaveTextContent('2');
  });

  it('says "about" when the server estimated the total of a broad search', async () => {
    setup('admin', '/customers?search=sa', [customer(1)], { total: 58000, meta: { totalIsEstimate: true } });
    await screen.findByText('Customer 1');
    expect(screen.getByTestId('customer-range')).toHaveTextContent('Showing 1 to 10 of about 58,000 customers');
  });

  it('lands on the real last page, with its rows, when a page past the end of an estimate was asked for', async () => {
    // The server answers a page past the end with no row and the exact total (the estimate was 60,000).
    const getList = vi.fn(async (_resource: string, params: GetListParams) =>
      params.pagination?.page === 5801 ? { data: [customer(3)], total: 58_003 } : { data: [], total: 58_003, meta: { totalIsEstimate: false } },
    );
    const dataProvider: DataProvider = testDataProvider({ getList: getList as DataProvider['getList'] });
    const { locations } = renderInAdmin(<CustomerList />, { role: 'admin', user: { name: 'Asha Admin', email: 'admin@example.com' }, path: '/customers?search=sa&page=6000', dataProvider });
    expect(await screen.findByText('Customer 3')).toBeInTheDocument();
    expect(locations.at(-1)).toContain('page=5801');
    expect(screen.getByTestId('customer-range')).toHaveTextContent('Showing 58,001 to 58,003 of 58,003 customers');
    expect(screen.queryByText('No customers found')).not.toBeInTheDocument();
  });

  it('keeps a long name or group to one line and gives the whole text as a title', async () => {
    const long = 'Venkatanarasimharajuvaripeta Lakshminarayana Subrahmanyam Chandrasekharendra Saraswathi';
    setup('admin', '/customers', [customer(1, { name: long, group: { id: 3, name: `${long} Recoveries` } })]);
    const link = await screen.findByRole('link', { name: long });
    expect(link).toHaveAttribute('title', long);
    expect(link).toHaveStyle({ whiteSpace: 'nowrap', textOverflow: 'ellipsis', overflow: 'hidden' });
    expect(screen.getByTestId('customer-group')).toHaveAttribute('title', `${long} Recoveries`);
  });

  it('writes filter changes to the URL and goes back to page 1', async () => {
    const user = userEvent.setup();
    const { locations } = setup('admin', '/customers?page=3');
    await screen.findByText('Customer 1');
    await user.click(screen.getByRole('button', { name: 'Filter' }));
    await user.click(screen.getByRole('button', { name: 'Paid' }));
    await waitFor(() => expect(locations.at(-1)).toBe('/customers?status=paid'));
    await user.click(within(screen.getByRole('group', { name: 'Last connected' })).getByRole('button', { name: 'Today' }));
    await waitFor(() => expect(locations.at(-1)).toBe('/customers?status=paid&last_connected_at=2025-01-09T18:30:00.000Z,2025-01-10T18:29:59.999Z'));
  });

  it("opened on a group's customers (from Reports): sends the group, names it among the filters and lets it go", async () => {
    const user = userEvent.setup();
    const getList = vi.fn(async () => ({ data: [customer(1)], total: 1 }));
    const getOne = vi.fn(async () => ({ data: { id: 6, name: 'Team South' } }));
    const { locations } = renderInAdmin(<CustomerList />, { role: 'admin', path: '/customers?group_id=6', dataProvider: testDataProvider({ getList, getOne } as never) });
    await screen.findByText('Customer 1');
    expect(getList.mock.calls.at(-1)).toEqual(['customers', expect.objectContaining({ filter: { group_id: 6 } })]);
    const chip = await screen.findByRole('button', { name: 'Group Team South: remove this filter' });
    await user.click(within(chip).getByTestId('CancelIcon'));
    await waitFor(() => expect(locations.at(-1)).toBe('/customers'));
  });

  it('debounces the search into the URL', async () => {
    const user = userEvent.setup();
    const { locations, getList } = setup('admin', '/customers?page=2');
    await screen.findByText('Customer 1');
    await user.type(screen.getByRole('textbox', { name: 'Search customers' }), 'ravi');
    await waitFor(() => expect(locations.at(-1)).toBe('/customers?search=ravi'));
    expect(getList).toHaveBeenLastCalledWith('customers', expect.objectContaining({ pagination: { page: 1, perPage: 10 }, filter: { search: 'ravi' } }));
    expect(getList.mock.calls.some(([, params]) => params.filter.search === 'rav')).toBe(false);
  });

  it('gives agents no filter panel and no selection, and ignores admin filters in the URL', async () => {
    const { getList } = setup('agent', '/customers?status=paid&search=asha');
    expect(await screen.findByText('Customer 1')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Filter/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(getList).toHaveBeenCalledWith('customers', expect.objectContaining({ filter: { search: 'asha' } }));
  });

  it('shows the empty text', async () => {
    setup('admin', '/customers?search=zzz', []);
    expect(await screen.findByText('No customers found')).toBeInTheDocument();
  });

  it('shows the error card with Try again when loading fails, never the empty book, and Try again loads again', async () => {
    const user = userEvent.setup();
    const getList = vi
      .fn()
      .mockRejectedValueOnce(new HttpError('Database unavailable', 500))
      .mockResolvedValue({ data: [customer(1)], total: 1 });
    renderInAdmin(<CustomerList />, { role: 'admin', path: '/customers', dataProvider: testDataProvider({ getList } as never) });
    expect(await screen.findByText('Failed to fetch customers')).toBeInTheDocument();
    expect(screen.queryByText('No customers found')).not.toBeInTheDocument();
    expect(screen.queryByText('Customers appear here once they are imported.')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Customer 1')).toBeInTheDocument();
    expect(getList).toHaveBeenCalledTimes(2);
  });

  it('corrects a page size the list does not offer in the URL', async () => {
    const { locations, getList } = setup('admin', '/customers?page=2&itemsPerPage=15');
    await screen.findByText('Customer 1');
    await waitFor(() => expect(locations.at(-1)).toBe('/customers?page=2'));
    expect(getList).toHaveBeenCalledWith('customers', expect.objectContaining({ pagination: { page: 2, perPage: 10 } }));
  });

  it('shows one card a row on a phone, with the key fields, and no table', async () => {
    onPhone();
    setup('admin', '/customers');
    const cards = await screen.findAllByTestId('customer-card');
    expect(cards).toHaveLength(2);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(within(cards[0]).getByText('Customer 1')).toBeInTheDocument();
    expect(within(cards[0]).getByText('MV25000001')).toBeInTheDocument();
    expect(within(cards[0]).getByText('₹1,23,457')).toBeInTheDocument();
    expect(within(cards[0]).getByText('Overdue')).toBeInTheDocument();
  });
});
