import type { LinkKind } from '../../integrations/messenger/messenger.port.js';
import type { Customer } from '../customers/entities/customer.entity.js';

type SentKind = Exclude<LinkKind, 'reference'>;
type Value = string | number | undefined;

/** A metadata value as text; blank is absent. */
function metaText(customer: Customer, key: string): string | undefined {
  const value = customer.metadata?.[key];
  if (typeof value === 'string') return value.trim() || undefined;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return undefined;
}

/** An amount from the customer's data: numbers, or text such as "5,400" or "₹ 5,400". Blank or invalid is absent. */
export function amountOf(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) && value >= 0 ? value : undefined;
  if (typeof value !== 'string') return undefined;
  const text = value.replace(/[,\s₹]/g, '');
  if (text === '') return undefined;
  const n = Number(text);
  return Number.isFinite(n) && n >= 0 ? n : undefined;
}

const metaAmount = (customer: Customer, key: string) => amountOf(customer.metadata?.[key]);

/**
 * What each kind of link message says, taken from the customer's record: the stored link's key and the template's
 * values. The client's copies of them are not used, so the company's sender cannot be made to send other words
 * or sums (the same rules as the Send Links panel shows).
 */
export const LINK_CONTENT: Record<SentKind, { linkKey: string; values: (customer: Customer) => [string, Value][] }> = {
  payment: {
    linkKey: 'payment_link',
    // The amount due: the EMI to be collected, else the loan EMI (the Send Links panel's "Amount due", link-messages.ts).
    values: (c) => [['emi_amount', metaAmount(c, 'emi_to_be_collected') ?? amountOf(c.loanEmi)]],
  },
  settlement: {
    linkKey: 'settlement_link',
    values: (c) => [
      ['total_outstanding', amountOf(c.totalOutstanding) ?? metaAmount(c, 'total_outstanding')],
      ['sett_waiver_amt', metaAmount(c, 'sett_waiver_amt')],
      ['settlement_amount', metaAmount(c, 'settlement_amount')],
    ],
  },
  foreclosure: { linkKey: 'foreclosure_link', values: () => [] },
  offer: {
    linkKey: 'offer_link',
    values: (c) => [
      ['loan_emi', amountOf(c.loanEmi) ?? metaAmount(c, 'loan_emi')],
      ['offer_name', metaText(c, 'offer_name')],
      ['offer_amount', metaAmount(c, 'offer_amount')],
    ],
  },
};

/** The link stored on the customer for this kind of message, if any. */
export function storedLink(customer: Customer, kind: SentKind): string | undefined {
  return metaText(customer, LINK_CONTENT[kind].linkKey);
}

/** A link may be sent when it is the customer's own stored link, or points at a host an admin has allowed. */
export function isSendableLink(link: string, customer: Customer, kind: SentKind, allowedHosts: readonly string[]): boolean {
  if (link === storedLink(customer, kind)) return true;
  try {
    const url = new URL(link);
    return url.protocol === 'https:' && allowedHosts.includes(url.hostname.toLowerCase());
  } catch {
    return false;
  }
}
