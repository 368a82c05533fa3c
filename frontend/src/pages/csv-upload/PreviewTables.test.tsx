import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { FailedRowsPreview } from './PreviewTables';
import type { FailedRecord } from './csv-import-rules';
import { onPhone } from '../../test/phone';

const records: FailedRecord[] = [
  { rowNumber: 4, originalData: { name: 'Meera Iyer', mobile: '12345', loan_application_no: 'SHOT-3', branch_code: 'CHN-03' }, errors: ['mobile - Must be a 10-digit mobile number starting with 6, 7, 8 or 9'] },
  { rowNumber: 5, originalData: { name: 'Bad Status', mobile: '9876500104', loan_application_no: 'SHOT-4' }, errors: ['status - Must be one of overdue, partially_paid, paid'] },
];

describe('failed rows preview', () => {
  it('on a phone shows one card per failed row, its spreadsheet row and errors in view, not a table that scrolls sideways', () => {
    onPhone();
    render(<FailedRowsPreview records={records} failedRows={2} />);
    expect(screen.queryByRole('table', { name: 'Failed rows' })).not.toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Failed rows' });
    const items = within(list).getAllByRole('listitem').filter((item) => item.parentElement === list);
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Row 4');
    expect(items[0]).toHaveTextContent('Meera Iyer');
    expect(items[0]).toHaveTextContent('SHOT-3');
    expect(items[0]).toHaveTextContent('Must be a 10-digit mobile number');
    expect(items[1]).toHaveTextContent('Row 5');
  });

  it('on a wide screen shows the table', () => {
    render(<FailedRowsPreview records={records} failedRows={2} />);
    expect(within(screen.getByRole('table', { name: 'Failed rows' })).getByText('Meera Iyer')).toBeInTheDocument();
  });
});
