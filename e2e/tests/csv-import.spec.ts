import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { signInThroughApi, uniqueTag } from '../support/api';
import { expect, test } from '../support/fixtures';
import { optionWithValue, pickOption, shot, toast } from '../support/helpers';

async function chooseFile(page: Page, name: string, content: string) {
  await page.getByLabel('Choose CSV file').setInputFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(content) });
  await page.getByRole('button', { name: /Parse CSV/ }).click();
}

test('admin imports the sample CSV into a lead cycle and group, finds the customers, and downloads failed rows of a bad file', async ({ page, api }) => {
  // The journey's own target: a lead cycle and a group no other journey imports into.
  const cycle = await api.freshLeadCycle({ name: 'Overdue' });
  const group = await api.freshGroup({ name: `Mumbai West ${uniqueTag()}` });
  await signInThroughApi(page.request, await api.freshAdmin());
  await page.goto('/csv-upload');
  await expect(page.getByRole('tab', { name: 'Upload' })).toBeVisible();

  await test.step('the sample file parses into a preview', async () => {
    const sample = await (await page.request.get('/api/customers/import/sample-csv')).text();
    await chooseFile(page, 'sample.csv', sample);
    await expect(page.getByText('Showing 2 of 2')).toBeVisible();
    await expect(page.getByTestId('summary-validRows')).toHaveText('2');
    const upload = page.getByRole('button', { name: 'Upload 2 Customers' });
    await expect(upload).toBeDisabled();
    await shot(page, '60-csv-preview');
  });

  await test.step('with a lead cycle and a group it imports', async () => {
    await pickOption(page, page.getByRole('combobox', { name: 'Lead cycle' }), (options) => optionWithValue(options.filter({ hasText: /^Overdue/ }), cycle.id));
    await pickOption(page, page.getByRole('combobox', { name: 'Group' }), group.name);
    await page.getByRole('button', { name: 'Upload 2 Customers' }).click();
    await expect(toast(page, 'Import Successful')).toBeVisible();
    await expect(page.getByTestId('import-done')).toBeVisible();
    await shot(page, '61-csv-imported');
  });

  await test.step('the imported customers are in the list, in the chosen group', async () => {
    await page.goto('/customers?search=MV2611000124');
    const rows = page.getByTestId('customer-row');
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText('Rahul Verma');
    await expect(rows.first()).toContainText(group.name);
  });

  let failedRows = '';
  await test.step('a file with bad rows shows the error summary and downloads the failed rows', async () => {
    await page.goto('/csv-upload');
    await chooseFile(
      page,
      'bad.csv',
      'name,mobile,loan_application_no,kyc_email\nGood Person,9876500001,E2E-OK-1,good@example.in\nBad Mobile,12345,E2E-BAD-1,\nBad Email,9876500002,E2E-BAD-2,not-an-email\n',
    );
    await expect(page.getByTestId('summary-failedRows')).toHaveText('2');
    await expect(page.getByText('Top error categories')).toBeVisible();
    const failed = page.getByRole('table', { name: 'Failed rows' });
    await expect(failed).toContainText('E2E-BAD-1');
    await expect(failed).toContainText('Must be a 10-digit mobile number starting with 6, 7, 8 or 9');
    await shot(page, '62-csv-failed-rows');
    // A row without a status shows what it will get, as the Instructions tab says (issue 13 item 8).
    await expect(page.getByRole('table', { name: 'Valid rows' }).getByText('if new')).toBeVisible();
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: /Download failed rows/ }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^failed_customers_\d+\.csv$/);
    await expect(toast(page, 'Download Started')).toBeVisible();
    failedRows = readFileSync(await file.path(), 'utf8');
  });

  await test.step('the failed rows, fixed, parse again as they are (issue 13 defect 9)', async () => {
    const lines = failedRows.trimEnd().split('\r\n');
    expect(lines[0]).toBe('row_number,name,mobile,loan_application_no,kyc_email,errors');
    expect(lines[1]).toMatch(/^3,Bad Mobile,12345,E2E-BAD-1,,/);
    expect(lines[2]).toMatch(/^4,Bad Email,9876500002,E2E-BAD-2,not-an-email,/);
    await page.getByRole('button', { name: 'Reset' }).click();
    await page.getByRole('dialog', { name: /Discard this upload/ }).getByRole('button', { name: 'Reset' }).click();
    await chooseFile(page, 'fixed.csv', failedRows.replace(',12345,', ',9876500003,').replace('not-an-email', 'bad@example.in'));
    await expect(page.getByTestId('summary-validRows')).toHaveText('2');
    await expect(page.getByTestId('summary-failedRows')).toHaveText('0');
  });
});
