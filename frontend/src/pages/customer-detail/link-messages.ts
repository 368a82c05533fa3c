/**
 * The Send Links actions (spec §2 "Send-link actions", §7 send-message/-settlement/-foreclosure/-offer): which
 * link and amounts each one takes from the customer, why one is unavailable, the request it sends and the
 * toast texts (spec §8), as pure functions.
 */
import type {
  CustomerDetail,
  ForeclosureMessageRequest,
  MessageKind,
  OfferMessageRequest,
  PaymentMessageRequest,
  SettlementMessageRequest,
} from '../../api/types';
import { formatINR } from '../../i18n/format';
import { metaText, type Metadata } from './customer-fields';
import { normaliseMobile } from './phone-number';

export type LinkKind = Exclude<MessageKind, 'reference'>;

export type LinkMessageBody = PaymentMessageRequest | SettlementMessageRequest | ForeclosureMessageRequest | OfferMessageRequest;
export interface LinkMessageRequest {
  kind: LinkKind;
  /** Under /api. */
  path: string;
  body: LinkMessageBody;
}

/** "Payment", "Reference", …: a message kind as people say it. */
export const MESSAGE_KIND_LABELS: Record<MessageKind, string> = {
  payment: 'Payment',
  settlement: 'Settlement',
  foreclosure: 'Foreclosure',
  offer: 'Offer',
  reference: 'Reference',
};

export const SEND_FAILED = 'Failed to send message';
export const SEND_CUSTOM_FAILED = 'Failed to send custom link message';
export const REFERENCE_HINT = 'Sending to a different number sends it as a reference link';
/** Why every send is disabled while the typed number is not (yet) a mobile number. */
export const ENTER_VALID_NUMBER = 'Enter a 10-digit mobile number starting with 6, 7, 8 or 9 to send a link';

/** Spec §8: "{type} link message sent successfully" ("Payment link message sent successfully"). */
export function sentTitle(kind: MessageKind): string {
  return `${MESSAGE_KIND_LABELS[kind]} link message sent successfully`;
}

/**
 * The server answers a send once it has stored the message and handed it to the provider: queued. The spec's
 * "sent successfully" is said when the provider reports it sent (the panel follows the status).
 */
export function queuedTitle(kind: MessageKind): string {
  return `${MESSAGE_KIND_LABELS[kind]} link message queued`;
}

/** Spec §8: a send to a custom reference number fails as "Failed to send custom link message". */
export function failedTitle(toCustomNumber: boolean): string {
  return toCustomNumber ? SEND_CUSTOM_FAILED : SEND_FAILED;
}

export interface LinkDetail {
  label: string;
  /** As shown: INR without decimals, or the text. */
  value: string;
}

export interface LinkAction {
  kind: LinkKind;
  /** "Payment link" */
  label: string;
  /** The link from the customer's data; absent when it is missing or not a web address. */
  link?: string;
  /** Why the action cannot be used (shown as the disabled button's tooltip). */
  unavailable?: string;
  /** What the message carries besides the link, for the confirmation step. */
  details: LinkDetail[];
  /** The request for a (valid) number; only call it when `link` is present. */
  request: (toNumber: string) => LinkMessageRequest;
}

/** An amount from the customer's data: numbers, or text such as "5,400". Blank or invalid values are absent. */
export function amountOf(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) && value >= 0 ? value : undefined;
  if (typeof value !== 'string') return undefined;
  const text = value.replace(/[,\s₹]/g, '');
  if (text === '') return undefined;
  const n = Number(text);
  return Number.isFinite(n) && n >= 0 ? n : undefined;
}

function metaAmount(metadata: Metadata | undefined, key: string): number | undefined {
  return amountOf(metadata?.[key]);
}

function isWebLink(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

/** Fields of a body, without the absent ones (the server treats absent as "not in the message"). */
function compact<T extends object>(body: T): T {
  return Object.fromEntries(Object.entries(body).filter(([, value]) => value !== undefined && value !== '')) as T;
}

interface Definition {
  kind: LinkKind;
  path: string;
  linkKey: string;
  /** The kind's own fields: [body field, detail label, value]. */
  fields: (customer: CustomerDetail) => Array<[string, string, number | string | undefined]>;
}

const DEFINITIONS: readonly Definition[] = [
  {
    kind: 'payment',
    path: '/customers/send-message',
    linkKey: 'payment_link',
    // The server's rule (backend messages/link-content.ts): the EMI to be collected, else the loan EMI. It can differ
    // from the EMI tile (the loan EMI), so it is named for what it is.
    fields: (c) => [['emi_amount', 'Amount due', metaAmount(c.metadata, 'emi_to_be_collected') ?? amountOf(c.loan_emi)]],
  },
  {
    kind: 'settlement',
    path: '/customers/send-settlement',
    linkKey: 'settlement_link',
    fields: (c) => [
      ['total_outstanding', 'Total outstanding', amountOf(c.total_outstanding) ?? metaAmount(c.metadata, 'total_outstanding')],
      ['sett_waiver_amt', 'Waiver', metaAmount(c.metadata, 'sett_waiver_amt')],
      ['settlement_amount', 'Settlement amount', metaAmount(c.metadata, 'settlement_amount')],
    ],
  },
  {
    kind: 'foreclosure',
    path: '/customers/send-foreclosure',
    linkKey: 'foreclosure_link',
    fields: () => [],
  },
  {
    kind: 'offer',
    path: '/customers/send-offer',
    linkKey: 'offer_link',
    fields: (c) => [
      ['loan_emi', 'EMI', amountOf(c.loan_emi) ?? metaAmount(c.metadata, 'loan_emi')],
      ['offer_name', 'Offer', metaText(c.metadata, 'offer_name')],
      ['offer_amount', 'Offer amount', metaAmount(c.metadata, 'offer_amount')],
    ],
  },
];

/** The four actions of the Send Links panel for this customer, in the spec's order. */
export function linkActionsFor(customer: CustomerDetail): LinkAction[] {
  return DEFINITIONS.map((definition) => {
    const label = `${MESSAGE_KIND_LABELS[definition.kind]} link`;
    const raw = metaText(customer.metadata, definition.linkKey);
    const link = raw && isWebLink(raw) ? raw : undefined;
    const unavailable = !raw
      ? `The ${label.toLowerCase()} is not in the customer's data`
      : !link
        ? `The ${label.toLowerCase()} in the customer's data is not a web address`
        : undefined;
    const fields = definition.fields(customer);
    const details = fields
      .filter(([, , value]) => value !== undefined)
      .map(([, detailLabel, value]) => ({ label: detailLabel, value: typeof value === 'number' ? formatINR(value) : String(value) }));
    const request = (toNumber: string): LinkMessageRequest => ({
      kind: definition.kind,
      path: definition.path,
      body: compact({
        customer_id: customer.id,
        toNumber: normaliseMobile(toNumber),
        customer_name: customer.name,
        payment_link: link ?? '',
        ...Object.fromEntries(fields.map(([field, , value]) => [field, value])),
      }),
    });
    return { kind: definition.kind, label, link, unavailable, details, request };
  });
}
