/**
 * Formats of Indian identity and bank numbers (the employee profile, spec part 2 §5). Pure rules: the server's
 * validation decorators and the screens' form checks are both built from them.
 */

/** A PIN code: 6 digits; none starts with 0. */
export function pincodeProblem(value: string): 'format' | 'leading-zero' | null {
  if (!/^\d{6}$/.test(value)) return 'format';
  return value.startsWith('0') ? 'leading-zero' : null;
}

/** A PAN: five letters, four digits, a letter (AAAAA9999A), in capitals. */
export const isPan = (value: string): boolean => /^[A-Z]{5}\d{4}[A-Z]$/.test(value);

/** An IFSC: four letters (the bank), a 0, six letters or digits (the branch), in capitals. */
export const isIfsc = (value: string): boolean => /^[A-Z]{4}0[A-Z\d]{6}$/.test(value);

// Verhoeff's dihedral-group tables: the multiplication table and the position permutation.
const MULTIPLY = [
  [0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 2, 3, 4, 0, 6, 7, 8, 9, 5], [2, 3, 4, 0, 1, 7, 8, 9, 5, 6], [3, 4, 0, 1, 2, 8, 9, 5, 6, 7],
  [4, 0, 1, 2, 3, 9, 5, 6, 7, 8], [5, 9, 8, 7, 6, 0, 4, 3, 2, 1], [6, 5, 9, 8, 7, 1, 0, 4, 3, 2], [7, 6, 5, 9, 8, 2, 1, 0, 4, 3],
  [8, 7, 6, 5, 9, 3, 2, 1, 0, 4], [9, 8, 7, 6, 5, 4, 3, 2, 1, 0],
];
const PERMUTE = [
  [0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 5, 7, 6, 2, 8, 3, 0, 9, 4], [5, 8, 0, 3, 7, 9, 6, 1, 4, 2], [8, 9, 1, 6, 0, 4, 3, 5, 2, 7],
  [9, 4, 5, 3, 1, 2, 6, 8, 7, 0], [4, 2, 8, 6, 5, 7, 3, 9, 0, 1], [2, 7, 9, 3, 8, 0, 6, 4, 1, 5], [7, 0, 4, 6, 9, 1, 3, 2, 5, 8],
];

/** True when the digits end in their Verhoeff check digit (it catches every single-digit error and swap). */
export function hasVerhoeffCheckDigit(digits: string): boolean {
  let check = 0;
  [...digits].reverse().forEach((digit, position) => {
    check = MULTIPLY[check][PERMUTE[position % 8][Number(digit)]];
  });
  return check === 0;
}

/** An Aadhaar number: 12 digits, not starting with 0 or 1, the last a Verhoeff check digit. */
export function aadhaarProblem(value: string): 'format' | 'checksum' | null {
  if (!/^[2-9]\d{11}$/.test(value)) return 'format';
  return hasVerhoeffCheckDigit(value) ? null : 'checksum';
}

/** How everyone sees an Aadhaar number: `XXXX XXXX 1234`. */
export function maskAadhaar(digits: string): string {
  return `XXXX XXXX ${digits.slice(-4)}`;
}

/** A masked number as sent back by a form (`XXXX XXXX 1234`, spaces optional): its last four digits, else null. */
export function maskedLastFour(value: string): string | null {
  return /^X{4}\s?X{4}\s?(\d{4})$/i.exec(value.trim())?.[1] ?? null;
}
