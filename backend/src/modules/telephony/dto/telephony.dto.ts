import { ApiExtraModels, ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ValidateIf } from 'class-validator';
import { nullableRef } from '../../../common/http/nullable-ref.js';
import { CALL_STATES, type CallState } from '../../../integrations/dialer/dialer.port.js';
import { CALL_STATUSES, type CallStatus } from '../../calls/call-status.js';
import type { Call } from '../../calls/entities/call.entity.js';
import type { TataLeadList } from '../entities/tata-lead-list.entity.js';
import { IsRecordId } from '../../../common/http/record-id.js';
import { IsIndianMobile } from '../../../common/http/validation.js';
import { NumberSlotField } from '../../customers/dto/number-slot.dto.js';
import type { NumberSlot } from '../../customers/customer-number-slots.js';

export class InitCallDto {
  @ApiPropertyOptional({ example: '9876543210', description: "One of the customer's numbers; 10 digits starting 6-9 after removing +91 / 0. Required unless number_slot names the number" })
  @ValidateIf((dto: InitCallDto) => dto.number_slot == null)
  @IsIndianMobile()
  customerNumber?: string;

  @NumberSlotField()
  number_slot?: NumberSlot;

  @ApiProperty({ example: 42 })
  @IsRecordId('customer_id must be a customer id')
  customer_id: number;
}

/** A call as the calling panel follows it. */
export class LiveCallDto {
  @ApiProperty() id: number;
  @ApiProperty() customer_id: number;
  @ApiProperty() phone_number: string;
  @ApiProperty({ enum: CALL_STATUSES }) status: CallStatus;
  @ApiProperty({ enum: CALL_STATES, description: 'initiated < ringing < answered < ended' }) state: CallState;
  @ApiProperty({ format: 'date-time' }) call_date_time: Date;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) answered_at: Date | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) ended_at: Date | null;
  @ApiProperty({ description: 'Talk time in seconds' }) duration: number;
  @ApiProperty() has_recording: boolean;
}

export function toLiveCall(call: Call): LiveCallDto {
  return {
    id: call.id,
    customer_id: call.customerId,
    phone_number: call.phoneNumber,
    status: call.status,
    state: call.state,
    call_date_time: call.callDateTime,
    answered_at: call.answeredAt,
    ended_at: call.endedAt,
    duration: call.duration,
    has_recording: call.recordingUrl !== null,
  };
}

@ApiExtraModels(LiveCallDto)
export class CurrentCallDto {
  @ApiProperty(nullableRef(LiveCallDto)) call: LiveCallDto | null;
}

export class WebhookReceiptDto {
  @ApiProperty({ description: 'Events that matched a call' }) received: number;
  @ApiProperty({ description: 'True when this exact event was delivered before (nothing was done)' }) duplicate: boolean;
}

export class UserSyncResultDto {
  @ApiProperty({ description: 'CRM users linked to a dialer agent after the sync' }) matched: number;
  @ApiProperty({ description: 'Links made or changed by this run' }) new: number;
  @ApiProperty({ description: 'Dialer agents no CRM user matches' }) unmatched: number;
  @ApiProperty({ description: 'Active CRM users with no dialer agent' }) unlinked_users: number;
  @ApiProperty() message: string;
}

class ProviderOnlyItemDto {
  @ApiProperty({ enum: ['list', 'status'] }) kind: 'list' | 'status';
  @ApiProperty() name: string;
}

export class DispositionSyncResultDto {
  @ApiProperty() created: number;
  @ApiProperty() updated: number;
  @ApiProperty() unchanged: number;
  @ApiProperty({ type: [ProviderOnlyItemDto], description: 'Items that exist only at the dialer' }) provider_only: ProviderOnlyItemDto[];
}

export class LeadSyncResultDto {
  @ApiProperty({ description: 'Lead lists synced (one per lead cycle)' }) lists: number;
  @ApiProperty({ description: 'Lead lists created by this run' }) created: number;
  @ApiProperty({ description: 'Customers pushed' }) leads: number;
}

export class LeadListDto {
  @ApiProperty() id: number;
  @ApiProperty() name: string;
  @ApiProperty() lead_list_id: string;
  @ApiProperty({ type: Number, nullable: true }) lead_cycle_id: number | null;
  @ApiProperty() lead_count: number;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) last_refreshed_at: Date | null;
}

export function toLeadList(list: TataLeadList): LeadListDto {
  return {
    id: list.id,
    name: list.name,
    lead_list_id: list.leadListId,
    lead_cycle_id: list.leadCycleId,
    lead_count: list.leadCount,
    last_refreshed_at: list.lastRefreshedAt,
  };
}
