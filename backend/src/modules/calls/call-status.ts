/** What became of a call, as the call history shows it (the column `calls.status`). */
export const CALL_STATUSES = ['initiated', 'answered', 'missed', 'voicemail', 'failed'] as const;
export type CallStatus = (typeof CALL_STATUSES)[number];

/** Calls that ended without anyone answering: no right-party disposition can be recorded for them. */
export const UNANSWERED_CALL_STATUSES: readonly CallStatus[] = ['missed', 'voicemail', 'failed'];
