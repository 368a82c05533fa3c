import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ArrayMaxSize, IsArray, IsOptional, Matches } from 'class-validator';
import { IsRecordId } from '../../../common/http/record-id.js';

const MAX_LISTED = 20;

/** A group's standing rule: when it would be uncovered on a day, it is lent to the buddies or the pool for that day. */
export class CoverageRuleDto {
  @ApiPropertyOptional({ type: [Number], maxItems: MAX_LISTED, description: 'Active agents outside the group (or pool_group_ids)' })
  @IsOptional()
  @IsArray({ message: 'buddy_agent_ids must be a list of agent ids' })
  @ArrayMaxSize(MAX_LISTED, { message: `buddy_agent_ids may name at most ${MAX_LISTED} agents` })
  @IsRecordId('buddy_agent_ids must be a list of agent ids', { each: true })
  buddy_agent_ids?: number[];

  @ApiPropertyOptional({ type: [Number], maxItems: MAX_LISTED, description: 'Other groups whose agents cover (or buddy_agent_ids)' })
  @IsOptional()
  @IsArray({ message: 'pool_group_ids must be a list of group ids' })
  @ArrayMaxSize(MAX_LISTED, { message: `pool_group_ids may name at most ${MAX_LISTED} groups` })
  @IsRecordId('pool_group_ids must be a list of group ids', { each: true })
  pool_group_ids?: number[];

  @ApiProperty({ example: '11:00', pattern: '^([01][0-9]|2[0-3]):[0-5][0-9]$', description: 'Business time zone: nobody of the group checked in by then lends it for the day' })
  @Matches(/^([01][0-9]|2[0-3]):[0-5][0-9]$/, { message: 'check_in_deadline must be a time HH:MM' })
  check_in_deadline: string;
}

/** A group's rule; a group without one answers empty lists and a null deadline. */
export class CoverageRuleResponseDto {
  @ApiProperty() group_id: number;
  @ApiProperty({ type: [Number] }) buddy_agent_ids: number[];
  @ApiProperty({ type: [Number] }) pool_group_ids: number[];
  @ApiProperty({ type: String, nullable: true, example: '11:00', description: 'null when the group has no rule' }) check_in_deadline: string | null;
}
