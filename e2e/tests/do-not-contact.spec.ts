import { businessDate, signInThroughApi } from '../support/api';
import { expectAccessible } from '../support/accessibility';
import { IN_DELHI_OFFICE } from '../support/env';
import { expect, test } from '../support/fixtures';
import { dateField, fillDate, shot, toast } from '../support/helpers';

// The agent works from the Delhi office (settings.spec.ts configures one there; without offices any place will do).
test.use({ geolocation: IN_DELHI_OFFICE, permissions: ['geolocation'] });

const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };

test("an admin marks a customer do not contact, and the agent's call button explains why it is disabled", async ({ page, browser, api }) => {
  const group = await api.freshGroup();
  const agent = await api.freshAgent({ groups: [group], dialer: true });
  const customer = await api.freshCustomer({ group, mobileEndsWith: 5 });
  const admin = await api.freshAdmin({ name: 'Meera Admin' });
  const path = `/customers/${encodeURIComponent(customer.loan_application_no)}`;
  const until = businessDate(30);
  const untilWords = until.split('-').reverse().join('/');
  const refusal = `This customer is marked do not contact (Customer request) until ${untilWords}: calls and messages are not allowed.`;
  await signInThroughApi(page.request, admin);
  await page.setViewportSize(DESKTOP);

  await test.step('the admin opens "Do not contact": a reason, a last day and a note, by keyboard', async () => {
    await page.goto(path);
    await expect(page.getByTestId('do-not-contact-card')).toHaveCount(0);
    await page.getByRole('button', { name: 'Do not contact', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Mark do not contact' });
    const reason = dialog.getByRole('combobox', { name: /Reason/ });
    await expect(reason).toBeFocused();
    // Saving without a reason says what is missing.
    await dialog.getByRole('button', { name: 'Mark do not contact' }).click();
    await expect(dialog.getByText('Choose why the customer must not be contacted')).toBeVisible();
    await reason.selectOption('customer_request');
    await fillDate(dateField(dialog, 'Until (optional)'), until);
    await dialog.getByRole('textbox', { name: 'Note (optional)' }).fill('Asked on the phone on Monday not to be called before the hearing');
    await shot(page, 'dnc-1-set-mark-dialog-desktop');
    await expectAccessible(page, 'the do-not-contact dialog');
    await page.setViewportSize(PHONE);
    await shot(page, 'dnc-2-set-mark-dialog-phone');
    await page.setViewportSize(DESKTOP);
    await dialog.getByRole('button', { name: 'Mark do not contact' }).click();
    await expect(toast(page, 'Marked do not contact')).toBeVisible();
    await expect(dialog).toBeHidden();
  });

  await test.step('the customer page shows the mark: reason in words, until, who and when', async () => {
    const card = page.getByTestId('do-not-contact-card');
    await expect(card).toContainText('Do not contact');
    await expect(card).toContainText('Customer request');
    await expect(card).toContainText(`Until ${untilWords}`);
    await expect(card).toContainText('Marked by Meera Admin on');
    await expect(card).toContainText('Asked on the phone on Monday');
    await expect(card.getByRole('button', { name: 'Clear mark' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Do not contact', exact: true })).toHaveCount(0);
    await shot(page, 'dnc-3-customer-marked-admin-desktop');
    await expectAccessible(page, 'the customer page with the mark (admin)');
    await page.setViewportSize(PHONE);
    await shot(page, 'dnc-4-customer-marked-admin-phone');
    await page.setViewportSize(DESKTOP);
  });

  await test.step("the agent sees the mark; Call and the links are disabled and say why; the server refuses a call too", async () => {
    const context = await browser.newContext({ baseURL: test.info().project.use.baseURL, geolocation: IN_DELHI_OFFICE, permissions: ['geolocation'], viewport: DESKTOP });
    const agentPage = await context.newPage();
    await signInThroughApi(agentPage.request, agent);
    await agentPage.goto(path);
    const card = agentPage.getByTestId('do-not-contact-card');
    await expect(card).toContainText('Customer request');
    await expect(card.getByRole('button')).toHaveCount(0);
    const panel = agentPage.getByTestId('call-panel');
    const call = panel.getByRole('button', { name: `Call ${customer.name}`, exact: false });
    await expect(call).toBeDisabled();
    await expect(panel.getByTestId('call-do-not-contact-note')).toHaveText(refusal);
    // The reason is also the disabled button's tooltip, reached by keyboard.
    await panel.getByTestId('disabled-reason').focus();
    await expect(agentPage.getByRole('tooltip')).toHaveText(refusal);
    const links = agentPage.getByTestId('send-links-panel');
    await expect(links.getByRole('button', { name: 'Payment link' })).toBeDisabled();
    await expect(links.getByTestId('send-links-do-not-contact-note')).toHaveText(refusal);
    await shot(agentPage, 'dnc-5-customer-marked-agent-desktop');
    await expectAccessible(agentPage, 'the customer page with the mark (agent)');
    await agentPage.setViewportSize(PHONE);
    await agentPage.goto(path);
    await expect(agentPage.getByTestId('do-not-contact-card')).toBeVisible();
    await shot(agentPage, 'dnc-6-customer-marked-agent-phone');
    await agentPage.getByTestId('call-panel').scrollIntoViewIfNeeded();
    await shot(agentPage, 'dnc-7-call-panel-agent-phone');

    const refused = await agentPage.request.post('/api/customers/init-call', { data: { customerNumber: customer.mobile, customer_id: customer.id } });
    expect(refused.status()).toBe(409);
    expect((await refused.json()).message).toBe(refusal);
    await context.close();
  });

  await test.step('the admin clears the mark after confirming', async () => {
    await page.getByTestId('do-not-contact-card').getByRole('button', { name: 'Clear mark' }).click();
    const confirm = page.getByRole('dialog', { name: 'Clear the do-not-contact mark?' });
    await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await confirm.getByRole('button', { name: 'Clear mark' }).click();
    await expect(toast(page, 'Do-not-contact mark cleared')).toBeVisible();
    await expect(page.getByTestId('do-not-contact-card')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Do not contact', exact: true })).toBeVisible();
  });

  await test.step('the admin caps call attempts per customer per day in Settings, then turns the cap off again', async () => {
    await page.goto('/settings');
    const card = page.getByRole('region', { name: 'Call attempts per day' });
    const field = card.getByRole('textbox', { name: 'Attempts per customer per day' });
    await expect(field).toHaveValue('0');
    await field.fill('51');
    await card.getByRole('button', { name: 'Save' }).click();
    await expect(card.getByText('Enter a whole number from 0 (off) to 50')).toBeVisible();
    await field.fill('3');
    await card.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'Settings Updated')).toBeVisible();
    await card.scrollIntoViewIfNeeded();
    await shot(page, 'dnc-8-settings-call-attempts-desktop');
    await expectAccessible(page, 'settings with the call attempts card');
    await page.setViewportSize(PHONE);
    await card.scrollIntoViewIfNeeded();
    await shot(page, 'dnc-9-settings-call-attempts-phone');
    await page.setViewportSize(DESKTOP);
    await field.fill('0');
    await card.getByRole('button', { name: 'Save' }).click();
    await expect(card.getByText('Off: no cap on attempts')).toBeVisible();
    await expect(card.getByRole('button', { name: 'Save' })).toBeDisabled();
  });

  await test.step("the CSV import's Instructions tab explains the do_not_contact column", async () => {
    await page.goto('/csv-upload');
    await page.getByRole('tab', { name: 'Instructions' }).click();
    const values = page.getByLabel('Accepted values for do_not_contact').first();
    await expect(values).toContainText('customer_request');
    await expect(values).toContainText('clear');
    await values.scrollIntoViewIfNeeded();
    await shot(page, 'dnc-10-csv-instructions-do-not-contact');
  });
});

