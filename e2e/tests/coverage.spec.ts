import type { APIRequestContext, Page } from '@playwright/test';
import { signInThroughApi, uniqueTag } from '../support/api';
import { expectAccessible } from '../support/accessibility';
import { expect, test } from '../support/fixtures';
import { shot, toast } from '../support/helpers';

/**
 * Issue 30: the only agent of a group takes today off. The admin approves it, is warned the group is left uncovered
 * with work due, and lends the group to a colleague on /coverage; the colleague's worklist holds the group's customers
 * labelled "Covering for …"; the next day the loan has ended by itself. The server's clock and the browser's are
 * moved to Monday 15/06/2043, a year no other journey uses.
 */
const MONDAY = new Date('2043-06-15T10:30:00+05:30');
const TUESDAY = new Date('2043-06-16T10:30:00+05:30');

async function ok(answer: Awaited<ReturnType<APIRequestContext['post']>>, what: string): Promise<{ code: string }> {
  if (!answer.ok()) throw new Error(`${what}: ${answer.status()} ${await answer.text()}`);
  return (await answer.json()) as { code: string };
}

/** Desktop and phone pictures of one screen. */
async function shots(page: Page, name: string) {
  await shot(page, `${name}-1440`);
  await page.setViewportSize({ width: 390, height: 844 });
  await shot(page, `${name}-390`);
  await page.setViewportSize({ width: 1440, height: 900 });
}

test('coverage: approving leave warns of an uncovered group, the admin lends it, the colleague covers it, the loan ends the next day', async ({ page, api }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const tag = uniqueTag();
  const admin = await api.freshAdmin();
  const asha = await api.freshAgent({ name: `Asha ${tag}` });
  const ravi = await api.freshAgent({ name: `Ravi ${tag}` });
  const covered = await api.freshGroup({ name: `North ${tag}`, agents: [asha] });
  await api.freshGroup({ name: `South ${tag}`, agents: [ravi] });
  const { customers } = await api.freshCustomers({ count: 2, group: covered });
  await api.moveClock(MONDAY);
  await page.clock.install({ time: MONDAY });

  await test.step('Asha asks for today off; Ravi checks in', async () => {
    await signInThroughApi(page.request, admin);
    const type = await ok(await page.request.post('/api/leave/leave-types', { data: { name: `Cover Leave ${tag}`, code: `CV${tag}`.slice(0, 20), accrual_rate: 10, accrual_unit: 'month', max_per_accrual_unit: 20 } }), 'Adding a leave type');
    await ok(await page.request.post('/api/leave/fix-missing-balances', { data: { email: asha.email } }), 'Adding the agent’s balance');
    await page.context().clearCookies();
    await signInThroughApi(page.request, ravi);
    await ok(await page.request.post('/api/attendance/check-in', { data: { latitude: 12.9716, longitude: 77.5946 } }), 'Ravi checks in');
    await page.context().clearCookies();
    await signInThroughApi(page.request, asha);
    await ok(await page.request.post('/api/leave/leave-requests', { data: { type: type.code, start_date: '2043-06-15', end_date: '2043-06-15', day_type: 'full', reason: 'Fever' } }), 'Applying for leave');
  });

  await test.step('admin: approving warns that North is left uncovered today with work due; approves anyway', async () => {
    await page.context().clearCookies();
    await signInThroughApi(page.request, admin);
    await page.goto('/admin');
    await page.getByRole('tab', { name: 'Leave Requests' }).click();
    const card = page.getByRole('article', { name: new RegExp(`^${asha.name},`) });
    await card.getByRole('button', { name: 'Approve' }).click();
    const warning = page.getByRole('dialog', { name: 'Approving leaves a group uncovered' });
    await expect(warning.getByTestId('leave-coverage-warning')).toContainText(`${covered.name} on 15/06/2043: 2 due`);
    await expectAccessible(page, 'leave approval warning');
    await shots(page, 'w7-coverage-leave-warning');
    await warning.getByRole('button', { name: 'Approve anyway' }).click();
    await expect(toast(page, 'Leave approved')).toBeVisible();
  });

  await test.step('admin: /coverage shows North uncovered first; lends it to Ravi for today', async () => {
    await page.goto('/coverage');
    const north = page.getByRole('article', { name: `${covered.name}: Uncovered` });
    await expect(north).toContainText('On leave');
    await expect(north).toContainText('Never contacted');
    await expectAccessible(page, 'coverage today');
    await shots(page, 'w7-coverage-page');
    await north.getByRole('button', { name: `Lend ${covered.name}` }).click();
    const dialog = page.getByRole('dialog', { name: `Lend ${covered.name}` });
    await dialog.getByRole('combobox', { name: 'Agents' }).fill(ravi.name);
    await page.getByRole('option', { name: ravi.name }).click();
    await dialog.getByRole('textbox', { name: 'Reason' }).fill('Asha is on leave');
    await expectAccessible(page, 'lend group dialog');
    await shots(page, 'w7-coverage-lend-dialog');
    await dialog.getByRole('button', { name: 'Lend group' }).click();
    await expect(toast(page, `${covered.name} lent`)).toBeVisible();
    await expect(page.getByRole('article', { name: `${covered.name}: Covered` })).toContainText('(covering)');
    const loan = page.getByTestId('active-loan').filter({ hasText: covered.name });
    await expect(loan).toContainText(`${covered.name} → ${ravi.name}`);
    await loan.scrollIntoViewIfNeeded();
    await shots(page, 'w7-coverage-loan');
    await page.goto('/');
    await expect(page.getByRole('region', { name: 'Coverage today' })).toBeVisible();
    await page.getByRole('region', { name: 'Coverage today' }).scrollIntoViewIfNeeded();
    await expectAccessible(page, 'dashboard coverage card');
    await shots(page, 'w7-coverage-dashboard-card');
  });

  await test.step('admin: gives North a standing rule (Ravi as buddy, 11:00), reopens it, and removes it after confirming', async () => {
    await page.goto('/coverage');
    await page.getByRole('button', { name: `Coverage rule of ${covered.name}` }).click();
    const dialog = page.getByRole('dialog', { name: `Coverage rule · ${covered.name}` });
    await expect(dialog).toContainText('has no rule');
    await dialog.getByRole('combobox', { name: 'Buddy agents' }).fill(ravi.name);
    await page.getByRole('option', { name: ravi.name }).click();
    await dialog.getByLabel('Check-in deadline').fill('11:00');
    await expectAccessible(page, 'coverage rule dialog');
    await shots(page, 'w8-coverage-rule-dialog');
    await dialog.getByRole('button', { name: 'Save rule' }).click();
    await expect(toast(page, 'Coverage rule saved')).toBeVisible();
    await page.getByRole('button', { name: `Coverage rule of ${covered.name}` }).click();
    await expect(dialog).toContainText(ravi.name);
    await dialog.getByRole('button', { name: 'Remove rule' }).click();
    const confirm = page.getByRole('dialog', { name: 'Remove this rule?' });
    await expectAccessible(page, 'remove coverage rule');
    await shots(page, 'w8-coverage-rule-remove');
    await confirm.getByRole('button', { name: 'Remove rule' }).click();
    await expect(toast(page, 'Coverage rule removed')).toBeVisible();
    const threshold = page.getByRole('region', { name: 'Thin threshold' });
    await threshold.scrollIntoViewIfNeeded();
    await expectAccessible(page, 'thin threshold');
    await shots(page, 'w8-coverage-threshold');
  });

  await test.step('Ravi: the worklist holds North’s customers after his own, labelled covering for Asha', async () => {
    await page.context().clearCookies();
    await signInThroughApi(page.request, ravi);
    await page.goto('/worklist');
    for (const customer of customers) {
      const row = page.getByRole('listitem').filter({ hasText: customer.name });
      await expect(row).toContainText(`Covering for ${asha.name}`);
    }
    await expectAccessible(page, 'worklist covering a group');
    await shots(page, 'w7-coverage-worklist');
  });

  await test.step('the next day the loan has ended by itself: Ravi no longer sees North’s customers', async () => {
    await api.moveClock(TUESDAY);
    await page.clock.setFixedTime(TUESDAY);
    await page.goto('/worklist');
    await expect(page.getByText('Nothing to work right now')).toBeVisible(); // his own group has no customers
    await expect(page.getByText(`Covering for ${asha.name}`)).toHaveCount(0);
    await expect(page.getByText(customers[0].name)).toHaveCount(0);
  });
});
