import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { LeadCycle } from '../src/modules/lead-cycles/entities/lead-cycle.entity.js';
import { FAILED_RECORDS_BYTES } from '../src/modules/customers/import/csv-staging.js';
import { factories } from './support/factories.js';
import { bootTestApp, type TestApp } from './support/test-app.js';

type Client = Awaited<ReturnType<TestApp['signedIn']>>['client'];
interface FailedRecord {
  rowNumber: number;
  originalData: Record<string, string>;
  errors: string[];
}


/**
 * Issue 13 defect 9: the failed rows keep every column of their file and the spreadsheet's row numbers, and the
 * downloaded file, once its bad cells are fixed, imports as it is. Issue 13 defect 8: a row without a status.
 */
describe('failed rows of a CSV import', () => {
  let t: TestApp;
  let admin: Client;
  let agent: Client;
  let cycle: LeadCycle;
  const upload = (content: string) =>
    admin.post('/api/customers/upload-csv').attach('file', Buffer.from(content), { filename: 'customers.csv', contentType: 'text/csv' });
  const downloadFailed = (failedRecords: unknown[]) =>
    admin
      .post('/api/customers/download-failed-csv')
      .send({ failedRecords })
      .buffer(true)
      .parse((res, done) => {
        let text = '';
        res.on('data', (chunk: Buffer) => (text += chunk.toString()));
        res.on('end', () => done(null, text));
      });

  beforeAll(async () => {
    t = await bootTestApp();
    admin = (await t.signedIn('admin')).client;
    agent = (await t.signedIn('agent')).client;
    cycle = await factories(t.dataSource).leadCycle();
  });
  afterAll(async () => {
    await t.close();
  });

  const FILE = [
    'Name,Mobile,loan_application_no,status,Branch Code,current address city,loan_amount',
    'Asha Nair,9876543210,FR-1,overdue,BLR-01,Bengaluru,50000',
    'Ravi Kumar,12345,FR-2,paid,DEL-02,-Delhi-,60000',
    '"Meera, Iyer",+91 91234 56780,FR-3,sometimes,@CHN-03,Chennai,',
    'Asha Twice,9000000004,FR-1,,BLR-09,Bengaluru,70000',
  ].join('\n');

  it('answers failed rows with every column of the file and spreadsheet row numbers (the header is row 1)', async () => {
    const response = await upload(FILE).expect(200);
    expect(response.body.summary).toEqual({ totalRows: 4, validRows: 1, failedRows: 3, successRate: 25 });
    const failed: FailedRecord[] = response.body.failedRecords;
    expect(failed.map((record) => record.rowNumber)).toEqual([3, 4, 5]);
    expect(failed[0]).toEqual({
      rowNumber: 3,
      originalData: { name: 'Ravi Kumar', mobile: '12345', loan_application_no: 'FR-2', status: 'paid', branch_code: 'DEL-02', current_address_city: '-Delhi-', loan_amount: '60000' },
      errors: ['mobile - Must be a 10-digit mobile number starting with 6, 7, 8 or 9'],
    });
    expect(failed[1].originalData).toEqual(expect.objectContaining({ name: 'Meera, Iyer', mobile: '+91 91234 56780', status: 'sometimes', branch_code: '@CHN-03', loan_amount: '' }));
    // Row numbers in messages are the spreadsheet's too.
    expect(failed[2].errors).toEqual(['loan_application_no - Duplicate of row 2 in this file']);
  });

  it('downloads them with every column plus the errors, and the fixed file imports as it is', async () => {
    const failed: FailedRecord[] = (await upload(FILE).expect(200)).body.failedRecords;
    const download = await downloadFailed(failed).expect(200);
    const lines = (download.body as string).trimEnd().split('\r\n');
    expect(lines[0]).toBe('row_number,name,mobile,loan_application_no,status,branch_code,current_address_city,loan_amount,errors');
    expect(lines[1]).toBe(`3,Ravi Kumar,12345,FR-2,paid,DEL-02,'-Delhi-,60000,"mobile - Must be a 10-digit mobile number starting with 6, 7, 8 or 9"`);
    expect(lines[2]).toBe(`4,"Meera, Iyer",'+91 91234 56780,FR-3,sometimes,'@CHN-03,Chennai,,"status - Must be one of overdue, partially_paid, paid"`);

    // The admin fixes the bad cells, drops the duplicate and uploads the file: row_number and errors are not data.
    const fixed = lines
      .filter((line) => !line.startsWith('5,'))
      .map((line) => line.replace(',12345,', ',9000000002,').replace(',sometimes,', ',partially_paid,'))
      .join('\r\n');
    const again = await upload(fixed).expect(200);
    expect(again.body.summary).toEqual({ totalRows: 2, validRows: 2, failedRows: 0, successRate: 100 });
    expect(again.body.extraColumns).toEqual(['branch_code']);
    await admin.post('/api/customers/bulk').send({ leadCycle: cycle.id, importId: again.body.importId }).expect(200);

    const rows = await t.dataSource.query(`SELECT loan_application_no, name, mobile, status, metadata FROM customers WHERE loan_application_no IN ('FR-2', 'FR-3') ORDER BY loan_application_no`);
    expect(rows).toEqual([
      { loan_application_no: 'FR-2', name: 'Ravi Kumar', mobile: '9000000002', status: 'paid', metadata: { branch_code: 'DEL-02', current_address_city: '-Delhi-' } },
      { loan_application_no: 'FR-3', name: 'Meera, Iyer', mobile: '9123456780', status: 'partially_paid', metadata: { branch_code: '@CHN-03', current_address_city: 'Chennai' } },
    ]);
  });

  it('downloads the failed rows of a wide file: 1,000 rows of 60 columns', async () => {
    const columns = ['name', 'mobile', 'loan_application_no', ...Array.from({ length: 57 }, (_, i) => `extra_detail_${i + 1}`)];
    const failedRecords = Array.from({ length: 1000 }, (_, row) => ({
      rowNumber: row + 2,
      originalData: Object.fromEntries(columns.map((column) => [column, `${column} of row ${row + 2}`])),
      errors: ['mobile - Must be a 10-digit mobile number starting with 6, 7, 8 or 9'],
    }));
    const download = await downloadFailed(failedRecords).expect(200);
    const lines = (download.body as string).trimEnd().split('\r\n');
    expect(lines).toHaveLength(1001);
    expect(lines[0].split(',')).toEqual(['row_number', ...columns, 'errors']);
    expect(lines[1000]).toMatch(/^1001,name of row 1001,.*,extra_detail_57 of row 1001,"mobile - /);
    // The wide body is for admins only, parsed only once the session says so.
    await agent.post('/api/customers/download-failed-csv').send({ failedRecords }).expect(403);
    await t.agent().post('/api/customers/download-failed-csv').send({ failedRecords }).expect(401);
  });

  it('answers only as many failed rows of a very wide file as the download takes back', async () => {
    // 1,000 failing rows of 20 long extra cells: 10 MB of failed rows, more than the download's body limit.
    const extras = Array.from({ length: 20 }, (_, i) => `note_${i + 1}`);
    const cell = 'x'.repeat(500);
    const rows = Array.from({ length: 1000 }, (_, row) => [`Wide Row ${row}`, '12345', `FW-${row}`, ...extras.map(() => cell)].join(','));
    const response = await upload([['name', 'mobile', 'loan_application_no', ...extras].join(','), ...rows].join('\n')).expect(200);
    expect(response.body.summary.failedRows).toBe(1000);
    const failed: FailedRecord[] = response.body.failedRecords;
    expect(failed.length).toBeGreaterThan(100);
    expect(failed.length).toBeLessThan(1000);
    expect(Buffer.byteLength(JSON.stringify(failed))).toBeLessThanOrEqual(FAILED_RECORDS_BYTES + failed.length);
    expect(failed.map((record) => record.rowNumber)).toEqual(failed.map((_, index) => index + 2));
    const download = await downloadFailed(failed).expect(200);
    expect((download.body as string).trimEnd().split('\r\n')).toHaveLength(failed.length + 1);
  });

  it('imports a row without a status as Overdue, and says so in the column list', async () => {
    const response = await upload('name,mobile,loan_application_no,status\nNo Status,9000000011,FR-NS,\n').expect(200);
    await admin.post('/api/customers/bulk').send({ leadCycle: cycle.id, importId: response.body.importId }).expect(200);
    const [row] = await t.dataSource.query(`SELECT status FROM customers WHERE loan_application_no = 'FR-NS'`);
    expect(row.status).toBe('overdue');
    const columns = await admin.get('/api/customers/import/columns').expect(200);
    expect(columns.body.find((column: { name: string }) => column.name === 'status')).toEqual(expect.objectContaining({ default: 'overdue' }));
  });
});
