import type { Page } from '@playwright/test';
import { FRESH_PASSWORD } from '../support/api';
import { DELHI_OFFICE, DEMO_AGENT_RAHUL, IN_DELHI_OFFICE, IN_MUMBAI } from '../support/env';
import { expect, test } from '../support/fixtures';
import { changeTemporaryPassword, expectToastClearOf, shot, sidebar, signIn, signOut, toast } from '../support/helpers';

// These journeys read the demo data and change none of it: the 200 customers, cycles and groups are as seeded.
// An admin's changes to records are in admin-records.spec.ts and settings.spec.ts, on records of their own.

const LOCATION_REQUIRED = 'Location access required. Please check in first to enable location access.';
const LOCATION_DENIED = 'Cannot access this page from this location';

/** The same call the page makes, through the page's own session. */
async function apiPost<T>(page: Page, path: string, body: unknown): Promise<T> {
  const response = await page.request.post(`/api${path}`, { data: body });
  expect(response.ok(), `${path} answered ${response.status()}`).toBeTruthy();
  return (await response.json()) as T;
}

interface Stats {
  totalCustomers: number;
  activeAgents: number;
  customerStatusCounts: { overdue: number; partialPaid: number; paid: number };
}

function statCard(page: Page, label: string) {
  return page.getByTestId('stat-card').filter({ hasText: label });
}

async function expectStats(page: Page, stats: Stats) {
  await expect(statCard(page, 'Total Customers').getByLabel(`Total Customers: ${stats.totalCustomers}`)).toBeVisible();
  await expect(statCard(page, 'Total Paid').getByLabel(`Total Paid: ${stats.customerStatusCounts.paid}`)).toBeVisible();
  await expect(statCard(page, 'Total Partially Paid').getByLabel(`Total Partially Paid: ${stats.customerStatusCounts.partialPaid}`)).toBeVisible();
  await expect(statCard(page, 'Active Agents').getByLabel(`Active Agents: ${stats.activeAgents}`)).toBeVisible();
}

/** "start,end" of a range in the address bar. */
function rangeFromUrl(page: Page, name: string): { start: string; end: string } {
  const raw = new URL(page.url()).searchParams.get(name) ?? '';
  const [start, end] = raw.split(',');
  return { start, end };
}

test('admin: dashboard, customer filters in the URL and customer detail', async ({ page, api }) => {
  const admin = await api.freshAdmin({ mustChangePassword: true });

  await test.step('a new admin signs in and replaces the temporary password', async () => {
    await page.goto('/');
    await signIn(page, admin.email, admin.password);
    await changeTemporaryPassword(page, admin.password, FRESH_PASSWORD);
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  });

  await test.step('the dashboard shows the current month’s numbers and the status pie', async () => {
    const stats = await apiPost<Stats>(page, '/dashboard/stats', { lead_cycle_ids: [] });
    expect(stats.totalCustomers).toBeGreaterThan(0);
    await expectStats(page, stats);
    await expect(page.getByRole('combobox', { name: 'Period' })).toHaveText('Current Month');
    const pie = page.getByTestId('status-pie');
    await expect(pie).toBeVisible();
    const nonEmptySlices = Object.values(stats.customerStatusCounts).filter((count) => Number(count) > 0).length;
    await expect(pie.locator('[data-slice]')).toHaveCount(nonEmptySlices);
    await expect(page.getByRole('list', { name: 'Legend' })).toContainText(`Overdue${stats.customerStatusCounts.overdue}`);
    await expect(page.getByTestId('activity-row').first().or(page.getByText('No recent activity'))).toBeVisible();
    await shot(page, '30-admin-dashboard-stats');
  });

  await test.step('a named lead cycle changes the numbers', async () => {
    await page.getByRole('combobox', { name: 'Period' }).click();
    const option = page.getByRole('option').filter({ hasText: 'Pre-EMI' });
    await expect(option).toContainText(/\d{2} \w{3} \d{4} – \d{2} \w{3} \d{4}/);
    await option.click();
    await expect(page.getByRole('listbox')).toBeHidden();
    await expect(page).toHaveURL(/\?period=\d+$/);
    const cycleId = Number(new URL(page.url()).searchParams.get('period'));
    const stats = await apiPost<Stats>(page, '/dashboard/stats', { lead_cycle_ids: [cycleId] });
    await expectStats(page, stats);
    await expect(page.getByRole('combobox', { name: 'Period' })).toContainText('Pre-EMI');
    await shot(page, '31-admin-dashboard-pre-emi');
  });

  await test.step('customers: filter by status and a follow-up preset; the URL carries it through a reload', async () => {
    await sidebar(page).getByRole('link', { name: 'Customers', exact: true }).click();
    await expect(page).toHaveURL(/\/customers$/);
    await expect(page.getByTestId('customer-row')).toHaveCount(10);
    await expect(page.getByTestId('customer-range')).toHaveText('Showing 1 to 10 of 200 customers');
    await shot(page, '32-customers-list');

    await page.getByRole('button', { name: 'Filter' }).click();
    const filters = page.getByTestId('customer-filters');
    await filters.getByRole('button', { name: 'Overdue' }).click();
    await expect(page).toHaveURL(/status=overdue/);
    await filters.getByRole('group', { name: 'Next follow-up' }).getByRole('button', { name: 'This Week' }).click();
    await expect(page).toHaveURL(/next_follow_up=[^&]+,[^&]+/);

    const range = rangeFromUrl(page, 'next_follow_up');
    const expected = await apiPost<{ pagination: { totalItems: number } }>(page, '/customers/all-customer', {
      page: 1,
      limit: 10,
      status: ['overdue'],
      next_follow_up: range,
    });
    const total = expected.pagination.totalItems;
    const check = async () => {
      if (total === 0) {
        await expect(page.getByText('No customers found')).toBeVisible();
      } else {
        await expect(page.getByTestId('customer-range')).toContainText(`of ${total} customers`);
        const statuses = await page.getByTestId('customer-row').locator('td:nth-child(4)').allInnerTexts();
        expect(statuses.length).toBeGreaterThan(0);
        expect(new Set(statuses)).toEqual(new Set(['Overdue']));
      }
    };
    await check();
    await shot(page, '33-customers-filtered');

    await page.reload();
    await expect(page).toHaveURL(/status=overdue/);
    expect(rangeFromUrl(page, 'next_follow_up')).toEqual(range);
    const reloadedFilters = page.getByTestId('customer-filters');
    await expect(reloadedFilters.getByRole('button', { name: 'Overdue' })).toHaveAttribute('aria-pressed', 'true');
    await expect(reloadedFilters.getByRole('group', { name: 'Next follow-up' }).getByRole('button', { name: 'This Week' })).toHaveAttribute('aria-pressed', 'true');
    await check();

    // Back goes to the list before the preset; forward brings it back.
    await page.goBack();
    await expect(page).not.toHaveURL(/next_follow_up/);
    await expect(page).toHaveURL(/status=overdue/);
    await page.goForward();
    await expect(page).toHaveURL(/next_follow_up=/);
  });

  await test.step('search is debounced, resets the page and lives in the URL', async () => {
    await page.goto('/customers?page=3');
    await expect(page.getByTestId('customer-range')).toHaveText('Showing 21 to 30 of 200 customers');
    const loan = (await page.getByTestId('customer-row').first().locator('td').nth(2).innerText()).trim();
    await page.getByRole('textbox', { name: 'Search customers' }).fill(loan);
    await expect(page).toHaveURL(new RegExp(`/customers\\?search=${loan}$`));
    await expect(page.getByTestId('customer-row')).toHaveCount(1);
    await page.getByRole('textbox', { name: 'Search customers' }).fill('no such customer at all');
    await expect(page.getByText('No customers found')).toBeVisible();
    await shot(page, '34-customers-empty');
  });

  await test.step('a customer opens with tabs, money tiles and the payment history', async () => {
    await page.goto('/customers');
    const row = page.getByTestId('customer-row').first();
    const name = await row.locator('td').nth(1).locator('a').innerText();
    await row.locator('td').nth(2).click();
    await expect(page).toHaveURL(/\/customers\/MV\d+/);
    await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
    await expect(page.getByTestId('customer-header')).toContainText(name);
    await expect(page.getByTestId('money-tiles')).toContainText('Total Outstanding');
    await expect(page.getByTestId('money-tiles')).toContainText(/₹[\d,]+/);
    for (const tab of ['Loan Details', 'Personal Info', 'Payment Details', 'Addresses']) {
      await expect(page.getByRole('tab', { name: tab })).toBeVisible();
    }
    await expect(page.getByRole('button', { name: 'Delete lead' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Add New Feedback' })).toBeVisible();
    await shot(page, '36-customer-detail-admin');

    await page.getByRole('tab', { name: 'Payment Details' }).click();
    const history = page.getByRole('table', { name: 'Payment history, last 6 months' });
    await expect(history).toBeVisible();
    await expect(history.getByRole('columnheader')).toHaveText(['Month', 'Days Past Due', 'Paid On', 'Amount Paid']);
    await expect(history.getByRole('row')).toHaveCount(7);
    await page.getByRole('table', { name: 'Payment history, last 6 months' }).scrollIntoViewIfNeeded();
    await shot(page, '37-customer-payment-history');

    await page.getByRole('tab', { name: 'Addresses' }).click();
    await expect(page.getByText('Current address')).toBeVisible();
    await page.getByRole('tab', { name: 'Personal Info' }).click();
    await expect(page.getByText('Employment and bank')).toBeVisible();

    await page.getByRole('link', { name: 'Back to customers' }).click();
    await expect(page).toHaveURL(/\/customers$/);
  });

  await test.step('the admin signs out', async () => {
    await signOut(page);
  });
});

test.describe('agent', () => {
  test.use({ geolocation: IN_DELHI_OFFICE, permissions: ['geolocation'] });

  test('agent: only their groups’ customers, no admin controls, and the location lock', async ({ page, context, api }) => {
    // The location lock needs an office: this journey sets the one it works in (put back afterwards).
    await api.arrangeSetting('officeGeofences', [DELHI_OFFICE]);

    await test.step('Rahul signs in; the dashboard offers Check In (Check Out waits for a check-in)', async () => {
      await page.goto('/');
      await signIn(page, DEMO_AGENT_RAHUL.email, DEMO_AGENT_RAHUL.password);
      await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
      await expect(page.getByRole('heading', { name: `Welcome back, ${DEMO_AGENT_RAHUL.name}` })).toBeVisible();
      const attendance = page.getByTestId('attendance-actions');
      await expect(attendance.getByRole('button', { name: 'Check In' })).toBeEnabled();
      await expect(attendance.getByRole('button', { name: 'Check Out' })).toBeDisabled();
      // The sign-in toast leaves the work uncovered for its few seconds.
      await expectToastClearOf(toast(page, 'Login successful'), attendance);
      const stats = await apiPost<Stats>(page, '/dashboard/stats', { lead_cycle_ids: [] });
      await expectStats(page, stats);
      await shot(page, '50-agent-dashboard');
    });

    await test.step('the customer list has only Delhi NCR customers and no admin filter or selection', async () => {
      await page.goto('/customers?itemsPerPage=100');
      await expect(page.getByTestId('customer-row').first()).toBeVisible();
      const groups = await page.getByTestId('customer-group').allInnerTexts();
      expect(groups.length).toBeGreaterThan(10);
      expect(new Set(groups)).toEqual(new Set([DEMO_AGENT_RAHUL.group]));
      await expect(page.getByRole('button', { name: 'Filter' })).toHaveCount(0);
      await expect(page.getByRole('checkbox')).toHaveCount(0);
      await shot(page, '51-agent-customers');

      // Admin-only filters in a pasted link do not apply to agents.
      await page.goto('/customers?status=paid');
      await expect(page.getByTestId('customer-row').first()).toBeVisible();
      const statuses = await page.getByTestId('customer-row').locator('td:nth-child(3)').allInnerTexts();
      expect(new Set(statuses).size).toBeGreaterThan(1);
    });

    await test.step('inside the office the customer opens, without the admin header or delete', async () => {
      await page.goto('/customers');
      const row = page.getByTestId('customer-row').first();
      const loan = (await row.locator('td').nth(1).innerText()).trim();
      await row.locator('td').nth(1).click();
      await expect(page).toHaveURL(new RegExp(`/customers/${loan}\\?record=\\d+$`));
      await expect(page.getByTestId('money-tiles')).toBeVisible();
      await expect(page.getByRole('tab', { name: 'Loan Details' })).toBeVisible();
      await expect(page.getByTestId('customer-header')).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Delete lead' })).toHaveCount(0);
      await shot(page, '52-agent-customer-detail');
    });

    await test.step('outside every office the page is refused; back inside it opens again', async () => {
      const url = page.url();
      await context.setGeolocation(IN_MUMBAI);
      // The position is cached for 12 hours: forget it so the page asks the browser again.
      await page.evaluate(() => window.localStorage.removeItem('crm.location'));
      await page.reload();
      await expect(page.getByText(LOCATION_DENIED)).toBeVisible();
      await shot(page, '53-agent-location-denied');
      await context.setGeolocation(IN_DELHI_OFFICE);
      await page.getByRole('button', { name: 'Refresh my location' }).click();
      await expect(page.getByTestId('money-tiles')).toBeVisible();
      expect(page.url()).toBe(url);
    });

    await test.step('without a location the page asks for one', async () => {
      await context.clearPermissions();
      await page.evaluate(() => window.localStorage.removeItem('crm.location'));
      await page.reload();
      await expect(page.getByText(LOCATION_REQUIRED)).toBeVisible({ timeout: 20_000 });
      await shot(page, '54-agent-location-required');
    });

    await test.step('groups are read-only; settings are refused', async () => {
      await page.goto('/groups');
      await expect(page.getByRole('row').filter({ hasText: DEMO_AGENT_RAHUL.group })).toBeVisible();
      await expect(page.getByRole('row').filter({ hasText: 'Mumbai West' })).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Create Group' })).toHaveCount(0);
      await expect(page.getByRole('columnheader', { name: 'Actions' })).toHaveCount(0);
      await shot(page, '55-agent-groups');
      await page.goto('/settings');
      await expect(page.getByText('You do not have permission to view settings. Please contact an administrator.')).toBeVisible();
    });
  });
});
