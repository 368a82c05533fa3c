import type { WhatsAppConfig } from '../../../config/app-config.js';
import { parseMetaStatuses, verifyMetaWebhook } from '../whatsapp-format.js';
import { isProviderTimeout } from '../../provider-error.js';
import { MessengerError, type Messenger, type OutboundMessage, type SendResult, type WebhookRequest } from '../messenger.port.js';

/**
 * WhatsApp Business Cloud API: template messages with the values (and the link) as body parameters, our message
 * id as biz_opaque_callback_data. Never retried automatically: a retry could message a customer twice.
 */
export class WhatsAppMessenger implements Messenger {
  readonly channel = 'whatsapp' as const;

  /** `timeoutMs`: a send not answered by then fails as PROVIDER_UNAVAILABLE (PROVIDER_TIMEOUT_MS). */
  constructor(
    private readonly config: WhatsAppConfig,
    private readonly timeoutMs: number,
  ) {}

  async send(message: OutboundMessage): Promise<SendResult> {
    const url = `${this.config.baseUrl}/${this.config.apiVersion}/${this.config.phoneNumberId}/messages`;
    let response: Response;
    try {
      response = await fetch(url, {
        method: 'POST',
        signal: AbortSignal.timeout(this.timeoutMs),
        headers: { Authorization: `Bearer ${this.config.accessToken}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({
          messaging_product: 'whatsapp',
          recipient_type: 'individual',
          to: message.to.replace(/^\+/, ''),
          type: 'template',
          template: {
            name: message.template.name,
            language: { code: message.template.language },
            components: [{ type: 'body', parameters: [...message.params.map(([, value]) => value), message.link].map((text) => ({ type: 'text', text })) }],
          },
          biz_opaque_callback_data: message.messageId,
        }),
      });
    } catch (error) {
      throw new MessengerError('PROVIDER_UNAVAILABLE', isProviderTimeout(error) ? 'WhatsApp did not answer in time' : 'WhatsApp could not be reached');
    }
    const body = (await response.json().catch(() => ({}))) as { messages?: { id?: string }[]; error?: { message?: string } };
    if (response.status === 401 || response.status === 403) throw new MessengerError('AUTH_FAILED', body.error?.message ?? 'WhatsApp refused the access token');
    if (response.status === 429) throw new MessengerError('RATE_LIMITED', 'WhatsApp rate limit reached; try again shortly');
    if (response.status >= 500) throw new MessengerError('PROVIDER_UNAVAILABLE', 'WhatsApp is unavailable');
    if (!response.ok) throw new MessengerError('PROVIDER_REJECTED', body.error?.message ?? `WhatsApp refused the message (${response.status})`);
    const id = body.messages?.[0]?.id;
    if (!id) throw new MessengerError('PROVIDER_REJECTED', 'WhatsApp answered without a message id');
    return { providerMessageId: id, status: 'queued' };
  }

  verifyWebhook(request: WebhookRequest) {
    return verifyMetaWebhook(request, this.config.appSecret, this.config.verifyToken);
  }

  parseStatusWebhook(body: unknown, receivedAt: Date) {
    return parseMetaStatuses(body, receivedAt);
  }
}
