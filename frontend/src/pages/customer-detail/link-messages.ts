/**
 * The Send Links actions (spec §2 "Send-link actions", §7 send-message/-settlement/-foreclosure/-offer): which
 * link and amounts each one takes from the customer, why one is unavailable, the request it sends and the
 * toast texts (spec §8), as pure functions.
 */
import { amountOf, LINK_KINDS, SENT_LINK_KINDS, storedLink, type SentLinkKind } from '@crm/shared';
import type {
  CustomerDetail,
  ForeclosureMessageRequest,
  MessageKind,
  OfferMessageRequest,
  PaymentMessageRequest,
  SettlementMessageRequest,
} from '../../api/types';
import { formatINR } from '../../i18n/format';
import { normaliseMobile, type NumberChoice } from './phone-number';

export type LinkKind = SentLinkKind & Exclude<MessageKind, 'reference'>;

export type LinkMessageBody = PaymentMessageRequest | SettlementMessageRequest | ForeclosureMessageRequest | OfferMessageRequest;
export interface LinkMessageRequest {
  kind: LinkKind;
  /** Under /api. */
  path: string;
  body: LinkMessageBody;
}

/** "Payment", "Reference", …: a message kind as people say it. */
export const MESSAGE_KIND_LABELS: Record<MessageKind, string> = {
  ...(Object.fromEntries(SENT_LINK_KINDS.map((kind) => [kind, LINK_KINDS[kind].label])) as Record<LinkKind, string>),
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
  request: (to: NumberChoice) => LinkMessageRequest;
}

export { amountOf };

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

/** Where each kind is sent (spec §7); what it carries is the server's rule, @crm/shared's LINK_KINDS. */
const PATHS: Record<LinkKind, string> = {
  payment: '/customers/send-message',
  settlement: '/customers/send-settlement',
  foreclosure: '/customers/send-foreclosure',
  offer: '/customers/send-offer',
};

/** The four actions of the Send Links panel for this customer, in the spec's order. */
export function linkActionsFor(customer: CustomerDetail): LinkAction[] {
  const source = { metadata: customer.metadata, loanEmi: customer.loan_emi, totalOutstanding: customer.total_outstanding };
  return SENT_LINK_KINDS.map((kind) => {
    const label = `${MESSAGE_KIND_LABELS[kind]} link`;
    const raw = storedLink(source, kind);
    const link = raw && isWebLink(raw) ? raw : undefined;
    const unavailable = !raw
      ? `The ${label.toLowerCase()} is not in the customer's data`
      : !link
        ? `The ${label.toLowerCase()} in the customer's data is not a web address`
        : undefined;
    const fields = LINK_KINDS[kind].values.map(({ field, label: detailLabel, value }) => ({ field, detailLabel, value: value(source) }));
    const details = fields
      .filter(({ value }) => value !== undefined)
      .map(({ detailLabel, value }) => ({ label: detailLabel, value: typeof value === 'number' ? formatINR(value) : String(value) }));
    const request = (to: NumberChoice): LinkMessageRequest => ({
      kind,
      path: PATHS[kind],
      body: compact({
        customer_id: customer.id,
        ...('toNumber' in to ? { toNumber: normaliseMobile(to.toNumber) } : to),
        customer_name: customer.name,
        payment_link: link ?? '',
        ...Object.fromEntries(fields.map(({ field, value }) => [field, value])),
      }),
    });
    return { kind, label, link, unavailable, details, request };
  });
}
