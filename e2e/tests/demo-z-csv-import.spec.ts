import { expect, test, type Page } from '@playwright/test';
import { DEMO_ADMIN } from '../support/env';
import { pickOption, shot, toast } from '../support/helpers';

/**
 * Runs after demo-journeys.spec.ts (file order), which replaces the demo admin's temporary password; this
 * journey signs in through the API either way, so it also stands alone.
 */
async function signInAdmin(page: Page): Promise<void> {
  let response = await page.request.post('/api/auth/login', { data: { email: DEMO_ADMIN.email, password: DEMO_ADMIN.newPassword } });
  if (response.status() === 401) {
    response = await page.request.post('/api/auth/login', { data: { email: DEMO_ADMIN.email, password: DEMO_ADMIN.temporaryPassword } });
    expect(response.ok()).toBeTruthy();
    const changed = await page.request.post('/api/auth/reset-password', { data: { oldPassword: DEMO_ADMIN.temporaryPassword, newPassword: DEMO_ADMIN.newPassword } });
    expect(changed.ok()).toBeTruthy();
  }
  expect(response.ok()).toBeTruthy();
}

async function chooseFile(page: Page, name: string, content: string) {
  await page.getByLabel('Choose CSV file').setInputFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(content) });
  await page.getByRole('button', { name: /Parse CSV/ }).click();
}

test('admin imports the sample CSV into a lead cycle and group, finds the customers, and downloads failed rows of a bad file', async ({ page }) => {
  await signInAdmin(page);
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
    await pickOption(page, page.getByRole('combobox', { name: 'Lead cycle' }), (options) => options.filter({ hasText: /^Overdue/ }).first());
    await pickOption(page, page.getByRole('combobox', { name: 'Group' }), 'Mumbai West');
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
    await expect(rows.first()).toContainText('Mumbai West');
  });

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
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: /Download failed rows/ }).click();
    expect((await download).suggestedFilename()).toMatch(/^failed_customers_\d+\.csv$/);
    await expect(toast(page, 'Download Started')).toBeVisible();
  });
});
