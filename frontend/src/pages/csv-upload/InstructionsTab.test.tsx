import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInAdmin } from '../../test/render';
import type { ImportColumn } from './csv-import-rules';
import { InstructionsTab } from './InstructionsTab';

const columns: ImportColumn[] = [
  { name: 'name', type: 'text', target: 'column', required: true, description: 'Customer name (at least 2 characters)', example: 'Asha Nair' },
  { name: 'mobile', type: 'phone', target: 'column', required: true, description: 'Mobile', example: '9876543210' },
  { name: 'status', type: 'enum', target: 'column', required: false, values: ['overdue', 'partially_paid', 'paid'], default: 'overdue', description: 'Payment status', example: 'overdue' },
  { name: 'loan_emi', type: 'money', target: 'column', required: false, description: 'Monthly instalment, INR', example: '5400' },
  { name: 'pan_no', type: 'text', target: 'metadata', required: false, description: 'PAN', example: 'ABCPN1234K' },
];

describe('CSV Instructions tab', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists the server’s columns by kind, with types, accepted values and examples', async () => {
    const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => new Response(JSON.stringify(columns), { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    renderInAdmin(<InstructionsTab />);

    const required = await screen.findByRole('table', { name: 'Required columns' });
    expect(fetchMock.mock.calls[0][0]).toBe('/api/customers/import/columns');
    expect(within(required).getByText('name')).toBeInTheDocument();
    expect(within(required).getByText('Phone')).toBeInTheDocument();
    expect(within(required).getByText('9876543210')).toBeInTheDocument();

    const optional = screen.getByRole('table', { name: 'Optional columns' });
    expect(within(optional).getByText('partially_paid')).toBeInTheDocument();
    expect(within(optional).getByText('Amount (₹)')).toBeInTheDocument();
    // Issue 13 item 8: the rule for an empty status, as the preview states it.
    expect(within(optional).getByText('Empty or absent: a new customer gets “overdue”; one already in the lead cycle keeps its own.')).toBeInTheDocument();
    expect(within(optional).getAllByText(/Empty or absent/)).toHaveLength(1);

    // Extra details start folded.
    expect(screen.queryByRole('table', { name: 'Additional details' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show columns' }));
    expect(within(screen.getByRole('table', { name: 'Additional details' })).getByText('pan_no')).toBeInTheDocument();

    expect(screen.getByText(/YYYY-MM-DD/)).toBeInTheDocument();
    expect(screen.getByText(/not confirmed with Upload N Customers within 24 hours/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Download sample CSV/ })).toBeEnabled();
  });

  it('on a phone lists each column as a card, its rule and values in view', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify(columns), { status: 200 })));
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('max-width'), media: query, onchange: null, addListener: () => {}, removeListener: () => {}, addEventListener: () => {}, removeEventListener: () => {}, dispatchEvent: () => false }));
    renderInAdmin(<InstructionsTab />);

    const optional = await screen.findByRole('list', { name: 'Optional columns' });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const status = within(optional).getAllByRole('listitem').find((item) => item.parentElement === optional && within(item).queryByText('status'));
    expect(status).toBeDefined();
    expect(status).toHaveTextContent('Payment status');
    expect(status).toHaveTextContent('Empty or absent: a new customer gets “overdue”; one already in the lead cycle keeps its own.');
    expect(within(status!).getByText('partially_paid')).toBeInTheDocument();
    expect(status).toHaveTextContent('overdue');
  });
});
