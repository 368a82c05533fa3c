import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';

export interface ReceivedWebhook {
  id: string;
  headers: IncomingHttpHeaders;
  body: string;
  /** The envelope, as `standardwebhooks` verified it; null when the signature did not verify. */
  verified: { id: string; type: string; created_at: string; data: Record<string, unknown> } | null;
}

/**
 * An integrator's endpoint on 127.0.0.1: checks each request's signature with `standardwebhooks` as a receiver
 * would, records it, and answers the next status queued (200 once the queue is empty).
 */
export class WebhookReceiver {
  readonly received: ReceivedWebhook[] = [];
  secret = '';
  private readonly statuses: number[] = [];
  private server!: Server;

  async start(): Promise<this> {
    this.server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const body = Buffer.concat(chunks).toString('utf8');
        let verified: ReceivedWebhook['verified'] = null;
        try {
          verified = new Webhook(this.secret).verify(body, request.headers as Record<string, string>) as ReceivedWebhook['verified'];
        } catch {
          verified = null;
        }
        this.received.push({ id: String(request.headers['webhook-id']), headers: request.headers, body, verified });
        response.writeHead(this.statuses.shift() ?? 200, { 'content-type': 'text/plain' }).end(verified ? 'ok' : 'bad signature');
      });
    });
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return this;
  }

  get port(): number {
    return (this.server.address() as AddressInfo).port;
  }

  url(host = '127.0.0.1'): string {
    return `http://${host}:${this.port}/hooks`;
  }

  /** The next requests are answered with these statuses, in turn. */
  answerWith(...statuses: number[]): void {
    this.statuses.push(...statuses);
  }

  reset(): void {
    this.received.length = 0;
    this.statuses.length = 0;
  }

  stop(): Promise<void> {
    this.server.closeAllConnections();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}
