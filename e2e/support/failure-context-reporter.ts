import { readFileSync } from 'node:fs';
import type { Reporter, TestCase, TestResult } from '@playwright/test/reporter';

/**
 * Prints the page snapshot Playwright writes for a failed test (error-context.md) into the run's output. CI keeps
 * only what the run printed, not the artifacts folder, and a failure that does not reproduce locally can only be
 * understood from what the page looked like.
 */
export default class FailureContextReporter implements Reporter {
  onTestEnd(test: TestCase, result: TestResult): void {
    if (result.status === 'passed' || result.status === 'skipped') return;
    for (const attachment of result.attachments) {
      if (attachment.name !== 'error-context' || !attachment.path) continue;
      let context: string;
      try {
        context = readFileSync(attachment.path, 'utf8');
      } catch {
        continue;
      }
      process.stdout.write(`\n──── page at the failure of "${test.title}" ────\n${context}\n──── end of page ────\n`);
    }
  }

  printsToStdio(): boolean {
    return true;
  }
}
