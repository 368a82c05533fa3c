import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { signInThroughApi } from '../support/api';
import { sidebar } from '../support/helpers';

/** Counts the documents the page loads, so a journey sees how many times it reloaded. */
function countDocumentLoads(page: Page): () => number {
  let loads = 0;
  page.on('request', (request) => {
    if (request.resourceType() === 'document') loads += 1;
  });
  return () => loads;
}

/** The server stops serving a page's code chunk, as after a deploy; `times` requests fail (all when undefined). */
async function loseChunk(page: Page, chunk: string, times?: number): Promise<void> {
  let failed = 0;
  await page.route(new RegExp(`/assets/${chunk}-[\\w-]+\\.js$`), async (route) => {
    if (times !== undefined && failed >= times) return route.continue();
    failed += 1;
    await route.fulfill({ status: 404, contentType: 'text/plain', body: 'Not Found' });
  });
}

test('after a deploy, a page whose chunk is gone reloads once by itself, and shows the error if that does not help', async ({ page, api }) => {
  const admin = await api.freshAdmin();
  await signInThroughApi(page.request, admin);
  const documentLoads = countDocumentLoads(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();

  await test.step('the Groups chunk fails once: the app reloads by itself and the page opens', async () => {
    await loseChunk(page, 'GroupList', 1);
    await sidebar(page).getByRole('link', { name: 'Groups' }).click();
    await expect(page.getByRole('heading', { name: 'Groups', level: 1 })).toBeVisible();
    await expect(page).toHaveURL(/\/groups$/);
    await expect(page.getByText('Something went wrong')).toHaveCount(0);
    expect(documentLoads()).toBe(2);
  });

  await test.step('within a minute of that reload, another missing chunk shows the error at once', async () => {
    await loseChunk(page, 'CallHistoryPage', 1);
    await sidebar(page).getByRole('link', { name: 'Call History' }).click();
    await expect(page.getByText('Something went wrong')).toBeVisible();
    expect(documentLoads()).toBe(2);
  });

  await test.step('a chunk that stays gone: exactly one reload, then the error card with Reload', async () => {
    await page.evaluate(() => sessionStorage.clear()); // as in a later session, long after the last reload
    await loseChunk(page, 'LeadCycleList');
    await sidebar(page).getByRole('link', { name: 'Lead Cycles' }).click();
    await expect(page).toHaveURL(/\/lead-cycle$/);
    await expect(page.getByText('Something went wrong')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Reload' })).toBeVisible();
    expect(documentLoads()).toBe(3);
  });
});
