import { FRESH_PASSWORD, uniqueTag } from '../support/api';
import { AGENT } from '../support/env';
import { expect, test } from '../support/fixtures';
import { changeTemporaryPassword, shot, sidebar, signIn, signOut, toast } from '../support/helpers';

test('admin replaces the temporary password, creates an agent; the agent signs in to the agent workspace', async ({ page, api }) => {
  // A new admin, like the bootstrap one, must replace the password an admin (or the server) chose.
  const admin = await api.freshAdmin({ name: 'Administrator', mustChangePassword: true });
  const agentEmail = `priya.sharma.${uniqueTag()}@example.com`;

  await test.step('a visitor is sent to the sign-in page', async () => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/auth$/);
    await expect(page.getByRole('tab', { name: 'Login' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Create an account' })).toBeVisible();
    for (const heading of ['Customer Management', 'Group Organization', 'Data Import']) {
      await expect(page.getByRole('heading', { name: heading })).toBeVisible();
    }
    await expect(page.getByRole('textbox', { name: 'Email', exact: true })).toBeFocused();
    await shot(page, '01-auth-page');
  });

  await test.step('the login form validates before calling the server', async () => {
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText('Please enter a valid email')).toBeVisible();
    await expect(page.getByText('Password must be at least 6 characters')).toBeVisible();
    await shot(page, '02-auth-validation');
  });

  await test.step('a wrong password is refused with the server message', async () => {
    await signIn(page, admin.email, 'Wrong@12345');
    await expect(toast(page, 'Login failed')).toContainText('Invalid email or password');
  });

  await test.step('the admin signs in with the temporary password and must replace it', async () => {
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(admin.password);
    await page.getByRole('textbox', { name: 'Password', exact: true }).press('Enter');
    await expect(toast(page, 'Login successful')).toContainText(`Welcome back, ${admin.name}!`);
    await shot(page, '03-admin-forced-password-change');
    await changeTemporaryPassword(page, admin.password, FRESH_PASSWORD, '04-admin-password-form-filled');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
    await expect(page.getByText(`Welcome back, ${admin.name}`)).toBeVisible();
    await shot(page, '05-admin-dashboard');
  });

  await test.step('the admin sees the admin section of the menu', async () => {
    const nav = sidebar(page);
    for (const link of ['Dashboard', 'Customers', 'Groups', 'Call History', 'Admin Dashboard', 'Users', 'Lead Cycles', 'CSV Upload', 'Settings', 'Dispositions', 'Lead List']) {
      await expect(nav.getByRole('link', { name: link, exact: true })).toBeVisible();
    }
    await expect(nav.getByRole('link', { name: 'Attendance & Leave' })).toHaveCount(0);
    await expect(page.getByTestId('attendance-dot')).toHaveCount(0);
  });

  await test.step('the admin adds an agent in /users', async () => {
    await sidebar(page).getByRole('link', { name: 'Users', exact: true }).click();
    await expect(page).toHaveURL(/\/users/);
    await expect(page.getByRole('heading', { name: 'Users', level: 1 })).toBeVisible();
    await expect(page.getByRole('cell', { name: admin.email }).first()).toBeVisible();
    await shot(page, '06-users-list');

    await page.getByRole('button', { name: 'Add User' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText('Add User')).toBeVisible();
    await dialog.getByRole('button', { name: 'Create user' }).click();
    await expect(dialog.getByText('Name must be at least 2 characters')).toBeVisible();
    await expect(dialog.getByText('Please enter a valid email')).toBeVisible();
    await expect(dialog.getByText('Password must be at least 6 characters')).toBeVisible();

    await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill(AGENT.name);
    await dialog.getByRole('textbox', { name: 'Password', exact: true }).fill(AGENT.temporaryPassword);
    // The server's field errors show beside the inputs.
    await dialog.getByRole('textbox', { name: 'Email', exact: true }).fill(admin.email);
    await dialog.getByRole('button', { name: 'Create user' }).click();
    await expect(dialog.getByText('A user with this email already exists')).toBeVisible();
    await dialog.getByRole('textbox', { name: 'Email', exact: true }).fill(agentEmail);
    await expect(dialog.getByRole('combobox', { name: 'Role' })).toHaveText('Agent');
    await shot(page, '07-add-user-dialog');
    await dialog.getByRole('button', { name: 'Create user' }).click();
    await expect(toast(page, 'User created')).toBeVisible();
    await expect(dialog).toBeHidden();
    const row = page.getByRole('row').filter({ hasText: agentEmail });
    await expect(row).toBeVisible();
    await expect(row.getByText('Agent', { exact: true })).toBeVisible();
    await expect(row.getByText('Active', { exact: true })).toBeVisible();
  });

  await test.step('search, status switch and the edit dialog work', async () => {
    await page.getByPlaceholder('Search by name or email').fill('priya');
    await expect(page.getByRole('row').filter({ hasText: admin.email })).toHaveCount(0);
    const row = page.getByRole('row').filter({ hasText: agentEmail });
    await expect(row).toBeVisible();

    await row.getByLabel(`Deactivate ${AGENT.name}`).click();
    await expect(toast(page, 'User updated')).toBeVisible();
    await expect(row.getByText('Inactive', { exact: true })).toBeVisible();
    await shot(page, '08-user-deactivated');
    await row.getByLabel(`Activate ${AGENT.name}`).click();
    await expect(row.getByText('Active', { exact: true })).toBeVisible();

    await row.getByRole('button', { name: `Edit ${AGENT.name}` }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText('Leave blank to keep the current password')).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue(AGENT.name);
    await expect(dialog.getByText('Active', { exact: true })).toBeVisible();
    await shot(page, '09-edit-user-dialog');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();

    await expect(row.getByRole('link', { name: `View details for ${AGENT.name}` })).toHaveAttribute('href', /\/employee-details\/\d+$/);
  });

  await test.step('the admin signs out', async () => {
    await signOut(page);
  });

  await test.step('the agent signs in and must replace the password the admin chose', async () => {
    await signIn(page, agentEmail, AGENT.temporaryPassword);
    await expect(toast(page, 'Login successful')).toContainText(`Welcome back, ${AGENT.name}!`);
    await changeTemporaryPassword(page, AGENT.temporaryPassword, AGENT.newPassword);
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByText(`Welcome back, ${AGENT.name}`)).toBeVisible();
  });

  await test.step('the agent sees the agent menu and no admin section', async () => {
    const nav = sidebar(page);
    await expect(nav).toHaveAttribute('data-state', 'collapsed');
    for (const link of ['Dashboard', 'Customers', 'Groups', 'Call History', 'Attendance & Leave']) {
      await expect(nav.getByRole('link', { name: link, exact: true })).toBeVisible();
    }
    for (const link of ['Users', 'Admin Dashboard', 'CSV Upload', 'Lead Cycles', 'Lead List']) {
      await expect(nav.getByRole('link', { name: link, exact: true })).toHaveCount(0);
    }
    await expect(page.getByRole('status', { name: 'Not checked in' })).toBeVisible();
    await shot(page, '10-agent-dashboard-collapsed');

    await page.keyboard.press('Control+b');
    await expect(nav).toHaveAttribute('data-state', 'expanded');
    const cookies = await page.context().cookies();
    expect(cookies.find((c) => c.name === 'sidebar_state')?.value).toBe('true');
    await shot(page, '11-agent-dashboard-expanded');
  });

  await test.step('the agent is refused the admin pages', async () => {
    await page.goto('/users');
    await expect(page.getByText('Access Denied')).toBeVisible();
    await expect(page.getByText("You don't have permission to access this page.")).toBeVisible();
    await shot(page, '12-agent-users-access-denied');

    await page.goto('/lead-cycle');
    await expect(page).toHaveURL(/\/$/);

    await page.goto('/attendance-leave');
    await expect(page.getByRole('heading', { name: 'Attendance & Leave', level: 1 })).toBeVisible();
    await expect(page.getByText('Access Restricted')).toHaveCount(0);
  });
});
