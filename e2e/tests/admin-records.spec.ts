import { signInThroughApi, uniqueTag } from '../support/api';
import { expect, test } from '../support/fixtures';
import { dateField, dateFieldValue, expectToastClearOf, fillDate, pickOption, shot, sidebar, toast } from '../support/helpers';

// An admin's changes to customers, groups and lead cycles, each journey on records of its own.

test('admin: bulk assign moves two customers to a group', async ({ page, api }) => {
  const delhi = await api.freshGroup({ name: `Delhi NCR ${uniqueTag()}` });
  const { search } = await api.freshCustomers({ count: 2 });
  await signInThroughApi(page.request, await api.freshAdmin());

  await test.step('bulk assign: two customers move to Delhi NCR', async () => {
    await page.goto(`/customers?search=${search}`);
    await expect(page.getByTestId('customer-row')).toHaveCount(2);
    const rows = page.getByTestId('customer-row').filter({ hasNotText: delhi.name });
    const first = rows.nth(0);
    const second = rows.nth(1);
    const names = [await first.locator('td').nth(1).locator('a').innerText(), await second.locator('td').nth(1).locator('a').innerText()];
    await first.getByRole('checkbox').check();
    await second.getByRole('checkbox').check();
    await expect(page.getByRole('region', { name: 'Bulk actions' })).toContainText('2 selected');
    await page.getByRole('button', { name: 'Assign to group' }).click();
    const dialog = page.getByRole('dialog', { name: /Assign to group/ });
    await pickOption(page, dialog.getByRole('combobox', { name: 'Group' }), delhi.name);
    await shot(page, '35-bulk-assign-dialog');
    await dialog.getByRole('button', { name: 'Assign' }).click();
    await expect(toast(page, 'Assigned 2 customers to the selected group')).toBeVisible();
    await expectToastClearOf(toast(page, 'Assigned 2 customers to the selected group'), page.getByRole('navigation', { name: 'Pagination', exact: true }));
    for (const name of names) {
      await expect(page.getByTestId('customer-row').filter({ hasText: name }).getByTestId('customer-group')).toHaveText(delhi.name);
    }
  });
});

test('admin: deleting a lead asks first, then goes back to the list', async ({ page, api }) => {
  const customer = await api.freshCustomer();
  await signInThroughApi(page.request, await api.freshAdmin());

  await test.step('deleting a lead asks first, then goes back to the list', async () => {
    const loan = customer.loan_application_no;
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
});

test('admin: groups are created, given an agent, edited and deleted', async ({ page, api }) => {
  const existing = await api.freshGroup();
  const agent = await api.freshAgent();
  const tag = uniqueTag();
  const name = `Pune Recovery ${tag}`;
  const renamedName = `Pune Recovery Desk ${tag}`;
  await signInThroughApi(page.request, await api.freshAdmin());

  await test.step('groups: create, assign an agent, edit and delete', async () => {
    await page.goto('/');
    await sidebar(page).getByRole('link', { name: 'Groups', exact: true }).click();
    await expect(page.getByRole('row').filter({ hasText: existing.name })).toBeVisible();
    await expect(page.getByRole('columnheader')).toHaveText(['Name', 'Description', 'Agents', 'Customers', 'Paid Customers', 'Partially Paid Customers', 'Actions']);
    await shot(page, '39-groups');

    await page.getByRole('button', { name: 'Create Group' }).click();
    const form = page.getByRole('dialog', { name: /Create Group/ });
    await form.getByRole('textbox', { name: 'Group name' }).fill('A');
    await form.getByRole('button', { name: 'Create Group' }).click();
    await expect(form.getByText('Group name must be at least 2 characters')).toBeVisible();
    await form.getByRole('textbox', { name: 'Group name' }).fill(name);
    await form.getByRole('textbox', { name: 'Description' }).fill('Maharashtra bucket 3+');
    await shot(page, '40-create-group');
    await form.getByRole('button', { name: 'Create Group' }).click();
    await expect(toast(page, 'Group created')).toBeVisible();
    const row = page.getByRole('row').filter({ hasText: name });
    await expect(row).toBeVisible();

    await row.getByRole('button', { name: `Assign agents to ${name}` }).click();
    const assign = page.getByRole('dialog', { name: /Assign Agents to Group/ });
    await expect(assign.getByText('No agents assigned to this group')).toBeVisible();
    await assign.getByRole('button', { name: `Assign ${agent.name}` }).click();
    await expect(toast(page, 'Agent assigned')).toBeVisible();
    await expect(assign.getByTestId('assigned-agents')).toContainText(agent.name);
    await shot(page, '41-assign-agents');
    await assign.getByRole('button', { name: 'Done' }).click();
    await expect(row.getByRole('cell').nth(2)).toHaveText('1');

    await row.getByRole('button', { name: `Edit ${name}` }).click();
    const edit = page.getByRole('dialog', { name: new RegExp(`Edit ${name}`) });
    await expect(edit.getByRole('textbox', { name: 'Group name' })).toHaveValue(name);
    await edit.getByRole('textbox', { name: 'Group name' }).fill(renamedName);
    await edit.getByRole('button', { name: 'Save changes' }).click();
    await expect(toast(page, 'Group updated')).toBeVisible();
    const renamed = page.getByRole('row').filter({ hasText: renamedName });
    await expect(renamed).toBeVisible();

    await renamed.getByRole('button', { name: `Delete ${renamedName}` }).click();
    const confirm = page.getByRole('dialog', { name: new RegExp(`Delete ${renamedName}`) });
    await expect(confirm).toContainText('All agents will be unassigned');
    await expect(confirm).toContainText('moved to unassigned');
    await confirm.getByRole('button', { name: 'Delete group' }).click();
    await expect(toast(page, 'Group deleted')).toContainText('1 agent unassigned');
    await expect(page.getByRole('row').filter({ hasText: renamedName })).toHaveCount(0);

    await page.getByPlaceholder('Search by name or description').fill('zzz-nothing');
    await expect(page.getByText('No groups found')).toBeVisible();
  });
});

test('admin: lead cycles keep the date rule, are created and deleted, and one with customers stays', async ({ page, api }) => {
  const preEmi = await api.freshLeadCycle({ name: 'Pre-EMI' });
  await api.freshCustomer({ cycle: preEmi });
  const pilot = `Hard bucket pilot ${uniqueTag()}`;
  await signInThroughApi(page.request, await api.freshAdmin());

  await test.step('lead cycles: the date rule, create and delete', async () => {
    await page.goto('/');
    await sidebar(page).getByRole('link', { name: 'Lead Cycles', exact: true }).click();
    await expect(page.getByRole('row').filter({ hasText: preEmi.description })).toBeVisible();
    await page.getByRole('button', { name: 'Create Lead Cycle' }).click();
    const dialog = page.getByRole('dialog', { name: /Create Lead Cycle/ });
    const start = dateField(dialog, 'Start date');
    const end = dateField(dialog, 'End date');
    // Dates show as dd/mm/yyyy; the default cycle is this month.
    await expect(start.locator('input')).toHaveValue(/^01\/\d{2}\/\d{4}$/);
    const asDay = (shown: string) => shown.split('/').reverse().join('-');
    const defaultStart = asDay(await dateFieldValue(start));
    const defaultEnd = asDay(await dateFieldValue(end));
    const [y, m] = defaultStart.split('-').map(Number);
    const nextMonth = `${m === 12 ? y + 1 : y}-${String((m % 12) + 1).padStart(2, '0')}`;
    await fillDate(start, `${nextMonth}-01`);
    await fillDate(end, `${nextMonth}-20`);
    await dialog.getByRole('button', { name: 'Create Lead Cycle' }).click();
    await expect(dialog.getByText('Current date must be within the lead cycle start and end dates')).toBeVisible();
    await fillDate(start, defaultStart);
    await fillDate(end, defaultEnd);
    await pickOption(page, dialog.getByRole('combobox', { name: 'Name' }), 'Overdue-HB');
    await dialog.getByRole('textbox', { name: 'Description' }).fill(pilot);
    await shot(page, '42-create-lead-cycle');
    await dialog.getByRole('button', { name: 'Create Lead Cycle' }).click();
    await expect(toast(page, 'Lead Cycle created')).toBeVisible();
    await expectToastClearOf(toast(page, 'Lead Cycle created'), page.getByRole('navigation', { name: 'Pagination', exact: true }));
    const row = page.getByRole('row').filter({ hasText: pilot });
    await expect(row).toBeVisible();
    await shot(page, '43-lead-cycles');

    await row.getByRole('button', { name: /^Delete Overdue-HB/ }).click();
    await page.getByRole('dialog', { name: 'Delete this lead cycle?' }).getByRole('button', { name: 'Delete lead cycle' }).click();
    await expect(toast(page, 'Lead Cycle deleted')).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: pilot })).toHaveCount(0);

    // A cycle that still has customers is refused with the server's message.
    await page.getByRole('row').filter({ hasText: preEmi.description }).getByRole('button', { name: /^Delete Pre-EMI/ }).click();
    await page.getByRole('dialog', { name: 'Delete this lead cycle?' }).getByRole('button', { name: 'Delete lead cycle' }).click();
    await expect(toast(page, 'Failed to delete lead cycle: This lead cycle still has')).toBeVisible();
  });
});
