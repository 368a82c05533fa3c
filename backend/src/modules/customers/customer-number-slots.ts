import { normalizeIndianMobile } from '@crm/shared';
import type { Customer } from './entities/customer.entity.js';
import { CustomerErrors } from './customers.errors.js';

/**
 * The customer's numbers by slot (issue 31): click-to-call and Send Links name a slot, so an agent who sees numbers
 * masked never types or reads one.
 */
export const NUMBER_SLOTS = ['mobile', 'alternate'] as const;
export type NumberSlot = (typeof NUMBER_SLOTS)[number];

/**
 * The number a request names: the one in its slot, or the number it sent (normalised by its DTO). `numberField` is
 * the request's own name for the number, for the refusal of both at once.
 */
export function chosenNumber(customer: Customer, choice: { number?: string; slot?: NumberSlot }, numberField: string): string {
  if (choice.slot == null) return choice.number!;
  if (choice.number != null) throw CustomerErrors.numberAndSlot(numberField);
  const number = normalizeIndianMobile(choice.slot === 'mobile' ? customer.mobile : customer.alternatePhone);
  if (!number) throw CustomerErrors.emptySlot(choice.slot);
  return number;
}

/** Every number that is the customer's: mobiles, alternates and references (metadata reference… / alternate… columns). */
export function numbersOf(customer: Customer): Set<string> {
  const metadataNumbers = Object.entries(customer.metadata ?? {})
    .filter(([key]) => /^(reference|alternate)/i.test(key))
    .flatMap(([, value]) => (Array.isArray(value) ? value : [value]));
  return new Set(
    [customer.mobile, customer.alternatePhone, customer.okycMobile, ...metadataNumbers]
      .map((value) => normalizeIndianMobile(value))
      .filter((value): value is string => value !== null),
  );
}
