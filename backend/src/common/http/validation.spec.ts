import { describe, expect, it } from '@jest/globals';
import { plainToInstance } from 'class-transformer';
import { validate } from 'class-validator';
import { IsIndianMobile, collectFieldErrors } from './validation.js';

class ContactForm {
  @IsIndianMobile() phone: string;
  @IsIndianMobile({ length: 'Must be exactly 10 digits', prefix: 'Number must start with 6, 7, 8, or 9' }) alternate: string;
}

const valid = { phone: '9876543210', alternate: '9123456780' };

/** The form after the pipe's transform, and its field errors. */
async function check(input: Partial<Record<keyof ContactForm, unknown>>) {
  const form = plainToInstance(ContactForm, { ...valid, ...input });
  return { form, errors: collectFieldErrors(await validate(form)) };
}

describe('the mobile decorator', () => {
  it('accepts a valid number and normalises it', async () => {
    const { form, errors } = await check({ phone: '+91 98765-43210' });
    expect(errors).toEqual({});
    expect(form).toEqual(expect.objectContaining({ phone: '9876543210' }));
  });

  it('names the field in every message, one for each failure or one a problem', async () => {
    expect((await check({ phone: '51234 56789', alternate: '5123456789' })).errors).toEqual({
      phone: 'Enter a 10-digit mobile number starting with 6, 7, 8 or 9',
      alternate: 'Number must start with 6, 7, 8, or 9',
    });
    expect((await check({ phone: 9876543210, alternate: '912345678' })).errors).toEqual({
      phone: 'Enter a 10-digit mobile number starting with 6, 7, 8 or 9',
      alternate: 'Must be exactly 10 digits',
    });
  });
});
