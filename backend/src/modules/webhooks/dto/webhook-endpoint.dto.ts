import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ArrayMaxSize, ArrayMinSize, ArrayUnique, IsArray, IsBoolean, IsIn, IsISO8601, IsOptional, IsString, MaxLength } from 'class-validator';
import { trim } from '../../../common/http/validation.js';
import { WEBHOOK_EVENT_TYPES, type WebhookEventType } from '../webhook-event-types.js';

const EVENTS_MESSAGE = `events must be a list of one or more of: ${WEBHOOK_EVENT_TYPES.join(', ')}`;

export class CreateWebhookEndpointDto {
  @ApiProperty({ description: 'https URL the events are POSTed to (plain http only for hosts in WEBHOOK_ALLOWED_PRIVATE_HOSTS)', example: 'https://hooks.lender.example/crm', maxLength: 2000 })
  @trim
  @IsString({ message: 'url must be an absolute https URL' })
  @MaxLength(2000, { message: 'url must be at most 2000 characters' })
  url: string;

  @ApiProperty({ enum: WEBHOOK_EVENT_TYPES, isArray: true, description: 'The event types it receives' })
  @IsArray({ message: EVENTS_MESSAGE })
  @ArrayMinSize(1, { message: EVENTS_MESSAGE })
  @ArrayMaxSize(WEBHOOK_EVENT_TYPES.length, { message: EVENTS_MESSAGE })
  @ArrayUnique({ message: 'events must not repeat an event type' })
  @IsIn(WEBHOOK_EVENT_TYPES, { each: true, message: EVENTS_MESSAGE })
  events: WebhookEventType[];

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 200, description: 'What it is for, for the admins' })
  @IsOptional()
  @trim
  @IsString({ message: 'description must be text of at most 200 characters' })
  @MaxLength(200, { message: 'description must be text of at most 200 characters' })
  description?: string | null;
}

export class UpdateWebhookEndpointDto {
  @ApiPropertyOptional({ description: 'A new URL (same rules as on registration)', maxLength: 2000 })
  @IsOptional()
  @trim
  @IsString({ message: 'url must be an absolute https URL' })
  @MaxLength(2000, { message: 'url must be at most 2000 characters' })
  url?: string;

  @ApiPropertyOptional({ enum: WEBHOOK_EVENT_TYPES, isArray: true })
  @IsOptional()
  @IsArray({ message: EVENTS_MESSAGE })
  @ArrayMinSize(1, { message: EVENTS_MESSAGE })
  @ArrayMaxSize(WEBHOOK_EVENT_TYPES.length, { message: EVENTS_MESSAGE })
  @ArrayUnique({ message: 'events must not repeat an event type' })
  @IsIn(WEBHOOK_EVENT_TYPES, { each: true, message: EVENTS_MESSAGE })
  events?: WebhookEventType[];

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 200 })
  @IsOptional()
  @trim
  @IsString({ message: 'description must be text of at most 200 characters' })
  @MaxLength(200, { message: 'description must be text of at most 200 characters' })
  description?: string | null;

  @ApiPropertyOptional({ description: 'false stops deliveries (events are still kept for it); true resumes them, oldest first' })
  @IsOptional()
  @IsBoolean({ message: 'enabled must be true or false' })
  enabled?: boolean;
}

export class ReplaySinceDto {
  @ApiProperty({ format: 'date-time', description: 'Every delivery to the endpoint created at or after this instant is sent again', example: '2026-11-27T00:00:00Z' })
  @IsString({ message: 'since must be a date-time (ISO 8601)' })
  @IsISO8601({ strict: true }, { message: 'since must be a date-time (ISO 8601)' })
  since: string;
}

export class WebhookEndpointDto {
  @ApiProperty() id: number;
  @ApiProperty() url: string;
  @ApiProperty({ enum: WEBHOOK_EVENT_TYPES, isArray: true }) events: WebhookEventType[];
  @ApiProperty({ type: String, nullable: true }) description: string | null;
  @ApiProperty({ description: 'false once disabled by an admin, or by 3 days of failures' }) enabled: boolean;
  @ApiProperty({ type: String, nullable: true, enum: ['admin', 'failing'], description: 'Why it is disabled' }) disabled_reason: 'admin' | 'failing' | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'Since when its deliveries have been failing' }) failing_since: Date | null;
  @ApiProperty({ description: 'Deliveries waiting to be sent' }) pending: number;
  @ApiProperty({ format: 'date-time' }) created_at: Date;
}

export class CreatedWebhookEndpointDto extends WebhookEndpointDto {
  @ApiProperty({ description: 'The signing secret (whsec_…), in this answer only', example: 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw' }) secret: string;
}

export class WebhookAttemptDto {
  @ApiProperty() attempt: number;
  @ApiProperty({ enum: ['succeeded', 'retrying', 'failed'] }) outcome: 'succeeded' | 'retrying' | 'failed';
  @ApiProperty({ type: Number, nullable: true }) response_status: number | null;
  @ApiProperty() duration_ms: number;
  @ApiProperty({ type: String, nullable: true, description: 'Why no answer counted: a timeout, a refused connection or target' }) error: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'The first 1 KB of the answer' }) response_body: string | null;
  @ApiProperty({ format: 'date-time' }) created_at: Date;
}

export class WebhookDeliveryDto {
  @ApiProperty() id: number;
  @ApiProperty({ description: 'The webhook-id header: the same on every attempt and replay' }) event_id: string;
  @ApiProperty() type: string;
  @ApiProperty({ description: 'Attempts made so far' }) attempt: number;
  @ApiProperty({ enum: ['pending', 'succeeded', 'failed'] }) status: 'pending' | 'succeeded' | 'failed';
  @ApiProperty({ type: Number, nullable: true, description: 'The last attempt’s HTTP status' }) response_status: number | null;
  @ApiProperty({ type: Number, nullable: true, description: 'The last attempt’s time taken' }) duration_ms: number | null;
  @ApiProperty({ type: String, nullable: true }) error: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'The first 1 KB of the last answer' }) response_body: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'When the next attempt is due (pending only)' }) next_attempt_at: Date | null;
  @ApiProperty({ type: Number, nullable: true, description: 'The delivery this one replays' }) replay_of: number | null;
  @ApiProperty({ format: 'date-time' }) created_at: Date;
  @ApiProperty({ type: [WebhookAttemptDto], description: 'Every attempt, first to last' }) attempts: WebhookAttemptDto[];
}

export class ReplayedDto {
  @ApiProperty({ description: 'Deliveries queued again' }) replayed: number;
}

export class TestSentDto {
  @ApiProperty({ description: 'The test.ping event queued for the endpoint' }) event_id: string;
  @ApiProperty({ description: 'Its delivery, to find in the log' }) delivery_id: number;
}
