import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { testDataProvider } from 'react-admin';
import type { Group, LeadCycle } from '../../api/types';
import { businessMonth } from '../../i18n/dates';
import type { UploadResponse } from './csv-import-rules';
import { FakeXhr } from '../../test/fake-xhr';
import { renderInAdmin } from '../../test/render';
import { UploadTab } from './UploadTab';

const month = businessMonth();
const cycles: LeadCycle[] = [
  { id: 7, name: 'Overdue', description: null, lead_cycle_start_date: month.start, lead_cycle_end_date: month.end, customer_count: 0, created_at: '2026-11-01T00:00:00Z' },
];
const groups: Group[] = [
  { id: 3, name: 'Bengaluru North', description: null, agents: 2, customers: 10, paid_customers: 1, partial_paid_customers: 2, created_at: '2026-11-01T00:00:00Z' },
];

function parsed(validRows: number, failedRows: number): UploadResponse {
  const totalRows = validRows + failedRows;
  return {
    importId: '5f0c1d7e-4a3b-4c2d-9e8f-0123456789ab',
    summary: { totalRows, validRows, failedRows, successRate: Math.round((validRows / totalRows) * 10000) / 100 },
    failedRecords: Array.from({ length: failedRows }, (_, index) => ({
      rowNumber: index + 2,
      originalData: { name: `Broken ${index + 1}`, mobile: '12345', loan_application_no: `BAD${index + 1}` },
      errors: ['mobile - Must be a 10-digit mobile number starting with 6, 7, 8 or 9'],
    })),
    errorCategories: failedRows ? [{ category: 'mobile', count: failedRows }] : [],
    validationErrors: [],
    validatedData: Array.from({ length: Math.min(10, validRows) }, (_, index) => ({
      name: `Customer ${index + 1}`,
      mobile: `98765432${String(index).padStart(2, '0')}`,
      loan_application_no: `MV26110${String(index).padStart(5, '0')}`,
      loan_emi: 5400,
      status: index === 0 ? 'paid' : null,
    })),
    totalRecords: totalRows,
    extraColumns: [],
  };
}

function renderTab() {
  const dataProvider = testDataProvider({
    getList: (async (resource: string) => {
      if (resource === 'lead-cycles') return { data: cycles, total: cycles.length };
      if (resource === 'groups') return { data: groups, total: groups.length };
      return { data: [], total: 0 };
    }) as any,
  });
  return renderInAdmin(<UploadTab />, { dataProvider });
}

const csv = () => new File(['name,mobile,loan_application_no\nAsha,9876543210,MV1\n'], 'november.csv', { type: 'text/csv' });

describe('CSV Upload tab', () => {
  beforeEach(() => {
    FakeXhr.reset();
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('asks for a file before parsing', async () => {
    const user = userEvent.setup();
    renderTab();
    await user.click(screen.getByRole('button', { name: /Parse CSV/ }));
    expect(await screen.findByText('No file selected')).toBeInTheDocument();
    expect(screen.getByText('Please select a CSV file to parse')).toBeInTheDocument();
    expect(FakeXhr.instances).toHaveLength(0);
  });

  it('refuses a file that is not a CSV', async () => {
    renderTab();
    fireEvent.change(screen.getByLabelText('Choose CSV file'), { target: { files: [new File(['x'], 'customers.xlsx', { type: 'application/vnd.ms-excel.sheet' })] } });
    expect(await screen.findByText('Invalid file type')).toBeInTheDocument();
    expect(screen.getByText('Please upload a CSV file')).toBeInTheDocument();
    expect(screen.queryByTestId('chosen-file')).not.toBeInTheDocument();
    expect(FakeXhr.instances).toHaveLength(0);
  });

  it('parses a file and shows the summary, the first 10 valid rows and the failed rows', async () => {
    const user = userEvent.setup();
    renderTab();
    await user.upload(screen.getByLabelText('Choose CSV file'), csv());
    expect(screen.getByTestId('chosen-file')).toHaveTextContent('november.csv');

    FakeXhr.next = { status: 200, body: parsed(1234, 3) };
    await user.click(screen.getByRole('button', { name: /Parse CSV/ }));

    expect(await screen.findByText('Showing 10 of 1,234')).toBeInTheDocument();
    const request = FakeXhr.instances[0];
    expect(request.method).toBe('POST');
    expect(request.url).toBe('/api/customers/upload-csv');
    expect(request.withCredentials).toBe(true);
    expect((request.body?.get('file') as File).name).toBe('november.csv');

    expect(screen.getByTestId('summary-totalRows')).toHaveTextContent('1,237');
    expect(screen.getByTestId('summary-validRows')).toHaveTextContent('1,234');
    expect(screen.getByTestId('summary-failedRows')).toHaveTextContent('3');
    expect(screen.getByTestId('summary-successRate')).toHaveTextContent('99.76%');

    const valid = screen.getByRole('table', { name: 'Valid rows' });
    expect(within(valid).getAllByRole('row')).toHaveLength(11);
    expect(within(valid).getByText('Customer 1')).toBeInTheDocument();
    expect(within(valid).getByText('Customer 10')).toBeInTheDocument();
    expect(within(valid).getByText('Paid')).toBeInTheDocument();
    // Issue 13 item 8: a row without a status shows what the import gives it, the rule the Instructions tab states.
    expect(within(valid).queryByText('New')).not.toBeInTheDocument();
    expect(within(valid).getAllByText('Overdue')).toHaveLength(9);
    expect(within(valid).getAllByText('if new')).toHaveLength(9);
    expect(within(valid).getAllByLabelText('No status in the file. Empty or absent: a new customer gets “overdue”; one already in the lead cycle keeps its own.')).toHaveLength(9);
    expect(within(valid).getAllByText('₹5,400')).toHaveLength(10);

    const failed = screen.getByRole('table', { name: 'Failed rows' });
    expect(within(failed).getByText('Broken 1')).toBeInTheDocument();
    expect(within(failed).getByText('BAD3')).toBeInTheDocument();
    expect(screen.getByText('Showing 3 of 3')).toBeInTheDocument();
    expect(screen.getByText('Top error categories')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Download failed rows/ })).toBeEnabled();

    // A lead cycle is required before the upload.
    const upload = screen.getByRole('button', { name: 'Upload 1,234 Customers' });
    expect(upload).toBeDisabled();
  });

  it('commits into the chosen lead cycle and shows what was imported', async () => {
    const user = userEvent.setup();
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ importId: 'x', created: 1200, updated: 34, message: '1234 customers have been imported.' }), { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    renderTab();
    await user.upload(screen.getByLabelText('Choose CSV file'), csv());
    FakeXhr.next = { status: 200, body: parsed(1234, 3) };
    await user.click(screen.getByRole('button', { name: /Parse CSV/ }));
    await screen.findByText('Showing 10 of 1,234');

    await user.click(screen.getByRole('combobox', { name: /Lead cycle/ }));
    await user.click(await screen.findByRole('option', { name: /Overdue/ }));
    await user.click(screen.getByRole('button', { name: 'Upload 1,234 Customers' }));

    expect(await screen.findByText('Import Successful')).toBeInTheDocument();
    expect(screen.getAllByText('1,234 customers have been imported.').length).toBeGreaterThan(0);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/customers/bulk');
    expect(JSON.parse(String(init.body))).toEqual({ leadCycle: 7, group_id: null, importId: '5f0c1d7e-4a3b-4c2d-9e8f-0123456789ab' });
    expect(screen.getByTestId('done-created')).toHaveTextContent('1,200');
    expect(screen.getByTestId('done-updated')).toHaveTextContent('34');
    expect(screen.getByRole('link', { name: /View customers/ })).toHaveAttribute('href', expect.stringMatching(/\/customers$/));
    const sync = screen.getByRole('button', { name: 'Sync with Tata' });
    expect(sync).toBeEnabled();
    fetchMock.mockImplementationOnce(async () => new Response(JSON.stringify({ lists: 1, created: 1, leads: 1234 }), { status: 200 }));
    await user.click(sync);
    expect(await screen.findByText('Leads synced')).toBeInTheDocument();
    expect(screen.getByText('1 lead list synced (1 new) · 1,234 customers pushed to the dialer')).toBeInTheDocument();
    const [syncUrl, syncInit] = fetchMock.mock.calls.at(-1) as unknown as [string, RequestInit];
    expect([syncUrl, syncInit.method]).toEqual(['/api/tata/sync', 'POST']);
  });

  it('lists file-level problems and accepts nothing', async () => {
    const user = userEvent.setup();
    renderTab();
    await user.upload(screen.getByLabelText('Choose CSV file'), csv());
    FakeXhr.next = {
      status: 400,
      body: { statusCode: 400, message: 'Missing required column: mobile', error: 'Bad Request', errors: { file: 'Missing required column: mobile' }, validationErrors: ['Missing required column: mobile'] },
    };
    await user.click(screen.getByRole('button', { name: /Parse CSV/ }));

    const problems = await screen.findByTestId('file-problems');
    expect(within(problems).getByText('Missing required column: mobile')).toBeInTheDocument();
    expect(await screen.findByText('Parsing error')).toBeInTheDocument();
    expect(screen.queryByText(/Showing 10 of/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Parse CSV/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Choose another file' })).toBeEnabled();
  });

  it('asks before Reset throws away a parsed file', async () => {
    const user = userEvent.setup();
    renderTab();
    await user.upload(screen.getByLabelText('Choose CSV file'), csv());
    FakeXhr.next = { status: 200, body: parsed(12, 0) };
    await user.click(screen.getByRole('button', { name: /Parse CSV/ }));
    await screen.findByText('Showing 10 of 12');
    expect(screen.getByText('Every row passed validation.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Reset' }));
    const dialog = await screen.findByRole('dialog', { name: /Discard this upload/ });
    await user.click(within(dialog).getByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(screen.queryByText('Showing 10 of 12')).not.toBeInTheDocument());
    expect(screen.getByTestId('csv-drop-zone')).toBeInTheDocument();
  });
});
