import { businessDate, signInThroughApi } from '../support/api';
import { IN_DELHI_OFFICE } from '../support/env';
import { expect, test } from '../support/fixtures';
import { dateField, fillDate, pickOption, shot, toast } from '../support/helpers';

// The agent works from the Delhi office (settings.spec.ts configures one there; without offices any place will do).
test.use({ geolocation: IN_DELHI_OFFICE, permissions: ['geolocation'] });

test("the agent's day: the worklist's next customer, a promise with an amount kept by a payment, activity and notifications", async ({ page, browser, api }) => {
  const admin = await api.freshAdmin();
  const group = await api.freshGroup();
  const agent = await api.freshAgent({ groups: [group] });
  const { customers } = await api.freshCustomers({ count: 2, group, status: 'overdue' });
  const [first, second] = [...customers].sort((a, b) => a.id - b.id);
  await signInThroughApi(page.request, agent);

  await test.step('the new allocations wait under Never contacted, and Next customer opens the first', async () => {
    await page.goto('/worklist');
    const neverContacted = page.getByRole('region', { name: 'Never contacted' });
    await expect(neverContacted.getByRole('link', { name: new RegExp(first.name) })).toBeVisible();
    await expect(neverContacted.getByRole('link', { name: new RegExp(second.name) })).toBeVisible();
    await shot(page, '90-worklist');
    await page.getByRole('button', { name: 'Next customer' }).click();
    await expect(page).toHaveURL(new RegExp(`/customers/${encodeURIComponent(first.loan_application_no)}\\?record=${first.id}$`));
    await expect(page.getByRole('link', { name: 'Back to worklist' })).toBeVisible();
  });

  await test.step('after a promise to pay is recorded, the next customer is offered and opened', async () => {
    await pickOption(page, page.getByRole('combobox', { name: 'Disposition' }), /Promise to pay/);
    await fillDate(dateField(page, 'Follow-up date'), businessDate(1));
    await pickOption(page, page.getByRole('combobox', { name: 'Follow-up time' }), '11:00 am');
    await pickOption(page, page.getByRole('combobox', { name: 'Reason for not paying' }), 'Salary Issue');
    await page.getByLabel('Promised amount (₹)').fill('12,500');
    await page.getByRole('button', { name: 'Submit Feedback' }).click();
    await expect(toast(page, 'Feedback Submitted')).toBeVisible();
    const history = page.getByRole('list', { name: 'Feedback, newest first' });
    await expect(history.getByLabel(/^Promise: ₹12,500 by .+ · Open$/)).toBeVisible();
    await page.getByRole('button', { name: 'Next customer' }).click();
    await expect(page).toHaveURL(new RegExp(`/customers/${encodeURIComponent(second.loan_application_no)}\\?record=${second.id}$`));
  });

  await test.step('back on the worklist the customer worked has left Never contacted', async () => {
    await page.getByRole('link', { name: 'Back to worklist' }).click();
    const neverContacted = page.getByRole('region', { name: 'Never contacted' });
    await expect(neverContacted.getByRole('link', { name: new RegExp(second.name) })).toBeVisible();
    await expect(neverContacted.getByRole('link', { name: new RegExp(first.name) })).toHaveCount(0);
  });

  await test.step("the dashboard's Recent Activity shows the feedback, linked to the customer", async () => {
    await page.goto('/');
    const activity = page.getByRole('list', { name: 'Recent activity' });
    await expect(activity.getByTestId('activity-row').filter({ hasText: first.name }).first()).toContainText('Promise to pay');
    await activity.getByRole('link', { name: first.name }).first().click();
    await expect(page).toHaveURL(new RegExp(`/customers/${encodeURIComponent(first.loan_application_no)}\\?record=${first.id}$`));
  });

  await test.step("an admin's bell counts the finished import; opening it marks it read and opens the customers", async () => {
    const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
    const adminPage = await context.newPage();
    await signInThroughApi(adminPage.request, admin);
    await adminPage.goto('/');
    const bell = adminPage.getByRole('button', { name: /^Notifications, \d+ unread$/ });
    await expect(bell).toBeVisible();
    const before = Number((await bell.getAttribute('aria-label'))?.match(/(\d+) unread/)?.[1]);
    await bell.click();
    const finished = adminPage.getByTestId('notification').filter({ hasText: 'Import of journey.csv finished' }).first();
    await expect(finished).toContainText('2 created, 0 updated, 0 payments');
    await shot(adminPage, '91-notifications');
    await finished.click();
    await expect(adminPage).toHaveURL(/\/customers$/);
    const after = before - 1;
    await expect(adminPage.getByRole('button', { name: after ? `Notifications, ${after} unread` : 'Notifications' })).toBeVisible();
    await context.close();
  });

  await test.step('a payment of the promised amount arrives and the promise shows kept', async () => {
    const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
    await signInThroughApi(context.request, admin);
    const payment = await context.request.post('/api/payments', {
      data: { loan_application_no: first.loan_application_no, amount: 12500, paid_date: businessDate(0), reference: `E2E-${first.loan_application_no}` },
    });
    expect(payment.status()).toBe(201);
    await context.close();
    await page.goto(`/customers/${encodeURIComponent(first.loan_application_no)}`);
    await expect(page.getByRole('region', { name: 'Promise to pay' }).getByLabel(/^Promise: ₹12,500 by .+ · Kept$/)).toBeVisible();
    await expect(page.getByRole('list', { name: 'Feedback, newest first' }).getByLabel(/^Promise: ₹12,500 by .+ · Kept$/)).toBeVisible();
    await shot(page, '92-promise-kept');
    // The cycle starts today, so the dashboard's current month counts it: one promise made, kept.
    await page.goto('/');
    await expect(page.getByLabel('Kept: 1', { exact: true })).toBeVisible();
    await expect(page.getByLabel('PTP kept rate: 100%', { exact: true })).toBeVisible();
  });
});
