import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { testDataProvider, type DataProvider } from 'react-admin';
import { customerSummaryFixture } from '../../test/customer-fixtures';
import { renderInAdmin } from '../../test/render';
import { CustomerList } from './CustomerList';

/** Issue 13 defect 6: a row of the list is one record of a loan; its link opens that record. */
describe('customer list rows', () => {
  const rows = [
    customerSummaryFixture({ id: 11, loan_application_no: 'MV-TWO', name: 'Asha Newer', lead_cycle_name: 'Overdue' }),
    customerSummaryFixture({ id: 7, loan_application_no: 'MV-TWO', name: 'Asha Older', lead_cycle_name: 'Pre-EMI' }),
  ];
  const dataProvider: DataProvider = testDataProvider({ getList: vi.fn(async () => ({ data: rows, total: 2 })) as DataProvider['getList'] });

  it('link to their own record of the loan', async () => {
    renderInAdmin(<CustomerList />, { role: 'admin', path: '/customers', dataProvider });
    expect(await screen.findByRole('link', { name: 'Asha Newer' })).toHaveAttribute('href', '/customers/MV-TWO?record=11');
    expect(screen.getByRole('link', { name: 'Asha Older' })).toHaveAttribute('href', '/customers/MV-TWO?record=7');
  });

  it('open their own record when the row is clicked', async () => {
    const user = userEvent.setup();
    const { locations } = renderInAdmin(<CustomerList />, {
      role: 'admin', path: '/customers', route: '/customers', dataProvider,
      extraRoutes: [{ path: '/customers/:loanApplicationNo', element: <p>customer page</p> }],
    });
    const [, older] = await screen.findAllByTestId('customer-row');
    await user.click(older.querySelector('td:last-of-type')!);
    await waitFor(() => expect(locations.at(-1)).toBe('/customers/MV-TWO?record=7'));
  });
});
