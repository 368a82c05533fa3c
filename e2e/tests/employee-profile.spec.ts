import type { Locator, Page } from '@playwright/test';
import sharp from 'sharp';
import { businessDate, signInThroughApi } from '../support/api';
import { expectAccessible } from '../support/accessibility';
import { expect, test } from '../support/fixtures';
import { pickOption, shot, toast } from '../support/helpers';

/** A real photo-sized JPEG (the server re-encodes what it keeps, so it must decode). */
async function photo(name: string, colour: string) {
  const buffer = await sharp({ create: { width: 480, height: 320, channels: 3, background: colour } }).jpeg().toBuffer();
  return { name, mimeType: 'image/jpeg', buffer };
}

async function typeDay(drawer: Locator, label: string, ddmmyyyy: string) {
  await drawer.getByRole('group', { name: label }).getByRole('spinbutton', { name: 'Day' }).click();
  await drawer.page().keyboard.type(ddmmyyyy);
}

/** The screen at the two sizes the screens are checked at: a laptop and a phone. */
async function shotsAt(page: Page, name: string) {
  const size = page.viewportSize();
  for (const [width, height] of [[1440, 900], [390, 844]]) {
    await page.setViewportSize({ width, height });
    await shot(page, `${name}-${width}`);
  }
  if (size) await page.setViewportSize(size);
}

async function upload(drawer: Locator, kind: string, label: string, file: { name: string; mimeType: string; buffer: Buffer }) {
  await drawer.getByTestId(`upload-${kind}`).setInputFiles(file);
  await expect(drawer.getByRole('img', { name: `${label} preview` })).toBeVisible();
  await expect(drawer.getByRole('button', { name: `Replace ${label}` })).toBeVisible();
}

test('an agent fills in the whole profile with four photos and submits once; an admin sets the last working date; the agent sees it', async ({ page, browser, baseURL, api }) => {
  const agent = await api.freshAgent();
  const admin = await api.freshAdmin();
  await signInThroughApi(page.request, agent);
  await page.goto('/');

  await test.step('the agent opens Your Profile from the user menu: nothing filled yet', async () => {
    await page.getByRole('button', { name: 'Open user menu' }).click();
    await page.getByRole('menuitem', { name: 'Your Profile' }).click();
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByText('Fill in your employee profile')).toBeVisible();
    await expect(page.getByText('Not submitted')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Reset Password' })).toBeVisible();
  });

  const drawer = page.getByRole('dialog', { name: 'Your employee profile' });

  await test.step('submitting an empty form names every missing field with the spec text', async () => {
    await page.getByRole('button', { name: 'Edit bank details' }).click();
    await expect(drawer).toBeVisible();
    await expect(drawer.getByRole('textbox', { name: 'Bank name' })).toBeFocused();
    await drawer.getByRole('button', { name: 'Submit', exact: true }).click();
    for (const message of ['First name is required', "Father's name is required", 'Phone number must be exactly 10 digits (numbers only)', 'Medical Information is required', 'At least one secondary language is required']) {
      await expect(drawer.getByText(message, { exact: true })).toBeVisible();
    }
    await expect(drawer.getByText('30 fields need attention')).toBeVisible();
    // The email the account already has is filled in.
    await expect(drawer.getByRole('textbox', { name: 'Email' })).toHaveValue(agent.email);
    await expect(drawer.getByRole('textbox', { name: 'First name' })).toBeFocused();
    await shot(page, 'profile-01-agent-form-errors');
  });

  await test.step('the agent fills in every section', async () => {
    await drawer.getByRole('textbox', { name: 'First name' }).fill('Meera');
    await drawer.getByRole('textbox', { name: 'Last name' }).fill('Iyer');
    await drawer.getByRole('textbox', { name: "Father's name" }).fill('Suresh Iyer');
    await drawer.getByRole('textbox', { name: 'Phone number' }).fill('98765 4321');
    await expect(drawer.getByText('Phone number must be exactly 10 digits (numbers only)')).toBeVisible();
    await drawer.getByRole('textbox', { name: 'Phone number' }).fill('98765 43210');
    await expect(drawer.getByText('Phone number must be exactly 10 digits (numbers only)')).toBeHidden();
    await test.step('the date of birth opens on the years, about 25 years back; the month grid starts on Sunday', async () => {
      await drawer.getByRole('group', { name: 'Date of birth' }).getByRole('button', { name: 'Choose date' }).click();
      const years = page.getByRole('radiogroup');
      await expect(years.getByRole('radio', { name: String(Number(businessDate(0).slice(0, 4)) - 25) })).toHaveAttribute('tabindex', '0');
      await shotsAt(page, 'profile-date-of-birth-years');
      await years.getByRole('radio', { name: '1995' }).click();
      await page.getByRole('radio', { name: /^Jun/ }).click();
      const grid = page.getByRole('grid', { name: /June 1995/ });
      await expect(grid.getByRole('columnheader').first()).toHaveAttribute('aria-label', 'Sunday');
      await shotsAt(page, 'profile-date-picker-sunday-first');
      await grid.getByRole('gridcell', { name: '15' }).click();
      await expect(drawer.getByRole('group', { name: 'Date of birth' }).locator('input')).toHaveValue('15/06/1995');
    });
    await pickOption(page, drawer.getByRole('combobox', { name: 'Gender' }), 'Female');
    await pickOption(page, drawer.getByRole('combobox', { name: 'Blood group' }), /^B\+$/);
    await pickOption(page, drawer.getByRole('combobox', { name: 'Marital status' }), 'Unmarried');
    await pickOption(page, drawer.getByRole('combobox', { name: 'Qualification' }), 'Graduated');
    await pickOption(page, drawer.getByRole('combobox', { name: 'Primary language' }), 'Tamil');
    await drawer.getByRole('combobox', { name: 'Secondary languages' }).click();
    await page.getByRole('option', { name: 'English', exact: true }).click();
    await page.getByRole('option', { name: 'Hindi', exact: true }).click();
    await page.keyboard.press('Escape');
    await drawer.getByRole('textbox', { name: 'Medical information' }).fill('No');

    await drawer.getByRole('textbox', { name: 'Permanent address' }).fill('4 Besant Road, Chennai');
    await pickOption(page, drawer.getByRole('combobox', { name: 'Permanent state' }), 'Tamil Nadu');
    await drawer.getByRole('textbox', { name: 'Permanent state pincode' }).fill('600020');
    await drawer.getByRole('textbox', { name: 'Current address' }).fill('12 MG Road, Bengaluru');
    await pickOption(page, drawer.getByRole('combobox', { name: 'Current state' }), 'Karnataka');
    await drawer.getByRole('textbox', { name: 'Current state pincode' }).fill('560001');
    await pickOption(page, drawer.getByRole('combobox', { name: 'Resident type' }), 'PG');

    await drawer.getByRole('textbox', { name: "Relative's number" }).fill('9876500001');
    await drawer.getByRole('textbox', { name: "Relative's relation" }).fill('Brother');

    await drawer.getByRole('textbox', { name: 'Bank name' }).fill('HDFC Bank');
    await drawer.getByRole('textbox', { name: 'Bank account number' }).fill('50100123456789');
    await drawer.getByRole('textbox', { name: 'IFSC' }).fill('hdfc0001234');
    await expect(drawer.getByRole('textbox', { name: 'IFSC' })).toHaveValue('HDFC0001234');

    // A wrong check digit: the form says so before anything is sent.
    await drawer.getByRole('textbox', { name: 'Aadhaar number' }).fill('2341 2341 2347');
    await drawer.getByRole('textbox', { name: 'PAN' }).fill('abcde1234f');

    // Previous employment on, then off: its fields are cleared (spec §4).
    await drawer.getByRole('switch', { name: 'I have worked for another company before' }).check();
    await drawer.getByRole('textbox', { name: 'Company name' }).fill('Acme Collections');
    await drawer.getByRole('switch', { name: 'I have worked for another company before' }).uncheck();
    await drawer.getByRole('switch', { name: 'I have worked for another company before' }).check();
    await expect(drawer.getByRole('textbox', { name: 'Company name' })).toHaveValue('');
    await drawer.getByRole('textbox', { name: 'Company name' }).fill('Acme Collections');
    await typeDay(drawer, 'Employment start date', '01062019');
    await typeDay(drawer, 'Employment end date', '31052022');

    await drawer.getByRole('switch', { name: 'I need parking for a vehicle' }).check();
    await drawer.getByRole('textbox', { name: 'Vehicle number' }).fill('ka01ab1234');

    // A DRA certificate issued tomorrow: refused before the confirmation too.
    await drawer.getByRole('switch', { name: 'I hold a DRA certificate' }).check();
    await drawer.getByRole('textbox', { name: 'DRA number' }).fill('DRA-2024-001');
    const tomorrow = businessDate(1).split('-');
    await typeDay(drawer, 'DRA date of issue', `${tomorrow[2]}${tomorrow[1]}${tomorrow[0]}`);
  });

  await test.step('the photos: a file that is not an image is refused by the server with the spec text; four photos upload', async () => {
    await drawer.getByTestId('upload-pan').setInputFiles({ name: 'pan.png', mimeType: 'image/png', buffer: Buffer.from('this is not an image at all') });
    await expect(drawer.getByText('Only image files (jpg, png, webp, gif) are allowed.')).toBeVisible();
    await upload(drawer, 'self-photo', 'Self photo', await photo('me.jpg', '#4f7cff'));
    await upload(drawer, 'aadhaar-front', 'Aadhaar front photo', await photo('aadhaar-front.jpg', '#f2a33a'));
    await upload(drawer, 'aadhaar-back', 'Aadhaar back photo', await photo('aadhaar-back.jpg', '#38b27b'));
    await upload(drawer, 'pan', 'PAN photo', await photo('pan.jpg', '#8e5bd6'));
    await expect(drawer.getByText('Only image files (jpg, png, webp, gif) are allowed.')).toBeHidden();
  });

  await test.step('every rule the server checks is checked before "Submit your profile?": the Aadhaar check digit, a DRA date to come', async () => {
    await drawer.getByRole('button', { name: 'Submit', exact: true }).click();
    await expect(drawer.getByText('2 fields need attention')).toBeVisible();
    await expect(drawer.getByText('Aadhaar number is not valid (its check digit is wrong)')).toBeVisible();
    await expect(drawer.getByText('DRA date of issue cannot be in the future')).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Submit your profile?' })).toHaveCount(0);
    await drawer.getByRole('textbox', { name: 'Aadhaar number' }).scrollIntoViewIfNeeded();
    await shotsAt(page, 'profile-errors-before-confirmation');
    await drawer.getByRole('textbox', { name: 'Aadhaar number' }).fill('2341 2341 2346');
    await typeDay(drawer, 'DRA date of issue', '15012024');
    await expect(drawer.getByText(/fields? needs? attention/)).toBeHidden();
    await shot(page, 'profile-02-agent-form-filled');
  });

  await test.step('submitting asks first, then the profile is submitted and locked', async () => {
    await drawer.getByRole('button', { name: 'Submit', exact: true }).click();
    const confirm = page.getByRole('dialog', { name: 'Submit your profile?' });
    await expect(confirm).toBeVisible();
    await confirm.getByRole('button', { name: 'Submit' }).click();
    await expect(toast(page, 'Employee Created Successfully')).toBeVisible();
    await expect(drawer).toBeHidden();
    await expect(page.getByText('Form Already Submitted')).toBeVisible();
    await expect(page.getByRole('button', { name: /^Edit/ })).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Meera Iyer' })).toBeVisible();
    await expect(page.getByText('15/06/1995')).toBeVisible();
    await page.getByRole('tab', { name: 'Documents' }).click();
    await expect(page.getByText('XXXX XXXX 2346')).toBeVisible();
    await expect(page.getByText('2341 2341 2346')).toHaveCount(0);
    await expect(page.getByRole('img', { name: 'Aadhaar front photo' })).toBeVisible();
    await shot(page, 'profile-03-agent-submitted-documents');
    await page.getByRole('tab', { name: 'Personal Info' }).click();
    await expectAccessible(page, 'Your Profile, submitted (agent)'); // the inactive Documents tab on the page background included
  });

  const lastDay = businessDate(30);
  const [year, month, day] = lastDay.split('-');
  const [joinedYear, joinedMonth, joinedDay] = businessDate(-3).split('-');

  await test.step('the admin opens the profile from /users and sets the date of joining and the last working date', async () => {
    const adminContext = await browser.newContext({ baseURL, viewport: { width: 1440, height: 900 } });
    const adminPage = await adminContext.newPage();
    await signInThroughApi(adminPage.request, admin);
    await adminPage.goto('/users');
    await adminPage.getByPlaceholder('Search by name or email').fill(agent.email);
    await adminPage.getByRole('link', { name: `View details for ${agent.name}` }).click();
    await expect(adminPage).toHaveURL(new RegExp(`/employee-details/${agent.id}$`));
    await expect(adminPage.getByRole('heading', { name: 'Meera Iyer' })).toBeVisible();
    await expect(adminPage.getByText('Submitted', { exact: true })).toBeVisible();
    await expectAccessible(adminPage, 'employee details (admin)');
    await adminPage.getByRole('button', { name: 'Edit employment' }).click();
    const adminDrawer = adminPage.getByRole('dialog', { name: "Edit Meera Iyer's profile" });
    await expect(adminDrawer.getByRole('textbox', { name: 'Aadhaar number' })).toHaveValue('XXXX XXXX 2346');
    await typeDay(adminDrawer, 'Date of joining', `${joinedDay}${joinedMonth}${joinedYear}`);
    await typeDay(adminDrawer, 'Last working date', `${day}${month}${year}`);
    await shot(adminPage, 'profile-04-admin-edit-last-working-date');
    await adminDrawer.getByRole('button', { name: 'Save changes' }).click();
    await expect(toast(adminPage, 'Employee Edited Successfully')).toBeVisible();
    await expect(adminDrawer).toBeHidden();
    await expect(adminPage.getByText(`${day}/${month}/${year}`)).toBeVisible();
    await expect(adminPage.getByText(`${joinedDay}/${joinedMonth}/${joinedYear}`)).toBeVisible();

    // The audit trail writes what happened in words: no codes.
    // The trail filtered to profiles: other journeys may have moved the server's clock ahead and written later entries.
    await adminPage.goto(`/audit?filter=${encodeURIComponent(JSON.stringify({ entity: 'employee_details' }))}`);
    const trail = adminPage.getByRole('table');
    await expect(trail.getByText(`Employee profile #${agent.id}`).first()).toBeVisible();
    await expect(trail.getByText('Submitted', { exact: true }).first()).toBeVisible();
    await expect(trail.getByText(/Date of joining: — → /).first()).toBeVisible();
    await expect(trail.getByText(/read_document|approve_request|settle_days|_url|#end-of-day/)).toHaveCount(0);
    await expectAccessible(adminPage, 'audit trail');
    await shotsAt(adminPage, 'audit-trail-in-words');
    await adminContext.close();
  });

  await test.step('the agent sees the change', async () => {
    await page.reload();
    await expect(page.getByText('Form Already Submitted')).toBeVisible();
    await expect(page.getByText(`${day}/${month}/${year}`)).toBeVisible();
    await expect(page.getByText(`${joinedDay}/${joinedMonth}/${joinedYear}`)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Edit employment' })).toHaveCount(0);
    await shot(page, 'profile-05-agent-sees-last-working-date');
  });
});
