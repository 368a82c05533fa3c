import { expect, test, type Page } from '@playwright/test';
import { DELHI_OFFICE, DEMO_ADMIN, DEMO_AGENT_RAHUL, IN_DELHI_OFFICE, IN_MUMBAI } from '../support/env';
import { changeTemporaryPassword, pickOption, shot, sidebar, signIn, signOut, toast } from '../support/helpers';

// The admin's journey configures what the agent's journey relies on (an office geofence, a bulk assignment).
test.describe.configure({ mode: 'serial' });

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

test('admin: dashboard, customer filters in the URL, customer detail, groups, lead cycles and settings', async ({ page }) => {
  await test.step('the bootstrap admin signs in and replaces the temporary password', async () => {
    await page.goto('/');
    await signIn(page, DEMO_ADMIN.email, DEMO_ADMIN.temporaryPassword);
    await changeTemporaryPassword(page, DEMO_ADMIN.temporaryPassword, DEMO_ADMIN.newPassword);
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  });

  await test.step('the dashboard shows the current month’s numbers and the status pie', async () => {
    const stats = await apiPost<Stats>(page, '/dashboard/stats', { lead_cycle_ids: [] });
    expect(stats.totalCustomers).toBeGreaterThan(0);
    await expectStats(page, stats);
    await expect(page.getByRole('combobox', { name: 'Period' })).toHaveText('Current Month');
    const pie = page.getByTestId('status-pie');
    await expect(pie).toBeVisible();
    await expect(pie.locator('.recharts-pie-sector')).toHaveCount(3);
    await expect(page.getByRole('list', { name: 'Legend' })).toContainText(`Overdue${stats.customerStatusCounts.overdue}`);
    await expect(page.getByText('No recent activity')).toBeVisible();
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
    await expect(page.getByTestId('customer-range')).toHaveText('Showing 1–10 of 200 customers');
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
    await expect(page.getByTestId('customer-range')).toHaveText('Showing 21–30 of 200 customers');
    const loan = (await page.getByTestId('customer-row').first().locator('td').nth(2).innerText()).trim();
    await page.getByRole('textbox', { name: 'Search customers' }).fill(loan);
    await expect(page).toHaveURL(new RegExp(`/customers\\?search=${loan}$`));
    await expect(page.getByTestId('customer-row')).toHaveCount(1);
    await page.getByRole('textbox', { name: 'Search customers' }).fill('no such customer at all');
    await expect(page.getByText('No customers found')).toBeVisible();
    await shot(page, '34-customers-empty');
  });

  await test.step('bulk assign: two customers move to Delhi NCR', async () => {
    await page.goto('/customers?itemsPerPage=20');
    await expect(page.getByTestId('customer-row')).toHaveCount(20);
    const rows = page.getByTestId('customer-row').filter({ hasNotText: 'Delhi NCR' });
    const first = rows.nth(0);
    const second = rows.nth(1);
    const names = [await first.locator('td').nth(1).locator('a').innerText(), await second.locator('td').nth(1).locator('a').innerText()];
    await first.getByRole('checkbox').check();
    await second.getByRole('checkbox').check();
    await expect(page.getByRole('region', { name: 'Bulk actions' })).toContainText('2 selected');
    await page.getByRole('button', { name: 'Assign to group' }).click();
    const dialog = page.getByRole('dialog', { name: /Assign to group/ });
    await pickOption(page, dialog.getByRole('combobox', { name: 'Group' }), /Delhi NCR/);
    await shot(page, '35-bulk-assign-dialog');
    await dialog.getByRole('button', { name: 'Assign' }).click();
    await expect(toast(page, 'Assigned 2 customers to the selected group')).toBeVisible();
    for (const name of names) {
      await expect(page.getByTestId('customer-row').filter({ hasText: name }).getByTestId('customer-group')).toHaveText('Delhi NCR');
    }
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

  await test.step('deleting a lead asks first, then goes back to the list', async () => {
    const loan = (await page.getByTestId('customer-row').last().locator('td').nth(2).innerText()).trim();
    await page.goto(`/customers/${loan}`);
    await page.getByRole('button', { name: 'Delete lead' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete this lead?' });
    await expect(confirm).toContainText(loan);
    await shot(page, '38-delete-lead-confirm');
    await confirm.getByRole('button', { name: 'Delete lead' }).click();
    await expect(toast(page, 'Customer deleted')).toBeVisible();
    await expect(page).toHaveURL(/\/customers$/);
    await page.goto(`/customers/${loan}`);
    await expect(page.getByText('Customer not found')).toBeVisible();
  });

  await test.step('groups: create, assign an agent, edit and delete', async () => {
    await sidebar(page).getByRole('link', { name: 'Groups', exact: true }).click();
    await expect(page.getByRole('row').filter({ hasText: 'Bengaluru Central' })).toBeVisible();
    await expect(page.getByRole('columnheader')).toHaveText(['Name', 'Description', 'Agents', 'Customers', 'Paid Customers', 'Partially Paid Customers', 'Actions']);
    await shot(page, '39-groups');

    await page.getByRole('button', { name: 'Create Group' }).click();
    const form = page.getByRole('dialog', { name: /Create Group/ });
    await form.getByRole('textbox', { name: 'Group name' }).fill('A');
    await form.getByRole('button', { name: 'Create Group' }).click();
    await expect(form.getByText('Group name must be at least 2 characters')).toBeVisible();
    await form.getByRole('textbox', { name: 'Group name' }).fill('Pune Recovery');
    await form.getByRole('textbox', { name: 'Description' }).fill('Maharashtra bucket 3+');
    await shot(page, '40-create-group');
    await form.getByRole('button', { name: 'Create Group' }).click();
    await expect(toast(page, 'Group created')).toBeVisible();
    const row = page.getByRole('row').filter({ hasText: 'Pune Recovery' });
    await expect(row).toBeVisible();

    await row.getByRole('button', { name: 'Assign agents to Pune Recovery' }).click();
    const assign = page.getByRole('dialog', { name: /Assign Agents to Group/ });
    await expect(assign.getByText('No agents assigned to this group')).toBeVisible();
    await assign.getByRole('button', { name: `Assign ${DEMO_AGENT_RAHUL.name}` }).click();
    await expect(toast(page, 'Agent assigned')).toBeVisible();
    await expect(assign.getByTestId('assigned-agents')).toContainText(DEMO_AGENT_RAHUL.name);
    await shot(page, '41-assign-agents');
    await assign.getByRole('button', { name: 'Done' }).click();
    await expect(row.getByRole('cell').nth(2)).toHaveText('1');

    await row.getByRole('button', { name: 'Edit Pune Recovery' }).click();
    const edit = page.getByRole('dialog', { name: /Edit Pune Recovery/ });
    await expect(edit.getByRole('textbox', { name: 'Group name' })).toHaveValue('Pune Recovery');
    await edit.getByRole('textbox', { name: 'Group name' }).fill('Pune Recovery Desk');
    await edit.getByRole('button', { name: 'Save changes' }).click();
    await expect(toast(page, 'Group updated')).toBeVisible();
    const renamed = page.getByRole('row').filter({ hasText: 'Pune Recovery Desk' });
    await expect(renamed).toBeVisible();

    await renamed.getByRole('button', { name: 'Delete Pune Recovery Desk' }).click();
    const confirm = page.getByRole('dialog', { name: /Delete Pune Recovery Desk/ });
    await expect(confirm).toContainText('All agents will be unassigned');
    await expect(confirm).toContainText('moved to unassigned');
    await confirm.getByRole('button', { name: 'Delete group' }).click();
    await expect(toast(page, 'Group deleted')).toContainText('1 agent unassigned');
    await expect(page.getByRole('row').filter({ hasText: 'Pune Recovery Desk' })).toHaveCount(0);

    await page.getByPlaceholder('Search by name or description').fill('zzz-nothing');
    await expect(page.getByText('No groups found')).toBeVisible();
  });

  await test.step('lead cycles: the date rule, create and delete', async () => {
    await sidebar(page).getByRole('link', { name: 'Lead Cycles', exact: true }).click();
    await expect(page.getByRole('row').filter({ hasText: 'Pre-EMI' })).toBeVisible();
    await page.getByRole('button', { name: 'Create Lead Cycle' }).click();
    const dialog = page.getByRole('dialog', { name: /Create Lead Cycle/ });
    const start = dialog.getByLabel('Start date');
    const end = dialog.getByLabel('End date');
    await expect(start).toHaveValue(/^\d{4}-\d{2}-01$/);
    const defaultStart = await start.inputValue();
    const defaultEnd = await end.inputValue();
    const [y, m] = defaultStart.split('-').map(Number);
    const nextMonth = `${m === 12 ? y + 1 : y}-${String((m % 12) + 1).padStart(2, '0')}`;
    await start.fill(`${nextMonth}-01`);
    await end.fill(`${nextMonth}-20`);
    await dialog.getByRole('button', { name: 'Create Lead Cycle' }).click();
    await expect(dialog.getByText('Current date must be within the lead cycle start and end dates')).toBeVisible();
    await start.fill(defaultStart);
    await end.fill(defaultEnd);
    await pickOption(page, dialog.getByRole('combobox', { name: 'Name' }), 'Overdue-HB');
    await dialog.getByRole('textbox', { name: 'Description' }).fill('Hard bucket pilot');
    await shot(page, '42-create-lead-cycle');
    await dialog.getByRole('button', { name: 'Create Lead Cycle' }).click();
    await expect(toast(page, 'Lead Cycle created')).toBeVisible();
    const row = page.getByRole('row').filter({ hasText: 'Hard bucket pilot' });
    await expect(row).toBeVisible();
    await shot(page, '43-lead-cycles');

    await row.getByRole('button', { name: /^Delete Overdue-HB/ }).click();
    await page.getByRole('dialog', { name: 'Delete this lead cycle?' }).getByRole('button', { name: 'Delete lead cycle' }).click();
    await expect(toast(page, 'Lead Cycle deleted')).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: 'Hard bucket pilot' })).toHaveCount(0);

    // A cycle that still has customers is refused with the server's message.
    await page.getByRole('row').filter({ hasText: 'Pre-EMI' }).getByRole('button', { name: /^Delete Pre-EMI/ }).click();
    await page.getByRole('dialog', { name: 'Delete this lead cycle?' }).getByRole('button', { name: 'Delete lead cycle' }).click();
    await expect(toast(page, 'Failed to delete lead cycle: This lead cycle still has')).toBeVisible();
  });

  await test.step('settings: the visibility switch, an office location and an exempt email', async () => {
    await sidebar(page).getByRole('link', { name: 'Settings', exact: true }).click();
    await expect(page.getByRole('tab', { name: 'Visibility & Access' })).toHaveAttribute('aria-selected', 'true');
    const visibility = page.getByRole('switch', { name: 'Agents can see all customers' });
    await expect(visibility).not.toBeChecked();
    await visibility.click();
    await expect(toast(page, 'Settings Updated')).toBeVisible();
    await expect(visibility).toBeChecked();
    await visibility.click();
    await expect(visibility).not.toBeChecked();
    await expect(toast(page, 'Settings Updated')).toBeVisible();

    const offices = page.getByTestId('office-locations');
    await expect(offices.getByText('No office locations')).toBeVisible();
    await offices.getByRole('button', { name: 'Add office' }).click();
    const dialog = page.getByRole('dialog', { name: /Add office/ });
    await dialog.getByRole('textbox', { name: 'Latitude' }).fill('123');
    await dialog.getByRole('button', { name: 'Save office' }).click();
    await expect(dialog.getByText('Office name must be at least 2 characters')).toBeVisible();
    await expect(dialog.getByText('Latitude must be between -90 and 90')).toBeVisible();
    await dialog.getByRole('textbox', { name: 'Office name' }).fill(DELHI_OFFICE.name);
    await dialog.getByRole('textbox', { name: 'Latitude' }).fill(String(DELHI_OFFICE.latitude));
    await dialog.getByRole('textbox', { name: 'Longitude' }).fill(String(DELHI_OFFICE.longitude));
    await dialog.getByRole('textbox', { name: 'Radius (metres)' }).fill(String(DELHI_OFFICE.radius_m));
    await dialog.getByRole('button', { name: 'Save office' }).click();
    await expect(toast(page, 'Settings Updated')).toBeVisible();
    await expect(offices.getByRole('row').filter({ hasText: DELHI_OFFICE.name })).toContainText('3,000 m');

    const exempt = page.getByTestId('exempt-emails');
    await exempt.getByRole('textbox', { name: 'Email' }).fill('not-an-email');
    await exempt.getByRole('button', { name: 'Add email' }).click();
    await expect(exempt.getByText('Please enter a valid email')).toBeVisible();
    await exempt.getByRole('textbox', { name: 'Email' }).fill('Ops.Lead@Example.com');
    await exempt.getByRole('button', { name: 'Add email' }).click();
    await expect(exempt.getByRole('listitem').filter({ hasText: 'ops.lead@example.com' })).toBeVisible();
    await shot(page, '44-settings-visibility');

    await page.getByRole('tab', { name: 'Notifications' }).click();
    await expect(page.getByText('Notification settings are coming soon')).toBeVisible();
  });

  await test.step('the admin signs out', async () => {
    await signOut(page);
  });
});

test.describe('agent', () => {
  test.use({ geolocation: IN_DELHI_OFFICE, permissions: ['geolocation'] });

  test('agent: only their groups’ customers, no admin controls, and the location lock', async ({ page, context }) => {
    await test.step('Rahul signs in; the dashboard offers Check In and Check Out (coming soon)', async () => {
      await page.goto('/');
      await signIn(page, DEMO_AGENT_RAHUL.email, DEMO_AGENT_RAHUL.password);
      await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
      await expect(page.getByRole('heading', { name: `Welcome back, ${DEMO_AGENT_RAHUL.name}` })).toBeVisible();
      const attendance = page.getByTestId('attendance-actions');
      await expect(attendance.getByRole('button', { name: 'Check In' })).toBeDisabled();
      await expect(attendance.getByRole('button', { name: 'Check Out' })).toBeDisabled();
      const stats = await apiPost<Stats>(page, '/dashboard/stats', { lead_cycle_ids: [] });
      await expectStats(page, stats);
      await attendance.getByLabel('Check In (coming soon)').hover();
      await expect(page.getByRole('tooltip')).toHaveText('Check-in and check-out arrive with the attendance feature');
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
      await expect(page).toHaveURL(new RegExp(`/customers/${loan}$`));
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
