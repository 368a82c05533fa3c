import { describe, expect, it } from '@jest/globals';
import { plainToInstance } from 'class-transformer';
import { validate } from 'class-validator';
import { IsAadhaar, IsIfsc, IsIndianMobile, IsPan, IsPincode, collectFieldErrors } from './validation.js';

class ProfileForm {
  @IsIndianMobile() phone: string;
  @IsIndianMobile({ length: 'Must be exactly 10 digits', prefix: 'Number must start with 6, 7, 8, or 9' }) alternate: string;
  @IsPincode('Permanent state pincode') pincode: string;
  @IsPan() pan: string;
  @IsAadhaar() aadhaar: string;
  @IsIfsc() ifsc: string;
}

const valid = { phone: '9876543210', alternate: '9123456780', pincode: '560001', pan: 'ABCDE1234F', aadhaar: '234123412346', ifsc: 'HDFC0001234' };

/** The form after the pipe's transform, and its field errors. */
async function check(input: Partial<Record<keyof ProfileForm, unknown>>) {
  const form = plainToInstance(ProfileForm, { ...valid, ...input });
  return { form, errors: collectFieldErrors(await validate(form)) };
}

describe('the shared format decorators', () => {
  it('accept valid values and normalise them', async () => {
    const { form, errors } = await check({ phone: '+91 98765-43210', pan: ' abcde1234f ', aadhaar: '2341 2341 2346', ifsc: 'hdfc0001234' });
    expect(errors).toEqual({});
    expect(form).toEqual(expect.objectContaining({ phone: '9876543210', pan: 'ABCDE1234F', aadhaar: '234123412346', ifsc: 'HDFC0001234' }));
  });

  it('name the field in every message', async () => {
    expect((await check({ phone: '51234 56789', alternate: '5123456789', pincode: '56001', pan: 'ABCD1234F', aadhaar: '134123412346', ifsc: 'HDFC1001234' })).errors).toEqual({
      phone: 'Enter a 10-digit mobile number starting with 6, 7, 8 or 9',
      alternate: 'Number must start with 6, 7, 8, or 9',
      pincode: 'Permanent state pincode must be exactly 6 digits (numbers only)',
      pan: 'PAN must be 5 letters, 4 digits and a letter (like ABCDE1234F)',
      aadhaar: 'Aadhaar number must be 12 digits, not starting with 0 or 1',
      ifsc: 'IFSC must be 4 letters, a 0, then 6 letters or digits (like HDFC0001234)',
    });
  });

  it("answer the spec's required texts for missing values, and the second rule of each", async () => {
    expect((await check({ phone: 9876543210, alternate: '912345678', pincode: '056001', pan: '', aadhaar: '234123412347', ifsc: undefined })).errors).toEqual({
      phone: 'Enter a 10-digit mobile number starting with 6, 7, 8 or 9',
      alternate: 'Must be exactly 10 digits',
      pincode: 'Permanent state pincode cannot start with 0',
      pan: 'PAN is required',
      aadhaar: 'Aadhaar number is not valid (its check digit is wrong)',
      ifsc: 'IFSC is required',
    });
    expect((await check({ aadhaar: '  ' })).errors).toEqual({ aadhaar: 'Aadhaar number is required' });
  });
});
