import { signInThroughApi } from '../support/api';
import { expect, test } from '../support/fixtures';

/** Issue 13 defect 6: a loan in two lead cycles keeps its context. */
test('a row of a loan in two lead cycles opens its own record, whose history shows the older cycle’s feedback tagged with it', async ({ page, api }) => {
  const older = await api.freshLeadCycle({ name: 'Pre-EMI' });
  const newer = await api.freshLeadCycle({ name: 'Overdue' });
  const [olderRecord] = (await api.freshCustomers({ count: 1, cycle: older })).customers;
  await signInThroughApi(page.request, await api.freshAdmin());

  await test.step('the same loan is imported into the newer cycle, and the older record gets feedback', async () => {
    const file = `name,mobile,loan_application_no\n${olderRecord.name},${olderRecord.mobile},${olderRecord.loan_application_no}\n`;
    const upload = await page.request.post('/api/customers/upload-csv', { multipart: { file: { name: 'again.csv', mimeType: 'text/csv', buffer: Buffer.from(file) } } });
    expect(upload.ok()).toBe(true);
    const commit = await page.request.post('/api/customers/bulk', { data: { leadCycle: newer.id, importId: (await upload.json()).importId } });
    expect(commit.ok()).toBe(true);
    const feedback = await page.request.post(`/api/customers/${olderRecord.id}/feedback`, {
      data: { disposition_code: 'RND', disposition_name: 'Received and disconnected', disposition_note: 'Asked to call in the older cycle' },
    });
    expect(feedback.status()).toBe(201);
  });

  await test.step('the list links each row to its own record, and the newer one opens without asking which', async () => {
    await page.goto(`/customers?search=${encodeURIComponent(olderRecord.loan_application_no)}`);
    await expect(page.getByTestId('customer-row')).toHaveCount(2);
    const listed = await (await page.request.post('/api/customers/all-customer', { data: { limit: 10, search: olderRecord.loan_application_no, lead_cycle_id: newer.id } })).json();
    const newerId: number = listed.customers[0].id;
    const link = page.locator(`[data-testid="customer-row"] a[href*="record=${newerId}"]`);
    await expect(link).toHaveCount(1);
    await link.click();
    await expect(page).toHaveURL(new RegExp(`record=${newerId}`));
    await expect(page.getByText('Asked to call in the older cycle')).toBeVisible();
    await expect(page.getByLabel('Lead cycle Pre-EMI, another record of this loan')).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});
