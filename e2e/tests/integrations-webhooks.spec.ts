import type { Page } from '@playwright/test';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';
import { signInThroughApi } from '../support/api';
import { expectAccessible } from '../support/accessibility';
import { expect, test } from '../support/fixtures';
import { shot, sidebar } from '../support/helpers';

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

/** An integrator's receiver on 127.0.0.1 that checks each signature with standardwebhooks, as theirs would. */
interface Received {
  id: string;
  type: string | null;
}
async function startReceiver(secret: () => string): Promise<{ server: Server; url: string; received: Received[] }> {
  const received: Received[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      let type: string | null = null;
      try {
        type = (new Webhook(secret()).verify(Buffer.concat(chunks).toString('utf8'), request.headers as Record<string, string>) as { type: string }).type;
      } catch {
        type = null;
      }
      received.push({ id: String(request.headers['webhook-id']), type });
      response.writeHead(type ? 200 : 400).end(type ? 'ok' : 'bad signature');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`, received };
}

/** The page at the desktop and the phone size the screens are checked at, then back to the journey's size. */
async function shotsAtBothSizes(page: Page, name: string): Promise<void> {
  const size = page.viewportSize();
  for (const [width, height] of [[1440, 900], [390, 844]]) {
    await page.setViewportSize({ width, height });
    await shot(page, `${name}-${width}`);
  }
  if (size) await page.setViewportSize(size);
}

test('webhooks: register an endpoint, copy its secret, send a test event, see it delivered and replay it', async ({ page, api }) => {
  let secret = '';
  const receiver = await startReceiver(() => secret);
  try {
    await signInThroughApi(page.request, await api.freshAdmin());
    await page.goto('/');
    await sidebar(page).getByRole('link', { name: 'Integrations', exact: true }).click();
    const card = page.getByTestId('webhooks-card');
    await expect(card.getByRole('heading', { name: 'Webhooks' })).toBeVisible();

    await test.step('register an endpoint; the secret is shown once and copied', async () => {
      await card.getByRole('button', { name: 'Add endpoint' }).click();
      const dialog = page.getByRole('dialog', { name: /Add a webhook endpoint/ });
      await dialog.getByRole('button', { name: 'Add endpoint' }).click();
      await expect(dialog.getByText('Enter the full URL, starting with https://')).toBeVisible();
      await expect(dialog.getByText('Choose at least one event')).toBeVisible();
      await dialog.getByRole('textbox', { name: 'Endpoint URL' }).fill(receiver.url);
      await dialog.getByRole('textbox', { name: 'Description (optional)' }).fill('Loan system');
      await dialog.getByRole('checkbox', { name: /A payment is recorded/ }).check();
      await dialog.getByRole('checkbox', { name: /A promise is broken/ }).check();
      await shotsAtBothSizes(page, '70-webhooks-register');
      await expectAccessible(page, 'the register endpoint dialog');
      await dialog.getByRole('button', { name: 'Add endpoint' }).click();

      const shown = page.getByRole('dialog', { name: /Endpoint added/ });
      secret = (await shown.getByTestId('webhook-secret').textContent()) ?? '';
      expect(secret).toMatch(/^whsec_/);
      await shown.getByRole('button', { name: 'Copy the signing secret' }).click();
      await expect(shown.getByText('Copied to the clipboard.')).toBeVisible();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret);
      await shotsAtBothSizes(page, '71-webhooks-secret');
      await expectAccessible(page, 'the signing secret dialog');
      await shown.getByRole('button', { name: 'Done' }).click();
      await expect(shown).toBeHidden();
      await expect(page.getByText(secret)).toHaveCount(0);
    });

    const endpoint = card.getByTestId('webhook-endpoint').filter({ hasText: receiver.url });
    await test.step('send a test event and see it delivered in the log', async () => {
      await expect(endpoint.getByText('Active')).toBeVisible();
      await endpoint.getByRole('button', { name: 'Send test' }).click();
      const log = endpoint.getByTestId('delivery-log');
      const row = log.getByRole('row').filter({ hasText: 'test.ping' });
      await expect(async () => {
        await log.getByRole('button', { name: 'Refresh the delivery log' }).click();
        await expect(row.getByText('Delivered').filter({ visible: true })).toBeVisible({ timeout: 1000 });
      }).toPass({ timeout: 30_000 });
      await expect(row).toContainText('HTTP 200');
      expect(receiver.received).toEqual([{ id: expect.stringMatching(/^evt_/), type: 'test.ping' }]);
      await shotsAtBothSizes(page, '72-webhooks-log');
      await expectAccessible(page, 'the webhooks card with its delivery log');
    });

    await test.step('replay the delivery: the same webhook-id arrives again', async () => {
      const log = endpoint.getByTestId('delivery-log');
      await log.getByRole('button', { name: /^Replay test\.ping/ }).click();
      await expect(async () => {
        await log.getByRole('button', { name: 'Refresh the delivery log' }).click();
        await expect(log.getByRole('row').filter({ hasText: '· replay' }).getByText('Delivered').filter({ visible: true })).toBeVisible({ timeout: 1000 });
      }).toPass({ timeout: 30_000 });
      expect(receiver.received).toHaveLength(2);
      expect(receiver.received[1]).toEqual(receiver.received[0]);
    });

    await test.step('disable and delete, each after a confirmation', async () => {
      await endpoint.getByRole('button', { name: 'Disable' }).click();
      const confirm = page.getByRole('dialog', { name: /Disable this endpoint/ });
      await expectAccessible(page, 'the disable confirmation');
      await confirm.getByRole('button', { name: 'Disable' }).click();
      await expect(endpoint.getByText('Disabled', { exact: true })).toBeVisible();
      await endpoint.getByRole('button', { name: 'Delete' }).click();
      await page.getByRole('dialog', { name: /Delete this endpoint/ }).getByRole('button', { name: 'Delete' }).click();
      await expect(endpoint).toHaveCount(0);
      await shotsAtBothSizes(page, '73-webhooks-empty');
    });
  } finally {
    receiver.server.close();
  }
});
