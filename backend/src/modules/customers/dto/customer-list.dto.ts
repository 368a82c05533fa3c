import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { PageNumber } from '../../../common/http/page-number.js';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsIn,
  IsISO8601,
  IsOptional,
  IsString,
  MaxLength,
  ValidateIf,
  } from 'class-validator';
import { CUSTOMER_STATUSES, normalizeStatus, type CustomerStatus } from '../customer-statuses.js';
import { CustomerSummaryDto } from './customer-response.dto.js';
import { IsRecordId } from '../../../common/http/record-id.js';
import { NestedObject } from '../../../common/http/nested.js';

export const PAGE_SIZES = [10, 20, 50, 100] as const;

export class InstantRangeDto {
  @ApiPropertyOptional({ format: 'date-time' })
  @IsOptional()
  @IsISO8601({ strict: true }, { message: 'start must be an ISO date-time' })
  start?: string;

  @ApiPropertyOptional({ format: 'date-time' })
  @IsOptional()
  @IsISO8601({ strict: true }, { message: 'end must be an ISO date-time' })
  end?: string;
}

export class CustomerListRequestDto {
  @PageNumber()
  page?: number;

  @ApiPropertyOptional({ enum: PAGE_SIZES, default: 10 })
  @IsOptional()
  @IsIn(PAGE_SIZES as unknown as number[], { message: 'limit must be one of 10, 20, 50, 100' })
  limit?: number;

  @ApiPropertyOptional({ description: 'The start of the name or of its last word, of the mobile, loan number or email' })
  @IsOptional()
  @IsString({ message: 'search must be text' })
  @MaxLength(100, { message: 'search must be at most 100 characters' })
  search?: string;

  @ApiPropertyOptional({ enum: CUSTOMER_STATUSES, isArray: true })
  @IsOptional()
  @Transform(({ value }) => (Array.isArray(value) ? value.map(normalizeStatus) : value))
  @IsArray({ message: 'status must be a list' })
  @IsIn(CUSTOMER_STATUSES as unknown as string[], { each: true, message: 'status must be overdue, partially_paid or paid' })
  status?: CustomerStatus[];

  @ApiPropertyOptional({ type: [String] })
  @IsOptional()
  @IsArray({ message: 'last_disposition_status must be a list' })
  @ArrayMaxSize(50, { message: 'last_disposition_status may list at most 50 values' })
  @IsString({ each: true, message: 'last_disposition_status must be a list of texts' })
  @MaxLength(100, { each: true, message: 'last_disposition_status values must be at most 100 characters' })
  last_disposition_status?: string[];

  @ApiPropertyOptional({ type: InstantRangeDto })
  @IsOptional()
  @NestedObject(() => InstantRangeDto, 'next_follow_up must be an object with start and end')
  next_follow_up?: InstantRangeDto;

  @ApiPropertyOptional({ type: InstantRangeDto })
  @IsOptional()
  @NestedObject(() => InstantRangeDto, 'last_connected_at must be an object with start and end')
  last_connected_at?: InstantRangeDto;

  @ApiPropertyOptional({ description: 'Only customers of this group' })
  @IsOptional()
  @IsRecordId('group_id must be a group id')
  group_id?: number;

  @ApiPropertyOptional({ description: 'Only customers of this lead cycle' })
  @IsOptional()
  @IsRecordId('lead_cycle_id must be a lead cycle id')
  lead_cycle_id?: number;
}

export class PaginationDto {
  @ApiProperty() currentPage: number;
  @ApiProperty() itemsPerPage: number;
  @ApiProperty() totalItems: number;
  @ApiProperty() totalPages: number;
  @ApiProperty() hasNextPage: boolean;
  @ApiProperty() hasPreviousPage: boolean;
  @ApiProperty({ description: 'totalItems (and totalPages) estimated, to two significant digits: a search matching more than 1,000 customers' })
  totalIsEstimate: boolean;
}

export class CustomerListResponseDto {
  @ApiProperty({ type: [CustomerSummaryDto] }) customers: CustomerSummaryDto[];
  @ApiProperty({ type: PaginationDto }) pagination: PaginationDto;
}

/** A page's pagination: whether a next page exists is what the page's read found, whatever the (estimated) total says. */
export function pagination(page: { page: number; limit: number; total: number; totalIsEstimate: boolean; hasNextPage: boolean }): PaginationDto {
  const { page: currentPage, limit, total: totalItems, totalIsEstimate, hasNextPage } = page;
  return { currentPage, itemsPerPage: limit, totalItems, totalPages: Math.ceil(totalItems / limit), hasNextPage, hasPreviousPage: currentPage > 1, totalIsEstimate };
}

export class BulkAssignDto {
  @ApiProperty({ type: [Number], maxItems: 1000 })
  @IsArray({ message: 'customer_ids must be a list of customer ids' })
  @ArrayMinSize(1, { message: 'Select at least one customer' })
  @ArrayMaxSize(1000, { message: 'At most 1000 customers can be assigned at once' })
  @IsRecordId('customer_ids must be a list of customer ids', { each: true })
  customer_ids: number[];

  @ApiProperty({ type: Number, nullable: true, description: 'null moves the customers to unassigned' })
  @ValidateIf((body: BulkAssignDto) => body.group_id !== null)
  @IsRecordId('group_id must be a group id or null')
  group_id: number | null;
}

export class BulkAssignResponseDto {
  @ApiProperty() updated: number;
  @ApiProperty({ type: Number, nullable: true }) group_id: number | null;
}

export class DeletedCustomersDto {
  @ApiProperty() deleted: number;
  @ApiProperty() message: string;
}
