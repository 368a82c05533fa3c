import type { CustomerDetail, Gender } from '../../api/types';

export type Metadata = Record<string, unknown>;

export const GENDER_LABELS: Record<Gender, string> = { female: 'Female', male: 'Male', others: 'Others' };

export const LOAN_TYPE_LABELS: Record<CustomerDetail['loan_type'], string> = { new: 'New', repeat: 'Repeat', toup: 'Top-up' };

/** A metadata value as text, or undefined when absent or blank. */
export function metaText(metadata: Metadata | null | undefined, key: string): string | undefined {
  const value = metadata?.[key];
  if (value === null || value === undefined) return undefined;
  if (typeof value === 'string') return value.trim() || undefined;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return undefined;
}

/** The first of several metadata keys that has a value. */
export function metaFirst(metadata: Metadata | null | undefined, ...keys: string[]): string | undefined {
  for (const key of keys) {
    const value = metaText(metadata, key);
    if (value !== undefined) return value;
  }
  return undefined;
}

export const ADDRESS_KINDS = [
  { id: 'current', label: 'Current address' },
  { id: 'permanent', label: 'Permanent address' },
  { id: 'work', label: 'Work address' },
] as const;
export type AddressKind = (typeof ADDRESS_KINDS)[number]['id'];

export interface Address {
  kind: AddressKind;
  label: string;
  street?: string;
  city?: string;
  state?: string;
  pin?: string;
}

/**
 * Spec §3: addresses come from metadata `{current|permanent|work}_address_{street|city|state|pin}`, also read as
 * `kyc_{kind}_address_*`. Every kind is returned; an address with no part has only its kind and label.
 */
export function addressesOf(metadata: Metadata | null | undefined): Address[] {
  return ADDRESS_KINDS.map(({ id, label }) => {
    const part = (name: string) => metaFirst(metadata, `${id}_address_${name}`, `kyc_${id}_address_${name}`);
    return { kind: id, label, street: part('street'), city: part('city'), state: part('state'), pin: part('pin') };
  });
}

export function hasAddress(address: Address): boolean {
  return !!(address.street || address.city || address.state || address.pin);
}

/** "12, MG Road, Bengaluru, Karnataka 560001" lines for display: street, then "city, state pin". */
export function addressLines(address: Address): string[] {
  const lines: string[] = [];
  if (address.street) lines.push(address.street);
  const place = [address.city, [address.state, address.pin].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  if (place) lines.push(place);
  return lines;
}

/** The customer's language (spec §2 header), from metadata. */
export function languageOf(customer: Pick<CustomerDetail, 'metadata'>): string | undefined {
  return metaText(customer.metadata, 'language');
}

/** Reference contacts kept in metadata: reference_* names/numbers and reference_alternate_1..5. */
export function referenceNumbersOf(metadata: Metadata | null | undefined): Array<{ key: string; label: string; value: string }> {
  if (!metadata) return [];
  const entries: Array<{ key: string; label: string; value: string }> = [];
  for (const key of Object.keys(metadata).sort()) {
    if (!key.startsWith('reference_')) continue;
    const value = metaText(metadata, key);
    if (!value) continue;
    const label = key
      .replace(/^reference_/, 'Reference ')
      .replace(/_/g, ' ')
      .replace(/\b\w/g, (c) => c.toUpperCase());
    entries.push({ key, label, value });
  }
  return entries;
}
