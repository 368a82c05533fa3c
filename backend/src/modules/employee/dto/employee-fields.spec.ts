import { describe, expect, it } from '@jest/globals';
import { plainToInstance } from 'class-transformer';
import { getMetadataStorage, validate } from 'class-validator';
import { FIELD_RULES, profileProblems } from '@crm/shared';
import { collectFieldErrors } from '../../../common/http/validation.js';
import { EmployeeDetailsFormDto } from './employee-details.dto.js';

const TODAY = '2026-11-27';
const VALID = {
  first_name: 'Asha', last_name: 'Nair', father_name: 'Ravi Nair', email: 'asha.nair@example.com', phone_number: '9876543210',
  qualification: 'Graduated', dob: '1995-06-15', blood_group: 'O_POS', pan_no: 'ABCDE1234F', aadhaar_no: '2341 2341 2346', gender: 'Female',
  marital_status: 'Unmarried', permanent_address: '12 MG Road', current_address: '4 Residency Road', permanent_state: 'Karnataka',
  current_state: 'Karnataka', permanenet_state_pincode: '560001', current_state_pincode: '560025', resident_type: 'Rented',
  relatives_number: '9876500001', relatives_number_relation: 'Brother', previous_employer_status: 'Not Available',
  dra_certificate_status: 'Not Available', bank_name: 'HDFC Bank', bank_account_number: '50100123456789', ifsc_code: 'HDFC0001234',
  self_photo_url: 'uploads/1/self-photo-a.jpg', aadhaar_photo_front_url: 'uploads/1/aadhaar-front-a.jpg',
  aadhaar_photo_back_url: 'uploads/1/aadhaar-back-a.jpg', pan_photo_url: 'uploads/1/pan-a.jpg', medical_info: 'No',
  metadata: { primary_language: 'Kannada', secondary_language: ['English'] },
};

/** What the server's validation pipe answers for a form (the decorators of the DTO). */
async function serverErrors(form: object): Promise<Record<string, string>> {
  return collectFieldErrors(await validate(plainToInstance(EmployeeDetailsFormDto, form), { whitelist: true, forbidNonWhitelisted: true }));
}

describe('the profile form: one rule set for the server and the screens (@crm/shared)', () => {
  it('puts every shared field rule on the DTO, and nothing besides', () => {
    const decorated = new Set(getMetadataStorage().getTargetValidationMetadatas(EmployeeDetailsFormDto, '', true, false).map((meta) => meta.propertyName));
    expect([...decorated].sort()).toEqual([...Object.keys(FIELD_RULES), 'metadata'].sort());
  });

  it.each([
    ['a valid form', {}, []],
    ['an Aadhaar number whose check digit is wrong', { aadhaar_no: '234123412347' }, ['aadhaar_no']],
    ['an Aadhaar number starting with 1', { aadhaar_no: '134123412346' }, ['aadhaar_no']],
    ['a masked Aadhaar number sent back', { aadhaar_no: 'XXXX XXXX 2346' }, []],
    ['a short PAN and a bad IFSC', { pan_no: 'ABCD1234F', ifsc_code: 'HDFC1001234' }, ['ifsc_code', 'pan_no']],
    ['pincodes', { permanenet_state_pincode: '056001', current_state_pincode: '5600' }, ['current_state_pincode', 'permanenet_state_pincode']],
    ['mobiles', { phone_number: '5123456789', alternate_number: '12ab', friends_number: '  ', relatives_number: 9876500001 }, ['alternate_number', 'phone_number', 'relatives_number']],
    ['an email', { email: 'asha@@example' }, ['email']],
    ['texts too long and blank', { first_name: 'x'.repeat(501), bank_name: ' ', vehicle_number: 'x'.repeat(21) }, ['bank_name', 'first_name', 'vehicle_number']],
    ['dates', { dob: '1995-02-30', dra_date_of_issue: 'yesterday', date_of_joining: '' }, ['dob', 'dra_date_of_issue']],
    ['choices', { gender: 'male', permanent_state: 'Bombay', blood_group: null }, ['blood_group', 'gender', 'permanent_state']],
    ['languages', { metadata: { primary_language: 'Klingon', secondary_language: [] } }, ['metadata.primary_language', 'metadata.secondary_language']],
    ['a bank account', { bank_account_number: '12 34' }, ['bank_account_number']],
    ['a flag', { parking_required: 'yes' }, ['parking_required']],
  ])('%s: the server and the shared rules answer the same', async (_case, change, fields) => {
    const form = { ...VALID, ...change };
    const shared = profileProblems(form, TODAY);
    expect(Object.keys(shared).sort()).toEqual(fields);
    // The shared set also holds the rules between fields, which the service applies after the pipe.
    expect(await serverErrors(form)).toEqual(shared);
  });
});
