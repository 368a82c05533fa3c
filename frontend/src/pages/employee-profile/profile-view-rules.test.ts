import { describe, expect, it } from 'vitest';
import { COMPLETE_DRAFT } from '../../test/profile-fixtures';
import { cardValues, displayName, maskAadhaar, shownValue } from './profile-display';
import { firstProblem, problemsIn, SECTIONS, sectionFields, sectionOf, sectionsFor } from './profile-sections';
import { photoProblem, ONLY_IMAGES, TOO_LARGE } from './document-rules';
import { EMPTY_DRAFT, validateDraft } from './profile-form';

describe('profile-sections', () => {
  it('puts every field of the form in exactly one section', () => {
    const fields = SECTIONS.flatMap((section) => section.fields);
    expect(new Set(fields).size).toBe(fields.length);
    expect([...fields].sort()).toEqual(Object.keys(EMPTY_DRAFT).sort());
  });

  it('shows the last working date to admins only', () => {
    expect(sectionsFor(false).map((s) => s.id)).not.toContain('employment');
    expect(sectionsFor(true).map((s) => s.id)).toContain('employment');
  });

  it('finds the first problem in the order of the form and counts problems per card', () => {
    const errors = validateDraft({ ...COMPLETE_DRAFT, ifsc_code: '', current_state_pincode: '1' });
    expect(firstProblem(errors)).toBe('current_state_pincode');
    expect(sectionOf('ifsc_code')).toBe('bank');
    expect(problemsIn(sectionFields('address'), errors)).toBe(1);
    expect(problemsIn(sectionFields('basic'), validateDraft(EMPTY_DRAFT))).toBe(13);
    expect(problemsIn(['aadhaar_no', 'pan_no'], validateDraft(EMPTY_DRAFT))).toBe(2);
    expect(firstProblem({})).toBeUndefined();
  });
});

describe('profile-display', () => {
  it('masks an Aadhaar number typed in full, and leaves a masked one as it is', () => {
    expect(maskAadhaar('2341 2341 2346')).toBe('XXXX XXXX 2346');
    expect(maskAadhaar('XXXX XXXX 2346')).toBe('XXXX XXXX 2346');
    expect(shownValue(COMPLETE_DRAFT, 'aadhaar_no')).toBe('XXXX XXXX 2346');
  });

  it('shows dates as dd/mm/yyyy, blood groups as A+, mobiles as 10 digits, languages as a list', () => {
    expect(shownValue(COMPLETE_DRAFT, 'dob')).toBe('15/06/1995');
    expect(shownValue(COMPLETE_DRAFT, 'blood_group')).toBe('B+');
    expect(shownValue(COMPLETE_DRAFT, 'phone_number')).toBe('9876543210');
    expect(shownValue({ ...COMPLETE_DRAFT, secondary_language: ['English', 'Tamil'] }, 'secondary_language')).toBe('English, Tamil');
  });

  it('a switched-off card says so instead of listing empty fields', () => {
    expect(cardValues(COMPLETE_DRAFT, 'previous')).toEqual([{ label: 'Previous employment', value: 'Not Available' }]);
    expect(cardValues(COMPLETE_DRAFT, 'vehicle')).toEqual([{ label: 'Parking', value: 'Not required' }]);
    expect(cardValues({ ...COMPLETE_DRAFT, parking_required: true, vehicle_number: 'KA01AB1234' }, 'vehicle')).toEqual([{ label: 'Vehicle number', value: 'KA01AB1234', wide: false }]);
    expect(cardValues({ ...COMPLETE_DRAFT, date_of_joining: '2026-01-05', last_working_date: '2026-12-31' }, 'employment').map((item) => item.value)).toEqual(['05/01/2026', '31/12/2026']);
  });

  it('names the employee from the form, else from what the viewer knows', () => {
    expect(displayName(COMPLETE_DRAFT, 'asha')).toBe('Asha Nair');
    expect(displayName(EMPTY_DRAFT, 'Agent One')).toBe('Agent One');
  });
});

describe('document-rules', () => {
  it('accepts jpeg, png and webp up to 5 MB, judging a typeless file by its name', () => {
    expect(photoProblem({ name: 'me.jpg', type: 'image/jpeg', size: 5 * 1024 * 1024 })).toBeUndefined();
    expect(photoProblem({ name: 'scan', type: 'image/webp', size: 10 })).toBeUndefined();
    expect(photoProblem({ name: 'IMG_1.PNG', type: '', size: 10 })).toBeUndefined();
  });

  it('refuses other types with the spec text, and larger files', () => {
    expect(photoProblem({ name: 'a.gif', type: 'image/gif', size: 10 })).toBe(ONLY_IMAGES);
    expect(photoProblem({ name: 'a.pdf', type: 'application/pdf', size: 10 })).toBe(ONLY_IMAGES);
    expect(photoProblem({ name: 'a.exe', type: '', size: 10 })).toBe(ONLY_IMAGES);
    expect(photoProblem({ name: 'a.jpg', type: 'image/jpeg', size: 5 * 1024 * 1024 + 1 })).toBe(TOO_LARGE);
  });
});
