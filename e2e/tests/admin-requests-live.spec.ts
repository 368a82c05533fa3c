import type { APIRequestContext, Page } from '@playwright/test';
import { businessDate, inKolkata, signInThroughApi, type FreshUser } from '../support/api';
import { expectAccessible } from '../support/accessibility';
import { expect, test } from '../support/fixtures';
import { shot, toast } from '../support/helpers';

const TODAY = businessDate(0);

/** The page at the desktop and the phone size the screens are checked at, then back to the journey's size. */
async function shotsAtBothSizes(page: Page, name: string, arrange: () => Promise<void> = async () => undefined): Promise<void> {
  const size = page.viewportSize();
  for (const [width, height] of [[1440, 900], [390, 844]]) {
    await page.setViewportSize({ width, height });
    await arrange();
    await shot(page, `${name}-${width}`);
  }
  if (size) await page.setViewportSize(size);
}

test("the admin's requests tab and bell stay current: a new request shows without a reload, and decided or withdrawn ones say so", async ({ page, api, playwright, baseURL }) => {
  // Noon today on the server: the agents' 09:30 check-in is in the past whatever the hour of the run.
  await api.moveClock(inKolkata(TODAY, '12:00'));
  const admin = await api.freshUser({ role: 'admin' });
  const agents = [await api.freshAgent(), await api.freshAgent(), await api.freshAgent()];
  const sessions: APIRequestContext[] = [];
  const signedIn = async (agent: FreshUser) => {
    const session = await playwright.request.newContext({ baseURL });
    sessions.push(session);
    await signInThroughApi(session, agent);
    return session;
  };
  /** The agent asks to correct today: checked in at 09:30 and forgot to press the button. */
  const ask = async (session: APIRequestContext) => {
    const response = await session.post('/api/attendance/request', { data: { date: TODAY, login_time: '09:30', reason: 'Forgot to check in' } });
    expect(response.status(), await response.text()).toBe(201);
    return ((await response.json()) as { id: number }).id;
  };

  await signInThroughApi(page.request, admin);
  await page.goto('/admin');
  await page.getByRole('tab', { name: 'Attendance Requests' }).click();
  const cards = page.getByTestId('attendance-request-card');
  const cardOf = (agent: FreshUser) => cards.filter({ hasText: agent.name });

  await test.step('an agent sends a request: the open tab shows it without a reload (the bell moved)', async () => {
    await expect(page.getByRole('tabpanel')).toBeVisible();
    const [first] = agents;
    await ask(await signedIn(first));
    await expect(cardOf(first)).toBeVisible();
    await expect(page.getByRole('button', { name: /^Notifications, \d+ unread$/ })).toBeVisible();
    await shotsAtBothSizes(page, '95-admin-requests-live', async () => {
      await expect(cardOf(first)).toBeVisible();
      await cardOf(first).scrollIntoViewIfNeeded();
    });
    await expectAccessible(page, 'admin attendance requests');
  });

  await test.step('one is accepted, one rejected, one withdrawn by its agent: the bell tells each outcome', async () => {
    const [accepted, rejected, withdrawn] = agents;
    await cardOf(accepted).getByRole('button', { name: 'Accept' }).click();
    await expect(toast(page, 'Accepted 1 request')).toBeVisible();

    await ask(await signedIn(rejected));
    await expect(cardOf(rejected)).toBeVisible();
    await cardOf(rejected).getByRole('button', { name: 'Reject' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('textbox').fill('No proof of the morning');
    await dialog.getByRole('button', { name: /Reject/ }).click();
    await expect(cardOf(rejected)).toHaveCount(0);

    const session = await signedIn(withdrawn);
    const id = await ask(session);
    await expect(cardOf(withdrawn)).toBeVisible();
    expect((await session.patch(`/api/attendance/requests/${id}/withdraw`)).status()).toBe(200);
    // Withdrawing notifies no one: the tab catches up when the browser tab is looked at again (as a browser says it).
    await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange', { bubbles: true })));
    await expect(cardOf(withdrawn)).toHaveCount(0);

    const openBell = async () => {
      await page.keyboard.press('Escape');
      await page.getByRole('button', { name: /^Notifications/ }).click();
      await expect(page.getByTestId('notification').filter({ hasText: `Attendance correction from ${withdrawn.name}` })).toBeVisible();
    };
    await openBell();
    const outcomeOf = (agent: FreshUser) => page.getByTestId('notification').filter({ hasText: `Attendance correction from ${agent.name}` }).getByTestId('notification-outcome');
    await expect(outcomeOf(accepted)).toHaveText('Approved');
    await expect(outcomeOf(rejected)).toHaveText('Rejected');
    await expect(outcomeOf(withdrawn)).toHaveText('Withdrawn');
    await expectAccessible(page, 'bell with request outcomes');
    await shotsAtBothSizes(page, '96-bell-request-outcomes', openBell);
  });

  for (const session of sessions) await session.dispose();
});
