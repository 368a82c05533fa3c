import { ApiProperty } from '@nestjs/swagger';
import { ArrayMaxSize, IsArray, IsOptional } from 'class-validator';
import { IsRecordId } from '../../../common/http/record-id.js';

export class DashboardStatsRequestDto {
  @ApiProperty({ type: [Number], required: false, description: 'Empty or absent: lead cycles overlapping the current month' })
  @IsOptional()
  @IsArray({ message: 'lead_cycle_ids must be a list of lead cycle ids' })
  @ArrayMaxSize(100, { message: 'lead_cycle_ids may list at most 100 cycles' })
  @IsRecordId('lead_cycle_ids must be a list of lead cycle ids', { each: true })
  lead_cycle_ids?: number[];
}

export class CustomerStatusCountsDto {
  @ApiProperty() overdue: number;
  @ApiProperty() partialPaid: number;
  @ApiProperty() paid: number;
}

class PromiseAgentRefDto {
  @ApiProperty({ type: Number, nullable: true, description: 'null: the agent was deleted' }) id: number | null;
  @ApiProperty() name: string;
}

export class PromiseCountsDto {
  @ApiProperty({ description: 'Promises to pay recorded on the counted customers' }) made: number;
  @ApiProperty({ description: 'Of those, kept (on time or late)' }) kept: number;
  @ApiProperty({ type: Number, nullable: true, description: 'Kept ÷ decided (kept, kept late or broken), 0-1; null before any is decided' }) keptRate: number | null;
}

export class AgentPromiseCountsDto extends PromiseCountsDto {
  @ApiProperty({ type: PromiseAgentRefDto }) agent: PromiseAgentRefDto;
}

export class DashboardStatsDto {
  @ApiProperty() totalCustomers: number;
  @ApiProperty({ description: 'Active agent accounts' }) activeAgents: number;
  @ApiProperty({ type: CustomerStatusCountsDto }) customerStatusCounts: CustomerStatusCountsDto;
  @ApiProperty({ type: [Number], description: 'The lead cycles counted' }) leadCycleIds: number[];
  @ApiProperty({ type: PromiseCountsDto }) promises: PromiseCountsDto;
  @ApiProperty({ type: [AgentPromiseCountsDto], required: false, description: 'Admins only: the same per agent who took the promises, most made first' })
  promisesByAgent?: AgentPromiseCountsDto[];
}
