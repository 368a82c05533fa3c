import type { Page } from '@playwright/test';
import { signInThroughApi } from '../support/api';
import { expectAccessible } from '../support/accessibility';
import { DEMO_ADMIN, DEMO_AGENT_RAHUL } from '../support/env';
import { expect, test } from '../support/fixtures';

// The leave and profile screens on the demo data pass axe's WCAG 2 A/AA rules (demo-accessibility.spec.ts covers
// the sidebar's screens; these are tabs and pages behind them).

const SIZES = [
  ['desktop', { width: 1440, height: 900 }],
  ['phone', { width: 390, height: 844 }],
] as const;

/** The admin dashboard's leave tabs. */
const ADMIN_LEAVE_TABS = ['Leave Requests', 'Holidays', "All Users' Leaves", 'Leave Types'] as const;

async function openTab(page: Page, path: string, title: string, tab: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  await page.getByRole('tab', { name: tab }).click();
  await expect(page.getByRole('tabpanel')).toBeVisible();
}

for (const [size, viewport] of SIZES) {
  test(`admin: the leave tabs and an employee's details pass axe on the ${size}`, async ({ page, api }) => {
    void api; // the fixture has replaced the bootstrap admin's temporary password
    await page.setViewportSize(viewport);
    await signInThroughApi(page.request, { email: DEMO_ADMIN.email, password: DEMO_ADMIN.newPassword });

    for (const tab of ADMIN_LEAVE_TABS) {
      await test.step(tab, async () => {
        await openTab(page, '/admin', 'Admin Dashboard', tab);
        await expectAccessible(page, `${tab} (${size})`);
      });
    }

    // The demo agents have not filled in their profiles: this is the page's "No profile yet" state (a submitted
    // profile's details are checked in employee-profile.spec.ts).
    await test.step("an agent's employee details", async () => {
      await page.goto('/users');
      await page.getByPlaceholder('Search by name or email').fill(DEMO_AGENT_RAHUL.email);
      await page.getByRole('link', { name: `View details for ${DEMO_AGENT_RAHUL.name}` }).click();
      await expect(page).toHaveURL(/\/employee-details\/\d+$/);
      await expect(page.getByRole('tab', { name: 'Documents' }).or(page.getByText('No profile yet'))).toBeVisible();
      await expectAccessible(page, `employee details (${size})`);
    });
  });

  test(`agent: Leave Management and Your Profile pass axe on the ${size}`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await signInThroughApi(page.request, DEMO_AGENT_RAHUL);

    await test.step('Leave Management', async () => {
      await openTab(page, '/attendance-leave', 'Attendance & Leave', 'Leave Management');
      await expect(page.getByRole('heading', { name: 'Leave Requests History' })).toBeVisible();
      await expectAccessible(page, `Leave Management (${size})`);
      await page.getByRole('tab', { name: 'Attendance' }).click(); // the tab is remembered: leave the default for later runs
    });

    await test.step('Your Profile', async () => {
      await page.goto('/profile');
      await expect(page.getByRole('heading', { name: 'Your Profile', level: 1 })).toBeVisible();
      await expect(page.getByRole('tab', { name: 'Documents' })).toBeVisible();
      await expectAccessible(page, `Your Profile (${size})`);
    });
  });
}
