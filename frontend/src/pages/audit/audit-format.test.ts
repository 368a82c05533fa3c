import { describe, expect, it } from 'vitest';
import { auditEntry } from '../../test/audit-fixtures';
import { actionLabel, actorName, changeLines, changeSummary, entityLabel, formatAuditValue, recordLabel, recordPath } from './audit-format';

describe('formatAuditValue', () => {
  it('shows rupees for money fields, in en-IN grouping without decimals', () => {
    expect(formatAuditValue('overdue_amount', '123456.40')).toBe('₹1,23,456');
    expect(formatAuditValue('loan_emi', 5000)).toBe('₹5,000');
  });

  it('leaves counts and ids as numbers', () => {
    expect(formatAuditValue('overdue_emis', 3)).toBe('3');
    expect(formatAuditValue('group_id', 1204)).toBe('1204');
  });

  it('shows calendar days and instants in en-IN, instants on the business clock', () => {
    expect(formatAuditValue('report_date', '2025-01-05')).toBe('05 Jan 2025');
    expect(formatAuditValue('next_follow_up', '2025-01-05T10:00:00.000Z')).toBe('05 Jan 2025, 03:30 pm');
  });

  it('writes empties, booleans, lists and objects readably', () => {
    expect(formatAuditValue('note', null)).toBe('—');
    expect(formatAuditValue('note', '')).toBe('—');
    expect(formatAuditValue('is_active', false)).toBe('No');
    expect(formatAuditValue('emails', ['a@x.in', 'b@x.in'])).toBe('a@x.in, b@x.in');
    expect(formatAuditValue('emails', [])).toBe('—');
    expect(formatAuditValue('geofence', { lat: 1 })).toBe('{"lat":1}');
    expect(formatAuditValue('name', 'Asha')).toBe('Asha');
    expect(formatAuditValue('document', 'aadhaar-front')).toBe('Aadhaar front photo');
  });
});

describe('changeLines and changeSummary', () => {
  it('gives before and after of an update, the new value of a creation and the old one of a deletion', () => {
    const changes = { disposition_note: { before: 'Call back', after: 'Paid' } };
    expect(changeLines(auditEntry({ changes }))).toEqual([{ field: 'disposition_note', label: 'Disposition note', before: 'Call back', after: 'Paid' }]);
    expect(changeSummary(auditEntry({ action: 'create', changes: { name: { before: null, after: 'Asha' } } })).text).toBe('Name: Asha');
    expect(changeSummary(auditEntry({ action: 'delete', changes: { name: { before: 'Asha', after: null } } })).text).toBe('Name: Asha');
  });

  it('summarises the first three fields, cuts long values and counts the rest', () => {
    const long = 'x'.repeat(60);
    const summary = changeSummary(
      auditEntry({
        changes: {
          status: { before: 'active', after: 'closed' },
          overdue_amount: { before: 1000, after: 0 },
          notes: { before: null, after: long },
          role: { before: 'agent', after: 'admin' },
        },
      }),
    );
    expect(summary.text).toBe(`Status: active → closed; Overdue amount: ₹1,000 → ₹0; Notes: — → ${'x'.repeat(39)}…; +1 more`);
    expect(summary.full.split('\n')).toHaveLength(4);
    expect(summary.full).toContain(long);
  });

  it('shows a dash when nothing is listed (a password set names no values)', () => {
    expect(changeSummary(auditEntry({ action: 'password_set', changes: {} })).text).toBe('—');
  });
});

describe('labels and links', () => {
  it('names known entities and actions', () => {
    expect(entityLabel('disposition_status')).toBe('Disposition status');
    expect(entityLabel('attendance')).toBe('Attendance');
    expect(actionLabel('password_set')).toBe('Password set');
    expect(actionLabel('delete_lead')).toBe('Lead deleted');
    expect(actionLabel('approve')).toBe('Approved');
  });

  it('writes every action, record and field in words, never as its code (issue 25 item 17)', () => {
    expect(actionLabel('read_document')).toBe('Document viewed');
    expect(actionLabel('approve_request')).toBe('Request approved');
    expect(actionLabel('settle_days')).toBe('Days closed at end of day');
    expect(actionLabel('some_future_code')).toBe('Some future code');
    expect(recordLabel(auditEntry({ entity: 'attendance', entity_id: 'end-of-day' }))).toBe('Attendance: every agent, at end of day');
    expect(recordLabel(auditEntry({ entity: 'attendance', entity_id: '41' }))).toBe('Attendance #41');
    expect(recordLabel(auditEntry({ entity: 'employee_details', entity_id: '7' }))).toBe('Employee profile #7');
    const profile = auditEntry({ entity: 'employee_details', changes: { dra_photo_url: { before: null, after: 'uploads/7/dra-a.jpg' }, leadCycleId: { before: 1, after: 2 } } });
    expect(changeLines(profile).map((line) => line.label)).toEqual(['DRA certificate photo', 'Lead cycle ID']);
  });

  it('links calls, and customers whose loan number is known, to their pages', () => {
    expect(recordPath(auditEntry({ entity: 'call', entity_id: '90' }))).toBe('/calls/90');
    const created = auditEntry({ action: 'create', changes: { loan_application_no: { before: null, after: 'MV25000001' } } });
    expect(recordPath(created)).toBe('/customers/MV25000001?record=12');
    expect(recordPath(auditEntry({ changes: { group_id: { before: null, after: 3 } } }))).toBeUndefined();
    expect(recordPath(auditEntry({ entity: 'setting', entity_id: 'officeGeofences' }))).toBeUndefined();
  });

  it('does not link records that were deleted', () => {
    expect(recordPath(auditEntry({ entity: 'call', entity_id: '90', action: 'delete' }))).toBeUndefined();
    expect(recordPath(auditEntry({ action: 'delete_lead', changes: { loan_application_no: { before: 'MV25000001', after: null } } }))).toBeUndefined();
  });

  it('names the system when no one acted', () => {
    expect(actorName(auditEntry({ actor: null }))).toBe('System');
  });
});
