import { describe, expect, it } from 'vitest';
import { CALL_STATE_LINES, callOutcome, callTone, formatTimer, isCallEnded, secondsSince } from './call-state';

describe('call state', () => {
  it('names each state', () => {
    expect(CALL_STATE_LINES).toEqual({ initiated: 'Dialling…', ringing: 'Ringing…', answered: 'Connected', ended: 'Call ended' });
    expect(isCallEnded({ state: 'ended' })).toBe(true);
    expect(isCallEnded({ state: 'answered' })).toBe(false);
    expect(isCallEnded(null)).toBe(false);
  });

  it('counts the talk time from answered_at as mm:ss', () => {
    const answeredAt = '2025-01-06T09:30:00.000Z';
    const at = (seconds: number) => new Date(answeredAt).getTime() + seconds * 1000;
    expect(secondsSince(answeredAt, at(42.9))).toBe(42);
    expect(secondsSince(answeredAt, at(-3))).toBe(0);
    expect(secondsSince(null, at(10))).toBe(0);
    expect(formatTimer(0)).toBe('00:00');
    expect(formatTimer(7)).toBe('00:07');
    expect(formatTimer(754)).toBe('12:34');
    expect(formatTimer(3700)).toBe('1:01:40');
  });

  it('says how an ended call went', () => {
    expect(callOutcome({ status: 'answered', duration: 42 })).toBe('Answered · 0:42 talk time');
    expect(callOutcome({ status: 'missed', duration: 0 })).toBe('Missed');
    expect(callOutcome({ status: 'failed', duration: 0 })).toBe('Failed');
    expect(callOutcome({ status: 'voicemail', duration: 12 })).toBe('Voicemail');
    expect(callOutcome({ status: 'initiated', duration: 0 })).toBe('Not connected');
    expect(callTone({ state: 'ringing', status: 'initiated' })).toBe('progress');
    expect(callTone({ state: 'answered', status: 'answered' })).toBe('connected');
    expect(callTone({ state: 'ended', status: 'answered' })).toBe('success');
    expect(callTone({ state: 'ended', status: 'missed' })).toBe('failure');
  });
});
