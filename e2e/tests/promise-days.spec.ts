import type { Page } from '@playwright/test';
import { businessDate, signInThroughApi, type FreshCustomer, inKolkata } from '../support/api';
import { IN_DELHI_OFFICE } from '../support/env';
import { expect, test } from '../support/fixtures';
import { dateField, fillDate, pickOption, shot, toast } from '../support/helpers';

// The agent works from the Delhi office (settings.spec.ts configures one there; without offices any place will do).
test.use({ geolocation: IN_DELHI_OFFICE, permissions: ['geolocation'] });

const TODAY = businessDate(0);
const daysAfter = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

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

test('promises to pay as the days pass: kept by an imported payment, broken the day after grace, and a follow-up reminder', async ({ page, api }) => {
  const cycle = await api.freshLeadCycle();
  const group = await api.freshGroup();
  const agent = await api.freshAgent({ groups: [group] });
  const { customers } = await api.freshCustomers({ count: 2, cycle, group });
  const [payer, debtor] = [...customers].sort((a, b) => a.id - b.id);

  // 09:00 today on the server and in the browser alike, so today's follow-up slots are open whatever the hour.
  const morning = inKolkata(TODAY, '09:00');
  await api.moveClock(morning);
  await page.clock.install({ time: morning });
  await signInThroughApi(page.request, agent);
  const moveTimeTo = async (instant: Date) => {
    await api.moveClock(instant);
    await page.clock.setSystemTime(instant);
  };
  /** The promise in the customer page's header, as its label reads: "Promise: ₹5,000 by 25/11/2026 · Kept". */
  const promiseInHeader = (label: RegExp) => page.getByRole('region', { name: 'Promise to pay' }).getByLabel(label);
  const openCustomer = (customer: FreshCustomer) => page.goto(`/customers/${encodeURIComponent(customer.loan_application_no)}`);

  await test.step('the agent records a promise to pay today with an amount on each loan', async () => {
    for (const [customer, amount, time] of [[payer, '5,000', '12:00 pm'], [debtor, '7,500', '12:30 pm']] as const) {
      await openCustomer(customer);
      await pickOption(page, page.getByRole('combobox', { name: 'Disposition' }), /Promise to pay/);
      await fillDate(dateField(page, 'Follow-up date'), TODAY);
      await pickOption(page, page.getByRole('combobox', { name: 'Follow-up time' }), time);
      await pickOption(page, page.getByRole('combobox', { name: 'Reason for not paying' }), 'Salary Issue');
      await page.getByLabel('Promised amount (₹)').fill(amount);
      await page.getByRole('button', { name: 'Submit Feedback' }).click();
      await expect(toast(page, 'Feedback Submitted')).toBeVisible();
      await expect(promiseInHeader(new RegExp(`^Promise: ₹${amount} by .+ · Open$`))).toBeVisible();
    }
    await page.goto('/');
    await expect(page.getByLabel('Promises made: 2', { exact: true })).toBeVisible();
    await expect(page.getByLabel('PTP kept rate: —', { exact: true })).toBeVisible();
  });

  await test.step('a payment imported for the first loan keeps its promise, and the kept rate moves', async () => {
    await api.importPayment({ customer: payer, cycle, group, amount: 5000, paidDate: TODAY });
    await openCustomer(payer);
    await expect(promiseInHeader(/^Promise: ₹5,000 by .+ · Kept$/)).toBeVisible();
    await page.goto('/');
    await expect(page.getByLabel('Kept: 1', { exact: true })).toBeVisible();
    await expect(page.getByLabel('PTP kept rate: 100%', { exact: true })).toBeVisible();
  });

  await test.step('ten minutes before the second follow-up the reminder job rings the open page\'s bell, and the reminder opens the customer', async () => {
    await expect(page.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible();
    await moveTimeTo(inKolkata(TODAY, '12:20'));
    // The every-minute cron may raise it first; either way there is one reminder (deduplicated).
    await api.runJob('follow-up-reminders');
    // No reload: the notification stream tells the open dashboard.
    const bell = page.getByRole('button', { name: 'Notifications, 1 unread' });
    await expect(bell).toBeVisible();
    const openBell = async () => {
      await page.keyboard.press('Escape');
      await bell.click();
      await expect(page.getByTestId('notification').filter({ hasText: 'Follow-up due at 12:30 pm' })).toBeVisible();
    };
    await shotsAtBothSizes(page, '93-follow-up-reminder', openBell);
    await openBell();
    const reminder = page.getByTestId('notification').filter({ hasText: 'Follow-up due at 12:30 pm' });
    await expect(reminder).toContainText(`${debtor.name} (${debtor.loan_application_no})`);
    await reminder.click();
    await expect(page).toHaveURL(new RegExp(`/customers/${encodeURIComponent(debtor.loan_application_no)}$`));
    await expect(page.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible();
  });

  await test.step('two days on, past the grace day, the unpaid promise is broken: on the customer, in the worklist and in the kept rate', async () => {
    await moveTimeTo(inKolkata(daysAfter(TODAY, 2), '10:00'));
    await api.runJob('promise-decisions');
    await openCustomer(debtor);
    await expect(promiseInHeader(/^Promise: ₹7,500 by .+ · Broken$/)).toBeVisible();

    await page.goto('/worklist');
    const broken = page.getByRole('region', { name: 'Broken promises' });
    await expect(broken.getByRole('link', { name: new RegExp(debtor.name) })).toBeVisible();
    await expect(broken).toContainText('₹7,500 promised for');
    await expect(broken.getByRole('link', { name: new RegExp(payer.name) })).toHaveCount(0);
    await shotsAtBothSizes(page, '94-broken-promise-worklist', async () => {
      await expect(broken.getByRole('link', { name: new RegExp(debtor.name) })).toBeVisible();
      await broken.scrollIntoViewIfNeeded();
    });

    await page.goto('/');
    await expect(page.getByLabel('PTP kept rate: 50%', { exact: true })).toBeVisible();
    // The agent was told too.
    await page.getByRole('button', { name: 'Notifications, 1 unread' }).click();
    await expect(page.getByTestId('notification').filter({ hasText: 'A promise to pay was broken' })).toBeVisible();
  });

  await api.resetClock();
});
