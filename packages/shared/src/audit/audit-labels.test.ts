import { describe, expect, it } from 'vitest';
import { AUDIT_ACTION_LABELS, auditFieldLabel, auditRecordLabel, auditValueLabel, humanise } from './audit-labels.js';

describe('the audit vocabulary', () => {
  it('writes codes as words, short forms as people write them', () => {
    expect(humanise('dra_photo_url')).toBe('DRA photo link');
    expect(humanise('leadCycleId')).toBe('Lead cycle ID');
    expect(humanise('end-of-day')).toBe('End of day');
    expect(humanise('sett_waiver_amt')).toBe('Settlement waiver amount');
  });

  it('uses the profile form’s labels for profile fields', () => {
    expect(auditFieldLabel('employee_details', 'dra_photo_url')).toBe('DRA certificate photo');
    expect(auditFieldLabel('employee_details', 'permanenet_state_pincode')).toBe('Permanent state pincode');
    expect(auditFieldLabel('customer', 'dpd')).toBe('DPD');
    expect(auditValueLabel('document', 'aadhaar-front')).toBe('Aadhaar front photo');
    expect(auditValueLabel('note', 'aadhaar-front')).toBeUndefined();
  });

  it('names records by number, or by what they stand for', () => {
    expect(auditRecordLabel('attendance', '12')).toBe('Attendance #12');
    expect(auditRecordLabel('attendance', 'end-of-day')).toBe('Attendance: every agent, at end of day');
    expect(auditRecordLabel('holiday', 'weekly-offs-2026')).toBe('Holiday: weekly offs of 2026');
    expect(auditRecordLabel('setting', 'ptpGraceDays')).toBe('Setting: PTP grace days');
  });

  it('has a label for every action that is not its code', () => {
    for (const [code, label] of Object.entries(AUDIT_ACTION_LABELS)) expect(label).not.toBe(code);
  });
});
