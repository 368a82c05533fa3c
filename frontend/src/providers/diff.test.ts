import { describe, expect, it } from 'vitest';
import { diffRecord } from './diff';

describe('diffRecord', () => {
  const previous = { id: 7, name: 'Asha', email: 'asha@example.com', role: 'agent', is_active: true, tags: ['a'] };

  it('keeps only changed fields and never the id', () => {
    expect(diffRecord({ ...previous, is_active: false }, previous)).toEqual({ is_active: false });
    expect(diffRecord({ ...previous, name: 'Asha R', tags: ['a', 'b'] }, previous)).toEqual({ name: 'Asha R', tags: ['a', 'b'] });
  });

  it('returns nothing when nothing changed', () => {
    expect(diffRecord({ ...previous, tags: ['a'] }, previous)).toEqual({});
  });

  it('includes new fields and skips undefined ones', () => {
    expect(diffRecord({ ...previous, password: 'Secret@123', note: undefined }, previous)).toEqual({ password: 'Secret@123' });
  });

  it('sends everything but the id without previous data', () => {
    expect(diffRecord({ id: 1, name: 'X' }, undefined)).toEqual({ name: 'X' });
  });
});
