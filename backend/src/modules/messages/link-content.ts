import { LINK_KINDS, SENT_LINK_KINDS, storedLink, type SentLinkKind } from '@crm/shared';
import type { Customer } from '../customers/entities/customer.entity.js';

type Value = string | number | undefined;

/**
 * What each kind of link message says, taken from the customer's record (@crm/shared's LINK_KINDS, which the Send
 * Links panel shows too): the stored link's key and the template's values. The client's copies of them are not used,
 * so the company's sender cannot be made to send other words or sums.
 */
export const LINK_CONTENT = Object.fromEntries(
  SENT_LINK_KINDS.map((kind) => [
    kind,
    { linkKey: LINK_KINDS[kind].linkKey, values: (customer: Customer): [string, Value][] => LINK_KINDS[kind].values.map(({ field, value }) => [field, value(customer)]) },
  ]),
) as Record<SentLinkKind, { linkKey: string; values: (customer: Customer) => [string, Value][] }>;

/** A link may be sent when it is the customer's own stored link, or points at a host an admin has allowed. */
export function isSendableLink(link: string, customer: Customer, kind: SentLinkKind, allowedHosts: readonly string[]): boolean {
  if (link === storedLink(customer, kind)) return true;
  try {
    const url = new URL(link);
    return url.protocol === 'https:' && allowedHosts.includes(url.hostname.toLowerCase());
  } catch {
    return false;
  }
}
