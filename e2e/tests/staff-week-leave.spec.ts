import type { APIRequestContext, Page } from '@playwright/test';
import { signInThroughApi, uniqueTag } from '../support/api';
import { expectAccessible } from '../support/accessibility';
import { expect, test } from '../support/fixtures';
import { calendarDay, pickOption, shot, toast } from '../support/helpers';

/**
 * Issue 25, the week's leave (DECISIONS "Leave counts working days"): a leave from Thursday 05/12/2041 to Monday
 * 09/12/2041 holds a mandatory holiday (Friday) and a weekly off (Sunday). It debits the three working days only, the
 * approval card says which days are not debited and why, and the calendar shows those two days as holiday.
 * The server's clock and the browser's are moved to Monday 02/12/2041, a year no other journey uses.
 */
const MONDAY = new Date('2041-12-02T10:00:00+05:30');
const typed = (day: string) => day.split('-').reverse().join('');

async function ok(answer: Awaited<ReturnType<APIRequestContext['post']>>, what: string, alsoFine: number[] = []) {
  if (!answer.ok() && !alsoFine.includes(answer.status())) throw new Error(`${what}: ${answer.status()} ${await answer.text()}`);
}

/** Desktop and phone pictures of one screen. */
async function shots(page: Page, name: string) {
  await shot(page, `${name}-1440`);
  await page.setViewportSize({ width: 390, height: 844 });
  await shot(page, `${name}-390`);
  await page.setViewportSize({ width: 1440, height: 900 });
}

test('staff week, leave: a leave across a weekly off and a mandatory holiday debits its working days only', async ({ page, api }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const admin = await api.freshAdmin();
  const agent = await api.freshAgent();
  const tag = uniqueTag();
  const typeName = `Week Leave ${tag}`;
  await api.moveClock(MONDAY);
  await page.clock.install({ time: MONDAY });

  await test.step('admin: the year’s Sunday weekly offs, a mandatory holiday on Friday 06/12, a leave type of 10 a month', async () => {
    await signInThroughApi(page.request, admin);
    await ok(await page.request.post('/api/leave/holiday-policies/weekly-offs', { data: { year: 2041, weekdays: [0] } }), 'Adding weekly offs');
    // One mandatory holiday per date: a second run of this journey on the same data finds it there already.
    await ok(await page.request.post('/api/leave/holiday-policies', { data: { name: 'Founders Day', date: '2041-12-06', type: 'MANDATORY' } }), 'Adding a holiday', [409]);
    const type = await page.request.post('/api/leave/leave-types', { data: { name: typeName, code: `WK${tag}`.slice(0, 20), accrual_rate: 10, accrual_unit: 'month', max_per_accrual_unit: 20 } });
    await ok(type, 'Adding a leave type');
    await ok(await page.request.post('/api/leave/fix-missing-balances', { data: { email: agent.email } }), 'Adding the agent’s balance');
  });

  await test.step('agent: the form counts 3 working days and says which days are not debited', async () => {
    await page.context().clearCookies();
    await signInThroughApi(page.request, agent);
    await page.goto('/attendance-leave');
    await page.getByRole('tab', { name: 'Leave Management' }).click();
    await expect(page.getByLabel(`${typeName} balance`)).toHaveText('10.0');
    await expect(page.getByTestId('leave-balance')).toContainText('Last accrual: December 2041, credited on 02/12/2041');
    await pickOption(page, page.getByRole('combobox', { name: /Leave type/ }), typeName);
    await page.getByRole('group', { name: /Start date/ }).click();
    await page.keyboard.type(typed('2041-12-05'));
    await page.getByRole('group', { name: /End date/ }).click();
    await page.keyboard.type(typed('2041-12-09'));
    await page.getByRole('textbox', { name: 'Reason' }).fill('Family wedding');
    await expect(page.getByText('3.0 working days requested')).toBeVisible();
    await expect(page.getByTestId('not-debited')).toHaveText(
      'Not debited: 06/12/2041 is a holiday (Founders Day); 08/12/2041 is a weekly off (Sunday).',
    );
    await expectAccessible(page, 'apply for leave across a weekend');
    await page.getByRole('form', { name: 'Apply for leave' }).scrollIntoViewIfNeeded();
    await shots(page, 'w5-leave-apply-form');
    await page.getByRole('button', { name: 'Submit request' }).click();
    await expect(toast(page, 'Leave request submitted')).toBeVisible();
  });

  await test.step('admin: the approval card says 3 working days and which days are not debited and why; approves', async () => {
    await page.context().clearCookies();
    await signInThroughApi(page.request, admin);
    await page.goto('/admin');
    await page.getByRole('tab', { name: 'Leave Requests' }).click();
    const card = page.getByRole('article', { name: `${agent.name}, ${typeName}` });
    await expect(card).toContainText('3.0 working days');
    await expect(card.getByTestId('not-debited')).toHaveText('Not debited: 06/12/2041 is a holiday (Founders Day); 08/12/2041 is a weekly off (Sunday)');
    await expectAccessible(page, 'leave requests with days not debited');
    await shots(page, 'w5-leave-admin-requests');
    await card.getByRole('button', { name: 'Approve' }).click();
    await expect(toast(page, 'Leave approved')).toBeVisible();
    await expect(card).toHaveCount(0);
  });

  await test.step('admin: the leave types say how each treats holidays; the holidays tab shows weekly offs as one line', async () => {
    await page.getByRole('tab', { name: 'Leave Types' }).click();
    await expect(page.getByRole('row').filter({ hasText: typeName })).toContainText('Not debited');
    await expectAccessible(page, 'leave types');
    await shots(page, 'w5-leave-types');
    await page.getByRole('button', { name: `Edit ${typeName}` }).click();
    await expect(page.getByTestId('leave-type-edit-row').getByRole('combobox', { name: 'Holidays in leave' })).toHaveText('Not debited');
    await shot(page, 'w5-leave-type-editing-1440');
    await page.getByRole('button', { name: `Cancel editing ${typeName}` }).click();
    await page.getByRole('button', { name: 'Adjust Balance' }).click();
    const dialog = page.getByRole('dialog', { name: /Adjust Balance/ });
    await pickOption(page, dialog.getByRole('combobox', { name: /Agent/ }), `${agent.name} · ${agent.email}`);
    await pickOption(page, dialog.getByRole('combobox', { name: /Leave type/ }), typeName);
    await expect(dialog.getByTestId('current-balance')).toHaveText('Current balance: 7.0 days (0.0 pending, 7.0 available)');
    await expectAccessible(page, 'adjust balance with the current balance');
    await shots(page, 'w5-leave-adjust-balance');
    await page.keyboard.press('Escape');
    await page.getByRole('tab', { name: 'Holidays' }).click();
    await expect(page.getByTestId('weekly-off-lines')).toContainText('Every Sunday, 2041');
    await expect(page.getByRole('row').filter({ hasText: 'Founders Day' })).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: 'Sunday' })).toHaveCount(0);
    await expectAccessible(page, 'holidays with weekly offs collapsed');
    await shots(page, 'w5-leave-holidays');
  });

  await test.step('agent: 7.0 left, the ledger names the dates, and the holiday and the Sunday show as holiday', async () => {
    await page.context().clearCookies();
    await signInThroughApi(page.request, agent);
    await page.goto('/attendance-leave');
    await page.getByRole('tab', { name: 'Leave Management' }).click();
    await expect(page.getByLabel(`${typeName} balance`)).toHaveText('7.0');
    const balance = page.getByTestId('leave-balance-row').filter({ hasText: typeName });
    await balance.getByRole('button', { name: 'Why?' }).click();
    await expect(balance.getByRole('list', { name: `${typeName} ledger` })).toContainText('Leave taken: 05/12/2041 – 09/12/2041');
    await expectAccessible(page, 'leave balance and ledger');
    await page.getByTestId('leave-balance').scrollIntoViewIfNeeded();
    await shots(page, 'w5-leave-balance-ledger');
    await page.getByRole('tab', { name: 'Attendance', exact: true }).click();
    for (const day of ['2041-12-05', '2041-12-07', '2041-12-09']) await expect(await calendarDay(page, day)).toHaveAttribute('data-kind', 'leave');
    for (const day of ['2041-12-06', '2041-12-08']) await expect(await calendarDay(page, day)).toHaveAttribute('data-kind', 'holiday');
  });
});
