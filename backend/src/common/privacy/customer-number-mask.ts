import { normalizeIndianMobile } from '@crm/shared';

/**
 * A customer's number as an agent sees it when numbers are masked (issue 31): `98XXXXX210`. An Indian mobile, with or
 * without its +91 / 91 / 0 prefix, shows as its 10 digits do in the app: the first two, X for the middle five, the
 * last three. Any other number of 8 or more digits the same (first two, last three, a leading + kept); 5 to 7 digits
 * keep only the last two; shorter ones nothing. The masked form never depends on the hidden digits.
 */
export function maskCustomerNumber(value: string): string {
  const mobile = normalizeIndianMobile(value);
  if (mobile) return hideMiddle(mobile, 2, 3);
  const digits = value.replace(/\D/g, '');
  if (digits === '') return value;
  const plus = value.trim().startsWith('+') ? '+' : '';
  if (digits.length >= 8) return plus + hideMiddle(digits, 2, 3);
  return plus + hideMiddle(digits, 0, digits.length >= 5 ? 2 : 0);
}

function hideMiddle(digits: string, head: number, tail: number): string {
  return digits.slice(0, head) + 'X'.repeat(digits.length - head - tail) + digits.slice(digits.length - tail);
}

/** Fields that hold a customer number, or a list of them (feedback's added alternates), in any answer. */
const NUMBER_FIELDS = new Set(['mobile', 'alternate_phone', 'okyc_mobile', 'phone_number', 'to_number', 'alternate_numbers']);

/**
 * The one rule for masking an answer: the number fields above, wherever they are nested, and inside a customer's or
 * a call's `metadata` (free-form columns from the import: reference numbers and any others) every value that is an
 * Indian mobile. Everything else is returned as it is; the answer is copied, never changed in place.
 */
export function maskCustomerNumbersIn<T>(answer: T): T {
  return maskValue(answer, false) as T;
}

function maskValue(value: unknown, holdsNumbers: boolean): unknown {
  if (typeof value === 'string') return holdsNumbers ? maskCustomerNumber(value) : value;
  if (Array.isArray(value)) return value.map((item) => maskValue(item, holdsNumbers));
  if (!isWalkable(value)) return value;
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, key === 'metadata' ? maskMetadata(item) : maskValue(item, NUMBER_FIELDS.has(key))]));
}

function maskMetadata(value: unknown): unknown {
  if (typeof value === 'string') return normalizeIndianMobile(value) ? maskCustomerNumber(value) : value;
  if (Array.isArray(value)) return value.map(maskMetadata);
  if (!isWalkable(value)) return value;
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, maskMetadata(item)]));
}

/** Objects whose fields are the answer's (records, DTOs); dates, buffers and the like are sent as they are. */
function isWalkable(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !(value instanceof Date) && !ArrayBuffer.isView(value) && !(value instanceof ArrayBuffer);
}
