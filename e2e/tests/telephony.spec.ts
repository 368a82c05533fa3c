import { signInThroughApi } from '../support/api';
import { IN_DELHI_OFFICE } from '../support/env';
import { expect, test } from '../support/fixtures';
import { pickOption, shot, toast } from '../support/helpers';

// The agent works from the Delhi office (settings.spec.ts configures one there; without offices any place will do).
test.use({ geolocation: IN_DELHI_OFFICE, permissions: ['geolocation'] });

test('agent calls a customer through the dialer simulator, hangs up, plays the recording, and sends a payment link', async ({ page, browser, api }) => {
  const group = await api.freshGroup();
  const agent = await api.freshAgent({ groups: [group], dialer: true });
  // The simulator answers numbers ending 4-7 (0 no answer, 1 busy, 2 refused, 3 duplicated events); the outbox
  // delivers messages to them normally (8 and 9 are its out-of-order and failure cases).
  const customer = await api.freshCustomer({ group, mobileEndsWith: 5 });
  // The dialer lead list of the customer's (Overdue) lead cycle, never refreshed (N/A), for the admin's step.
  await api.syncLeadLists();
  await signInThroughApi(page.request, agent);

  await test.step('the agent calls: ringing, then connected with a running timer, then hangs up', async () => {
    await page.goto(`/customers/${encodeURIComponent(customer.loan_application_no)}`);
    const panel = page.getByTestId('call-panel');
    await panel.getByRole('button', { name: `Call ${customer.name}`, exact: false }).click();
    const state = panel.getByTestId('call-state');
    await expect(state).toHaveText(/Dialling…|Ringing…/);
    await shot(page, '80-call-ringing');
    await expect(state).toHaveText('Connected', { timeout: 15_000 });
    await expect(panel.getByRole('timer', { name: 'Talk time' })).toHaveText(/0:0[1-9]/, { timeout: 5_000 });
    await shot(page, '81-call-connected');
    await panel.getByRole('button', { name: 'Hang up' }).click();
    await expect(state).toContainText('Call ended', { timeout: 10_000 });
    await expect(state).toContainText('Answered');
    await shot(page, '82-call-ended');
  });

  await test.step('the feedback names the call just made; a second feedback without a call leaves that call alone', async () => {
    const form = page.getByTestId('add-feedback');
    await expect(form.getByTestId('feedback-call')).toHaveText('For the call just made');
    await pickOption(page, form.getByRole('combobox', { name: 'Disposition' }), /Left message/);
    await pickOption(page, form.getByRole('combobox', { name: 'Reason for not paying' }), 'Salary Issue');
    await form.getByRole('button', { name: 'Submit Feedback' }).click();
    await expect(toast(page, 'Feedback Submitted')).toBeVisible();
    await expect(form.getByTestId('feedback-call')).toHaveCount(0);

    await form.getByRole('button', { name: 'NC: No contact' }).click();
    await pickOption(page, form.getByRole('combobox', { name: 'Disposition' }), /Received and disconnected/);
    await form.getByRole('button', { name: 'Submit Feedback' }).click();
    await expect(page.getByRole('list', { name: 'Feedback, newest first' }).getByRole('listitem').first()).toContainText('Received and disconnected');
  });

  await test.step('the call is in the history with its duration and its own disposition, and its recording plays', async () => {
    await page.goto('/calls');
    const row = page.getByRole('row').filter({ hasText: customer.name }).first();
    await expect(row).toContainText('Answered');
    await expect(row).toContainText('Left message');
    await expect(row).not.toContainText('Received and disconnected');
    await expect(row).toContainText(/0:0[1-9]|0:[1-5]\d/);
    await shot(page, '83-call-history');
    await row.click();
    await page.getByRole('tab', { name: 'Recording' }).click();
    const audio = page.getByTestId('call-recording-audio');
    await expect.poll(() => audio.evaluate((element: HTMLAudioElement) => element.duration), { timeout: 10_000 }).toBeGreaterThan(0);
    await shot(page, '84-call-recording');
  });

  await test.step('the agent sends the payment link and sees it delivered on the customer page', async () => {
    await page.goto(`/customers/${encodeURIComponent(customer.loan_application_no)}`);
    const panel = page.getByTestId('send-links-panel');
    await panel.getByRole('button', { name: 'Payment link' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Send' }).click();
    await expect(toast(page, 'Payment link message queued')).toBeVisible();
    const latest = panel.getByTestId('message-row').first();
    await expect(latest.getByTestId('message-status')).toHaveText(/Delivered|Read/, { timeout: 15_000 });
    await expect(panel.getByTestId('send-progress')).toHaveText(/Payment link message sent successfully · (Delivered|Read)/);
    await shot(page, '85-payment-link-delivered');
  });

  await test.step('an admin sees the dialer lead lists and refreshes one', async () => {
    const admin = await browser.newContext({ baseURL: test.info().project.use.baseURL });
    const adminPage = await admin.newPage();
    await signInThroughApi(adminPage.request, await api.freshAdmin());
    await adminPage.goto('/tata-lead-list');
    const rows = adminPage.getByRole('row');
    await expect(rows.filter({ hasText: 'Overdue' }).first()).toBeVisible();
    await shot(adminPage, '86-lead-lists');
    await rows.filter({ hasText: 'N/A' }).first().getByRole('button', { name: /Refresh/ }).click();
    await expect(toast(adminPage, 'Lead refreshed')).toBeVisible();
    await adminPage.goto('/users');
    await adminPage.getByRole('button', { name: 'Sync with Tata' }).click();
    await expect(toast(adminPage, 'Users synced')).toBeVisible();
    await shot(adminPage, '87-users-synced');
    await admin.close();
  });
});
