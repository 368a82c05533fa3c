/**
 * What each kind of link message carries, taken from the customer's record: the stored link's key and the
 * template's values. The server sends these (never the client's copies, so the company's sender cannot be made to
 * send other words or sums); the Send Links panel shows the same before sending.
 */

/** The customer's fields the messages read, as each side names them. */
export interface LinkSource {
  metadata?: Record<string, unknown> | null;
  loanEmi?: unknown;
  totalOutstanding?: unknown;
}

export const SENT_LINK_KINDS = ['payment', 'settlement', 'foreclosure', 'offer'] as const;
export type SentLinkKind = (typeof SENT_LINK_KINDS)[number];

/** A metadata value as text; blank is absent. */
export function metaText(metadata: Record<string, unknown> | null | undefined, key: string): string | undefined {
  const value = metadata?.[key];
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

const metaAmount = (source: LinkSource, key: string) => amountOf(source.metadata?.[key]);

export interface LinkValue {
  /** The message body's field. */
  field: string;
  /** How the Send Links panel names it. */
  label: string;
  value: (source: LinkSource) => string | number | undefined;
}

export interface LinkKindRule {
  label: string;
  /** Where the link is stored in the customer's metadata. */
  linkKey: string;
  values: readonly LinkValue[];
}

export const LINK_KINDS: Record<SentLinkKind, LinkKindRule> = {
  payment: {
    label: 'Payment',
    linkKey: 'payment_link',
    // The amount due: the EMI to be collected, else the loan EMI. It can differ from the EMI tile (the loan EMI).
    values: [{ field: 'emi_amount', label: 'Amount due', value: (c) => metaAmount(c, 'emi_to_be_collected') ?? amountOf(c.loanEmi) }],
  },
  settlement: {
    label: 'Settlement',
    linkKey: 'settlement_link',
    values: [
      { field: 'total_outstanding', label: 'Total outstanding', value: (c) => amountOf(c.totalOutstanding) ?? metaAmount(c, 'total_outstanding') },
      { field: 'sett_waiver_amt', label: 'Waiver', value: (c) => metaAmount(c, 'sett_waiver_amt') },
      { field: 'settlement_amount', label: 'Settlement amount', value: (c) => metaAmount(c, 'settlement_amount') },
    ],
  },
  foreclosure: { label: 'Foreclosure', linkKey: 'foreclosure_link', values: [] },
  offer: {
    label: 'Offer',
    linkKey: 'offer_link',
    values: [
      { field: 'loan_emi', label: 'EMI', value: (c) => amountOf(c.loanEmi) ?? metaAmount(c, 'loan_emi') },
      { field: 'offer_name', label: 'Offer', value: (c) => metaText(c.metadata, 'offer_name') },
      { field: 'offer_amount', label: 'Offer amount', value: (c) => metaAmount(c, 'offer_amount') },
    ],
  },
};

/** The link stored on the customer for this kind of message, if any. */
export function storedLink(source: LinkSource, kind: SentLinkKind): string | undefined {
  return metaText(source.metadata, LINK_KINDS[kind].linkKey);
}
