import { ApiProperty, ApiPropertyOptional, PartialType } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsOptional, IsString, MaxLength, MinLength } from 'class-validator';
import type { Group } from '../entities/group.entity.js';
import { IsRecordId } from '../../../common/http/record-id.js';

export class CreateGroupDto {
  @ApiProperty({ minLength: 2, example: 'Bengaluru Overdue' })
  @Transform(({ value }) => (typeof value === 'string' ? value.trim() : value))
  @MinLength(2, { message: 'Group name must be at least 2 characters' })
  @MaxLength(100, { message: 'Group name must be at most 100 characters' })
  @IsString({ message: 'Group name must be at least 2 characters' })
  name: string;

  @ApiPropertyOptional({ nullable: true, type: String })
  @IsOptional()
  @IsString({ message: 'description must be text' })
  @MaxLength(500, { message: 'Description must be at most 500 characters' })
  description?: string | null;
}

export class UpdateGroupDto extends PartialType(CreateGroupDto, { skipNullProperties: false }) {}

export class GroupResponseDto {
  @ApiProperty() id: number;
  @ApiProperty() name: string;
  @ApiProperty({ nullable: true, type: String }) description: string | null;
  @ApiProperty({ description: 'Assigned agents' }) agents: number;
  @ApiProperty() customers: number;
  @ApiProperty() paid_customers: number;
  @ApiProperty() partial_paid_customers: number;
  @ApiProperty({ type: String, format: 'date-time' }) created_at: Date;
}

export interface GroupCounts {
  agents: number;
  customers: number;
  paid_customers: number;
  partial_paid_customers: number;
}

export const NO_COUNTS: GroupCounts = { agents: 0, customers: 0, paid_customers: 0, partial_paid_customers: 0 };

export function toGroupResponse(group: Group, counts: GroupCounts): GroupResponseDto {
  return { id: group.id, name: group.name, description: group.description, ...counts, created_at: group.createdAt };
}

export class AgentAssignmentDto {
  @ApiProperty() @IsRecordId('agent_id must be a user id') agent_id: number;
  @ApiProperty() @IsRecordId('group_id must be a group id') group_id: number;
}

export class AssignedAgentDto {
  @ApiProperty() id: number;
  @ApiProperty() name: string;
  @ApiProperty() email: string;
  @ApiProperty() is_active: boolean;
}

export class GroupDeletedDto {
  @ApiProperty() id: number;
  @ApiProperty() name: string;
  @ApiProperty({ description: 'Agents unassigned by the delete' }) unassigned_agents: number;
  @ApiProperty({ description: 'Customers moved to unassigned' }) moved_customers: number;
}
