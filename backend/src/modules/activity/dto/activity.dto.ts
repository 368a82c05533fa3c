import { ApiExtraModels, ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional } from 'class-validator';
import { nullableRef } from '../../../common/http/nullable-ref.js';
import { QueryWholeNumber } from '../../../common/http/query-number.js';

export const ACTIVITY_KINDS = ['call', 'feedback', 'payment', 'message'] as const;
const MAX_OFFSET = 10_000;

export class ActivityQueryDto {
  @ApiPropertyOptional({ default: 20, description: 'Entries per page, 1-100' })
  @IsOptional()
  @QueryWholeNumber('limit', 1, 100)
  limit?: number;

  @ApiPropertyOptional({ default: 0, description: `Entries to skip, 0-${MAX_OFFSET}` })
  @IsOptional()
  @QueryWholeNumber('offset', 0, MAX_OFFSET)
  offset?: number;
}

class ActivityPartyDto {
  @ApiProperty() id: number;
  @ApiProperty() name: string;
}

class ActivityCustomerDto extends ActivityPartyDto {
  @ApiProperty({ description: "The customer page's key" }) loan_application_no: string;
}

@ApiExtraModels(ActivityPartyDto)
export class ActivityEntryDto {
  @ApiProperty({ enum: ACTIVITY_KINDS }) kind: (typeof ACTIVITY_KINDS)[number];
  @ApiProperty({ format: 'date-time' }) at: Date;
  @ApiProperty({ type: ActivityCustomerDto }) customer: ActivityCustomerDto;
  @ApiProperty({ ...nullableRef(ActivityPartyDto), description: 'Who did it; null for a call nobody was assigned' }) agent: ActivityPartyDto | null;
  @ApiProperty() summary: string;
}

export class ActivityPageDto {
  @ApiProperty({ type: [ActivityEntryDto] }) items: ActivityEntryDto[];
  @ApiProperty({ type: Number, nullable: true, description: 'The offset of the next page; null on the last' }) next_offset: number | null;
}
