import { signInThroughApi } from '../support/api';
import { expectAccessible } from '../support/accessibility';
import { expect, test } from '../support/fixtures';
import { shot, sidebar } from '../support/helpers';
import type { Page } from '@playwright/test';

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

async function shotsAtBothSizes(page: Page, name: string): Promise<void> {
  await shot(page, `${name}-1440`);
  await page.setViewportSize({ width: 390, height: 844 });
  await shot(page, `${name}-390`);
  await page.setViewportSize({ width: 1440, height: 900 });
}

test('integrations: an admin creates an API key, copies it, sees it used, and revokes it', async ({ page, api, playwright }) => {
  await signInThroughApi(page.request, await api.freshAdmin());
  await page.setViewportSize({ width: 1440, height: 900 });
  const name = `Loan system ${Date.now()}`;
  let secret = '';

  await test.step('the admin opens Integrations from the menu and creates a key', async () => {
    await page.goto('/');
    await sidebar(page).getByRole('link', { name: 'Integrations', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'API keys' })).toBeVisible();
    await page.getByRole('button', { name: 'New key' }).click();
    const dialog = page.getByRole('dialog', { name: 'New API key' });
    await dialog.getByRole('button', { name: 'Create key' }).click();
    await expect(dialog.getByText('Give the key a name')).toBeVisible();
    await expect(dialog.getByText('Choose at least one scope')).toBeVisible();
    await dialog.getByRole('textbox', { name: 'Name' }).fill(name);
    await dialog.getByRole('checkbox', { name: /customers:read/ }).check();
    await dialog.getByRole('checkbox', { name: /payments:write/ }).check();
    await expectAccessible(page, 'integrations: new API key');
    await shotsAtBothSizes(page, '29-api-key-create');
    await dialog.getByRole('button', { name: 'Create key' }).click();
  });

  await test.step('the secret is shown once and copied', async () => {
    const dialog = page.getByRole('dialog', { name: `Your key for ${name}` });
    secret = (await dialog.getByTestId('api-key-secret').textContent()) ?? '';
    expect(secret).toMatch(/^crm_[0-9a-f]{12}_[A-Za-z0-9_-]{43}$/);
    await dialog.getByRole('button', { name: 'Copy key' }).click();
    await expect(dialog.getByRole('button', { name: 'Copied' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret);
    await expectAccessible(page, 'integrations: the secret, once');
    await shot(page, '29-api-key-secret-1440');
    await dialog.getByRole('button', { name: 'Done' }).click();
    const row = page.getByRole('row').filter({ hasText: name });
    await expect(row.getByTestId('api-key-last-used')).toHaveText('Never');
  });

  await test.step('a request with the key moves its last use', async () => {
    // What an integrator's curl does: no cookie, only the bearer key.
    const integrator = await playwright.request.newContext({ baseURL: new URL(page.url()).origin });
    const answer = await integrator.get('/api/user', { headers: { Authorization: `Bearer ${secret}` } });
    expect(answer.status()).toBe(403);
    const list = await integrator.post('/api/customers/all-customer', { headers: { Authorization: `Bearer ${secret}` }, data: {} });
    expect(list.status()).toBe(200);
    await integrator.dispose();
    await page.reload();
    const row = page.getByRole('row').filter({ hasText: name });
    await expect(row.getByTestId('api-key-last-used')).not.toHaveText('Never');
    await expectAccessible(page, 'integrations: API keys');
    await shotsAtBothSizes(page, '29-api-keys-list');
  });

  await test.step('the admin revokes it after confirming', async () => {
    const row = page.getByRole('row').filter({ hasText: name });
    await row.getByRole('button', { name: `Revoke ${name}` }).click();
    const confirm = page.getByRole('dialog', { name: `Revoke ${name}?` });
    await shot(page, '29-api-key-revoke-1440');
    await confirm.getByRole('button', { name: 'Revoke key' }).click();
    await expect(row.getByText('Revoked')).toBeVisible();
    const integrator = await playwright.request.newContext({ baseURL: new URL(page.url()).origin });
    expect((await integrator.post('/api/customers/all-customer', { headers: { Authorization: `Bearer ${secret}` }, data: {} })).status()).toBe(401);
    await integrator.dispose();
  });
});
