import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { transitionsEnded } from './helpers';

/** The rules every screen keeps (issue 13 §15): WCAG 2 level A and AA. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa'];

/**
 * Runs axe-core on what the page shows now and fails, listing each rule and the nodes it found, when there is any
 * WCAG 2 A/AA violation. Call it once a screen has loaded (its data shown, not its skeleton) and again with a
 * dialog or menu open when that state matters:
 *
 *   await page.goto('/attendance-leave');
 *   await expect(page.getByRole('heading', { name: 'Attendance & Leave', level: 1 })).toBeVisible();
 *   await expectAccessible(page, 'attendance and leave');
 */
export async function expectAccessible(page: Page, screen: string): Promise<void> {
  // Skeletons and toasts fade in and out; axe reads colours mid-transition as low contrast.
  await expect(page.locator('.MuiSkeleton-root')).toHaveCount(0);
  await transitionsEnded(page);
  const results = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
  const found = results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help}\n${violation.nodes
        .map((node) => `    ${node.target.join(' ')}\n      ${node.failureSummary?.split('\n').join('\n      ')}`)
        .join('\n')}`,
  );
  // Soft, so one run lists every screen's faults, not only the first screen's.
  expect.soft(found, `axe found on ${screen} (${page.url()}):\n${found.join('\n')}`).toEqual([]);
}
