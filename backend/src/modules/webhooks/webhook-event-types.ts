/** The events an endpoint may subscribe to; `test.ping` is sent only by "send test". */
export const WEBHOOK_EVENT_TYPES = [
  'payment.recorded',
  'promise.made',
  'promise.kept',
  'promise.broken',
  'feedback.recorded',
  'call.ended',
  'customer.import.committed',
  'leave.request.decided',
  'attendance.request.decided',
  'user.deactivated',
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

export const TEST_EVENT_TYPE = 'test.ping';
