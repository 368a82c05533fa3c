import { businessDate, signInThroughApi, uniqueTag } from '../support/api';
import { expect, test } from '../support/fixtures';
import { calendarDay, pickOption, shot, toast } from '../support/helpers';

/** "2026-12-10" → "10122026": what a person types into a dd/mm/yyyy field. */
const typed = (day: string) => day.split('-').reverse().join('');
const shown = (day: string) => day.split('-').reverse().join('/');

test('leave: the admin adds a type and runs accrual, the agent applies, the admin approves, the balance drops and the day turns orange', async ({ page, api }) => {
  const admin = await api.freshAdmin();
  const agent = await api.freshAgent();
  const tag = uniqueTag();
  const typeName = `Journey Leave ${tag}`;
  const day = businessDate(2);

  await test.step('admin: a new leave type, then Run Monthly Accrual credits the agent', async () => {
    await signInThroughApi(page.request, admin);
    await page.goto('/admin');
    await page.getByRole('tab', { name: 'Leave Types' }).click();
    await page.getByRole('button', { name: 'Add leave type' }).click();
    const row = page.getByTestId('leave-type-edit-row');
    await row.getByRole('textbox', { name: 'Name' }).fill(typeName);
    await row.getByRole('textbox', { name: 'Code' }).fill(`J${tag}`.slice(0, 20));
    await row.getByRole('textbox', { name: 'Rate' }).fill('2');
    await row.getByRole('textbox', { name: 'Max' }).fill('5');
    await row.getByRole('button', { name: 'Save new leave type' }).click();
    await expect(toast(page, 'Leave type added')).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: typeName })).toBeVisible();
    await page.getByRole('button', { name: 'Run Monthly Accrual' }).click();
    await expect(toast(page, 'Monthly accrual processed!')).toBeVisible();
    await shot(page, '60-leave-types');
  });

  await test.step('agent: sees 2.0 days, applies for one day, and it is pending', async () => {
    await page.context().clearCookies();
    await signInThroughApi(page.request, agent);
    await page.goto('/attendance-leave');
    await page.getByRole('tab', { name: 'Leave Management' }).click();
    await expect(page.getByLabel(`${typeName} balance`)).toHaveText('2.0');
    await pickOption(page, page.getByRole('combobox', { name: /Leave type/ }), typeName);
    await page.getByRole('group', { name: /Start date/ }).click();
    await page.keyboard.type(typed(day));
    await page.getByRole('group', { name: /End date/ }).click();
    await page.keyboard.type(typed(day));
    await page.getByRole('textbox', { name: 'Reason' }).fill('Family function');
    await expect(page.getByText('1.0 working day requested')).toBeVisible();
    await page.getByRole('button', { name: 'Submit request' }).click();
    await expect(toast(page, 'Leave request submitted')).toBeVisible();
    const history = page.getByTestId('leave-history-row').filter({ hasText: typeName });
    await expect(history).toContainText(shown(day));
    await expect(history).toContainText('Pending');
    await shot(page, '61-leave-applied');
  });

  await test.step('admin: approves it from the Leave Requests cards', async () => {
    await page.context().clearCookies();
    await signInThroughApi(page.request, admin);
    await page.goto('/admin');
    await page.getByRole('tab', { name: 'Leave Requests' }).click();
    const card = page.getByRole('article', { name: `${agent.name}, ${typeName}` });
    await expect(card).toContainText(shown(day));
    await shot(page, '62-leave-requests');
    await card.getByRole('button', { name: 'Approve' }).click();
    await expect(toast(page, 'Leave approved')).toBeVisible();
    await expect(card).toHaveCount(0);
  });

  await test.step('agent: the request is approved and the balance is 1.0, with the debit behind it', async () => {
    await page.context().clearCookies();
    await signInThroughApi(page.request, agent);
    await page.goto('/attendance-leave');
    await expect(page.getByLabel(`${typeName} balance`)).toHaveText('1.0');
    await expect(page.getByTestId('leave-history-row').filter({ hasText: typeName })).toContainText('Approved');
    const balance = page.getByTestId('leave-balance-row').filter({ hasText: typeName });
    await balance.getByRole('button', { name: 'Why?' }).click();
    await expect(balance.getByRole('list', { name: `${typeName} ledger` })).toContainText('Leave taken');
    await shot(page, '63-leave-approved');
    await page.getByRole('tab', { name: 'Attendance', exact: true }).click();
    await expect(await calendarDay(page, day)).toHaveAttribute('data-kind', 'leave');
    await shot(page, '64-leave-on-calendar');
  });
});
