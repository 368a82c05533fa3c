import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { AGENT_FIGURES, CYCLE_FIGURES, DISPOSITION_FIGURES, REPORT_SNAPSHOTS } from '@crm/shared/reports';

const docs = readFileSync(resolve(__dirname, '../../../../docs/reports.md'), 'utf8');

describe('docs/reports.md', () => {
  it('says what the tooltips say, word for word, and whether each figure is a snapshot or live', () => {
    for (const figure of [...CYCLE_FIGURES, ...AGENT_FIGURES, ...DISPOSITION_FIGURES]) {
      expect(docs).toContain(`| ${figure.label} | ${figure.definition} | ${figure.timing} |`);
    }
    for (const snapshot of REPORT_SNAPSHOTS) expect(docs).toContain(`| ${snapshot.label} | ${snapshot.definition} |`);
  });
});
