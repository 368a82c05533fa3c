import type { OpenAPIObject, ReferenceObject, SchemaObject } from '@nestjs/swagger';
import { TEST_EVENT_TYPE, type WebhookEventType } from './webhook-event-types.js';

/** The schema of each event's `data`: the API's read of the record. */
const DATA: Record<WebhookEventType | typeof TEST_EVENT_TYPE, SchemaObject | ReferenceObject> = {
  'payment.recorded': { $ref: '#/components/schemas/PaymentResponseDto' },
  'promise.made': { $ref: '#/components/schemas/PromiseResponseDto' },
  'promise.kept': { $ref: '#/components/schemas/PromiseResponseDto' },
  'promise.broken': { $ref: '#/components/schemas/PromiseResponseDto' },
  'feedback.recorded': { $ref: '#/components/schemas/FeedbackResponseDto' },
  'call.ended': { $ref: '#/components/schemas/CallResponseDto' },
  'customer.import.committed': {
    allOf: [
      { $ref: '#/components/schemas/CommitImportResponseDto' },
      {
        type: 'object',
        properties: { file_name: { type: 'string' }, leadCycle: { type: 'integer' }, group_id: { type: 'integer', nullable: true }, payments: { type: 'integer', description: 'Payments the import recorded' } },
      },
    ],
  },
  'leave.request.decided': { $ref: '#/components/schemas/LeaveRequestResponseDto' },
  'attendance.request.decided': { $ref: '#/components/schemas/AttendanceDayDto' },
  'user.deactivated': { $ref: '#/components/schemas/UserResponseDto' },
  [TEST_EVENT_TYPE]: { type: 'object', properties: { endpoint_id: { type: 'integer' }, message: { type: 'string' } } },
};

const schemaName = (type: string) => `WebhookEvent_${type.replaceAll('.', '_')}`;

/**
 * The webhook events as schemas with examples (the generator writes OpenAPI 3.0, which has no `webhooks`): one
 * `WebhookEvent_<type>` per type, the envelope around that type's `data`, and `WebhookEvent`, any of them.
 */
export function documentWebhookEvents(document: OpenAPIObject): void {
  const schemas = (document.components ??= {}).schemas ??= {};
  for (const [type, data] of Object.entries(DATA)) {
    schemas[schemaName(type)] = {
      type: 'object',
      description: `The body of a \`${type}\` webhook, signed per Standard Webhooks 1.0 (headers webhook-id = id, webhook-timestamp, webhook-signature). See docs/integrating.md.`,
      required: ['id', 'type', 'created_at', 'data'],
      properties: {
        id: { type: 'string', description: 'The event id, also the webhook-id header: the same on every retry and replay', example: 'evt_3f9a1c0d2b7e4f6a8c5d9e0b1a2c3d4e' },
        type: { type: 'string', enum: [type] },
        created_at: { type: 'string', format: 'date-time', description: 'When the change was committed' },
        data,
      },
      example: { id: 'evt_3f9a1c0d2b7e4f6a8c5d9e0b1a2c3d4e', type, created_at: '2026-11-27T04:30:00.000Z', data: {} },
    };
  }
  schemas.WebhookEvent = { oneOf: Object.keys(DATA).map((type) => ({ $ref: `#/components/schemas/${schemaName(type)}` })), discriminator: { propertyName: 'type' } };
}
