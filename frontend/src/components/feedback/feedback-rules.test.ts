import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  FOLLOW_UP_TOO_SOON,
  REQUIRED,
  STARTS_6_TO_9,
  TEN_DIGITS,
  alternateNumberError,
  buildFeedbackRequest,
  freeAlternateKeys,
  initialFeedbackValues,
  mapServerErrors,
  parseRupees,
  promisedAmountError,
  recordsPromise,
  storedAlternates,
  validateFeedback,
  type DispositionStatus,
  type FeedbackFormValues,
} from './feedback-rules';

const PTP: DispositionStatus = {
  id: 1,
  disposition_list_id: 1,
  name: 'Promise to pay',
  code: 'PTP',
  is_default_disposition: false,
  status: 'enabled',
  contact_type: 'RPC',
  next_date_time_needed: false,
  is_promise: true,
  disposition_next_call_duration: 30,
  createdAt: '2025-01-01T00:00:00Z',
};
const CFW: DispositionStatus = { ...PTP, id: 5, code: 'CFW', name: 'Call forward', contact_type: 'NC', next_date_time_needed: true };

const NOW = new Date('2025-01-06T10:05:00+05:30');

function values(changes: Partial<FeedbackFormValues> = {}): FeedbackFormValues {
  return { ...initialFeedbackValues(), ...changes };
}

afterEach(() => vi.useRealTimers());

describe('alternate numbers', () => {
  it('offers the slots not already stored, in order', () => {
    expect(freeAlternateKeys(undefined)).toHaveLength(5);
    expect(freeAlternateKeys({ reference_alternate_1: '9123456780', reference_alternate_3: '8123456780', reference_alternate_4: ' ' })).toEqual([
      'reference_alternate_2',
      'reference_alternate_4',
      'reference_alternate_5',
    ]);
    expect(storedAlternates({ reference_alternate_2: 9123456780, reference_alternate_5: '7000000001' })).toEqual(['9123456780', '7000000001']);
  });

  it('checks 10 digits starting 6-9, and skips blanks', () => {
    expect(alternateNumberError('')).toBeUndefined();
    expect(alternateNumberError('   ')).toBeUndefined();
    expect(alternateNumberError('98765')).toBe(TEN_DIGITS);
    expect(alternateNumberError('98765432101')).toBe(TEN_DIGITS);
    expect(alternateNumberError('98765abcde')).toBe(TEN_DIGITS);
    expect(alternateNumberError('5876543210')).toBe(STARTS_6_TO_9);
    expect(alternateNumberError('98765 43210')).toBeUndefined();
    expect(alternateNumberError('6000000000')).toBeUndefined();
  });
});

describe('validateFeedback', () => {
  it('requires a disposition', () => {
    expect(validateFeedback(values(), undefined, NOW)).toEqual({ disposition: REQUIRED });
  });

  it('requires a reason for RPC dispositions only', () => {
    expect(validateFeedback(values({ dispositionId: 1 }), PTP, NOW)).toEqual({ reason: REQUIRED });
    expect(validateFeedback(values({ dispositionId: 1, reason: 'Job Loss' }), PTP, NOW)).toEqual({});
    expect(validateFeedback(values({ dispositionId: 5, contactType: 'NC' }), CFW, NOW)).toEqual({ followUpDate: REQUIRED, followUpTime: REQUIRED });
  });

  it('requires both halves of a follow-up once one is given', () => {
    expect(validateFeedback(values({ dispositionId: 1, reason: 'Job Loss', followUp: { date: '2025-01-07', time: '' } }), PTP, NOW)).toEqual({ followUpTime: REQUIRED });
  });

  it('flags a follow-up that is no longer 30 minutes ahead', () => {
    expect(validateFeedback(values({ dispositionId: 1, reason: 'Job Loss', followUp: { date: '2025-01-06', time: '10:30' } }), PTP, NOW)).toEqual({ followUpTime: FOLLOW_UP_TOO_SOON });
  });

  it('checks each alternate number', () => {
    expect(validateFeedback(values({ dispositionId: 1, reason: 'Job Loss', alternates: ['9876543210', '123', ''] }), PTP, NOW)).toEqual({ 'alternate-1': TEN_DIGITS });
  });
});

describe('buildFeedbackRequest', () => {
  it('sends the disposition id, follow-ups as instants and the new numbers in the free slots', () => {
    const { body, sentKeys } = buildFeedbackRequest(
      values({
        dispositionId: 1,
        reason: 'Job Loss',
        language: 'Hindi',
        note: '  called back  ',
        preset: { date: '2025-01-06', time: '11:00' },
        followUp: { date: '2025-01-07', time: '09:30' },
        alternates: ['', '9876543210', '9876543210', '8765432109'],
      }),
      PTP,
      ['reference_alternate_2', 'reference_alternate_5'],
      NOW,
    );
    expect(body).toEqual({
      disposition_status_id: 1,
      disposition_note: 'called back',
      next_follow_up: new Date('2025-01-06T11:00:00+05:30').toISOString(),
      rpc_follow_up: new Date('2025-01-07T09:30:00+05:30').toISOString(),
      language: 'Hindi',
      callMetadata: { reasonForNotPaying: 'Job Loss' },
      reference_alternate_2: '9876543210',
      reference_alternate_5: '8765432109',
    });
    expect(sentKeys).toEqual({ reference_alternate_2: 1, reference_alternate_5: 3 });
  });

  it('leaves out what is empty, and the reason of a non-RPC disposition', () => {
    const { body } = buildFeedbackRequest(values({ dispositionId: 5, contactType: 'NC', reason: 'Death', preset: { date: '2025-01-06', time: '' } }), { ...CFW, next_date_time_needed: false }, [], NOW);
    expect(body).toEqual({ disposition_status_id: 5 });
  });

  it('counts a stale preset again from now', () => {
    // The form was opened at 10:05 (preset 11:00) and submitted at 10:45: 11:00 is too close, 10:45 + 30 → 11:30.
    const later = new Date('2025-01-06T10:45:00+05:30');
    const { body } = buildFeedbackRequest(values({ dispositionId: 1, reason: 'Job Loss', preset: { date: '2025-01-06', time: '11:00' } }), PTP, [], later);
    expect(body.next_follow_up).toBe(new Date('2025-01-06T11:30:00+05:30').toISOString());
  });
});

describe('mapServerErrors', () => {
  it('places the API field errors beside the fields', () => {
    const { errors, unplaced } = mapServerErrors(
      {
        disposition_code: 'Please select a valid disposition',
        'callMetadata.reasonForNotPaying': 'Please select a reason for not paying',
        rpc_follow_up: 'Follow-up cannot be more than 2 days out',
        next_follow_up: 'Follow-up must be at least 30 minutes from now',
        reference_alternate_2: 'Must be exactly 10 digits',
        reference_alternate_1: 'At most 5 alternate numbers can be stored; 4 already are',
        somethingElse: 'Odd',
      },
      { reference_alternate_2: 0 },
    );
    expect(errors).toEqual({
      disposition: 'Please select a valid disposition',
      reason: 'Please select a reason for not paying',
      followUpTime: 'Follow-up cannot be more than 2 days out',
      preset: 'Follow-up must be at least 30 minutes from now',
      'alternate-0': 'Must be exactly 10 digits',
      alternates: 'At most 5 alternate numbers can be stored; 4 already are',
    });
    expect(unplaced).toEqual(['Odd']);
  });
});

describe('initialFeedbackValues', () => {
  it('starts on RPC and takes a known language from the customer', () => {
    expect(initialFeedbackValues('Tamil')).toMatchObject({ contactType: 'RPC', language: 'Tamil', dispositionId: null });
    expect(initialFeedbackValues('Klingon').language).toBe('');
  });
});

describe('promises to pay', () => {
  // CFW as the fixtures spell it inherits PTP's mark; a plain call-forward is no promise.
  const CALL_FORWARD: DispositionStatus = { ...CFW, is_promise: false };

  it('are recorded by statuses marked a promise, or RPC with code PTP, like the server decides', () => {
    expect(recordsPromise(PTP)).toBe(true);
    expect(recordsPromise({ ...PTP, is_promise: false })).toBe(true);
    expect(recordsPromise({ ...PTP, is_promise: false, code: ' ptp ' })).toBe(true);
    expect(recordsPromise({ ...PTP, is_promise: false, contact_type: 'WPC' })).toBe(false);
    expect(recordsPromise({ ...CALL_FORWARD, is_promise: true })).toBe(true);
    expect(recordsPromise(CALL_FORWARD)).toBe(false);
    expect(recordsPromise(undefined)).toBe(false);
  });

  it('take an optional amount in rupees above zero with at most 2 decimals', () => {
    expect(parseRupees('₹ 12,500')).toBe(12500);
    expect(parseRupees('99.5')).toBe(99.5);
    expect(promisedAmountError('')).toBeUndefined();
    expect(promisedAmountError('1,25,000')).toBeUndefined();
    expect(promisedAmountError('0')).toBe('Promised amount must be more than 0');
    expect(promisedAmountError('-5')).toBe('Enter the amount in rupees, like 12500');
    expect(promisedAmountError('10.125')).toBe('Enter the amount in rupees, like 12500');
    expect(promisedAmountError('abc')).toBe('Enter the amount in rupees, like 12500');
    expect(promisedAmountError('1000000000000')).toBe('Promised amount is too large');
  });

  it('send the amount only with a promise, and place the server refusal beside it', () => {
    const followUp = { date: '2025-01-07', time: '15:30' };
    expect(buildFeedbackRequest(values({ promisedAmount: '5,000', followUp }), PTP, [], NOW).body.promised_amount).toBe(5000);
    expect(buildFeedbackRequest(values({ promisedAmount: '', followUp }), PTP, [], NOW).body).not.toHaveProperty('promised_amount');
    expect(buildFeedbackRequest(values({ promisedAmount: '5000', followUp }), CALL_FORWARD, [], NOW).body).not.toHaveProperty('promised_amount');
    expect(validateFeedback(values({ dispositionId: PTP.id, promisedAmount: '0', followUp, reason: 'Salary Issue' }), PTP, NOW)).toEqual({ promisedAmount: 'Promised amount must be more than 0' });
    expect(validateFeedback(values({ dispositionId: CALL_FORWARD.id, promisedAmount: '0', followUp }), CALL_FORWARD, NOW)).toEqual({});
    expect(mapServerErrors({ promised_amount: 'promised_amount must be more than 0' }, {}).errors).toEqual({ promisedAmount: 'promised_amount must be more than 0' });
  });
});
