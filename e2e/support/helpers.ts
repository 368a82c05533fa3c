import { expect, type Locator, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';

const SCREENS_DIR = resolve(__dirname, '..', 'artifacts', 'screens');
mkdirSync(SCREENS_DIR, { recursive: true });

/**
 * Waits until the page's transitions (dialogs, toasts, the sidebar, skeletons fading) have ended: two frames for one
 * just asked for to start, then until no finite animation runs, for at most a second (MUI's last a few hundred ms).
 * Endless ones (spinners, a skeleton's pulse) never end and are not waited for.
 */
export async function transitionsEnded(page: Page): Promise<void> {
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  await page
    .waitForFunction(
      () => document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getComputedTiming().endTime === Infinity),
      undefined,
      { timeout: 1_000 },
    )
    .catch(() => undefined);
}

/** A screenshot kept under e2e/artifacts/screens (gitignored) for people to look at. */
export async function shot(page: Page, name: string): Promise<void> {
  // The resting state, not a dialog or toast halfway in.
  await transitionsEnded(page);
  await page.screenshot({ path: join(SCREENS_DIR, `${name}.png`), fullPage: false });
}

/**
 * The one toast on screen (react-admin shows one at a time). While a modal dialog is open MUI hides the rest
 * of the page from assistive technology, the toast included, hence includeHidden.
 */
export function toast(page: Page, title: string) {
  return page.getByRole('alert', { includeHidden: true }).filter({ hasText: title });
}

/** A date field (BusinessDateInput: Day / Month / Year sections in a group named by its label). */
export function dateField(scope: Page | Locator, label: string): Locator {
  return scope.getByRole('group', { name: label });
}

/** What a date field shows: "dd/mm/yyyy", or '' when empty. */
export async function dateFieldValue(field: Locator): Promise<string> {
  return field.locator('input').inputValue();
}

/** Types a business date ("yyyy-mm-dd") into a date field as a user does: the day, the month, then the year. */
export async function fillDate(field: Locator, day: string): Promise<void> {
  const [year, month, date] = day.split('-');
  for (const [section, digits] of [['Day', date], ['Month', month], ['Year', year]] as const) {
    await field.getByRole('spinbutton', { name: section }).click();
    await field.page().keyboard.type(digits);
  }
  await expect(field.locator('input')).toHaveValue(`${date}/${month}/${year}`);
}

/** Asserts the toast leaves `work` (a list's pagination, the customer page's right-hand column) uncovered. */
export async function expectToastClearOf(toastLocator: Locator, work: Locator): Promise<void> {
  const [a, b] = await Promise.all([toastLocator.boundingBox(), work.boundingBox()]);
  expect(a, 'the toast is on screen').not.toBeNull();
  expect(b, 'the work it must not cover is on screen').not.toBeNull();
  const overlaps = a!.x < b!.x + b!.width && b!.x < a!.x + a!.width && a!.y < b!.y + b!.height && b!.y < a!.y + a!.height;
  expect(overlaps, `toast ${JSON.stringify(a)} covers ${JSON.stringify(b)}`).toBe(false);
}

/**
 * Picks an option of a select (MUI renders a listbox in a popover) and waits until the listbox is gone. While it
 * is open MUI hides the rest of the page from the accessibility tree, so a next step that looks for a role would
 * otherwise wait on a menu that is still closing.
 */
export async function pickOption(page: Page, combobox: Locator, option: string | RegExp | ((options: Locator) => Locator)): Promise<void> {
  await combobox.click();
  const listbox = page.getByRole('listbox');
  await expect(listbox).toBeVisible();
  const target = typeof option === 'function' ? option(listbox.getByRole('option')) : listbox.getByRole('option', { name: option });
  await target.click();
  await expect(listbox).toBeHidden();
}

/** The option among `options` whose value is `value` (MUI marks each option of a select with data-value). */
export function optionWithValue(options: Locator, value: string | number): Locator {
  return options.and(options.page().locator(`[data-value="${value}"]`));
}

export async function signIn(page: Page, email: string, password: string): Promise<void> {
  await expect(page).toHaveURL(/\/auth$/);
  await page.getByRole('tab', { name: 'Login' }).click();
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** The forced change-password dialog: it cannot be dismissed; fill it and submit. */
export async function changeTemporaryPassword(page: Page, currentPassword: string, newPassword: string, screenshot?: string) {
  const dialog = page.getByRole('dialog', { name: 'Set a new password' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Close' })).toHaveCount(0);

  // Escape and a click on the backdrop leave it open.
  await page.keyboard.press('Escape');
  await page.mouse.click(5, 5);
  await expect(dialog).toBeVisible();

  const submit = dialog.getByRole('button', { name: 'Update password' });
  await expect(submit).toBeDisabled();
  await dialog.getByRole('textbox', { name: 'Current password', exact: true }).fill(currentPassword);
  await dialog.getByRole('textbox', { name: 'New password', exact: true }).fill('weakpass');
  await expect(dialog.getByTestId('password-strength')).toHaveText('Weak');
  await dialog.getByRole('textbox', { name: 'New password', exact: true }).fill(newPassword);
  await expect(dialog.getByTestId('password-strength')).toHaveText('Strong');
  await dialog.getByRole('textbox', { name: 'Confirm new password', exact: true }).fill(`${newPassword}x`);
  await expect(dialog.getByText("Passwords don't match")).toBeVisible();
  await expect(submit).toBeDisabled();
  await dialog.getByRole('textbox', { name: 'Confirm new password', exact: true }).fill(newPassword);
  await expect(submit).toBeEnabled();
  if (screenshot) await shot(page, screenshot);

  await submit.click();
  await expect(toast(page, 'Password Updated Successfully')).toBeVisible();
  await expect(dialog).toBeHidden();
}

export async function signOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Open user menu' }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/auth$/);
  await expect(toast(page, 'Logged out')).toBeVisible();
}

/** The main navigation (the desktop sidebar). */
export function sidebar(page: Page) {
  return page.getByRole('navigation', { name: 'Main navigation' });
}

/**
 * A day of the attendance calendar ("yyyy-mm-dd"). The calendar opens on this month; a day outside its weeks is
 * reached with Previous or Next month.
 */
export async function calendarDay(page: Page, day: string): Promise<Locator> {
  const calendar = page.getByTestId('attendance-calendar');
  await expect(calendar.locator('[data-day]').first()).toBeVisible();
  const cell = () => page.getByTestId('attendance-calendar').locator(`[data-day="${day}"]`);
  if ((await cell().count()) === 0) {
    const first = (await calendar.locator('[data-day]').first().getAttribute('data-day'))!;
    await page.getByRole('button', { name: day < first ? 'Previous month' : 'Next month' }).click();
  }
  return cell();
}
