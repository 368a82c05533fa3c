import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { businessDate, signInThroughApi, uniqueTag, FRESH_PASSWORD, inKolkata } from '../support/api';
import { expectAccessible } from '../support/accessibility';
import { expect, test } from '../support/fixtures';
import { calendarDay, shot, toast } from '../support/helpers';

/**
 * Issue 25's staff week, the attendance part: a joiner approved mid-cycle works from the joining day (nothing before
 * it is absent), a short morning on a holiday counts 1.5 and the summary adds up, an admin's approval meets a
 * request the agent changed meanwhile and sees the new times, and today reads "not checked in yet" until it ends.
 */

const daysAfter = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

interface Cycle {
  id: string;
  start: string;
  end: string;
}

async function answer<T>(response: Awaited<ReturnType<APIRequestContext['get']>>, what: string): Promise<T> {
  expect(response.ok(), `${what} answered ${response.status()}: ${await response.text()}`).toBeTruthy();
  return (await response.json()) as T;
}

/** The page at the desktop and the phone size (scrolled to `focus`, when given), then back to the desktop. */
async function shotsAtBothSizes(page: Page, name: string, focus?: Locator): Promise<void> {
  for (const [width, height] of [[1440, 900], [390, 844]] as const) {
    await page.setViewportSize({ width, height });
    if (focus && width < 600) await focus.scrollIntoViewIfNeeded();
    await shot(page, `${name}-${width}`);
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}

test('a staff week: a joiner from the joining day, a half day on a holiday, a changed request, today not yet absent', async ({ page, browser, api }) => {
  test.setTimeout(180_000);
  // The joining day is the business date the account is created (DECISIONS "Employment window").
  const joined = businessDate(0);
  const tag = uniqueTag();
  const joiner = { name: `Joiner ${tag}`, email: `joiner.${tag}@example.com`, password: FRESH_PASSWORD };

  await test.step('the joiner signs up and an admin approves them', async () => {
    await answer(await page.request.post('/api/auth/register', { data: { name: joiner.name, email: joiner.email, password: joiner.password, role: 'agent' } }), 'Signing up');
    await api.approveSignUp(joiner.email);
  });

  // Five days on, at 16:00: the joiner's first days are behind them and today is under way.
  const today = daysAfter(joined, 5);
  const holiday = daysAfter(joined, 2);
  const changedDay = daysAfter(joined, 3);
  const now = inKolkata(today, '16:00');
  await api.moveClock(now);
  await page.clock.install({ time: now });
  await signInThroughApi(page.request, joiner);

  const adminContext = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const adminPage = await adminContext.newPage();
  await adminPage.clock.install({ time: now });
  await signInThroughApi(adminPage.request, await api.freshAdmin());
  const admin = adminPage.request;
  const madeHolidays: number[] = [];

  try {
    await test.step('a morning of 1.5 hours on a holiday is approved as double pay + half day', async () => {
      const holidays = await answer<{ date: string; type: string }[]>(await admin.get(`/api/leave/holidays?start_date=${holiday}&end_date=${holiday}`), 'Reading holidays');
      if (!holidays.some((h) => h.date === holiday && h.type !== 'FLEXI')) {
        const made = await answer<{ id: number }>(await admin.post('/api/leave/holiday-policies', { data: { name: `Staff week holiday ${tag}`, date: holiday, type: 'MANDATORY' } }), 'Adding a holiday');
        madeHolidays.push(made.id);
      }
      const asked = await answer<{ id: number; version: number }>(
        await page.request.post('/api/attendance/request', { data: { date: holiday, login_time: '09:30', logout_time: '11:00', reason: 'Came in for the morning' } }),
        'Asking for the holiday morning',
      );
      const decided = await answer<{ status: string; attendance_count: number }>(
        await admin.patch(`/api/attendance/requests/${asked.id}/status`, { data: { status: 'approve', version: asked.version } }),
        'Approving the holiday morning',
      );
      expect(decided).toEqual(expect.objectContaining({ status: 'double_pay_half_day', attendance_count: 1.5 }));
    });

    await test.step('the agent asks for a missed day with times', async () => {
      await answer(
        await page.request.post('/api/attendance/request', { data: { date: changedDay, login_time: '09:30', logout_time: '18:30', reason: 'Forgot to check in' } }),
        'Asking for a missed day',
      );
    });

    const [joinedCycle] = await answer<Cycle[]>(await page.request.get(`/api/attendance/payroll-cycles?date=${joined}`), 'Reading the joining cycle');
    const [todayCycle] = await answer<Cycle[]>(await page.request.get(`/api/attendance/payroll-cycles?date=${today}`), "Reading today's cycle");

    await test.step('the calendar starts on the joining day, and today is not checked in yet', async () => {
      await page.goto('/attendance-leave');
      await page.getByRole('tab', { name: 'Attendance', exact: true }).click();
      await expect(await calendarDay(page, today)).toHaveAttribute('data-kind', 'not_checked_in');
      await expect(await calendarDay(page, holiday)).toHaveAttribute('data-kind', 'double_pay_half_day');
      await expect(await calendarDay(page, daysAfter(joined, -1))).toHaveAttribute('data-kind', 'not_employed');
      await expect(await calendarDay(page, joined)).not.toHaveAttribute('data-kind', 'not_employed');
    });

    await test.step('the records table has no day before joining, shows the times asked for and the exact 1.5', async () => {
      await page.goto('/attendance-leave');
      await page.getByRole('tab', { name: 'Attendance', exact: true }).click();
      const row = (day: string) => page.locator(`[data-testid="attendance-row"][data-date="${day}"]`);
      if (todayCycle.id === joinedCycle.id) await expect(row(today)).toContainText('NOT CHECKED IN YET');
      else await page.getByRole('button', { name: 'Previous cycle' }).click();
      await expect(row(holiday)).toContainText('DOUBLE PAY + HALF DAY');
      await expect(row(holiday)).toContainText('Counts 1.5');
      await expect(row(changedDay)).toContainText('09:30 - 18:30');
      await expect(row(changedDay)).toContainText('Requested');
      const dates = await page.getByTestId('attendance-row').evaluateAll((rows) => rows.map((r) => r.getAttribute('data-date') ?? ''));
      expect(dates.length).toBeGreaterThan(0);
      expect(dates.filter((d) => d < joined)).toEqual([]);
      await shotsAtBothSizes(page, '130-staff-week-calendar-and-records');
      await shotsAtBothSizes(page, '130-staff-week-records', page.getByRole('heading', { name: 'Attendance records' }));
      await expectAccessible(page, 'the Attendance tab of a joiner');
    });

    await test.step('the summary shows exact values and its lines add up to the payable days', async () => {
      await page.getByRole('button', { name: 'View Summary' }).click();
      const dialog = page.getByRole('dialog', { name: 'Attendance Summary' });
      await expect(dialog.getByTestId('payable-days')).not.toBeEmpty();
      const values = await dialog.getByTestId('line-value').allTextContents();
      const payable = Number(await dialog.getByTestId('payable-days').textContent());
      expect(values.map(Number).reduce((sum, n) => sum + n, 0)).toBe(payable);
      expect(values[1]).toBe('1.5'); // Double Pay: the holiday morning
      await shotsAtBothSizes(page, '131-staff-week-summary');
      await expectAccessible(page, 'the Attendance Summary of a joiner');
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
    });

    await test.step("the admin's list reads today as not checked in yet", async () => {
      await adminPage.goto('/admin');
      await adminPage.getByRole('tab', { name: 'Attendance List' }).click();
      await expect(adminPage.getByTestId('attendance-list-row').filter({ hasText: joiner.name })).toContainText('NOT CHECKED IN YET');
      await shotsAtBothSizes(adminPage, '132-staff-week-admin-list');
      await expectAccessible(adminPage, 'Attendance List with a joiner not checked in yet (admin)');
    });

    await test.step('an approval meets a request the agent changed meanwhile, and the admin sees the new times', async () => {
      await adminPage.getByRole('tab', { name: 'Attendance Requests' }).click();
      const card = adminPage.getByTestId('attendance-request-card').filter({ hasText: joiner.email });
      await expect(card).toContainText('09:30 · 18:30');
      // While the admin reads the card, the agent changes the request.
      const pending = await answer<{ id: number; date: string; user: { email: string } }[]>(await admin.get('/api/attendance/requests/pending'), 'Reading pending requests');
      const request = pending.find((r) => r.date === changedDay && r.user.email === joiner.email)!;
      await answer(
        await page.request.patch(`/api/attendance/requests/${request.id}`, { data: { login_time: '08:00', logout_time: '20:50', reason: 'Forgot to check in; stayed late' } }),
        'Changing the request',
      );
      await card.getByRole('button', { name: 'Accept' }).click();
      await expect(toast(adminPage, 'Nothing was decided: a request changed after you opened it')).toBeVisible();
      await expect(card).toContainText('08:00 · 20:50');
      await expect(card.getByRole('alert')).toContainText('Changed after you opened it: these are the new times');
      await shotsAtBothSizes(adminPage, '133-staff-week-changed-request');
      await expectAccessible(adminPage, 'Attendance Requests with a changed request (admin)');
      await card.getByRole('button', { name: 'Accept' }).click();
      await expect(toast(adminPage, 'Accepted 1 request')).toBeVisible();
      await expect(card).toBeHidden();
    });

    await test.step("the agent's day carries the times the admin saw", async () => {
      await page.reload();
      await page.getByRole('tab', { name: 'Attendance', exact: true }).click();
      if (todayCycle.id !== joinedCycle.id) await page.getByRole('button', { name: 'Previous cycle' }).click();
      await expect(page.locator(`[data-testid="attendance-row"][data-date="${changedDay}"]`)).toContainText('08:00 - 20:50');
    });
  } finally {
    for (const id of madeHolidays) await admin.delete(`/api/leave/holiday-policies/${id}`);
    await adminContext.close();
  }
});
