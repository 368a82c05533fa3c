import { ProviderError } from '../provider-error.js';

/** The message sender as the CRM sees it; adapters: the WhatsApp Cloud API and a local outbox simulator. */
export const MESSENGER = Symbol('MESSENGER');

export const LINK_KINDS = ['payment', 'settlement', 'foreclosure', 'offer', 'reference'] as const;
export type LinkKind = (typeof LINK_KINDS)[number];
export const MESSAGE_STATUSES = ['queued', 'sent', 'delivered', 'read', 'failed'] as const;
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];

export interface OutboundMessage {
  /** Our message id: the idempotency key, echoed back by status webhooks. */
  messageId: string;
  /** E.164, e.g. +919812345678 */
  to: string;
  kind: LinkKind;
  template: { name: string; language: string };
  /** Named values in template order: customer_name, then amounts, then the link. */
  params: [string, string][];
  link: string;
}

export interface SendResult {
  providerMessageId: string;
  status: MessageStatus;
}

export interface MessageStatusEvent {
  providerMessageId: string;
  messageId?: string;
  status: MessageStatus;
  at: Date;
  error?: { code: string; title: string };
}

export interface WebhookRequest {
  method: 'GET' | 'POST';
  query: Record<string, unknown>;
  headers: Record<string, string | string[] | undefined>;
  rawBody?: Buffer;
}

/** Where message status events go in (the CRM's status webhook ingestion): the outbox simulator delivers there too. */
export const MESSAGE_STATUS_SINK = Symbol('MESSAGE_STATUS_SINK');
export interface MessageStatusSink {
  ingest(request: WebhookRequest, body: unknown): Promise<unknown>;
}

export interface Messenger {
  readonly channel: 'whatsapp' | 'outbox';
  send(message: OutboundMessage): Promise<SendResult>;
  /** GET: the subscription challenge to echo when the verify token matches; POST: whether the signature is valid. */
  verifyWebhook(request: WebhookRequest): { ok: true; challenge?: string } | { ok: false };
  /** `receivedAt` stands in for an event that carries no time of its own. */
  parseStatusWebhook(body: unknown, receivedAt: Date): MessageStatusEvent[];
}

export type MessengerErrorCode = 'NOT_CONFIGURED' | 'INVALID_RECIPIENT' | 'RATE_LIMITED' | 'AUTH_FAILED' | 'PROVIDER_REJECTED' | 'PROVIDER_UNAVAILABLE';

const HTTP_STATUS: Record<MessengerErrorCode, number> = {
  NOT_CONFIGURED: 503, INVALID_RECIPIENT: 400, RATE_LIMITED: 429, AUTH_FAILED: 502, PROVIDER_REJECTED: 502, PROVIDER_UNAVAILABLE: 503,
};

export class MessengerError extends ProviderError<MessengerErrorCode> {
  get httpStatus(): number {
    return HTTP_STATUS[this.code];
  }
}
