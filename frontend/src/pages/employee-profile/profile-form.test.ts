import { describe, expect, it } from 'vitest';
import { COMPLETE_DRAFT } from '../../test/profile-fixtures';
import { FIELD_RULES } from '@crm/shared';
import { draftErrorsFrom, draftFrom, EMPTY_DRAFT, formatDay, payloadOf, toggle, updateOf, validateDraft } from './profile-form';
import type { EmployeeProfile } from './employee-api';

describe('validateDraft (spec §5 profile messages)', () => {
  it('passes a complete draft', () => {
    expect(validateDraft(COMPLETE_DRAFT)).toEqual({});
  });

  it('names every required field of an empty form with the spec text', () => {
    const errors = validateDraft(EMPTY_DRAFT);
    expect(errors).toMatchObject({
      first_name: 'First name is required',
      last_name: 'Last name is required',
      father_name: "Father's name is required",
      email: 'Invalid email',
      phone_number: 'Phone number must be exactly 10 digits (numbers only)',
      permanenet_state_pincode: 'Permanent state pincode must be exactly 6 digits (numbers only)',
      current_state_pincode: 'Current state pincode must be exactly 6 digits (numbers only)',
      relatives_number: "Relative's number must be exactly 10 digits (numbers only)",
      relatives_number_relation: "Relative's relation is required",
      pan_no: 'PAN is required',
      aadhaar_no: 'Aadhaar number is required',
      permanent_address: 'Permanent address is required',
      current_address: 'Current address is required',
      bank_name: 'Bank name is required',
      bank_account_number: 'Bank account is required',
      ifsc_code: 'IFSC is required',
      medical_info: 'Medical Information is required',
      primary_language: 'Primary language is required',
      secondary_language: 'At least one secondary language is required',
      gender: 'Gender is required',
      blood_group: 'Blood group is required',
      qualification: 'Qualification is required',
      marital_status: 'Marital status is required',
      resident_type: 'Resident type is required',
      permanent_state: 'Permanent state is required',
      current_state: 'Current state is required',
      dob: 'Date of birth is required',
      self_photo_url: 'Self photo is required',
      aadhaar_photo_front_url: 'Aadhaar front photo is required',
      aadhaar_photo_back_url: 'Aadhaar back photo is required',
      pan_photo_url: 'PAN photo is required',
    });
    expect(errors.alternate_number).toBeUndefined();
    expect(errors.friends_number).toBeUndefined();
  });

  it('treats blanks as missing and checks the shape of numbers', () => {
    const errors = validateDraft({
      ...COMPLETE_DRAFT,
      first_name: '   ',
      phone_number: '98765',
      alternate_number: '12ab567890',
      permanenet_state_pincode: '012345',
      pan_no: 'ABCDE12345',
      aadhaar_no: '1234 5678 9012',
      bank_account_number: '12345',
      ifsc_code: 'HDFC1001234',
    });
    expect(errors).toEqual({
      first_name: 'First name is required',
      phone_number: 'Phone number must be exactly 10 digits (numbers only)',
      alternate_number: 'Phone number must be exactly 10 digits (numbers only)',
      permanenet_state_pincode: 'Permanent state pincode cannot start with 0',
      pan_no: 'PAN must be 5 letters, 4 digits and a letter (like ABCDE1234F)',
      aadhaar_no: 'Aadhaar number must be 12 digits, not starting with 0 or 1',
      bank_account_number: 'Bank account must be 9 to 18 digits',
      ifsc_code: 'IFSC must be 4 letters, a 0, then 6 letters or digits (like HDFC0001234)',
    });
  });

  it("checks what the server checks: the Aadhaar check digit, and dates bounded by today (the shared rules)", () => {
    const errors = validateDraft({ ...COMPLETE_DRAFT, aadhaar_no: '2341 2341 2347', has_dra_certificate: true, dra_number: 'DRA-1', dra_date_of_issue: '2026-11-28', dob: '2026-11-27' }, '2026-11-27');
    expect(errors).toEqual({
      aadhaar_no: 'Aadhaar number is not valid (its check digit is wrong)',
      dra_date_of_issue: 'DRA date of issue cannot be in the future',
      dob: 'Date of birth must be in the past',
    });
  });

  it('accepts the masked Aadhaar an admin gets back (the server keeps the stored number)', () => {
    expect(validateDraft({ ...COMPLETE_DRAFT, aadhaar_no: 'XXXX XXXX 2346' })).toEqual({});
  });

  it('asks for what a switched-on section needs, and orders employment dates', () => {
    const errors = validateDraft({
      ...COMPLETE_DRAFT,
      has_previous_employer: true,
      previous_company_employment_start_date: '2022-05-01',
      previous_company_employment_end_date: '2021-05-01',
      has_dra_certificate: true,
      parking_required: true,
    });
    expect(errors).toEqual({
      previous_employer_company_name: 'Company name is required',
      previous_company_employment_end_date: 'Employment end date must be on or after the start date',
      dra_number: 'DRA number is required',
      vehicle_number: 'Vehicle number is required',
    });
  });
});

describe('toggle (spec §4 clearing rules)', () => {
  const filled = {
    ...COMPLETE_DRAFT,
    has_previous_employer: true,
    previous_employer_company_name: 'Acme',
    reference_phone_number: '9876500002',
    previous_company_employment_start_date: '2020-01-01',
    previous_company_employment_end_date: '2021-01-01',
    reason_for_leaving_previous_company: 'Relocated',
    previous_employer_address: 'Kolkata',
    has_dra_certificate: true,
    dra_number: 'DRA-1',
    dra_date_of_issue: '2023-01-01',
    dra_photo_url: 'uploads/12/dra-0123456789abcdef0123456789abcdef.jpg',
    parking_required: true,
    vehicle_number: 'KA01AB1234',
  };

  it('switching previous employment off clears company, reference phone, start, end, reason and address', () => {
    const next = toggle(filled, 'has_previous_employer', false);
    expect(next).toMatchObject({
      has_previous_employer: false,
      previous_employer_company_name: '',
      reference_phone_number: '',
      previous_company_employment_start_date: '',
      previous_company_employment_end_date: '',
      reason_for_leaving_previous_company: '',
      previous_employer_address: '',
      dra_number: 'DRA-1',
    });
  });

  it('switching the DRA certificate off clears number, issue date and photo; the vehicle off clears its number', () => {
    expect(toggle(filled, 'has_dra_certificate', false)).toMatchObject({ dra_number: '', dra_date_of_issue: '', dra_photo_url: '', vehicle_number: 'KA01AB1234' });
    expect(toggle(filled, 'parking_required', false)).toMatchObject({ vehicle_number: '', dra_number: 'DRA-1' });
  });

  it('switching on keeps what is there', () => {
    expect(toggle(filled, 'parking_required', true)).toEqual(filled);
  });
});

describe('payloadOf / updateOf', () => {
  it('sends the spec form: trimmed, capitalised codes, Available switches, blank optionals as null, languages in metadata', () => {
    const body = payloadOf({ ...COMPLETE_DRAFT, first_name: ' Asha ', friends_number: '  ' });
    expect(body).toMatchObject({
      first_name: 'Asha',
      pan_no: 'ABCDE1234F',
      ifsc_code: 'HDFC0001234',
      bank_account_number: '50100123456789',
      friends_number: null,
      previous_employer_status: 'Not Available',
      dra_certificate_status: 'Not Available',
      parking_required: false,
      permanenet_state_pincode: '560001',
      metadata: { primary_language: 'Hindi', secondary_language: ['English'] },
    });
    expect(body).not.toHaveProperty('last_working_date');
  });

  it("an admin's update carries the profile id and the last working date (null when cleared)", () => {
    expect(updateOf({ ...COMPLETE_DRAFT, date_of_joining: '2026-01-05', last_working_date: '2026-12-31' }, 7)).toMatchObject({ id: 7, date_of_joining: '2026-01-05', last_working_date: '2026-12-31' });
    expect(updateOf(COMPLETE_DRAFT, 7)).toMatchObject({ date_of_joining: null, last_working_date: null });
  });
});

describe('draftFrom', () => {
  it('reads a saved profile back into the form, switches from the statuses', () => {
    const profile = {
      ...payloadOf({ ...COMPLETE_DRAFT, has_dra_certificate: true, dra_number: 'DRA-1' }),
      id: 3,
      user_id: 12,
      aadhaar_no: 'XXXX XXXX 2346',
      is_submitted: true,
      parking_required: false,
      last_working_date: '2026-12-31',
      created_at: '2026-11-24T10:00:00Z',
      updated_at: '2026-11-24T10:00:00Z',
    } as unknown as EmployeeProfile;
    const draft = draftFrom(profile);
    expect(draft).toMatchObject({
      first_name: 'Asha',
      aadhaar_no: 'XXXX XXXX 2346',
      has_dra_certificate: true,
      has_previous_employer: false,
      dra_number: 'DRA-1',
      friends_number: '',
      last_working_date: '2026-12-31',
      primary_language: 'Hindi',
      secondary_language: ['English'],
    });
    expect(validateDraft(draft)).toEqual({});
  });
});

describe('helpers', () => {
  it('draftErrorsFrom maps the server field names onto the form', () => {
    expect(draftErrorsFrom({ 'metadata.primary_language': 'Primary language is required', dra_certificate_status: 'x', pan_no: 'PAN is required', nonsense: 'y' })).toEqual({
      primary_language: 'Primary language is required',
      has_dra_certificate: 'x',
      pan_no: 'PAN is required',
    });
  });

  it('draftErrorsFrom places every field of the shared rule set on the form (none is dropped)', () => {
    for (const field of [...Object.keys(FIELD_RULES), 'metadata.primary_language', 'metadata.secondary_language']) {
      expect(Object.values(draftErrorsFrom({ [field]: `problem of ${field}` }))).toEqual([`problem of ${field}`]);
    }
  });

  it('formatDay writes dd/mm/yyyy', () => {
    expect(formatDay('1995-06-15')).toBe('15/06/1995');
    expect(formatDay(null)).toBe('');
  });
});
