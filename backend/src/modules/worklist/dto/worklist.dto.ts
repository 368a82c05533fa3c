import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional } from 'class-validator';
import { QueryNumber, QueryWholeNumber } from '../../../common/http/query-number.js';
import { CUSTOMER_STATUSES } from '../../customers/customer-statuses.js';
import { IsRecordId } from '../../../common/http/record-id.js';
import { WORKLIST_SECTIONS, type WorklistSectionKey } from '../worklist-sections.js';

export const MAX_WORKLIST_ROWS = 100;

export class WorklistQueryDto {
  @ApiPropertyOptional({ description: "Admins: this agent's worklist (without it, the whole floor's). Agents: only their own id" })
  @IsOptional()
  @QueryNumber()
  @IsRecordId('agent_id must be a user id')
  agent_id?: number;

  @ApiPropertyOptional({ description: `Customers listed per section (the count covers all), 1-${MAX_WORKLIST_ROWS}`, default: 25 })
  @IsOptional()
  @QueryWholeNumber('limit', 1, MAX_WORKLIST_ROWS)
  limit?: number;
}

export class WorklistCustomerDto {
  @ApiProperty() id: number;
  @ApiProperty() name: string;
  @ApiProperty() loan_application_no: string;
  @ApiProperty({ enum: CUSTOMER_STATUSES }) status: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) next_follow_up: Date | null;
  @ApiProperty({ type: String, nullable: true }) last_disposition_status: string | null;
  @ApiProperty({ type: String, format: 'date', nullable: true, description: 'Promise sections: the promised date' }) promised_date: string | null;
  @ApiProperty({ type: Number, nullable: true, description: 'Promise sections: the promised amount (INR)' }) promised_amount: number | null;
  @ApiProperty({ type: String, nullable: true, description: "A customer of a group the agent covers on loan today: the group's agents, by name (shown as \"covering for …\"); null for the agent's own groups" })
  covering_for: string | null;
}

export class WorklistSectionDto {
  @ApiProperty({ enum: WORKLIST_SECTIONS.map((s) => s.key) }) key: WorklistSectionKey;
  @ApiProperty() title: string;
  @ApiProperty({ description: 'Every customer in the section (customers lists the first `limit`)' }) count: number;
  @ApiProperty({ type: [WorklistCustomerDto] }) customers: WorklistCustomerDto[];
}

export class WorklistDto {
  @ApiProperty({ type: [WorklistSectionDto], description: 'In the order to work them' }) sections: WorklistSectionDto[];
}
