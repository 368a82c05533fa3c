import type { APIRequestContext, Page } from '@playwright/test';
import sharp from 'sharp';
import { signInThroughApi, type FreshUser } from '../support/api';
import { expectAccessible } from '../support/accessibility';
import { expect, test } from '../support/fixtures';
import { shot } from '../support/helpers';

/** The screen at the two sizes the screens are checked at: a laptop and a phone. */
async function shotsAt(page: Page, name: string) {
  for (const [width, height] of [[1440, 900], [390, 844]]) {
    await page.setViewportSize({ width, height });
    await shot(page, `${name}-${width}`);
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}

/** The agent's submitted profile, made through the API: four photos and every required field. */
async function submittedProfile(request: APIRequestContext, agent: FreshUser): Promise<void> {
  await signInThroughApi(request, agent);
  const photos: Record<string, string> = {};
  for (const [field, kind, colour] of [
    ['self_photo_url', 'self-photo', '#6a8caf'],
    ['aadhaar_photo_front_url', 'aadhaar-front', '#f2a33a'],
    ['aadhaar_photo_back_url', 'aadhaar-back', '#38b27b'],
    ['pan_photo_url', 'pan', '#3a6ff2'],
  ]) {
    const buffer = await sharp({ create: { width: 480, height: 320, channels: 3, background: colour } }).jpeg().toBuffer();
    const answer = await request.post(`/api/employee/upload/${kind}`, { multipart: { file: { name: `${kind}.jpg`, mimeType: 'image/jpeg', buffer } } });
    expect(answer.status(), `uploading ${kind}`).toBe(201);
    photos[field] = (await answer.json()).data.key;
  }
  const saved = await request.post('/api/employee/add-employee-details', {
    data: {
      first_name: 'Kavya', last_name: 'Rao', father_name: 'Suresh Rao', email: agent.email, phone_number: '9876543210', qualification: 'Graduated',
      dob: '1996-04-12', blood_group: 'B_POS', pan_no: 'ABCDE1234F', aadhaar_no: '2341 2341 2346', gender: 'Female', marital_status: 'Unmarried',
      permanent_address: '12 MG Road, Bengaluru', current_address: '4 Residency Road, Bengaluru', permanent_state: 'Karnataka', current_state: 'Karnataka',
      permanenet_state_pincode: '560001', current_state_pincode: '560025', resident_type: 'Rented', relatives_number: '9876500001',
      relatives_number_relation: 'Sister', previous_employer_status: 'Not Available', dra_certificate_status: 'Not Available', bank_name: 'HDFC Bank',
      bank_account_number: '50100123456789', ifsc_code: 'HDFC0001234', parking_required: false, medical_info: 'No',
      metadata: { primary_language: 'Kannada', secondary_language: ['English'] },
      ...photos,
    },
  });
  expect(saved.status(), 'submitting the profile').toBe(201);
}

test('an admin says why before opening an Aadhaar photo, then purges a leaver’s documents with a reason and sees the tombstone', async ({ page, api, playwright, baseURL }) => {
  const agent = await api.freshAgent({ name: 'Kavya Rao' });
  const agentRequest = await playwright.request.newContext({ baseURL });
  try {
    await submittedProfile(agentRequest, agent);
  } finally {
    await agentRequest.dispose();
  }
  const admin = await api.freshAdmin();
  await signInThroughApi(page.request, admin);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`/employee-details/${agent.id}`);
  await expect(page.getByRole('heading', { name: 'Kavya Rao' })).toBeVisible();

  await test.step('the Aadhaar and PAN photos stay closed until the admin gives a reason', async () => {
    await page.getByRole('tab', { name: 'Documents' }).click();
    await expect(page.getByRole('img', { name: 'Self photo' })).toBeVisible();
    await expect(page.getByRole('img', { name: 'Aadhaar front photo' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Open aadhaar front photo' }).click();
    const dialog = page.getByRole('dialog', { name: 'Open the Aadhaar front photo?' });
    await dialog.getByRole('button', { name: 'Open document' }).click();
    await expect(dialog.getByText('Please give a reason: it is kept in the audit trail.')).toBeVisible();
    await dialog.getByRole('textbox', { name: 'Why are you opening this document?' }).fill('Verifying the address for the background check');
    await shotsAt(page, 'vault-01-reason-prompt');
    await expectAccessible(page, 'reason prompt');
    await dialog.getByRole('button', { name: 'Open document' }).click();
    await expect(page.getByRole('img', { name: 'Aadhaar front photo' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Open aadhaar back photo' })).toBeVisible();
    await shotsAt(page, 'vault-02-documents-after-reason');
    await expectAccessible(page, 'documents tab (admin)');
  });

  await test.step('"Purge documents now" asks for a confirmation and a reason, then the tombstone shows', async () => {
    await page.getByRole('button', { name: 'Purge documents now' }).click();
    const dialog = page.getByRole('dialog', { name: "Purge Kavya Rao's documents?" });
    await expect(dialog.getByText('This cannot be undone.', { exact: false })).toBeVisible();
    await dialog.getByRole('textbox', { name: 'Why are these documents purged now?' }).fill('Left the company and asked for erasure');
    await shotsAt(page, 'vault-03-purge-confirmation');
    await expectAccessible(page, 'purge confirmation');
    await dialog.getByRole('button', { name: 'Purge documents' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText(/^Documents purged on \d{2}\/\d{2}\/\d{4} by an administrator$/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Purge documents now' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Edit profile' })).toHaveCount(0);
    await expect(page.getByText('Purged', { exact: true }).first()).toBeVisible();
    await shotsAt(page, 'vault-04-tombstone');
    await expectAccessible(page, 'purged profile');
  });
});
