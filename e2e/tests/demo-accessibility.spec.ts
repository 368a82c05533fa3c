import type { Page } from '@playwright/test';
import { signInThroughApi } from '../support/api';
import { expectAccessible } from '../support/accessibility';
import { DEMO_ADMIN, DEMO_AGENT_RAHUL, IN_DELHI_OFFICE } from '../support/env';
import { expect, test } from '../support/fixtures';

// Every signed-in screen, on the demo data (real rows, not empty books), passes axe's WCAG 2 A/AA rules at the
// desktop and phone sizes. A screen added later joins the SCREENS list, or calls expectAccessible in its own journey.

const PHONE = { width: 390, height: 844 };

/** The admin's screens: the sidebar's links, by path and page title. */
const SCREENS: Array<[path: string, title: string]> = [
  ['/', 'Dashboard'],
  ['/customers', 'Customers'],
  ['/groups', 'Groups'],
  ['/calls', 'Call History'],
  ['/attendance-leave', 'Attendance & Leave'],
  ['/admin', 'Admin Dashboard'],
  ['/reports', 'Reports'],
  ['/users', 'Users'],
  ['/lead-cycle', 'Lead Cycles'],
  ['/csv-upload', 'CSV Upload'],
  ['/settings', 'Settings'],
  ['/dispositions', 'Dispositions'],
  ['/tata-lead-list', 'Lead List'],
  ['/audit', 'Audit trail'],
];

async function open(page: Page, path: string, title: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
}

/** The page of the first customer the signed-in user may see (a row on a wide screen, a card on a phone). */
async function openFirstCustomer(page: Page) {
  const response = await page.request.post('/api/customers/all-customer', { data: { limit: 10 } });
  expect(response.ok()).toBeTruthy();
  const { customers } = (await response.json()) as { customers: Array<{ id: number; loan_application_no: string }> };
  await page.goto(`/customers/${encodeURIComponent(customers[0].loan_application_no)}?record=${customers[0].id}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByTestId('customer-work-column')).toBeVisible();
}

for (const [size, viewport] of [['desktop', { width: 1440, height: 900 }], ['phone', PHONE]] as const) {
  test(`admin: every screen passes axe (WCAG 2 A/AA) on the ${size}`, async ({ page, api }) => {
    void api; // the fixture has replaced the bootstrap admin's temporary password
    await page.setViewportSize(viewport);
    await signInThroughApi(page.request, { email: DEMO_ADMIN.email, password: DEMO_ADMIN.newPassword });

    for (const [path, title] of SCREENS) {
      await test.step(title, async () => {
        await open(page, path, title);
        await expectAccessible(page, `${title} (${size})`);
      });
    }

    await test.step('the admin dashboard\'s Attendance Requests tab', async () => {
      await open(page, '/admin', 'Admin Dashboard');
      await page.getByRole('tab', { name: 'Attendance Requests' }).click();
      await expect(page.getByRole('button', { name: 'Accept All' })).toBeVisible();
      await expectAccessible(page, `Attendance Requests (${size})`);
      await page.getByRole('tab', { name: 'Attendance List' }).click();
    });

    await test.step('a customer page', async () => {
      await openFirstCustomer(page);
      await expectAccessible(page, `a customer page (${size})`);
    });

    await test.step('the customers filter panel and the Create Lead Cycle dialog with its date picker', async () => {
      await open(page, '/customers', 'Customers');
      await page.getByRole('button', { name: /^Filter/ }).click();
      await expectAccessible(page, `the customers filter panel (${size})`);
      await open(page, '/lead-cycle', 'Lead Cycles');
      await page.getByRole('button', { name: 'Create Lead Cycle' }).click();
      const dialog = page.getByRole('dialog', { name: /Create Lead Cycle/ });
      await expect(dialog).toBeVisible();
      await expectAccessible(page, `the Create Lead Cycle dialog (${size})`);
      await dialog.getByRole('button', { name: /Choose date/ }).first().click();
      await expect(page.getByRole('grid')).toBeVisible();
      await expectAccessible(page, `the date picker (${size})`);
    });
  });
}

test.describe('agent', () => {
  test.use({ geolocation: IN_DELHI_OFFICE, permissions: ['geolocation'] });

  test("agent: the agent's screens pass axe (WCAG 2 A/AA)", async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await signInThroughApi(page.request, DEMO_AGENT_RAHUL);
    for (const [path, title] of [['/', 'Dashboard'], ['/customers', 'Customers'], ['/calls', 'Call History'], ['/attendance-leave', 'Attendance & Leave']] as const) {
      await test.step(title, async () => {
        await open(page, path, title);
        await expectAccessible(page, `${title} (agent)`);
      });
    }
    await test.step('a customer page with the feedback form', async () => {
      await openFirstCustomer(page);
      await expect(page.getByRole('heading', { name: 'Add New Feedback' })).toBeVisible();
      await expectAccessible(page, 'a customer page (agent)');
    });
  });
});
