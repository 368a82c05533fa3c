import { signInThroughApi } from '../support/api';
import { DELHI_OFFICE } from '../support/env';
import { expect, test } from '../support/fixtures';
import { shot, sidebar, toast } from '../support/helpers';

test('admin settings: the visibility switch, an office location and an exempt email', async ({ page, api }) => {
  // The shared settings this journey starts from; the fixture puts back what they were afterwards.
  await api.arrangeSetting('agentsCanSeeAllCustomers', 'false');
  await api.arrangeSetting('officeGeofences', []);
  await api.arrangeSetting('locationExemptEmails', []);
  await signInThroughApi(page.request, await api.freshAdmin());

  await test.step('settings: the visibility switch, an office location and an exempt email', async () => {
    await page.goto('/');
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
});
