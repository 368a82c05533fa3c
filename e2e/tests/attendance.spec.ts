import { readFile } from 'node:fs/promises';
import { businessDate, inKolkata, signInThroughApi } from '../support/api';
import { expectAccessible } from '../support/accessibility';
import { DELHI_OFFICE, IN_DELHI_OFFICE } from '../support/env';
import { expect, test } from '../support/fixtures';
import { calendarDay, expectToastClearOf, pickOption, shot, toast } from '../support/helpers';

test.use({ geolocation: IN_DELHI_OFFICE, permissions: ['geolocation'] });

/**
 * Issue 14's journey: an agent checks in from the office and the dot and today turn green; a colleague who did not
 * check in asks for today with times, an admin accepts it, her day turns green, the admin's CSV holds her row; the
 * first agent checks out. Today, not a past day: it can open an application on every day of the year, the first day
 * of a payroll cycle included (which has no past day in the open cycle; past days are covered by the API suite).
 */
test('agent checks in; a colleague applies for today with times, the admin accepts it and downloads the CSV; the agent checks out', async ({ page, browser, api }) => {
  await api.arrangeSetting('officeGeofences', [DELHI_OFFICE]);
  const agent = await api.freshAgent();
  const today = businessDate();
  // 19:00 today on the server and in the browsers: the colleague's 09:30-18:30 is in the past whatever the hour of the run.
  const now = inKolkata(today, '19:00');
  await api.moveClock(now);
  await page.clock.install({ time: now });
  await signInThroughApi(page.request, agent);

  await test.step('the agent checks in from the office: the header dot turns green', async () => {
    await page.goto('/');
    const actions = page.getByTestId('attendance-actions');
    await expect(page.getByTestId('attendance-dot')).toHaveAttribute('data-checked-in', 'false');
    await actions.getByRole('button', { name: 'Check In' }).click();
    await expect(toast(page, 'Checked in')).toBeVisible();
    await expectToastClearOf(toast(page, 'Checked in'), actions);
    await expect(actions.getByRole('button', { name: 'Check In' })).toBeDisabled();
    await expect(actions.getByRole('button', { name: 'Check Out' })).toBeEnabled();
    await expect(actions).toContainText('Checked in at');
    await expect(page.getByTestId('attendance-dot')).toHaveAttribute('data-checked-in', 'true');
    await shot(page, '80-attendance-checked-in');
    await expectAccessible(page, 'the dashboard, checked in (agent)');
  });

  await test.step('check-out asks first, showing the login time and the time worked', async () => {
    await page.getByTestId('attendance-actions').getByRole('button', { name: 'Check Out' }).click();
    const confirm = page.getByRole('dialog', { name: 'Check out now?' });
    await expect(confirm).toContainText(/You checked in at \d\d:\d\d and have worked \d+h \d+m so far/);
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toBeHidden();
    await expect(page.getByTestId('attendance-dot')).toHaveAttribute('data-checked-in', 'true');
  });

  await test.step('today is green on the calendar of the agent who checked in', async () => {
    await page.goto('/attendance-leave');
    await page.getByRole('tab', { name: 'Attendance', exact: true }).click();
    await expect(await calendarDay(page, today)).toHaveAttribute('data-kind', 'present');
    await expectAccessible(page, 'the Attendance tab (agent)');
  });

  const colleague = await api.freshAgent();
  const colleagueContext = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const colleaguePage = await colleagueContext.newPage();
  await colleaguePage.clock.install({ time: now });
  await signInThroughApi(colleaguePage.request, colleague);
  const day = today;

  await test.step('a colleague who did not check in applies for today with times', async () => {
    const page = colleaguePage;
    await page.goto('/attendance-leave');
    await page.getByRole('tab', { name: 'Attendance', exact: true }).click();
    const absent = page.locator(`[data-testid="attendance-row"][data-date="${day}"]`);
    // Today is not absent before it ends (DECISIONS), but it can still be applied for.
    await expect(absent).toContainText('NOT CHECKED IN YET');
    await absent.getByRole('button', { name: 'Apply' }).click();
    const dialog = page.getByRole('dialog', { name: 'Apply for attendance' });
    await pickOption(page, dialog.getByRole('group', { name: /Check-in/ }).getByRole('combobox', { name: /Hour/ }), '09');
    await pickOption(page, dialog.getByRole('group', { name: /Check-in/ }).getByRole('combobox', { name: /Minute/ }), '30');
    await pickOption(page, dialog.getByRole('group', { name: /Check-out/ }).getByRole('combobox', { name: /Hour/ }), '18');
    await pickOption(page, dialog.getByRole('group', { name: /Check-out/ }).getByRole('combobox', { name: /Minute/ }), '30');
    await dialog.getByLabel('Reason').fill('Forgot to check in: at the office all day');
    await shot(page, '81-attendance-apply');
    await expectAccessible(page, 'the Apply for attendance dialog');
    await dialog.getByRole('button', { name: 'Apply' }).click();
    await expect(toast(page, 'Attendance request sent')).toBeVisible();
    const row = page.locator(`[data-testid="attendance-row"][data-date="${day}"]`);
    await expect(row).toContainText('REQUESTED');
    await expect(row.getByRole('button', { name: 'Edit' })).toBeEnabled();
  });

  const admin = await browser.newContext({ baseURL: test.info().project.use.baseURL, acceptDownloads: true });
  const adminPage = await admin.newPage();
  await adminPage.clock.install({ time: now });
  await signInThroughApi(adminPage.request, await api.freshAdmin());

  await test.step('the admin accepts the request from Attendance Requests', async () => {
    await adminPage.goto('/admin');
    await adminPage.getByRole('tab', { name: 'Attendance Requests' }).click();
    const card = adminPage.getByTestId('attendance-request-card').filter({ hasText: colleague.email });
    await expect(card).toContainText('09:30');
    await expect(card).toContainText('18:30');
    await shot(adminPage, '82-admin-attendance-requests');
    await expectAccessible(adminPage, 'Attendance Requests (admin)');
    await card.getByRole('button', { name: 'Accept' }).click();
    await expect(toast(adminPage, 'Accepted 1 request')).toBeVisible();
    await expect(card).toBeHidden();
  });

  await test.step("the colleague's day turns green with the times asked for", async () => {
    const page = colleaguePage;
    await page.reload();
    await expect(await calendarDay(page, day)).toHaveAttribute('data-kind', 'present');
    const row = page.locator(`[data-testid="attendance-row"][data-date="${day}"]`);
    await expect(row).toContainText('PRESENT');
    await expect(row).toContainText('09:30 - 18:30 (9h 0m)');
    await shot(page, '83-attendance-approved');
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(await calendarDay(page, day)).toHaveAttribute('data-kind', 'present');
    await expectAccessible(page, 'the Attendance tab on a phone (agent)');
    await page.setViewportSize({ width: 1440, height: 900 });
  });

  await test.step("the admin's Attendance List shows both agents present, and the CSV holds their rows", async () => {
    await adminPage.getByRole('tab', { name: 'Attendance List' }).click();
    await expect(adminPage.getByTestId('attendance-list-row').filter({ hasText: agent.name })).toContainText('PRESENT');
    await expect(adminPage.getByTestId('attendance-list-row').filter({ hasText: colleague.name })).toContainText('PRESENT');
    await shot(adminPage, '84-admin-attendance-list');
    await expectAccessible(adminPage, 'Attendance List (admin)');
    const [download] = await Promise.all([adminPage.waitForEvent('download'), adminPage.getByRole('link', { name: 'Download CSV' }).click()]);
    const csv = await readFile((await download.path())!, 'utf8');
    expect(csv.split('\n')[0]).toBe('Agent,Date,Present,Absent,Leave,DoublePay,Holiday');
    expect(csv).toContain(`"${colleague.name}",${day},1,0,0,0,0`);
    expect(csv).toContain(`"${agent.name}",${day},1,0,0,0,0`);
  });
  await admin.close();
  await colleagueContext.close();

  await test.step('the agent checks out: the day is complete and the dot turns red', async () => {
    await page.goto('/');
    const actions = page.getByTestId('attendance-actions');
    await actions.getByRole('button', { name: 'Check Out' }).click();
    await page.getByRole('dialog', { name: 'Check out now?' }).getByRole('button', { name: 'Check Out' }).click();
    await expect(toast(page, 'Checked out')).toBeVisible();
    await expect(actions).toContainText('Day complete');
    await expect(actions.getByRole('button', { name: 'Check In' })).toBeDisabled();
    await expect(actions.getByRole('button', { name: 'Check Out' })).toBeDisabled();
    await expect(page.getByTestId('attendance-dot')).toHaveAttribute('data-checked-in', 'false');
    await expect(page.getByTestId('attendance-dot')).toHaveAccessibleName('Checked out');
  });
});
