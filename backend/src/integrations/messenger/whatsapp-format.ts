import { createHmac, timingSafeEqual } from 'node:crypto';
import type { MessageStatus, MessageStatusEvent, WebhookRequest } from './messenger.port.js';

/** `X-Hub-Signature-256: sha256=<hex>`: HMAC-SHA256 of the raw body with the app secret. */
export function hubSignature(rawBody: Buffer, appSecret: string): string {
  return `sha256=${createHmac('sha256', appSecret).update(rawBody).digest('hex')}`;
}

function header(request: WebhookRequest, name: string): string | undefined {
  const value = request.headers[name.toLowerCase()];
  return Array.isArray(value) ? value[0] : value;
}

/** Meta's webhook check, shared by the WhatsApp adapter and the outbox simulator (which signs like Meta). */
export function verifyMetaWebhook(request: WebhookRequest, appSecret: string, verifyToken: string): { ok: true; challenge?: string } | { ok: false } {
  if (request.method === 'GET') {
    const ok = request.query['hub.mode'] === 'subscribe' && typeof request.query['hub.verify_token'] === 'string' && safeEqual(String(request.query['hub.verify_token']), verifyToken);
    return ok ? { ok: true, challenge: String(request.query['hub.challenge'] ?? '') } : { ok: false };
  }
  const given = header(request, 'x-hub-signature-256');
  if (!given || !request.rawBody) return { ok: false };
  return safeEqual(given, hubSignature(request.rawBody, appSecret)) ? { ok: true } : { ok: false };
}

export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

const KNOWN: MessageStatus[] = ['sent', 'delivered', 'read', 'failed'];

/**
 * Status events from Meta's envelope (entry[].changes[].value.statuses[]); anything else is ignored. An event without a
 * timestamp is dated `receivedAt`.
 */
export function parseMetaStatuses(body: unknown, receivedAt: Date): MessageStatusEvent[] {
  const entries = (body as { entry?: unknown })?.entry;
  if (!Array.isArray(entries)) return [];
  const events: MessageStatusEvent[] = [];
  for (const entry of entries) {
    for (const change of Array.isArray(entry?.changes) ? entry.changes : []) {
      for (const status of Array.isArray(change?.value?.statuses) ? change.value.statuses : []) {
        if (typeof status?.id !== 'string' || !KNOWN.includes(status.status)) continue;
        const seconds = Number(status.timestamp);
        const error = Array.isArray(status.errors) && status.errors[0] ? { code: String(status.errors[0].code), title: String(status.errors[0].title ?? '') } : undefined;
        events.push({
          providerMessageId: status.id,
          messageId: typeof status.biz_opaque_callback_data === 'string' ? status.biz_opaque_callback_data : undefined,
          status: status.status,
          at: Number.isFinite(seconds) ? new Date(seconds * 1000) : receivedAt,
          ...(error ? { error } : {}),
        });
      }
    }
  }
  return events;
}

/** Builds Meta's status envelope for one event (used by the outbox simulator). */
export function metaStatusBody(event: { providerMessageId: string; messageId: string; status: MessageStatus; at: Date; to: string; error?: { code: string; title: string } }): object {
  return {
    object: 'whatsapp_business_account',
    entry: [{
      id: 'SIMULATED_WABA',
      changes: [{
        field: 'messages',
        value: {
          messaging_product: 'whatsapp',
          metadata: { display_phone_number: '910000000000', phone_number_id: 'SIMULATED' },
          statuses: [{
            id: event.providerMessageId,
            status: event.status,
            timestamp: String(Math.floor(event.at.getTime() / 1000)),
            recipient_id: event.to.replace(/^\+/, ''),
            biz_opaque_callback_data: event.messageId,
            ...(event.error ? { errors: [{ code: event.error.code, title: event.error.title }] } : {}),
          }],
        },
      }],
    }],
  };
}
