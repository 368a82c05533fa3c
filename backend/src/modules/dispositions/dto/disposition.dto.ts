import { ApiProperty, ApiPropertyOptional, PartialType } from '@nestjs/swagger';
import { IsBoolean, IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min, MinLength, ValidateIf } from 'class-validator';
import { ENABLEMENT, type DispositionList, type Enablement } from '../entities/disposition-list.entity.js';
import { CONTACT_TYPES, type ContactType, type DispositionStatus } from '../entities/disposition-status.entity.js';
import { recordsPromise } from '../promise-statuses.js';
import { IsRecordId } from '../../../common/http/record-id.js';
import { trim, OptionalButNotNull } from '../../../common/http/validation.js';
import { QueryNumber } from '../../../common/http/query-number.js';

const IsEnablement = () => IsIn(ENABLEMENT as unknown as string[], { message: 'status must be enabled or disabled' });

export class CreateDispositionListDto {
  @ApiProperty({ minLength: 2, example: 'Collections default' })
  @trim
  @MinLength(2, { message: 'Name must be at least 2 characters' })
  @MaxLength(100, { message: 'Name must be at most 100 characters' })
  @IsString({ message: 'Name must be at least 2 characters' })
  name: string;

  @ApiPropertyOptional({ type: String, nullable: true })
  @IsOptional()
  @IsString({ message: 'description must be text' })
  @MaxLength(500, { message: 'Description must be at most 500 characters' })
  description?: string | null;

  @ApiPropertyOptional({ enum: ENABLEMENT, default: 'enabled' })
  @OptionalButNotNull()
  @IsEnablement()
  status?: Enablement;
}

export class UpdateDispositionListDto extends PartialType(CreateDispositionListDto, { skipNullProperties: false }) {}

export class DispositionListResponseDto {
  @ApiProperty() id: number;
  @ApiProperty() name: string;
  @ApiProperty({ type: String, nullable: true }) description: string | null;
  @ApiProperty({ enum: ENABLEMENT }) status: Enablement;
  @ApiProperty({ description: 'Disposition statuses in the list' }) count: number;
  @ApiProperty({ format: 'date-time' }) createdAt: Date;
}

export function toListResponse(list: DispositionList, count: number): DispositionListResponseDto {
  return { id: list.id, name: list.name, description: list.description, status: list.status, count, createdAt: list.createdAt };
}

export class CreateDispositionStatusDto {
  @ApiProperty() @IsRecordId('disposition_list_id must be a disposition list id') disposition_list_id: number;

  @ApiProperty({ minLength: 2, example: 'Promise to pay' })
  @trim
  @MinLength(2, { message: 'Name must be at least 2 characters' })
  @MaxLength(100, { message: 'Name must be at most 100 characters' })
  @IsString({ message: 'Name must be at least 2 characters' })
  name: string;

  @ApiProperty({ minLength: 1, example: 'PTP' })
  @trim
  @MinLength(1, { message: 'Code is required' })
  @MaxLength(20, { message: 'Code must be at most 20 characters' })
  @IsString({ message: 'Code is required' })
  code: string;

  @ApiPropertyOptional({ enum: CONTACT_TYPES, default: 'RPC' })
  @OptionalButNotNull()
  @IsIn(CONTACT_TYPES as unknown as string[], { message: 'contact_type must be WPC, RPC or NC' })
  contact_type?: ContactType;

  @ApiPropertyOptional({ enum: ENABLEMENT, default: 'enabled' }) @OptionalButNotNull() @IsEnablement() status?: Enablement;

  @ApiPropertyOptional({ default: false })
  @OptionalButNotNull()
  @IsBoolean({ message: 'is_default_disposition must be true or false' })
  is_default_disposition?: boolean;

  @ApiPropertyOptional({ default: false })
  @OptionalButNotNull()
  @IsBoolean({ message: 'next_date_time_needed must be true or false' })
  next_date_time_needed?: boolean;

  @ApiPropertyOptional({ default: false, description: 'Feedback with this status records a promise to pay (RPC "PTP" statuses always do)' })
  @OptionalButNotNull()
  @IsBoolean({ message: 'is_promise must be true or false' })
  is_promise?: boolean;

  @ApiPropertyOptional({ type: Number, nullable: true, default: 30, description: 'Minutes until the next call; null for none' })
  @IsOptional()
  @ValidateIf((body: CreateDispositionStatusDto) => body.disposition_next_call_duration !== null)
  @IsInt({ message: 'Next callback duration must be a whole number of minutes' })
  @Min(0, { message: 'Next callback duration cannot be negative' })
  @Max(10080, { message: 'Next callback duration must be at most 10080 minutes (7 days)' })
  disposition_next_call_duration?: number | null;
}

export class UpdateDispositionStatusDto extends PartialType(CreateDispositionStatusDto, { skipNullProperties: false }) {}

export class DispositionStatusResponseDto {
  @ApiProperty() id: number;
  @ApiProperty() disposition_list_id: number;
  @ApiProperty() name: string;
  @ApiProperty() code: string;
  @ApiProperty() is_default_disposition: boolean;
  @ApiProperty({ enum: ENABLEMENT }) status: Enablement;
  @ApiProperty({ enum: CONTACT_TYPES }) contact_type: ContactType;
  @ApiProperty() next_date_time_needed: boolean;
  @ApiProperty({ description: 'Feedback with this status records a promise to pay' }) is_promise: boolean;
  @ApiProperty({ type: Number, nullable: true }) disposition_next_call_duration: number | null;
  @ApiProperty({ format: 'date-time' }) createdAt: Date;
}

export function toStatusResponse(status: DispositionStatus): DispositionStatusResponseDto {
  return {
    id: status.id,
    disposition_list_id: status.listId,
    name: status.name,
    code: status.code,
    is_default_disposition: status.isDefault,
    status: status.status,
    contact_type: status.contactType,
    next_date_time_needed: status.nextDateTimeNeeded,
    is_promise: recordsPromise(status),
    disposition_next_call_duration: status.nextCallDuration,
    createdAt: status.createdAt,
  };
}

export class SetEnablementDto {
  @ApiProperty({ enum: ENABLEMENT }) @IsEnablement() status: Enablement;
}

export class StatusesQueryDto {
  @ApiPropertyOptional({ description: 'Only the statuses of this list' })
  @IsOptional()
  @QueryNumber()
  @IsRecordId('listId must be a disposition list id')
  listId?: number;
}
