import { describe, expect, it } from '@jest/globals';
import { MAX_RECORD_ID, RecordIdPipe } from './record-id.js';
import { FieldValidationException } from './validation.js';

describe('RecordIdPipe', () => {
  const pipe = new RecordIdPipe('leadListId');

  it('takes whole numbers from 1 to the largest PostgreSQL integer', () => {
    expect(pipe.transform('1')).toBe(1);
    expect(pipe.transform(String(MAX_RECORD_ID))).toBe(2_147_483_647);
  });

  it.each(['0', '-1', '2147483648', '99999999999999999999', '1.5', '1e3', ' 1', '', 'abc', '0x10'])('refuses %p, naming the parameter', (value) => {
    expect(() => pipe.transform(value)).toThrow(FieldValidationException);
    try {
      pipe.transform(value);
    } catch (error) {
      expect((error as FieldValidationException).fieldErrors).toEqual({ leadListId: 'leadListId must be a positive integer' });
    }
  });
});
