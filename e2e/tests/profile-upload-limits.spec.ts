import sharp from 'sharp';
import { signInThroughApi } from '../support/api';
import { expectAccessible } from '../support/accessibility';
import { expect, test } from '../support/fixtures';
import { shot } from '../support/helpers';

/** Issue 26.1: a photo larger than the server decodes is refused beside its field, with its size, and nothing is kept. */
test('a photo of more than 12.5 megapixels is refused beside the field with its size; a phone-sized one is then taken', async ({ page, api }) => {
  const agent = await api.freshAgent();
  await signInThroughApi(page.request, agent);
  await page.goto('/profile');
  await page.getByRole('button', { name: 'Edit bank details' }).click();
  const drawer = page.getByRole('dialog', { name: 'Your employee profile' });
  await expect(drawer).toBeVisible();

  const tooLarge = await sharp({ create: { width: 6300, height: 6300, channels: 3, background: '#7a9cc6' } }).jpeg().toBuffer();
  await drawer.getByTestId('upload-pan').setInputFiles({ name: 'pan.jpg', mimeType: 'image/jpeg', buffer: tooLarge });
  const message = 'The photo is too large: at most 12.5 megapixels, and this one has 39.7. Please choose a smaller photo.';
  await expect(drawer.getByText(message)).toBeVisible();
  await drawer.getByText(message).scrollIntoViewIfNeeded();
  await shot(page, 'profile-upload-too-many-pixels-1440');
  await expectAccessible(page, 'Profile form, a photo refused for its size');
  const size = page.viewportSize();
  await page.setViewportSize({ width: 390, height: 844 });
  await drawer.getByText(message).scrollIntoViewIfNeeded();
  await shot(page, 'profile-upload-too-many-pixels-390');
  if (size) await page.setViewportSize(size);

  const phone = await sharp({ create: { width: 4032, height: 3024, channels: 3, background: '#8e5bd6' } }).jpeg().toBuffer();
  await drawer.getByTestId('upload-pan').setInputFiles({ name: 'pan.jpg', mimeType: 'image/jpeg', buffer: phone });
  await expect(drawer.getByRole('img', { name: 'PAN photo preview' })).toBeVisible();
  await expect(drawer.getByText(message)).toBeHidden();
});
