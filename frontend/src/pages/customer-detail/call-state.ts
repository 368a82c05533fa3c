/**
 * What the Call panel says about a call, as pure functions: the state line while it is live, the timer, and
 * the outcome once it has ended.
 */
import type { LiveCall, LiveCallState } from '../../api/types';
import { CALL_STATUS_LABELS, formatDuration } from '../calls/calls-query';

export function isCallEnded(call: Pick<LiveCall, 'state'> | null | undefined): boolean {
  return call?.state === 'ended';
}

/** The line screen readers hear as the call moves on. */
export const CALL_STATE_LINES: Record<LiveCallState, string> = {
  initiated: 'Dialling…',
  ringing: 'Ringing…',
  answered: 'Connected',
  ended: 'Call ended',
};

/** Whole seconds since the call was answered (0 before, and when the clocks disagree). */
export function secondsSince(answeredAt: string | null, now: number): number {
  if (!answeredAt) return 0;
  const start = new Date(answeredAt).getTime();
  if (Number.isNaN(start)) return 0;
  return Math.max(0, Math.floor((now - start) / 1000));
}

/** The running timer, mm:ss ("00:07", "12:34"), h:mm:ss from an hour up. */
export function formatTimer(seconds: number): string {
  const text = formatDuration(seconds);
  return /^\d:\d\d$/.test(text) ? `0${text}` : text;
}

/** An ended call's outcome: "Answered · 0:42 talk time", "Missed", "Failed", "Voicemail". */
export function callOutcome(call: Pick<LiveCall, 'status' | 'duration'>): string {
  if (call.status === 'answered') return `Answered · ${formatDuration(call.duration)} talk time`;
  // A call that ended without an outcome recorded yet reads as not connected.
  if (call.status === 'initiated') return 'Not connected';
  return CALL_STATUS_LABELS[call.status] ?? call.status;
}

/** A call that ended with nobody answering: no right-party disposition can be recorded for it (the server refuses). */
export function wasUnanswered(call: Pick<LiveCall, 'state' | 'status'>): boolean {
  return call.state === 'ended' && (call.status === 'missed' || call.status === 'voicemail' || call.status === 'failed');
}

export type CallTone = 'progress' | 'connected' | 'success' | 'failure';

/** The colour of the state area: blue while dialling, green when connected or answered, red otherwise. */
export function callTone(call: Pick<LiveCall, 'state' | 'status'>): CallTone {
  if (call.state === 'answered') return 'connected';
  if (call.state !== 'ended') return 'progress';
  return call.status === 'answered' ? 'success' : 'failure';
}
