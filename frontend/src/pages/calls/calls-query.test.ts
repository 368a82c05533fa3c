import { describe, expect, it } from 'vitest';
import {
  canEditCallNotes,
  EMPTY_CALLS_QUERY,
  callsApiPath,
  formatDuration,
  hasCallFilters,
  parseCallId,
  parseCallsQuery,
  reasonForNotPaying,
  serialiseCallsQuery,
  withCallsChanges,
} from './calls-query';

describe('parseCallsQuery', () => {
  it('reads search, status and page', () => {
    expect(parseCallsQuery('?search=asha&status=answered&page=3')).toEqual({ search: 'asha', status: 'answered', page: 3 });
    expect(parseCallsQuery(new URLSearchParams('status=MISSED'))).toEqual({ search: '', status: 'missed', page: 1 });
  });

  it('falls back to the defaults for anything odd', () => {
    expect(parseCallsQuery('')).toEqual(EMPTY_CALLS_QUERY);
    expect(parseCallsQuery('?status=voicemail&page=0')).toEqual(EMPTY_CALLS_QUERY);
    expect(parseCallsQuery('?status=all&page=-2')).toEqual(EMPTY_CALLS_QUERY);
    expect(parseCallsQuery('?page=2.5&search=%20%20')).toEqual(EMPTY_CALLS_QUERY);
    expect(parseCallsQuery(`?search=${'x'.repeat(150)}`).search).toHaveLength(100);
  });

  it('round-trips through the URL, leaving out defaults', () => {
    const query = { search: 'Rao & Sons', status: 'missed' as const, page: 2 };
    expect(parseCallsQuery(serialiseCallsQuery(query))).toEqual(query);
    expect(serialiseCallsQuery(EMPTY_CALLS_QUERY)).toBe('');
    expect(serialiseCallsQuery({ search: ' a ', status: '', page: 1 })).toBe('search=a');
  });
});

describe('changing the query', () => {
  it('goes back to page 1 on a new search or status, not on a page change', () => {
    const query = { search: 'asha', status: '' as const, page: 4 };
    expect(withCallsChanges(query, { search: 'ravi' })).toEqual({ search: 'ravi', status: '', page: 1 });
    expect(withCallsChanges(query, { status: 'answered' })).toEqual({ search: 'asha', status: 'answered', page: 1 });
    expect(withCallsChanges(query, { search: 'asha' })).toEqual(query);
    expect(withCallsChanges(query, { page: 5 })).toEqual({ ...query, page: 5 });
  });

  it('knows when filters are set', () => {
    expect(hasCallFilters(EMPTY_CALLS_QUERY)).toBe(false);
    expect(hasCallFilters({ ...EMPTY_CALLS_QUERY, page: 3 })).toBe(false);
    expect(hasCallFilters({ ...EMPTY_CALLS_QUERY, status: 'missed' })).toBe(true);
  });

  it('asks the API for 10 calls a page', () => {
    expect(callsApiPath(EMPTY_CALLS_QUERY)).toBe('/calls?page=1&limit=10');
    expect(callsApiPath({ search: 'Asha Rao', status: 'answered', page: 2 })).toBe('/calls?page=2&limit=10&search=Asha+Rao&status=answered');
  });
});

describe('formats', () => {
  it('writes durations as m:ss', () => {
    expect(formatDuration(0)).toBe('0:00');
    expect(formatDuration(5)).toBe('0:05');
    expect(formatDuration(65)).toBe('1:05');
    expect(formatDuration(125.9)).toBe('2:05');
    expect(formatDuration(3599)).toBe('59:59');
    expect(formatDuration(3700)).toBe('1:01:40');
    expect(formatDuration(null)).toBe('0:00');
    expect(formatDuration(Number.NaN)).toBe('0:00');
    expect(formatDuration(-3)).toBe('0:00');
  });

  it('reads the non-payment reason from the metadata', () => {
    expect(reasonForNotPaying({ metadata: { reasonForNotPaying: 'Job Loss' } })).toBe('Job Loss');
    expect(reasonForNotPaying({ metadata: { reasonForNotPaying: ' ' } })).toBeNull();
    expect(reasonForNotPaying({ metadata: {} })).toBeNull();
  });

  it('parses call ids', () => {
    expect(parseCallId('12')).toBe(12);
    expect(parseCallId('0')).toBeNull();
    expect(parseCallId('dummy-1')).toBeNull();
    expect(parseCallId(undefined)).toBeNull();
  });
});

describe('canEditCallNotes', () => {
  const byPriya = { agent: { id: 2, name: 'Priya Sharma' } };
  it('lets the call’s agent and admins edit, nobody else', () => {
    expect(canEditCallNotes(byPriya, { id: 2, role: 'agent' })).toBe(true);
    expect(canEditCallNotes(byPriya, { id: 1, role: 'admin' })).toBe(true);
    expect(canEditCallNotes(byPriya, { id: 3, role: 'agent' })).toBe(false);
    expect(canEditCallNotes({ agent: { id: null, name: 'Former user' } }, { id: 3, role: 'agent' })).toBe(false);
    expect(canEditCallNotes(byPriya, null)).toBe(false);
  });
});
