import { describe, expect, it } from '@jest/globals';
import { fieldWithNul } from './nul-characters.js';

describe('fieldWithNul', () => {
  it('names the first string holding a NUL by its path, as validation errors do', () => {
    expect(fieldWithNul({ name: 'Asha', filters: { codes: ['PTP', 'x\u0000'] } })).toBe('filters.codes.1');
    expect(fieldWithNul(['ok', { note: '\u0000' }])).toBe('1.note');
  });

  it('finds a NUL in a key', () => {
    expect(fieldWithNul({ metadata: { 'a\u0000': 1 } })).toBe('metadata.a\u0000');
  });

  it('returns the empty path for a bare string and undefined when there is none', () => {
    expect(fieldWithNul('a\u0000b')).toBe('');
    expect(fieldWithNul({ name: 'Asha', amount: 1, tags: [null, true] })).toBeUndefined();
    expect(fieldWithNul(undefined)).toBeUndefined();
  });
});
