import { describe, expect, it } from 'vitest';
import {
  CSV_MESSAGES,
  categoryShare,
  failedPreview,
  failedRowsFileName,
  fileNameFromDisposition,
  formatFileSize,
  formatPercent,
  groupImportColumns,
  importedMessage,
  isCsvFile,
  whenAbsentNote,
  previewColumnsFor,
  previewStatus,
  showingNote,
  splitProblems,
  filterColumns,
  splitRowError,
  summaryTiles,
  uploadButtonLabel,
  type FailedRecord,
  type ImportColumn,
} from './csv-import-rules';

describe('isCsvFile (spec §5)', () => {
  it('accepts a .csv name or the text/csv type', () => {
    expect(isCsvFile({ name: 'customers.csv', type: '' })).toBe(true);
    expect(isCsvFile({ name: 'CUSTOMERS.CSV', type: 'application/vnd.ms-excel' })).toBe(true);
    expect(isCsvFile({ name: 'export', type: 'text/csv' })).toBe(true);
    expect(isCsvFile({ name: 'export.txt', type: 'TEXT/CSV' })).toBe(true);
  });

  it('refuses anything else', () => {
    expect(isCsvFile({ name: 'customers.xlsx', type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' })).toBe(false);
    expect(isCsvFile({ name: 'customers.csv.pdf', type: 'application/pdf' })).toBe(false);
    expect(isCsvFile({ name: 'notes.txt', type: 'text/plain' })).toBe(false);
    expect(isCsvFile(null)).toBe(false);
  });

  it('has the spec texts', () => {
    expect(CSV_MESSAGES.invalidType).toEqual({ title: 'Invalid file type', description: 'Please upload a CSV file' });
    expect(CSV_MESSAGES.noFile).toEqual({ title: 'No file selected', description: 'Please select a CSV file to parse' });
    expect(CSV_MESSAGES.downloadFailed).toEqual({ title: 'Download Failed', description: 'Failed to download failed records CSV' });
  });
});

describe('counts and percentages', () => {
  it('formats the success rate', () => {
    expect(formatPercent(83.33)).toBe('83.33%');
    expect(formatPercent(100)).toBe('100%');
    expect(formatPercent(0)).toBe('0%');
    expect(formatPercent(66.5)).toBe('66.5%');
    expect(formatPercent(Number.NaN)).toBe('—');
  });

  it('builds the summary tiles with en-IN digits', () => {
    const tiles = summaryTiles({ totalRows: 1234567, validRows: 1234000, failedRows: 567, successRate: 99.95 });
    expect(tiles.map((tile) => [tile.label, tile.value])).toEqual([
      ['Total rows', '12,34,567'],
      ['Valid rows', '12,34,000'],
      ['Failed rows', '567'],
      ['Success rate', '99.95%'],
    ]);
    expect(tiles[2].tone).toBe('error');
    expect(summaryTiles({ totalRows: 3, validRows: 3, failedRows: 0, successRate: 100 })[2].tone).toBe('default');
  });

  it('writes the preview note, the button and the success message', () => {
    expect(showingNote(10, 125000)).toBe('Showing 10 of 1,25,000');
    expect(showingNote(10, 4)).toBe('Showing 4 of 4');
    expect(uploadButtonLabel(1250)).toBe('Upload 1,250 Customers');
    expect(uploadButtonLabel(1)).toBe('Upload 1 Customer');
    expect(uploadButtonLabel(null)).toBe('Upload Customers');
    expect(importedMessage(120)).toBe('120 customers have been imported.');
    expect(importedMessage(123456)).toBe('1,23,456 customers have been imported.');
    expect(importedMessage(1)).toBe('1 customer has been imported.');
  });

  it('computes bar shares within 0-100', () => {
    expect(categoryShare(5, 20)).toBe(25);
    expect(categoryShare(5, 0)).toBe(0);
  });

  it('shows file sizes', () => {
    expect(formatFileSize(900)).toBe('900 B');
    expect(formatFileSize(1536)).toBe('1.5 KB');
    expect(formatFileSize(5 * 1024 * 1024)).toBe('5 MB');
    expect(formatFileSize(25 * 1024 * 1024)).toBe('25 MB');
  });
});

describe('failed rows', () => {
  it('names the download failed_customers_{timestamp}.csv', () => {
    expect(failedRowsFileName(new Date(1764000000123))).toBe('failed_customers_1764000000123.csv');
    expect(failedRowsFileName()).toMatch(/^failed_customers_\d{13}\.csv$/);
  });

  it('reads a file name from Content-Disposition', () => {
    expect(fileNameFromDisposition('attachment; filename="customers_sample.csv"', 'x.csv')).toBe('customers_sample.csv');
    expect(fileNameFromDisposition("attachment; filename*=UTF-8''sample%20file.csv", 'x.csv')).toBe('sample file.csv');
    expect(fileNameFromDisposition(null, 'x.csv')).toBe('x.csv');
  });

  it('splits "Field - message" errors', () => {
    expect(splitRowError('mobile - Must be a 10-digit mobile number starting with 6, 7, 8 or 9')).toEqual({
      field: 'mobile',
      message: 'Must be a 10-digit mobile number starting with 6, 7, 8 or 9',
    });
    expect(splitRowError('loan_application_no - Duplicate of row 2 - see above')).toEqual({ field: 'loan_application_no', message: 'Duplicate of row 2 - see above' });
    expect(splitRowError('Something odd')).toEqual({ field: null, message: 'Something odd' });
  });

  it('previews the first 50 failed rows', () => {
    const records: FailedRecord[] = Array.from({ length: 80 }, (_, index) => ({
      rowNumber: index + 1,
      originalData: { name: `Row ${index + 1}`, mobile: '', loan_application_no: '' },
      errors: ['mobile - Is required'],
    }));
    const shown = failedPreview(records);
    expect(shown).toHaveLength(50);
    expect(shown[49].rowNumber).toBe(50);
  });
});

describe('valid-rows preview', () => {
  it('shows the fixed columns plus those the rows have', () => {
    const keys = previewColumnsFor([
      { name: 'Asha', mobile: '9876543210', loan_application_no: 'L1', loan_emi: 5400, state: null },
      { name: 'Ravi', mobile: '9876543211', loan_application_no: 'L2', total_outstanding: 43800 },
    ]).map((column) => column.key);
    expect(keys).toEqual(['name', 'mobile', 'loan_application_no', 'status', 'loan_emi', 'total_outstanding']);
  });

  it('shows a row without a status as the status the import gives a new customer (issue 13 item 8)', () => {
    expect(previewStatus(undefined)).toEqual({ status: 'overdue', byDefault: true });
    expect(previewStatus(null)).toEqual({ status: 'overdue', byDefault: true });
    expect(previewStatus('')).toEqual({ status: 'overdue', byDefault: true });
    expect(previewStatus('paid')).toEqual({ status: 'paid', byDefault: false });
    expect(previewStatus('partially_paid')).toEqual({ status: 'partially_paid', byDefault: false });
    expect(whenAbsentNote('overdue')).toBe('Empty or absent: a new customer gets “overdue”; one already in the lead cycle keeps its own.');
  });
});

describe('groupImportColumns', () => {
  it('splits required, optional and metadata columns, keeping their order', () => {
    const column = (name: string, extra: Partial<ImportColumn>): ImportColumn => ({
      name,
      type: 'text',
      target: 'column',
      required: false,
      description: name,
      example: '',
      ...extra,
    });
    const groups = groupImportColumns([
      column('name', { required: true }),
      column('kyc_email', { type: 'email' }),
      column('mobile', { required: true, type: 'phone' }),
      column('language', { target: 'metadata' }),
      column('status', { type: 'enum', values: ['overdue', 'partially_paid', 'paid'] }),
    ]);
    expect(groups.required.map((c) => c.name)).toEqual(['name', 'mobile']);
    expect(groups.optional.map((c) => c.name)).toEqual(['kyc_email', 'status']);
    expect(groups.metadata.map((c) => c.name)).toEqual(['language']);
  });
});

describe('file-level problems', () => {
  it('lists each joined problem on its own, keeping one-sentence messages whole', () => {
    expect(splitProblems(['Missing required column: mobile; Missing required column: loan_application_no'])).toEqual([
      'Missing required column: mobile',
      'Missing required column: loan_application_no',
    ]);
    expect(splitProblems(['Row 5 is longer than 256 KB; check for an unbalanced quote'])).toEqual(['Row 5 is longer than 256 KB; check for an unbalanced quote']);
    expect(splitProblems(['Invalid file type', ''])).toEqual(['Invalid file type']);
  });
});

describe('filterColumns', () => {
  const columns: ImportColumn[] = [
    { name: 'current_address_city', type: 'text', target: 'metadata', required: false, aliases: ['kyc_current_address_city'], description: 'Current address: city', example: 'Bengaluru' },
    { name: 'pan_no', type: 'text', target: 'metadata', required: false, description: 'PAN', example: 'ABCPN1234K' },
  ];
  it('matches names, aliases and descriptions', () => {
    expect(filterColumns(columns, '').map((c) => c.name)).toEqual(['current_address_city', 'pan_no']);
    expect(filterColumns(columns, 'KYC_current').map((c) => c.name)).toEqual(['current_address_city']);
    expect(filterColumns(columns, 'pan').map((c) => c.name)).toEqual(['pan_no']);
    expect(filterColumns(columns, 'zzz')).toEqual([]);
  });
});
