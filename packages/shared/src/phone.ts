export const INVALID_MOBILE = 'Enter a 10-digit mobile number starting with 6, 7, 8 or 9';

/** Why a value is not an Indian mobile: not 10 digits (after normalisation), or 10 digits not starting 6-9. */
export type MobileProblem = 'length' | 'prefix';

/** Spec §5: strip non-digits, drop a 91 or 0 prefix when longer than 10 digits. */
function mobileDigits(raw: string | number): string {
  const digits = String(raw).replace(/\D/g, '');
  if (digits.length > 10 && digits.startsWith('91')) return digits.slice(2);
  if (digits.length > 10 && digits.startsWith('0')) return digits.slice(1);
  return digits;
}

/**
 * Indian mobile normalisation (spec §5): strip non-digits, drop a 91 or 0 prefix when longer than 10 digits, and
 * accept only a 10-digit number starting 6-9. Returns null when the result is not such a number.
 */
export function normalizeIndianMobile(raw: unknown): string | null {
  if (typeof raw !== 'string' && typeof raw !== 'number') return null;
  const digits = mobileDigits(raw);
  return /^[6-9]\d{9}$/.test(digits) ? digits : null;
}

/** What is wrong with a value as an Indian mobile, or null when it is one (see normalizeIndianMobile). */
export function indianMobileProblem(raw: unknown): MobileProblem | null {
  if (normalizeIndianMobile(raw) !== null) return null;
  return (typeof raw === 'string' || typeof raw === 'number') && mobileDigits(raw).length === 10 ? 'prefix' : 'length';
}
