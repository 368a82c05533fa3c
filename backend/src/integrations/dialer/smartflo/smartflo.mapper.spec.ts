import { describe, expect, it } from '@jest/globals';
import {
  formatSmartfloTime,
  indianNumberToE164,
  parseSmartfloCallRecord,
  parseSmartfloDispositionList,
  parseSmartfloLiveCall,
  parseSmartfloTime,
  parseSmartfloUser,
  parseSmartfloWebhook,
  smartfloRows,
  smartfloWebhookBody,
  type SmartfloWebhookCall,
} from './smartflo.mapper.js';

const at = (iso: string) => new Date(iso);

describe('Smartflo times', () => {
  it('reads local stamps as IST and formats back', () => {
    expect(parseSmartfloTime('2024-05-09 11:52:14')).toEqual(at('2024-05-09T06:22:14Z'));
    expect(parseSmartfloTime('2024-05-09T11:52:14')).toEqual(at('2024-05-09T06:22:14Z'));
    expect(parseSmartfloTime('2024-05-09')).toEqual(at('2024-05-08T18:30:00Z'));
    expect(formatSmartfloTime(at('2024-05-09T06:22:14Z'))).toBe('2024-05-09 11:52:14');
    expect(formatSmartfloTime(at('2024-12-31T20:00:00Z'))).toBe('2025-01-01 01:30:00');
  });

  it('accepts zoned ISO strings and epoch seconds', () => {
    expect(parseSmartfloTime('2024-05-09T06:22:14Z')).toEqual(at('2024-05-09T06:22:14Z'));
    expect(parseSmartfloTime('2024-05-09 11:52:14+0530')).toEqual(at('2024-05-09T06:22:14Z'));
    expect(parseSmartfloTime(1715235734)).toEqual(at('2024-05-09T06:22:14Z'));
    expect(parseSmartfloTime('1715235734')).toEqual(at('2024-05-09T06:22:14Z'));
  });

  it('gives undefined for garbage', () => {
    for (const value of ['', '$start_stamp', '0000-00-00 00:00:00', '2024-02-31 10:00:00', '2024-05-09 25:00:00', 'yesterday', 0, -5, NaN, null, undefined, {}, []]) {
      expect(parseSmartfloTime(value)).toBeUndefined();
    }
  });
});

describe('parseSmartfloWebhook', () => {
  const hangup = {
    uuid: 'a1b2c3d4-uuid',
    call_id: '1715235734.129662',
    ref_id: 'ref-42',
    custom_identifier: 'attempt-7',
    call_status: 'answered',
    direction: 'outbound',
    call_to_number: '+919876543210',
    caller_id_number: '918069000000',
    answered_agent_number: '+919812345678',
    start_stamp: '2024-05-09 11:52:14',
    answer_stamp: '2024-05-09 11:52:20',
    end_stamp: '2024-05-09 11:53:02',
    billsec: '42',
    duration: '48',
    recording_url: 'https://cloudphone.tatateleservices.com/file/recording?callId=1&type=rec&token=t',
    hangup_cause: 'NORMAL_CLEARING',
  };
  const answeredEnded = {
    provider: 'smartflo',
    state: 'ended',
    outcome: 'answered',
    providerCallKey: 'a1b2c3d4-uuid',
    providerCallId: '1715235734.129662',
    providerRef: 'ref-42',
    attemptId: 'attempt-7',
    customerNumber: '+919876543210',
    startedAt: at('2024-05-09T06:22:14Z'),
    answeredAt: at('2024-05-09T06:22:20Z'),
    endedAt: at('2024-05-09T06:23:02Z'),
    talkSeconds: 42,
    recordingUrl: hangup.recording_url,
    hangupCause: 'NORMAL_CLEARING',
  };

  it('maps a flat hangup body', () => {
    expect(parseSmartfloWebhook(hangup)).toEqual([answeredEnded]);
    expect(parseSmartfloWebhook(hangup, 'simulator')[0].provider).toBe('simulator');
  });

  it('unwraps data/event/payload (objects, JSON strings, arrays) and JSON or form text bodies', () => {
    expect(parseSmartfloWebhook({ data: hangup })).toEqual([answeredEnded]);
    expect(parseSmartfloWebhook({ event: JSON.stringify(hangup) })).toEqual([answeredEnded]);
    expect(parseSmartfloWebhook({ payload: [hangup, { ...hangup, uuid: 'second' }] }).map((e) => e.providerCallKey)).toEqual(['a1b2c3d4-uuid', 'second']);
    expect(parseSmartfloWebhook([{ data: hangup }, hangup])).toEqual([answeredEnded, answeredEnded]);
    expect(parseSmartfloWebhook(JSON.stringify({ data: hangup }))).toEqual([answeredEnded]);
    expect(parseSmartfloWebhook(new URLSearchParams(hangup).toString())).toEqual([answeredEnded]);
    expect(parseSmartfloWebhook(Buffer.from(JSON.stringify(hangup)))).toEqual([answeredEnded]);
  });

  it('keeps outer fields as defaults for wrapped items', () => {
    const [event] = parseSmartfloWebhook({ uuid: 'outer', data: { call_status: 'ringing' } });
    expect(event).toEqual({ provider: 'smartflo', state: 'ringing', providerCallKey: 'outer' });
  });

  it('reads $-prefixed keys and treats unsubstituted placeholders as absent', () => {
    const template = Object.fromEntries(Object.entries(hangup).map(([key, value]) => [`$${key}`, value]));
    expect(parseSmartfloWebhook(template)).toEqual([answeredEnded]);
    const [event] = parseSmartfloWebhook({ ...hangup, recording_url: '$recording_url', answer_stamp: '$answer_stamp', ref_id: '$ref_id' });
    expect(event.recordingUrl).toBeUndefined();
    expect(event.answeredAt).toBeUndefined();
    expect(event.providerRef).toBeUndefined();
    expect(parseSmartfloWebhook({ uuid: '$uuid', call_id: '$call_id', ref_id: '', custom_identifier: '$custom_identifier', call_status: 'answered' })).toEqual([]);
  });

  it.each([
    [{ call_status: 'ringing' }, 'ringing', undefined],
    [{ call_status: 'Dialing' }, 'ringing', undefined],
    [{ call_status: 'initiated' }, 'ringing', undefined],
    [{ call_status: 'answered' }, 'answered', undefined],
    [{ call_status: 'answered', end_stamp: '2024-05-09 11:53:02' }, 'ended', 'answered'],
    [{ call_status: 'completed' }, 'ended', 'answered'],
    [{ call_status: 'missed' }, 'ended', 'missed'],
    [{ call_status: 'no answer' }, 'ended', 'missed'],
    [{ call_status: 'NO-ANSWER' }, 'ended', 'missed'],
    [{ call_status: 'noanswer' }, 'ended', 'missed'],
    [{ call_status: 'busy' }, 'ended', 'busy'],
    [{ call_status: 'failed' }, 'ended', 'failed'],
    [{ call_status: 'cancel' }, 'ended', 'cancelled'],
    [{ call_status: 'canceled' }, 'ended', 'cancelled'],
    [{ call_status: 'hangup', billsec: '12' }, 'ended', 'answered'],
    [{ call_status: 'hangup', billsec: '0' }, 'ended', 'missed'],
    [{ end_stamp: '2024-05-09 11:53:02' }, 'ended', 'missed'],
    [{}, 'initiated', undefined],
  ])('call_status %j gives state %s, outcome %s', (fields, state, outcome) => {
    const [event] = parseSmartfloWebhook({ uuid: 'u', ...fields });
    expect(event.state).toBe(state);
    expect(event.outcome).toBe(outcome);
  });

  it('takes the customer from caller_id_number on inbound calls and falls back to customer_number_with_prefix', () => {
    expect(parseSmartfloWebhook({ uuid: 'u', direction: 'inbound', caller_id_number: '+919876543210', call_to_number: '918069000000' })[0].customerNumber).toBe('+919876543210');
    expect(parseSmartfloWebhook({ uuid: 'u', customer_number_with_prefix: '+919876543210' })[0].customerNumber).toBe('+919876543210');
  });

  it('keeps talk seconds whole and non-negative', () => {
    expect(parseSmartfloWebhook({ uuid: 'u', billsec: 12.7 })[0].talkSeconds).toBe(12);
    expect(parseSmartfloWebhook({ uuid: 'u', billsec: '-3' })[0].talkSeconds).toBeUndefined();
    expect(parseSmartfloWebhook({ uuid: 'u', billsec: 'abc' })[0].talkSeconds).toBeUndefined();
  });

  it('never throws on bad input', () => {
    const hostile = Object.defineProperty({}, 'uuid', { enumerable: true, get: () => { throw new Error('boom'); } });
    const deep = JSON.parse('{"data":'.repeat(50) + '{"uuid":"x"}' + '}'.repeat(50));
    for (const body of [undefined, null, 42, 'not json', '{broken', [], [null, 1, 'x'], { data: '{broken' }, { data: null }, hostile, deep]) {
      expect(() => parseSmartfloWebhook(body)).not.toThrow();
    }
    expect(parseSmartfloWebhook(deep)).toEqual([]);
  });

  describe('round trip with smartfloWebhookBody', () => {
    const call: SmartfloWebhookCall = {
      uuid: 'sim-uuid-1',
      callId: '1715235734.1',
      refId: 'sim-ref-1',
      attemptId: '7f3c0000-0000-4000-8000-000000000001',
      callStatus: 'answered',
      customerNumber: '+919876543210',
      agentNumber: '+919812345678',
      startedAt: at('2024-05-09T06:22:14Z'),
      answeredAt: at('2024-05-09T06:22:18Z'),
      endedAt: at('2024-05-09T06:22:30Z'),
      talkSeconds: 12,
      totalSeconds: 16,
      recordingUrl: 'sim://recordings/sim-uuid-1.wav',
      hangupCause: 'NORMAL_CLEARING',
    };
    const keys = { provider: 'simulator', providerCallKey: call.uuid, providerCallId: call.callId, providerRef: call.refId, attemptId: call.attemptId, customerNumber: call.customerNumber };

    it('produces a flat body of strings with the Smartflo variable names', () => {
      const body = smartfloWebhookBody(call);
      expect(body).toEqual({
        uuid: 'sim-uuid-1', call_id: '1715235734.1', ref_id: 'sim-ref-1', custom_identifier: call.attemptId, call_status: 'answered', direction: 'outbound',
        call_to_number: '+919876543210', answered_agent_number: '+919812345678', start_stamp: '2024-05-09 11:52:14', answer_stamp: '2024-05-09 11:52:18',
        end_stamp: '2024-05-09 11:52:30', billsec: '12', duration: '16', recording_url: 'sim://recordings/sim-uuid-1.wav', hangup_cause: 'NORMAL_CLEARING',
      });
      expect(Object.values(body).every((value) => typeof value === 'string')).toBe(true);
    });

    it('parses back to the same call at every step', () => {
      const ringing = { ...call, callStatus: 'ringing' as const, answeredAt: undefined, endedAt: undefined, talkSeconds: undefined, totalSeconds: undefined, recordingUrl: undefined, hangupCause: undefined };
      expect(parseSmartfloWebhook(smartfloWebhookBody(ringing), 'simulator')).toEqual([{ ...keys, state: 'ringing', startedAt: call.startedAt }]);
      const talking = { ...call, endedAt: undefined, talkSeconds: undefined, totalSeconds: undefined, recordingUrl: undefined, hangupCause: undefined };
      expect(parseSmartfloWebhook(smartfloWebhookBody(talking), 'simulator')).toEqual([{ ...keys, state: 'answered', startedAt: call.startedAt, answeredAt: call.answeredAt }]);
      expect(parseSmartfloWebhook(smartfloWebhookBody(call), 'simulator')).toEqual([{
        ...keys, state: 'ended', outcome: 'answered', startedAt: call.startedAt, answeredAt: call.answeredAt, endedAt: call.endedAt, talkSeconds: 12, recordingUrl: call.recordingUrl, hangupCause: 'NORMAL_CLEARING',
      }]);
    });

    it.each(['missed', 'busy', 'cancelled'] as const)('keeps the %s outcome, with or without an end stamp', (callStatus) => {
      const ended = { ...call, callStatus, answeredAt: undefined, talkSeconds: 0, recordingUrl: undefined };
      expect(parseSmartfloWebhook(smartfloWebhookBody(ended))[0]).toEqual(expect.objectContaining({ state: 'ended', outcome: callStatus, talkSeconds: 0, endedAt: call.endedAt }));
      expect(parseSmartfloWebhook(smartfloWebhookBody({ ...ended, endedAt: undefined }))[0]).toEqual(expect.objectContaining({ state: 'ended', outcome: callStatus }));
    });
  });
});

describe('parseSmartfloCallRecord', () => {
  const row = {
    id: 'cdr-1', call_id: '1715235734.129662', uuid: 'a1b2c3d4-uuid', direction: 'outbound', description: 'Call answered by customer', status: 'answered',
    recording_url: 'https://cloudphone.tatateleservices.com/file/recording?callId=1', date: '2024-05-09', time: '11:52:14', end_stamp: '2024-05-09 11:53:02',
    call_duration: 48, answered_seconds: 42, client_number: '9876543210', ref_id: 'ref-42', hangup_cause: 'NORMAL_CLEARING',
  };

  it('maps an answered record as an ended call, starting at date + time', () => {
    expect(parseSmartfloCallRecord(row)).toEqual({
      provider: 'smartflo', state: 'ended', outcome: 'answered', providerCallKey: 'a1b2c3d4-uuid', providerCallId: '1715235734.129662', providerRef: 'ref-42',
      customerNumber: '9876543210', startedAt: at('2024-05-09T06:22:14Z'), endedAt: at('2024-05-09T06:23:02Z'), talkSeconds: 42, recordingUrl: row.recording_url, hangupCause: 'NORMAL_CLEARING',
    });
  });

  it('maps a missed record with talk time 0 even when the call rang, and derives the end from the duration', () => {
    const missed = parseSmartfloCallRecord({ uuid: 'u', status: 'missed', start_stamp: '2024-05-09 11:52:14', call_duration: '30', answered_seconds: '0', customer_number_with_prefix: '+919876543210' }, 'simulator');
    expect(missed).toEqual({ provider: 'simulator', state: 'ended', outcome: 'missed', providerCallKey: 'u', customerNumber: '+919876543210', startedAt: at('2024-05-09T06:22:14Z'), endedAt: at('2024-05-09T06:22:44Z'), talkSeconds: 0 });
  });

  it('gives null for rows it cannot key', () => {
    expect(parseSmartfloCallRecord({ status: 'answered' })).toBeNull();
    expect(parseSmartfloCallRecord('row')).toBeNull();
    expect(parseSmartfloCallRecord(null)).toBeNull();
  });
});

describe('other Smartflo shapes', () => {
  it('maps live calls', () => {
    expect(parseSmartfloLiveCall({ id: 9, call_id: '1627373566.350603', state: 'Answered', customer_number: '9876543210', agent_name: 'Asha' })).toEqual({ providerCallId: '1627373566.350603', state: 'answered', customerNumber: '9876543210', agentName: 'Asha' });
    expect(parseSmartfloLiveCall({ call_id: '1', state: 'Ringing', destination: '+919876543210' })).toEqual({ providerCallId: '1', state: 'ringing', customerNumber: '+919876543210' });
    expect(parseSmartfloLiveCall({ state: 'Ringing' })).toBeNull();
  });

  it('maps users with agents', () => {
    const user = { id: 17, name: 'Asha Nair', login_id: 'asha@lender.in', extension: '1001', agent: { id: '0502842370097', name: 'Asha', status: 0, follow_me_number: '+919812345678' } };
    expect(parseSmartfloUser(user)).toEqual({ providerUserId: '17', providerAgentId: '0502842370097', name: 'Asha Nair', loginId: 'asha@lender.in', phone: '+919812345678', extension: '1001', enabled: true });
    expect(parseSmartfloUser({ ...user, extension: { username: '0608000000001' }, agent: { ...user.agent, status: 2 } })).toEqual(expect.objectContaining({ extension: '0608000000001', enabled: false }));
    expect(parseSmartfloUser({ id: 18, name: 'No agent', agent: null })).toBeNull();
  });

  it('normalises Indian numbers to E.164', () => {
    expect(['9812345678', '09812345678', '919812345678', '+91 98123 45678'].map(indianNumberToE164)).toEqual(Array(4).fill('+919812345678'));
    expect(indianNumberToE164('0608123456789')).toBeUndefined();
  });

  it('reads list rows from the undocumented GET shapes', () => {
    expect(smartfloRows([1])).toEqual([1]);
    expect(smartfloRows({ data: [1] })).toEqual([1]);
    expect(smartfloRows({ results: [1] })).toEqual([1]);
    expect(smartfloRows({ success: true, data: { current_page: 1, data: [1] } })).toEqual([1]);
    expect(smartfloRows({ success: false })).toEqual([]);
  });

  it('maps disposition lists with embedded statuses', () => {
    expect(parseSmartfloDispositionList({ id: 3, name: 'Collections', status: 0, disposition_status: [{ id: 30, name: 'Promise to pay', code: 'PTP' }, { id: 31 }] })).toEqual({
      providerId: '3', name: 'Collections', enabled: false, statuses: [{ providerId: '30', name: 'Promise to pay', code: 'PTP' }],
    });
    expect(parseSmartfloDispositionList({ id: 4, name: 'Bare' })).toEqual({ providerId: '4', name: 'Bare', enabled: true, statuses: [] });
  });
});
