import { describe, expect, it } from 'vitest';
import {
  CODE_MESSAGE,
  DURATION_MESSAGE,
  DURATION_RANGE_MESSAGE,
  NAME_MESSAGE,
  filterByContactType,
  formatCallbackDuration,
  nextSort,
  parseListParam,
  sortStatuses,
  statusFormValues,
  toListInput,
  toStatusInput,
  validateCode,
  validateDuration,
  validateName,
  type DispositionStatus,
} from './disposition-rules';

function status(id: number, name: string, code: string, contact_type: DispositionStatus['contact_type']): DispositionStatus {
  return {
    id,
    disposition_list_id: 1,
    name,
    code,
    contact_type,
    status: 'enabled',
    is_default_disposition: false,
    next_date_time_needed: false,
    is_promise: false,
    disposition_next_call_duration: 30,
    createdAt: '2025-01-01T00:00:00Z',
  };
}

const STATUSES = [status(1, 'Promise to pay', 'PTP', 'RPC'), status(2, 'Call back', 'CBL', 'RPC'), status(3, 'Call forward', 'CFW', 'NC'), status(4, 'Wrong number', 'WRN', 'WPC')];

describe('validation (spec §5)', () => {
  it('needs a name of at least 2 characters and a code', () => {
    expect(validateName('')).toBe(NAME_MESSAGE);
    expect(validateName(' a ')).toBe(NAME_MESSAGE);
    expect(validateName(undefined)).toBe(NAME_MESSAGE);
    expect(validateName('ab')).toBeUndefined();
    expect(validateCode('')).toBe(CODE_MESSAGE);
    expect(validateCode('  ')).toBe(CODE_MESSAGE);
    expect(validateCode('P')).toBeUndefined();
  });

  it('takes a whole number of minutes, or nothing', () => {
    expect(validateDuration(null)).toBeUndefined();
    expect(validateDuration('')).toBeUndefined();
    expect(validateDuration(30)).toBeUndefined();
    expect(validateDuration(0)).toBeUndefined();
    expect(validateDuration(12.5)).toBe(DURATION_MESSAGE);
    expect(validateDuration(-1)).toBe(DURATION_RANGE_MESSAGE);
    expect(validateDuration(10081)).toBe(DURATION_RANGE_MESSAGE);
  });
});

describe('payloads', () => {
  it('trims the list and sends null for a blank description', () => {
    expect(toListInput({ name: '  Collections ', description: '   ', status: 'disabled' })).toEqual({ name: 'Collections', description: null, status: 'disabled' });
  });

  it('defaults a new status to RPC, enabled, 30 minutes', () => {
    expect(statusFormValues()).toEqual({
      name: '',
      code: '',
      contact_type: 'RPC',
      status: 'enabled',
      is_default_disposition: false,
      next_date_time_needed: false,
      is_promise: false,
      disposition_next_call_duration: 30,
    });
    expect(toStatusInput({ ...statusFormValues(), name: ' Promise to pay ', code: ' PTP ' }, 7)).toEqual({
      disposition_list_id: 7,
      name: 'Promise to pay',
      code: 'PTP',
      contact_type: 'RPC',
      status: 'enabled',
      is_default_disposition: false,
      next_date_time_needed: false,
      is_promise: false,
      disposition_next_call_duration: 30,
    });
    expect(toStatusInput({ disposition_next_call_duration: null }, 7).disposition_next_call_duration).toBeNull();
    expect(toStatusInput({ disposition_next_call_duration: '45' as unknown as number }, 7).disposition_next_call_duration).toBe(45);
  });
});

describe('sorting and filtering', () => {
  it('sorts by name, code and contact type in both directions', () => {
    expect(sortStatuses(STATUSES, { field: 'name', order: 'asc' }).map((s) => s.code)).toEqual(['CBL', 'CFW', 'PTP', 'WRN']);
    expect(sortStatuses(STATUSES, { field: 'code', order: 'desc' }).map((s) => s.code)).toEqual(['WRN', 'PTP', 'CFW', 'CBL']);
    // Ties (two RPC) are by name.
    expect(sortStatuses(STATUSES, { field: 'contact_type', order: 'asc' }).map((s) => s.code)).toEqual(['CFW', 'CBL', 'PTP', 'WRN']);
    expect(STATUSES[0].code).toBe('PTP');
  });

  it('flips the order of the same column and starts another ascending', () => {
    expect(nextSort({ field: 'name', order: 'asc' }, 'name')).toEqual({ field: 'name', order: 'desc' });
    expect(nextSort({ field: 'name', order: 'desc' }, 'code')).toEqual({ field: 'code', order: 'asc' });
  });

  it('filters by contact type text, or its meaning', () => {
    expect(filterByContactType(STATUSES, 'rpc').map((s) => s.code)).toEqual(['PTP', 'CBL']);
    expect(filterByContactType(STATUSES, ' NC ').map((s) => s.code)).toEqual(['CFW']);
    expect(filterByContactType(STATUSES, 'wrong').map((s) => s.code)).toEqual(['WRN']);
    expect(filterByContactType(STATUSES, '')).toHaveLength(4);
    expect(filterByContactType(STATUSES, 'xyz')).toHaveLength(0);
  });
});

describe('view and labels', () => {
  it('reads the list from ?list=', () => {
    expect(parseListParam('?list=3')).toBe(3);
    expect(parseListParam('')).toBeNull();
    expect(parseListParam('?list=abc')).toBeNull();
    expect(parseListParam('?list=0')).toBeNull();
    expect(parseListParam('?list=-2')).toBeNull();
  });

  it('writes callback durations', () => {
    expect(formatCallbackDuration(30)).toBe('30 min');
    expect(formatCallbackDuration(120)).toBe('2 h');
    expect(formatCallbackDuration(90)).toBe('1 h 30 min');
    expect(formatCallbackDuration(null)).toBe('—');
  });
});
