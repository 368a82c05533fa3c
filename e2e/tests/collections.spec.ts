import { signInThroughApi } from '../support/api';
import { expectAccessible } from '../support/accessibility';
import { IN_DELHI_OFFICE } from '../support/env';
import { expect, test } from '../support/fixtures';
import { shot, toast } from '../support/helpers';

// Agents work from the Delhi office (settings.spec.ts configures one there; without offices any place will do).
test.use({ geolocation: IN_DELHI_OFFICE, permissions: ['geolocation'] });

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 900 };

test('an admin records a payment on the customer page; the history says who and how, and Recent Activity says it in words', async ({ page, api }) => {
  const admin = await api.freshAdmin({ name: 'Anita Admin' });
  const customer = await api.freshCustomer();
  await signInThroughApi(page.request, admin);
  await page.setViewportSize(DESKTOP);
  const path = `/customers/${encodeURIComponent(customer.loan_application_no)}`;

  await test.step('Record payment: amount, date (today) and reference', async () => {
    await page.goto(path);
    await page.getByRole('tab', { name: 'Payment Details' }).click();
    const recorded = page.getByRole('region', { name: 'Payments recorded' }).or(page.locator('section').filter({ hasText: 'Payments recorded' }));
    await expect(recorded.getByText('No payments recorded yet')).toBeVisible();
    await page.getByRole('button', { name: 'Record payment' }).click();
    const dialog = page.getByRole('dialog', { name: /Record payment/ });
    await dialog.getByRole('textbox', { name: /Amount/ }).fill('17,582');
    await dialog.getByRole('textbox', { name: /Reference/ }).fill(`UTR-${customer.loan_application_no}`);
    await shot(page, 'c1-record-payment-dialog-desktop');
    await expectAccessible(page, 'record payment dialog');
    // The first answer is lost on the way back (the server recorded the payment); trying again under the form's
    // Idempotency-Key gets that answer, and the payment is recorded once.
    const keys: (string | undefined)[] = [];
    await page.route('**/api/customers/*/payments', async (route) => {
      keys.push(route.request().headers()['idempotency-key']);
      if (keys.length > 1) return route.continue();
      await route.fetch();
      await route.abort('connectionreset');
    });
    await dialog.getByRole('button', { name: 'Record payment' }).click();
    await expect(dialog.getByRole('button', { name: 'Record payment' })).toBeEnabled();
    expect(keys).toHaveLength(1);
    await expect(dialog.getByText('The connection was lost before the answer came. Try again: it will be recorded only once.')).toBeVisible();
    await shot(page, 'c1b-record-payment-answer-lost-desktop');
    await dialog.getByRole('button', { name: 'Record payment' }).click();
    await expect(toast(page, 'Payment recorded')).toBeVisible();
    await page.unrouteAll();
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
    expect(keys[1]).toBe(keys[0]);
    const table = page.getByRole('table', { name: 'Payments recorded' });
    await expect(table.getByRole('row').nth(1)).toContainText('₹17,582');
    await expect(table.getByRole('row').nth(1)).toContainText('On screen');
    await expect(table.getByRole('row').nth(1)).toContainText('Anita Admin');
    await expect(table.getByRole('row')).toHaveCount(2);
    await page.getByRole('table', { name: 'Payments recorded' }).scrollIntoViewIfNeeded();
    await shot(page, 'c2-payments-recorded-desktop');
    await expectAccessible(page, 'payment details with payments recorded');
  });

  await test.step('the same on a phone', async () => {
    await page.setViewportSize(PHONE);
    await page.reload();
    await page.getByRole('tab', { name: 'Payment Details' }).click();
    await page.getByRole('table', { name: 'Payments recorded' }).scrollIntoViewIfNeeded();
    await shot(page, 'c3-payments-recorded-phone');
    await page.getByRole('button', { name: 'Record payment' }).click();
    await shot(page, 'c4-record-payment-dialog-phone');
    await page.getByRole('dialog', { name: /Record payment/ }).getByRole('button', { name: 'Cancel' }).click();
  });

  await test.step("Recent Activity: 'Payment of ₹17,582 recorded on screen'", async () => {
    await page.setViewportSize(DESKTOP);
    await page.goto('/');
    const activity = page.getByRole('list', { name: 'Recent activity' });
    await expect(activity.getByTestId('activity-row').filter({ hasText: customer.name }).first()).toContainText('Payment of ₹17,582 recorded on screen');
    await shot(page, 'c5-dashboard-desktop');
    await page.setViewportSize(PHONE);
    await activity.scrollIntoViewIfNeeded();
    await shot(page, 'c6-recent-activity-phone');
  });
});

test("on a phone the agent's Call button and Add New Feedback come before the loan details", async ({ page, api }) => {
  const group = await api.freshGroup();
  const agent = await api.freshAgent({ groups: [group] });
  const customer = await api.freshCustomer({ group });
  await signInThroughApi(page.request, agent);
  const path = `/customers/${encodeURIComponent(customer.loan_application_no)}`;

  await page.setViewportSize(PHONE);
  await page.goto(path);
  const call = page.getByRole('button', { name: `Call ${customer.name} on`, exact: false });
  await expect(call).toBeVisible();
  const callBox = await call.boundingBox();
  expect(callBox!.y + callBox!.height, 'the Call button is on the first screen of a phone').toBeLessThanOrEqual(PHONE.height);
  const details = await page.getByRole('tablist', { name: 'Customer details' }).boundingBox();
  const feedback = await page.getByRole('heading', { name: 'Add New Feedback' }).boundingBox();
  expect(feedback!.y).toBeLessThan(details!.y);
  await shot(page, 'c7-customer-phone-actions-first');
  await expectAccessible(page, 'customer page on a phone');

  await page.setViewportSize(DESKTOP);
  await page.reload();
  await expect(call).toBeVisible();
  // Wide: the work column sits beside the details, at the same height.
  const wideCall = await page.getByTestId('call-panel').boundingBox();
  const wideDetails = await page.getByRole('tablist', { name: 'Customer details' }).boundingBox();
  expect(wideCall!.x).toBeGreaterThan(wideDetails!.x + wideDetails!.width);
  await shot(page, 'c8-customer-desktop');
});

test('after a call nobody answered, the feedback form offers no right-party contact', async ({ page, api }) => {
  const group = await api.freshGroup();
  const agent = await api.freshAgent({ groups: [group], dialer: true });
  // The dialer simulator does not answer numbers ending 0.
  const customer = await api.freshCustomer({ group, mobileEndsWith: 0 });
  await signInThroughApi(page.request, agent);
  await page.setViewportSize(PHONE);
  await page.goto(`/customers/${encodeURIComponent(customer.loan_application_no)}`);
  const panel = page.getByTestId('call-panel');
  await panel.getByRole('button', { name: `Call ${customer.name}`, exact: false }).click();
  await expect(panel.getByTestId('call-state')).toContainText('Call ended', { timeout: 30_000 });
  const form = page.getByTestId('add-feedback');
  await expect(form.getByTestId('feedback-call')).toHaveText('For the call just made');
  await expect(form.getByRole('button', { name: /RPC: Right party contact/ })).toBeDisabled();
  await expect(form.getByRole('button', { name: /NC: No contact/ })).toHaveAttribute('aria-pressed', 'true');
  await expect(form.getByTestId('feedback-unanswered')).toHaveText('The call was not answered, so a right-party contact cannot be recorded for it.');
  await form.scrollIntoViewIfNeeded();
  await shot(page, 'c9-feedback-after-missed-call-phone');
  await expectAccessible(page, 'feedback form after a missed call');
  await page.setViewportSize(DESKTOP);
  await shot(page, 'c10-feedback-after-missed-call-desktop');
});
