import type { Locator, Page } from '@playwright/test';
import { signInThroughApi } from '../support/api';
import { expectAccessible } from '../support/accessibility';
import { IN_DELHI_OFFICE } from '../support/env';
import { expect, test } from '../support/fixtures';
import { shot, sidebar, toast } from '../support/helpers';

// The agent works from the Delhi office (settings.spec.ts configures one there; without offices any place will do).
test.use({ geolocation: IN_DELHI_OFFICE, permissions: ['geolocation'] });

/** 98XXXXX210: the first two digits, X for the middle five, the last three. */
const masked = (mobile: string) => `${mobile.slice(0, 2)}XXXXX${mobile.slice(7)}`;

/** The page (scrolled to `part`, if given) at the desktop and the phone size, checked by axe at each, then back to the journey's size. */
async function shotsAtBothSizes(page: Page, name: string, part?: Locator): Promise<void> {
  const size = page.viewportSize();
  for (const [width, height] of [[1440, 900], [390, 844]]) {
    await page.setViewportSize({ width, height });
    await part?.scrollIntoViewIfNeeded();
    await shot(page, `${name}-${width}`);
    await expectAccessible(page, `${name} at ${width}`);
  }
  if (size) await page.setViewportSize(size);
}

test('an admin turns masking on: the agent sees customers’ numbers masked everywhere and can still call', async ({ page, browser, api }) => {
  // Off to start with; the fixture puts back whatever it was.
  await api.arrangeSetting('maskCustomerNumbersForAgents', false);
  const group = await api.freshGroup();
  const agent = await api.freshAgent({ groups: [group], dialer: true });
  // The simulator answers numbers ending 4-7.
  const { customers, search } = await api.freshCustomers({ count: 2, group, mobileEndsWith: 5 });
  const [customer] = customers;

  await test.step('the admin turns "Mask customer numbers for agents" on in Settings', async () => {
    const admin = await browser.newContext({ baseURL: test.info().project.use.baseURL });
    const adminPage = await admin.newPage();
    await signInThroughApi(adminPage.request, await api.freshAdmin());
    await adminPage.goto('/');
    await sidebar(adminPage).getByRole('link', { name: 'Settings', exact: true }).click();
    const masking = adminPage.getByRole('switch', { name: 'Mask customer numbers for agents' });
    await expect(masking).not.toBeChecked();
    await masking.click();
    await expect(toast(adminPage, 'Settings Updated')).toBeVisible();
    await expect(masking).toBeChecked();
    await expect(adminPage.getByTestId('number-masking')).toContainText('On: agents see numbers as 98XXXXX210');
    await shot(adminPage, '90-number-masking-setting');
    await expectAccessible(adminPage, 'settings with number masking');
    // Admins still see whole numbers.
    await adminPage.goto(`/customers/${encodeURIComponent(customer.loan_application_no)}`);
    await expect(adminPage.getByTestId('call-panel')).toContainText(customer.mobile);
    await admin.close();
  });

  await signInThroughApi(page.request, agent);

  await test.step('the agent’s customer list shows the numbers masked, and a search by the whole number finds the customer', async () => {
    await page.goto('/customers');
    const searchBox = page.getByRole('textbox', { name: 'Search customers' });
    await searchBox.fill(search);
    const row = page.getByRole('row').filter({ hasText: customer.name }).or(page.getByTestId('customer-card').filter({ hasText: customer.name })).first();
    await expect(row).toContainText(masked(customer.mobile));
    await expect(page.locator('main')).not.toContainText(customer.mobile);
    await shotsAtBothSizes(page, '91-masked-customer-list');

    await searchBox.fill(customer.mobile);
    await expect(page.getByRole('row').filter({ hasText: customer.name }).or(page.getByTestId('customer-card').filter({ hasText: customer.name })).first()).toBeVisible();
    await expect(page.locator('main')).not.toContainText(customer.mobile);
  });

  await test.step('the customer page shows the number masked, and the agent calls by its slot', async () => {
    await page.goto(`/customers/${encodeURIComponent(customer.loan_application_no)}`);
    const panel = page.getByTestId('call-panel');
    await expect(panel).toContainText(masked(customer.mobile));
    await expect(page.locator('main')).not.toContainText(customer.mobile);
    await expect(page.getByTestId('send-links-panel').getByRole('combobox', { name: 'Send to' })).toContainText(`Mobile · ${masked(customer.mobile)}`);
    await shotsAtBothSizes(page, '92-masked-customer-page');
    const sendLinks = page.getByTestId('send-links-panel');
    await shotsAtBothSizes(page, '94-masked-send-links', sendLinks);
    await sendLinks.getByRole('button', { name: 'Payment link' }).click();
    await expect(page.getByRole('dialog').getByTestId('send-summary')).toContainText(masked(customer.mobile));
    await page.getByRole('dialog').getByRole('button', { name: 'Send' }).click();
    await expect(toast(page, 'Payment link message queued')).toBeVisible();
    await expect(sendLinks.getByTestId('message-row').first()).toContainText(masked(customer.mobile));

    await panel.getByRole('button', { name: `Call ${customer.name}`, exact: false }).click();
    const state = panel.getByTestId('call-state');
    await expect(state).toHaveText('Connected', { timeout: 15_000 });
    await panel.getByRole('button', { name: 'Hang up' }).click();
    await expect(state).toContainText('Call ended', { timeout: 10_000 });
  });

  await test.step('Call History shows the call with the number masked, in the list and on the call', async () => {
    await page.goto('/calls');
    const row = page.getByRole('row').filter({ hasText: customer.name }).first();
    await expect(row).toContainText(masked(customer.mobile));
    await expect(page.locator('main')).not.toContainText(customer.mobile);
    await shot(page, '93-masked-call-history');
    await expectAccessible(page, 'call history with masked numbers');
    await row.click();
    await expect(page.locator('main')).toContainText(masked(customer.mobile));
    await expect(page.locator('main')).not.toContainText(customer.mobile);
  });
});
