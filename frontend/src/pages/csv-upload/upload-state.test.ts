import { describe, expect, it } from 'vitest';
import type { UploadResponse } from './csv-import-rules';
import { canCommit, initialUploadState, isBusy, parsedResultOf, resetNeedsConfirmation, uploadReducer, type UploadState } from './upload-state';

const file = new File(['name,mobile,loan_application_no\n'], 'customers.csv', { type: 'text/csv' });

function response(validRows: number, failedRows = 0, validationErrors: string[] = []): UploadResponse {
  const totalRows = validRows + failedRows;
  return {
    importId: validRows > 0 ? '5f0c1d7e-4a3b-4c2d-9e8f-0123456789ab' : null,
    summary: { totalRows, validRows, failedRows, successRate: totalRows ? Math.round((validRows / totalRows) * 10000) / 100 : 0 },
    failedRecords: [],
    errorCategories: [],
    validationErrors,
    validatedData: [],
    totalRecords: totalRows,
    extraColumns: [],
  };
}

const run = (...actions: Parameters<typeof uploadReducer>[1][]): UploadState => actions.reduce(uploadReducer, initialUploadState);

describe('upload state (spec §4 CSV import)', () => {
  it('goes file chosen → uploading → validating → parsed → committing → done', () => {
    let state = run({ type: 'select', file }, { type: 'upload-start' }, { type: 'upload-progress', percent: 40 });
    expect(state.phase).toEqual({ kind: 'uploading', percent: 40 });
    expect(isBusy(state.phase)).toBe(true);
    state = uploadReducer(state, { type: 'uploaded' });
    expect(state.phase.kind).toBe('validating');
    state = uploadReducer(state, { type: 'parsed', result: response(12, 3) });
    expect(state.phase.kind).toBe('parsed');
    expect(parsedResultOf(state.phase)?.summary.validRows).toBe(12);
    expect(resetNeedsConfirmation(state.phase)).toBe(true);
    expect(canCommit(state.phase, null)).toBe(false);
    expect(canCommit(state.phase, 4)).toBe(true);
    state = uploadReducer(state, { type: 'commit-start' });
    expect(isBusy(state.phase)).toBe(true);
    state = uploadReducer(state, { type: 'committed', commit: { importId: 'x', created: 10, updated: 2, message: '' }, leadCycleLabel: 'Overdue', groupLabel: null });
    expect(state.phase.kind).toBe('done');
    expect(parsedResultOf(state.phase)?.summary.failedRows).toBe(3);
    expect(resetNeedsConfirmation(state.phase)).toBe(false);
  });

  it('treats validation errors as a refused file, with nothing accepted', () => {
    const state = run({ type: 'select', file }, { type: 'upload-start' }, { type: 'parsed', result: response(0, 0, ['Missing required column: mobile']) });
    expect(state.phase).toEqual({ kind: 'rejected', errors: ['Missing required column: mobile'], message: 'Missing required column: mobile' });
    expect(parsedResultOf(state.phase)).toBeNull();
    expect(resetNeedsConfirmation(state.phase)).toBe(false);
  });

  it('returns to the chosen file when parsing fails or is cancelled, and to parsed when the commit fails', () => {
    expect(run({ type: 'select', file }, { type: 'upload-start' }, { type: 'parse-failed' }).phase.kind).toBe('selected');
    const failed = run({ type: 'select', file }, { type: 'upload-start' }, { type: 'parsed', result: response(5) }, { type: 'commit-start' }, { type: 'commit-failed' });
    expect(failed.phase.kind).toBe('parsed');
  });

  it('cannot commit a parse without valid rows', () => {
    const state = run({ type: 'select', file }, { type: 'upload-start' }, { type: 'parsed', result: response(0, 4) });
    expect(canCommit(state.phase, 1)).toBe(false);
    expect(resetNeedsConfirmation(state.phase)).toBe(false);
    expect(uploadReducer(state, { type: 'commit-start' }).phase.kind).toBe('parsed');
  });

  it('clears everything', () => {
    expect(run({ type: 'select', file }, { type: 'clear' })).toEqual(initialUploadState);
  });
});
