import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Group } from '../src/modules/groups/entities/group.entity.js';
import type { LeadCycle } from '../src/modules/lead-cycles/entities/lead-cycle.entity.js';
import { CsvImportService } from '../src/modules/customers/import/csv-import.service.js';
import { factories, type Factories } from './support/factories.js';
import { bootTestApp, type TestApp } from './support/test-app.js';

type Client = Awaited<ReturnType<TestApp['signedIn']>>['client'];

const HEADER = 'name,mobile,loan_application_no,kyc_email,status,loan_amount,loan_tenure,disbursal_date,first_cohort_flag,gender,language';
const csv = (...lines: string[]) => Buffer.from(`${[HEADER, ...lines].join('\n')}\n`);

describe('CSV import', () => {
  let t: TestApp;
  let make: Factories;
  let admin: Client;
  let cycle: LeadCycle;
  let group: Group;
  let loan = 0;
  const nextLoan = () => `IMP-${++loan}`;
  const count = async (sql: string, params: unknown[] = []) => (await t.dataSource.query(sql, params))[0].n as number;
  const upload = (content: Buffer | string, filename = 'customers.csv', contentType = 'text/csv') =>
    admin.post('/api/customers/upload-csv').attach('file', Buffer.isBuffer(content) ? content : Buffer.from(content), { filename, contentType });

  beforeAll(async () => {
    t = await bootTestApp();
    make = factories(t.dataSource);
    admin = (await t.signedIn('admin')).client;
    cycle = await make.leadCycle();
    group = await make.group({ name: 'Import Group' });
  });
  afterAll(async () => {
    await t.close();
  });

  it('round-trips the sample file: download, upload, preview, commit into a cycle and group', async () => {
    const sample = await admin.get('/api/customers/import/sample-csv').buffer(true).parse((res, done) => {
      let text = '';
      res.on('data', (chunk: Buffer) => (text += chunk.toString()));
      res.on('end', () => done(null, text));
    }).expect(200);
    expect(sample.headers['content-disposition']).toContain('customers_sample.csv');
    const parsed = await upload(sample.body as string, 'sample.csv').expect(200);
    expect(parsed.body.summary).toEqual({ totalRows: 2, validRows: 2, failedRows: 0, successRate: 100 });
    expect(parsed.body.validatedData[1]).toEqual(expect.objectContaining({ name: 'Rahul Verma', mobile: '9123456780', current_address_city: 'Bengaluru' }));
    expect(parsed.body.importId).toMatch(/^[0-9a-f-]{36}$/);

    const committed = await admin.post('/api/customers/bulk').send({ leadCycle: cycle.id, group_id: group.id }).expect(200);
    expect(committed.body).toEqual({ importId: parsed.body.importId, created: 2, updated: 0, message: '2 customers have been imported.' });
    const [row] = await t.dataSource.query(`SELECT * FROM customers WHERE loan_application_no = 'MV2611000124'`);
    expect(row).toEqual(expect.objectContaining({ group_id: group.id, lead_cycle_id: cycle.id, status: 'overdue', loan_tenure: 12, disbursal_date: expect.anything() }));
    expect(row.metadata).toEqual(expect.objectContaining({ dpd_string_last_6m: '0;30;0;60;30;0', permanent_address_pin: '560001' }));

    const again = await admin.post('/api/customers/bulk').send({ leadCycle: cycle.id, importId: parsed.body.importId }).expect(409);
    expect(again.body.message).toBe('This import has already been committed');
  });

  it('lists the import columns from the one definition', async () => {
    const columns = await admin.get('/api/customers/import/columns').expect(200);
    expect(columns.body.filter((c: { required: boolean }) => c.required).map((c: { name: string }) => c.name)).toEqual(['name', 'mobile', 'loan_application_no']);
    expect(columns.body.find((c: { name: string }) => c.name === 'status').values).toEqual(['overdue', 'partially_paid', 'paid']);
  });

  it('fails each wrong field once with "Field - message", keeps the good rows, and summarises the top categories', async () => {
    const good = nextLoan();
    const response = await upload(csv(
      `Good Row,+91 98765 43210,${good},good@example.com,partial paid,"1,20,000",12,14-08-2025,yes,F,Hindi`,
      `A,9876543210,${nextLoan()},,,,,,,,`,
      `Bad Mobile,12345,${nextLoan()},,,,,,,,`,
      `Bad Email,9876543211,${nextLoan()},not-an-email,,,,,,,`,
      `Bad Status,9876543212,${nextLoan()},,late,,,,,,`,
      `Bad Money,9876543213,${nextLoan()},,,lots,,,,,`,
      `Bad Integer,9876543214,${nextLoan()},,,,12.5,,,,`,
      `Bad Date,9876543215,${nextLoan()},,,,,31-02-2025,,,`,
      `Bad Boolean,9876543216,${nextLoan()},,,,,,maybe,,`,
      `Bad Gender,9876543217,${nextLoan()},,,,,,,x,`,
      `No Loan,9876543218,,,,,,,,,`,
    )).expect(200);
    expect(response.body.summary).toEqual({ totalRows: 11, validRows: 1, failedRows: 10, successRate: 9.09 });
    const errors = Object.fromEntries(response.body.failedRecords.map((r: { rowNumber: number; errors: string[] }) => [r.rowNumber, r.errors]));
    expect(errors).toEqual({
      3: ['name - Must be at least 2 characters'],
      4: ['mobile - Must be a 10-digit mobile number starting with 6, 7, 8 or 9'],
      5: ['kyc_email - Must be a valid email'],
      6: ['status - Must be one of overdue, partially_paid, paid'],
      7: ['loan_amount - Must be a number'],
      8: ['loan_tenure - Must be a whole number'],
      9: ['disbursal_date - Must be a date (YYYY-MM-DD)'],
      10: ['first_cohort_flag - Must be true or false'],
      11: ['gender - Must be one of female, male, others'],
      12: ['loan_application_no - Is required'],
    });
    expect(response.body.failedRecords[1].originalData).toEqual(expect.objectContaining({ name: 'Bad Mobile', mobile: '12345', loan_application_no: 'IMP-3', kyc_email: '', status: '' }));
    expect(response.body.errorCategories).toHaveLength(5);
    expect(response.body.validatedData).toEqual([
      expect.objectContaining({ name: 'Good Row', mobile: '9876543210', status: 'partially_paid', loan_amount: 120000, disbursal_date: '2025-08-14', first_cohort_flag: true, gender: 'female', language: 'Hindi' }),
    ]);
    expect(await count(`SELECT count(*)::int AS n FROM customer_import_rows WHERE import_id = $1`, [response.body.importId])).toBe(1);
  });

  it('fails the second row of a loan number repeated in the file', async () => {
    const repeated = nextLoan();
    const response = await upload(csv(`First One,9876543210,${repeated},,,,,,,,`, `Second One,9876543211,${repeated},,,,,,,,`)).expect(200);
    expect(response.body.failedRecords).toEqual([
      {
        rowNumber: 3,
        originalData: expect.objectContaining({ name: 'Second One', mobile: '9876543211', loan_application_no: repeated }),
        errors: [`loan_application_no - Duplicate of row 2 in this file`],
      },
    ]);
  });

  it('reads a BOM, CRLF line ends, quoted fields and headers in any case or spacing', async () => {
    const file = Buffer.from(`\uFEFFName , MOBILE,Loan Application No,Current-Address City\r\n"Nair, Asha",9876543210,${nextLoan()},"Kochi\r\nKerala"\r\n`);
    const response = await upload(file).expect(200);
    expect(response.body.summary.validRows).toBe(1);
    expect(response.body.validatedData[0]).toEqual(expect.objectContaining({ name: 'Nair, Asha', current_address_city: 'Kochi\r\nKerala' }));
  });

  describe('hostile files: a clear 4xx and nothing staged', () => {
    const cases: [string, () => Promise<{ status: number; body: { message: string; validationErrors?: string[] } }>, number, RegExp][] = [
      ['not a CSV', () => upload(Buffer.from([0x89, 0x50, 0x4e, 0x47]), 'photo.png', 'image/png'), 400, /^Invalid file type$/],
      ['an empty file', () => upload(''), 400, /The file is empty/],
      ['only a header', () => upload(`${HEADER}\n`), 400, /no data rows/],
      // It holds NUL bytes, which is what gives it away.
      ['binary garbage', () => upload(Buffer.from(Array.from({ length: 4096 }, (_, i) => (i * 7919) % 256)), 'garbage.csv'), 400, /^The file is not UTF-8 text/],
      ['a UTF-16 file (Excel "Unicode text")', () => upload(Buffer.from(`\uFEFF${HEADER}\nAsha,9876543210,LN-U16\n`, 'utf16le')), 400, /^The file is not UTF-8 text/],
      // PostgreSQL cannot store NUL: this used to fail in the staging COPY with a 500.
      ['a NUL inside a cell', () => upload(`${HEADER}\nAs\u0000ha,9876543210,LN-NUL\n`), 400, /^Row 2: The file is not UTF-8 text/],
      ['a missing required column', () => upload('name,loan_application_no\nAsha,LN1\n'), 400, /^Missing required column: mobile$/],
      ['an unbalanced quote', () => upload(`${HEADER}\n"Asha Nair,9876543210,LN-Q,\n${'x,'.repeat(200_000)}\n`), 400, /unbalanced quote/],
      ['a 20 MB single line', () => upload(`${HEADER}\nAsha,${'9'.repeat(20 * 1024 * 1024)}\n`), 400, /longer than 256 KB/],
      ['a column given twice', () => upload('name,mobile,loan_application_no,mobile\nAsha,9876543210,LN1,9876543211\n'), 400, /appears more than once/],
    ];
    it.each(cases)('%s', async (_label, send, status, message) => {
      const before = await count('SELECT count(*)::int AS n FROM customer_imports');
      const response = await send();
      expect(response.status).toBe(status);
      expect(response.body.message).toMatch(message);
      expect(response.body.validationErrors?.length).toBeGreaterThan(0);
      expect(await count('SELECT count(*)::int AS n FROM customer_imports')).toBe(before);
    });

    it('no file, or not multipart', async () => {
      expect((await admin.post('/api/customers/upload-csv').field('other', 'x').expect(400)).body.message).toBe('No file selected');
      expect((await admin.post('/api/customers/upload-csv').send({ file: 'x' }).expect(400)).body.message).toBe('Please upload a CSV file');
    });
  });

  it('commits all or nothing: a failure in the middle leaves no customer of the import, and a retry works', async () => {
    const loans = [nextLoan(), nextLoan(), nextLoan()];
    const parsed = await upload(csv(...loans.map((l, i) => `Atomic ${i},987654321${i},${l},,,,,,,,`))).expect(200);
    await t.dataSource.query(`
      CREATE FUNCTION fail_on_atomic() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN IF NEW.loan_application_no = '${loans[1]}' THEN RAISE EXCEPTION 'forced failure'; END IF; RETURN NEW; END $$;
      CREATE TRIGGER fail_on_atomic BEFORE INSERT ON customers FOR EACH ROW EXECUTE FUNCTION fail_on_atomic();`);
    try {
      await admin.post('/api/customers/bulk').send({ leadCycle: cycle.id, importId: parsed.body.importId }).expect(500);
      expect(await count(`SELECT count(*)::int AS n FROM customers WHERE loan_application_no = ANY($1)`, [loans])).toBe(0);
    } finally {
      await t.dataSource.query('DROP TRIGGER fail_on_atomic ON customers; DROP FUNCTION fail_on_atomic();');
    }
    const retried = await admin.post('/api/customers/bulk').send({ leadCycle: cycle.id, importId: parsed.body.importId }).expect(200);
    expect(retried.body.created).toBe(3);
  });

  it('updates loans already in the cycle (only the columns the file has) and inserts the rest', async () => {
    const existing = await make.customer(cycle, { loanApplicationNo: 'UPD-1', name: 'Old Name', status: 'paid', kycEmail: 'keep@example.com', groupId: group.id, metadata: { language: 'Tamil', pan_no: 'KEEP1234X' } });
    const other = await make.leadCycle({ name: 'Pre-EMI' });
    await make.customer(other, { loanApplicationNo: 'UPD-1', name: 'Other Cycle' });
    await upload('name,mobile,loan_application_no,status,language\nNew Name,9000000001,UPD-1,,Hindi\nBrand New,9000000002,UPD-2,paid,\n').expect(200);
    const committed = await admin.post('/api/customers/bulk').send({ leadCycle: cycle.id }).expect(200);
    expect(committed.body).toEqual(expect.objectContaining({ created: 1, updated: 1 }));
    const [row] = await t.dataSource.query('SELECT * FROM customers WHERE id = $1', [existing.id]);
    expect(row).toEqual(expect.objectContaining({ name: 'New Name', mobile: '9000000001', status: 'paid', kyc_email: 'keep@example.com', group_id: group.id }));
    expect(row.metadata).toEqual({ language: 'Hindi', pan_no: 'KEEP1234X' });
    const [untouched] = await t.dataSource.query(`SELECT name FROM customers WHERE lead_cycle_id = $1 AND loan_application_no = 'UPD-1'`, [other.id]);
    expect(untouched.name).toBe('Other Cycle');
  });

  it('validates the commit request', async () => {
    const bad = await admin.post('/api/customers/bulk').send({ group_id: 'x', importId: 'nope' }).expect(400);
    expect(bad.body.errors).toEqual({ leadCycle: 'Please select a lead cycle', group_id: 'group_id must be a group id or null', importId: 'importId must be an import id' });
    await upload(csv(`Cycle Check,9876543210,${nextLoan()},,,,,,,,`)).expect(200);
    await admin.post('/api/customers/bulk').send({ leadCycle: 999999 }).expect(404);
    await admin.post('/api/customers/bulk').send({ leadCycle: cycle.id, group_id: 999999 }).expect(404);
  });

  it('downloads failed rows as CSV, neutralising formulas', async () => {
    const response = await admin
      .post('/api/customers/download-failed-csv')
      .send({ failedRecords: [{ rowNumber: 3, originalData: { name: '=HYPERLINK("x")', mobile: '123', loan_application_no: 'L,1' }, errors: ['mobile - Must be a 10-digit mobile number starting with 6, 7, 8 or 9'] }] })
      .expect(200);
    expect(response.headers['content-type']).toMatch(/text\/csv/);
    expect(response.headers['content-disposition']).toMatch(/failed_customers_\d+\.csv/);
    expect(response.text).toBe(
      'row_number,name,mobile,loan_application_no,errors\r\n3,"\'=HYPERLINK(""x"")",123,"L,1","mobile - Must be a 10-digit mobile number starting with 6, 7, 8 or 9"\r\n',
    );
  });

  it('removes expired staged imports', async () => {
    const parsed = await upload(csv(`Expiring,9876543210,${nextLoan()},,,,,,,,`)).expect(200);
    await t.dataSource.query(`UPDATE customer_imports SET expires_at = now() - interval '1 minute' WHERE id = $1`, [parsed.body.importId]);
    expect(await t.app.get(CsvImportService).removeExpired()).toBeGreaterThanOrEqual(1);
    expect(await count('SELECT count(*)::int AS n FROM customer_import_rows WHERE import_id = $1', [parsed.body.importId])).toBe(0);
  });
});

describe('CSV import size limit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await bootTestApp({ IMPORT_MAX_MB: '1' });
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers 413 past IMPORT_MAX_MB and stages nothing', async () => {
    const { client } = await t.signedIn('admin');
    const rows = Array.from({ length: 40_000 }, (_, i) => `Person ${i},98765${String(i).padStart(5, '0')},BIG-${i}`).join('\n');
    const response = await client.post('/api/customers/upload-csv').attach('file', Buffer.from(`name,mobile,loan_application_no\n${rows}\n`), { filename: 'big.csv', contentType: 'text/csv' });
    expect(response.status).toBe(413);
    expect(response.body.message).toBe('The file is larger than the 1 MB limit');
    const [{ n }] = await t.dataSource.query('SELECT count(*)::int AS n FROM customer_imports');
    expect(n).toBe(0);
  });
});
