import { expect, test } from '../support/fixtures';
import { shot, sidebar, signIn, toast } from '../support/helpers';

test('a visitor opening a protected page goes to /auth, and back there after signing in', async ({ page }) => {
  await page.goto('/users');
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByRole('tab', { name: 'Login' })).toBeVisible();
});

test('a self-registered agent: approval, unknown routes, refusals and the mobile drawer', async ({ page, api }) => {
  const email = `agent.${Date.now()}@example.com`;

  await test.step('register through Create an account', async () => {
    await page.goto('/auth');
    await page.getByRole('tab', { name: 'Create an account' }).click();
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByText('Name must be at least 2 characters')).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Role' })).toHaveText('Agent');

    await page.getByRole('textbox', { name: 'Full name', exact: true }).fill('Ravi Kumar');
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Ravi@2025');
    await shot(page, '20-register-form');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(toast(page, 'Registration successful')).toContainText('An administrator must approve your account before you can sign in.');
    await expect(page.getByRole('tab', { name: 'Login', selected: true })).toBeVisible();
    await expect(page).toHaveURL(/\/auth$/);
  });

  await test.step('the sign-up waits for an administrator', async () => {
    await signIn(page, email, 'Ravi@2025');
    await expect(toast(page, 'Login failed')).toContainText("Your account is waiting for an administrator's approval.");
    await expect(page).toHaveURL(/\/auth$/);
  });

  await test.step('once approved, the agent signs in', async () => {
    await api.approveSignUp(email);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(toast(page, 'Login successful')).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  await test.step('a logged-in user opening /auth goes to /', async () => {
    await page.goto('/auth');
    await expect(page).toHaveURL(/\/$/);
  });

  await test.step('an unknown route shows Page Not Found', async () => {
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { name: 'Page Not Found', level: 1 })).toBeVisible();
    await expect(page).toHaveTitle(/Page Not Found/);
    await shot(page, '21-page-not-found');
  });

  await test.step('admin pages give the spec texts or send the agent home', async () => {
    await page.goto('/csv-upload');
    await expect(page.getByText('Only administrators can access the CSV upload feature.')).toBeVisible();
    await page.goto('/settings');
    await expect(page.getByText('You do not have permission to view settings. Please contact an administrator.')).toBeVisible();
    await page.goto('/admin');
    await expect(page.getByText('Admin access only')).toBeVisible();
    await page.goto('/dispositions');
    await expect(page).toHaveURL(/\/$/);
  });

  await test.step('the agent reaches Attendance & Leave with its two tabs', async () => {
    await page.goto('/attendance-leave');
    await expect(page.getByRole('heading', { name: 'Attendance & Leave', level: 1 })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Attendance' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Leave Management' })).toBeVisible();
    await shot(page, '22-attendance-leave');
  });

  await test.step('under 768px the navigation is a drawer', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    await expect(sidebar(page)).toBeHidden();
    await shot(page, '23-mobile-dashboard');
    await page.getByRole('button', { name: 'Toggle sidebar' }).click();
    await expect(sidebar(page)).toBeVisible();
    await expect(sidebar(page).getByRole('link', { name: 'Attendance & Leave' })).toBeVisible();
    await shot(page, '24-mobile-drawer');
    await sidebar(page).getByRole('link', { name: 'Groups' }).click();
    await expect(page).toHaveURL(/\/groups$/);
    await expect(sidebar(page)).toBeHidden();
  });
});
