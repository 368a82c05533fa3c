import type { Page } from '@playwright/test';
import { businessDate, signInThroughApi } from '../support/api';
import { IN_DELHI_OFFICE } from '../support/env';
import { expect, test } from '../support/fixtures';
import { dateField, expectToastClearOf, fillDate, pickOption, shot, toast } from '../support/helpers';

async function dispositionOptions(page: Page): Promise<string[]> {
  await page.getByRole('combobox', { name: 'Disposition' }).click();
  const listbox = page.getByRole('listbox');
  await expect(listbox.getByRole('option').first()).toBeVisible();
  const names = await listbox.getByRole('option').allInnerTexts();
  await page.keyboard.press('Escape');
  await expect(listbox).toBeHidden();
  return names;
}

// The agent works from the Delhi office (settings.spec.ts configures one there; without offices any place will do).
test.use({ geolocation: IN_DELHI_OFFICE, permissions: ['geolocation'] });

test('agent records a PTP with a follow-up tomorrow; an admin disables a status and it leaves the agent form', async ({ page, browser, api }) => {
  const group = await api.freshGroup();
  const agent = await api.freshAgent({ groups: [group] });
  const customer = await api.freshCustomer({ group, status: 'overdue' });
  // The journey disables "Call back" of the shared Default list; it starts enabled and is enabled again afterwards.
  await api.arrangeDispositionStatus('Default', 'Call back', 'enabled');
  await signInThroughApi(page.request, agent);

  await test.step('the agent opens a customer and records a promise to pay for tomorrow', async () => {
    await page.goto(`/customers/${encodeURIComponent(customer.loan_application_no)}`);
    await expect(page.getByRole('heading', { name: 'Add New Feedback' })).toBeVisible();
    await pickOption(page, page.getByRole('combobox', { name: 'Disposition' }), /Promise to pay/);
    await fillDate(dateField(page, 'Follow-up date'), businessDate(1));
    await pickOption(page, page.getByRole('combobox', { name: 'Follow-up time' }), '11:00 am');
    await pickOption(page, page.getByRole('combobox', { name: 'Reason for not paying' }), 'Salary Issue');
    await page.getByLabel('Note').fill('Will pay after salary on the 1st');
    await shot(page, '70-feedback-form-filled');
    await page.getByRole('button', { name: 'Submit Feedback' }).click();
    await expect(toast(page, 'Feedback Submitted')).toBeVisible();
    await expectToastClearOf(toast(page, 'Feedback Submitted'), page.getByTestId('customer-work-column'));
  });

  await test.step('the new feedback is at the top of the history', async () => {
    const history = page.getByRole('list', { name: 'Feedback, newest first' });
    await expect(history.getByRole('listitem').first()).toContainText('Promise to pay');
    await expect(history.getByRole('listitem').first()).toContainText('Will pay after salary on the 1st');
    await shot(page, '71-feedback-history');
  });

  await test.step('the customer list shows the new last disposition', async () => {
    await page.goto(`/customers?search=${encodeURIComponent(customer.loan_application_no)}`);
    await expect(page.getByTestId('customer-row').first()).toContainText('PTP');
  });

  await test.step('an admin disables "Call back" and it disappears from the agent form', async () => {
    await page.goto(`/customers/${encodeURIComponent(customer.loan_application_no)}`);
    expect(await dispositionOptions(page)).toEqual(expect.arrayContaining([expect.stringContaining('Call back')]));

    const admin = await browser.newContext({ baseURL: test.info().project.use.baseURL });
    const adminPage = await admin.newPage();
    await signInThroughApi(adminPage.request, await api.freshAdmin());
    const lists = await (await adminPage.request.get('/api/disposition/lists')).json();
    const defaultList = lists.find((l: { name: string }) => l.name === 'Default');
    await adminPage.goto(`/dispositions?list=${defaultList.id}`);
    await adminPage.getByRole('switch', { name: 'Disable Call back' }).click();
    await expect(adminPage.getByRole('switch', { name: 'Enable Call back' })).toBeVisible();
    await shot(adminPage, '72-dispositions-disabled');
    await admin.close();

    await page.reload();
    await expect(page.getByRole('heading', { name: 'Add New Feedback' })).toBeVisible();
    const options = await dispositionOptions(page);
    expect(options.some((o) => o.includes('Promise to pay'))).toBe(true);
    expect(options.some((o) => o.includes('Call back'))).toBe(false);
  });
});

test('a preset follow-up is what the form submits, and WPC has dispositions to choose (issue 13, defects 2 and 3)', async ({ page, api }) => {
  const group = await api.freshGroup();
  const agent = await api.freshAgent({ groups: [group] });
  const customer = await api.freshCustomer({ group, status: 'overdue' });
  await signInThroughApi(page.request, agent);
  await page.goto(`/customers/${encodeURIComponent(customer.loan_application_no)}`);
  await expect(page.getByRole('heading', { name: 'Add New Feedback' })).toBeVisible();
  const history = page.getByRole('list', { name: 'Feedback, newest first' });

  await test.step('PTP shows its next follow-up and submits it without asking for a date and time again', async () => {
    await pickOption(page, page.getByRole('combobox', { name: 'Disposition' }), /Promise to pay/);
    await expect(page.getByTestId('feedback-preset')).toContainText('Next follow-up:');
    await pickOption(page, page.getByRole('combobox', { name: 'Reason for not paying' }), 'Salary Issue');
    await page.getByRole('button', { name: 'Submit Feedback' }).click();
    await expect(toast(page, 'Feedback Submitted')).toBeVisible();
    await expect(page.getByTestId('add-feedback').getByText('Required')).toHaveCount(0);
    await expect(history.getByRole('listitem').first()).toContainText('Promise to pay');
    await expect(history.getByRole('listitem').first()).toContainText('Next follow-up:');
  });

  await test.step('WPC offers the default wrong-party dispositions, and one is recorded', async () => {
    await page.getByRole('button', { name: 'WPC: Wrong party contact' }).click();
    const options = await dispositionOptions(page);
    expect(options).toEqual(expect.arrayContaining([expect.stringContaining('Third party, will pass the message'), expect.stringContaining('Wrong number')]));
    await pickOption(page, page.getByRole('combobox', { name: 'Disposition' }), /Wrong number/);
    await shot(page, '73-feedback-wpc');
    await page.getByRole('button', { name: 'Submit Feedback' }).click();
    await expect(toast(page, 'Feedback Submitted')).toBeVisible();
    await expect(history.getByRole('listitem').first()).toContainText('Wrong number');
  });
});
