import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { ArrayMaxSize, ArrayMinSize, ArrayUnique, IsArray, IsIn, IsInt, IsISO8601, IsOptional, IsString, Max, MaxLength, Min, MinLength } from 'class-validator';
import { trim } from '../../../common/http/validation.js';
import { API_SCOPES, type ApiScope } from '../../../common/security/api-scopes.js';

export const DEFAULT_RATE_LIMIT_PER_MINUTE = 600;
export const MAX_RATE_LIMIT_PER_MINUTE = 100_000;
export const MAX_GRACE_HOURS = 7 * 24;
export const API_KEY_STATUSES = ['active', 'expired', 'revoked'] as const;
export type ApiKeyStatus = (typeof API_KEY_STATUSES)[number];

export class CreateApiKeyDto {
  @ApiProperty({ example: 'Loan system', maxLength: 100 })
  @trim
  @IsString({ message: 'name must be 1 to 100 characters' })
  @MinLength(1, { message: 'name must be 1 to 100 characters' })
  @MaxLength(100, { message: 'name must be 1 to 100 characters' })
  name: string;

  @ApiProperty({ enum: API_SCOPES, isArray: true, example: ['payments:write'] })
  @IsArray({ message: 'scopes must be a list of scopes' })
  @ArrayMinSize(1, { message: 'scopes must name at least one scope' })
  @ArrayMaxSize(API_SCOPES.length, { message: 'scopes must be a list of scopes' })
  @ArrayUnique({ message: 'scopes must not repeat a scope' })
  @IsIn(API_SCOPES as unknown as string[], { each: true, message: `scopes must each be one of ${API_SCOPES.join(', ')}` })
  scopes: ApiScope[];

  @ApiPropertyOptional({ type: String, format: 'date-time', nullable: true, description: 'When the key stops working; in the future. Omit for no expiry.' })
  @IsOptional()
  @IsISO8601({ strict: true }, { message: 'expires_at must be an ISO date-time' })
  expires_at?: string | null;

  @ApiPropertyOptional({ type: 'integer', minimum: 1, maximum: MAX_RATE_LIMIT_PER_MINUTE, default: DEFAULT_RATE_LIMIT_PER_MINUTE })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: `rate_limit_per_minute must be a whole number from 1 to ${MAX_RATE_LIMIT_PER_MINUTE}` })
  @Min(1, { message: `rate_limit_per_minute must be a whole number from 1 to ${MAX_RATE_LIMIT_PER_MINUTE}` })
  @Max(MAX_RATE_LIMIT_PER_MINUTE, { message: `rate_limit_per_minute must be a whole number from 1 to ${MAX_RATE_LIMIT_PER_MINUTE}` })
  rate_limit_per_minute?: number;
}

export class RotateApiKeyDto {
  @ApiProperty({ type: 'integer', minimum: 0, maximum: MAX_GRACE_HOURS, description: 'How long the old secret keeps working (0: it stops at once)' })
  @IsInt({ message: `grace_hours must be a whole number from 0 to ${MAX_GRACE_HOURS}` })
  @Min(0, { message: `grace_hours must be a whole number from 0 to ${MAX_GRACE_HOURS}` })
  @Max(MAX_GRACE_HOURS, { message: `grace_hours must be a whole number from 0 to ${MAX_GRACE_HOURS}` })
  grace_hours: number;
}

export class ApiKeyCreatorDto {
  @ApiProperty({ example: 1 }) id: number;
  @ApiProperty({ example: 'Asha Nair' }) name: string;
}

export class ApiKeyDto {
  @ApiProperty({ example: 3 }) id: number;
  @ApiProperty({ example: 'Loan system' }) name: string;
  @ApiProperty({ example: 'crm_5f2c9a1b7d3e', description: 'The start of the key, to recognise it' }) prefix: string;
  @ApiProperty({ enum: API_SCOPES, isArray: true }) scopes: ApiScope[];
  @ApiProperty({ type: ApiKeyCreatorDto }) created_by: ApiKeyCreatorDto;
  @ApiProperty({ format: 'date-time' }) created_at: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) expires_at: string | null;
  @ApiProperty({ type: 'integer', example: DEFAULT_RATE_LIMIT_PER_MINUTE }) rate_limit_per_minute: number;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) last_used_at: string | null;
  @ApiProperty({ type: String, nullable: true, example: '203.0.113.7' }) last_used_ip: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'Until when the secret before the last rotation still works' })
  previous_secret_expires_at: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) revoked_at: string | null;
  @ApiProperty({ enum: API_KEY_STATUSES }) status: ApiKeyStatus;
}

export class CreatedApiKeyDto extends ApiKeyDto {
  @ApiProperty({ example: 'crm_5f2c9a1b7d3e_N3kq…', description: 'The secret: shown in this answer only' }) key: string;
}
