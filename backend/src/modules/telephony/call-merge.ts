import { CALL_STATES, type CallEvent, type CallOutcome, type CallState } from '../../integrations/dialer/dialer.port.js';
import type { CallStatus } from '../calls/call-status.js';

/** The parts of a call row that provider events may change. */
interface CallProgress {
  state: CallState;
  outcome: CallOutcome | null;
  status: CallStatus;
  answeredAt: Date | null;
  endedAt: Date | null;
  duration: number;
  recordingUrl: string | null;
  providerCallKey: string | null;
  providerCallId: string | null;
  providerRef: string | null;
  metadata: Record<string, unknown>;
}

const rank = (state: CallState) => CALL_STATES.indexOf(state);

/** The CRM's call status: answered, missed (no answer, busy, cancelled) or failed once ended; initiated while live. */
export function callStatusFor(state: CallState, outcome: CallOutcome | null): CallStatus {
  if (outcome === 'answered') return 'answered';
  if (outcome === 'failed') return 'failed';
  if (outcome) return 'missed';
  return state === 'answered' ? 'answered' : 'initiated';
}

/**
 * Folds one provider event into a call, so that any order and any number of deliveries converge: the state only
 * moves forward, the outcome is set once (a later record may only upgrade a missed call to answered, when it
 * reports talk time), talk time never shrinks, and ids and timestamps are kept once known.
 */
export function mergeCallEvent(call: CallProgress, event: CallEvent, receivedAt: Date): CallProgress {
  const state = rank(event.state) > rank(call.state) ? event.state : call.state;
  const duration = Math.max(call.duration, event.talkSeconds ?? 0);
  let outcome = call.outcome;
  if (event.state === 'ended' && event.outcome) {
    if (!outcome) outcome = event.outcome;
    else if (outcome !== 'answered' && event.outcome === 'answered' && duration > 0) outcome = 'answered';
  }
  const reachedAnswer = event.state === 'answered' || event.outcome === 'answered';
  const answeredAt = call.answeredAt ?? event.answeredAt ?? (reachedAnswer ? receivedAt : null);
  const endedAt = event.state === 'ended' ? (event.endedAt ?? call.endedAt ?? receivedAt) : call.endedAt;
  return {
    state,
    outcome,
    status: callStatusFor(state, outcome),
    answeredAt,
    endedAt,
    duration,
    recordingUrl: event.recordingUrl ?? call.recordingUrl,
    providerCallKey: call.providerCallKey ?? event.providerCallKey ?? null,
    providerCallId: call.providerCallId ?? event.providerCallId ?? null,
    providerRef: call.providerRef ?? event.providerRef ?? null,
    metadata: event.hangupCause ? { ...call.metadata, hangupCause: event.hangupCause } : call.metadata,
  };
}
