import type { CommitImportResponse, UploadResponse } from './csv-import-rules';

/**
 * The Upload tab's states (spec §4 "CSV import"): a file is chosen, then parsed - either refused with
 * validation errors (nothing accepted) or a validated preview - then uploaded (committed).
 */
export type UploadPhase =
  | { kind: 'empty' }
  | { kind: 'selected' }
  | { kind: 'uploading'; percent: number }
  | { kind: 'validating' }
  | { kind: 'rejected'; errors: string[]; message: string }
  | { kind: 'parsed'; result: UploadResponse }
  | { kind: 'committing'; result: UploadResponse }
  | { kind: 'done'; result: UploadResponse; commit: CommitImportResponse; leadCycleLabel: string; groupLabel: string | null };

export interface UploadState {
  file: File | null;
  phase: UploadPhase;
}

export type UploadAction =
  | { type: 'select'; file: File }
  | { type: 'clear' }
  | { type: 'upload-start' }
  | { type: 'upload-progress'; percent: number }
  | { type: 'uploaded' }
  | { type: 'parsed'; result: UploadResponse }
  | { type: 'rejected'; errors: string[]; message: string }
  | { type: 'parse-failed' }
  | { type: 'commit-start' }
  | { type: 'committed'; commit: CommitImportResponse; leadCycleLabel: string; groupLabel: string | null }
  | { type: 'commit-failed' };

export const initialUploadState: UploadState = { file: null, phase: { kind: 'empty' } };

export function uploadReducer(state: UploadState, action: UploadAction): UploadState {
  switch (action.type) {
    case 'select':
      return { file: action.file, phase: { kind: 'selected' } };
    case 'clear':
      return initialUploadState;
    case 'upload-start':
      return state.file ? { ...state, phase: { kind: 'uploading', percent: 0 } } : state;
    case 'upload-progress':
      return state.phase.kind === 'uploading' ? { ...state, phase: { kind: 'uploading', percent: action.percent } } : state;
    case 'uploaded':
      return state.phase.kind === 'uploading' ? { ...state, phase: { kind: 'validating' } } : state;
    case 'parsed':
      // A 200 that still carries file-level problems accepts nothing, like a 400 (spec §5).
      if (action.result.validationErrors?.length) {
        return { ...state, phase: { kind: 'rejected', errors: action.result.validationErrors, message: action.result.validationErrors[0] } };
      }
      return { ...state, phase: { kind: 'parsed', result: action.result } };
    case 'rejected':
      return { ...state, phase: { kind: 'rejected', errors: action.errors, message: action.message } };
    case 'parse-failed':
      return { ...state, phase: { kind: state.file ? 'selected' : 'empty' } };
    case 'commit-start':
      return state.phase.kind === 'parsed' && state.phase.result.importId && state.phase.result.summary.validRows > 0 ? { ...state, phase: { kind: 'committing', result: state.phase.result } } : state;
    case 'committed':
      return state.phase.kind === 'committing'
        ? { ...state, phase: { kind: 'done', result: state.phase.result, commit: action.commit, leadCycleLabel: action.leadCycleLabel, groupLabel: action.groupLabel } }
        : state;
    case 'commit-failed':
      return state.phase.kind === 'committing' ? { ...state, phase: { kind: 'parsed', result: state.phase.result } } : state;
    default:
      return state;
  }
}

/** The parse result the screen shows, whatever the phase. */
export function parsedResultOf(phase: UploadPhase): UploadResponse | null {
  return phase.kind === 'parsed' || phase.kind === 'committing' || phase.kind === 'done' ? phase.result : null;
}

/** Uploading, validating or committing: the controls wait. */
export function isBusy(phase: UploadPhase): boolean {
  return phase.kind === 'uploading' || phase.kind === 'validating' || phase.kind === 'committing';
}

/** Reset would throw away a parsed (staged, not yet confirmed) upload, so it asks first. */
export function resetNeedsConfirmation(phase: UploadPhase): boolean {
  return phase.kind === 'parsed' && phase.result.summary.validRows > 0;
}

/** Whether "Upload N Customers" can commit: a parsed upload with valid rows and a lead cycle. */
export function canCommit(phase: UploadPhase, leadCycleId: number | null): boolean {
  return phase.kind === 'parsed' && !!phase.result.importId && phase.result.summary.validRows > 0 && leadCycleId !== null;
}
