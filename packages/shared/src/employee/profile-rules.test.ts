import { describe, expect, it } from 'vitest';
import { FIELD_RULES, crossFieldProblems, fieldProblem, normaliseField, profileProblems } from './profile-rules.js';

const TODAY = '2026-11-27';

describe('the profile rules', () => {
  it('normalise values as the server stores them', () => {
    expect(normaliseField(FIELD_RULES.pan_no, ' abcde1234f ')).toBe('ABCDE1234F');
    expect(normaliseField(FIELD_RULES.aadhaar_no, '2341 2341 2346')).toBe('234123412346');
    expect(normaliseField(FIELD_RULES.phone_number, '+91 98765-43210')).toBe('9876543210');
    expect(normaliseField(FIELD_RULES.friends_number, '  ')).toBeNull();
    expect(normaliseField(FIELD_RULES.email, ' Asha@Example.COM ')).toBe('asha@example.com');
  });

  it('check the Aadhaar check digit, and let the masked value through', () => {
    expect(fieldProblem(FIELD_RULES.aadhaar_no, '234123412346')).toBeUndefined();
    expect(fieldProblem(FIELD_RULES.aadhaar_no, '234123412347')).toBe('Aadhaar number is not valid (its check digit is wrong)');
    expect(fieldProblem(FIELD_RULES.aadhaar_no, 'XXXX XXXX 2346')).toBeUndefined();
    expect(fieldProblem(FIELD_RULES.aadhaar_no, '')).toBe('Aadhaar number is required');
  });

  it('bound the dates by today: a birth in the past, a DRA certificate and an employment not yet to come', () => {
    const fields = {
      dob: TODAY, previous_employer_status: 'Available', previous_employer_company_name: 'Acme', previous_company_employment_start_date: '2026-11-28',
      previous_company_employment_end_date: '2026-11-01', dra_certificate_status: 'Available', dra_number: 'D1', dra_date_of_issue: '2026-11-28T10:00:00Z',
      parking_required: true, vehicle_number: null,
    };
    expect(crossFieldProblems(fields, TODAY)).toEqual({
      dob: 'Date of birth must be in the past',
      previous_company_employment_start_date: 'Employment start date cannot be in the future',
      previous_company_employment_end_date: 'Employment end date must be on or after the start date',
      dra_date_of_issue: 'DRA date of issue cannot be in the future',
      vehicle_number: 'Vehicle number is required',
    });
    expect(crossFieldProblems({ ...fields, dob: '1995-06-15', previous_company_employment_start_date: null, dra_date_of_issue: TODAY, vehicle_number: 'KA01' }, TODAY)).toEqual({});
  });

  it('leave the fields of a switched-off section alone', () => {
    const problems = profileProblems({ dra_certificate_status: 'Not Available', dra_date_of_issue: '2030-01-01', dra_number: null }, TODAY);
    expect(problems.dra_date_of_issue).toBeUndefined();
    expect(problems.dra_number).toBeUndefined();
    expect(problems.first_name).toBe('First name is required');
  });
});
