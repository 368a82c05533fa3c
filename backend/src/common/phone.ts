export const INVALID_MOBILE = 'Enter a 10-digit mobile number starting with 6, 7, 8 or 9';

/**
 * Indian mobile normalisation (spec §5): strip non-digits, drop a 91 or 0 prefix when longer than 10 digits, and
 * accept only a 10-digit number starting 6-9. Returns null when the result is not such a number.
 */
export function normalizeIndianMobile(raw: unknown): string | null {
  if (typeof raw !== 'string' && typeof raw !== 'number') return null;
  let digits = String(raw).replace(/\D/g, '');
  if (digits.length > 10 && digits.startsWith('91')) digits = digits.slice(2);
  else if (digits.length > 10 && digits.startsWith('0')) digits = digits.slice(1);
  return /^[6-9]\d{9}$/.test(digits) ? digits : null;
}
