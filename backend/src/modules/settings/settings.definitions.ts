import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsBoolean, IsEmail, IsIn, IsInt, IsLatitude, IsLongitude, IsNumber, IsString, Matches, Max, MaxLength, Min, MinLength } from 'class-validator';
import { MAX_CALL_ATTEMPTS_MESSAGE, MAX_CALL_ATTEMPTS_PER_DAY_LIMIT } from '@crm/shared';
import { NestedList } from '../../common/http/nested.js';

/** An office the agents may work from: a circle of `radius_m` metres around a point. */
class OfficeGeofence {
  @ApiProperty({ example: 'Bengaluru HQ' })
  @IsString({ message: 'name is required' })
  @MinLength(2, { message: 'Office name must be at least 2 characters' })
  @MaxLength(80, { message: 'Office name must be at most 80 characters' })
  name: string;

  @ApiProperty({ example: 12.9716 })
  @IsLatitude({ message: 'latitude must be between -90 and 90' })
  latitude: number;

  @ApiProperty({ example: 77.5946 })
  @IsLongitude({ message: 'longitude must be between -180 and 180' })
  longitude: number;

  @ApiProperty({ example: 200, description: 'metres' })
  @IsNumber({}, { message: 'radius_m must be a number of metres' })
  @Min(10, { message: 'radius_m must be at least 10 metres' })
  @Max(50_000, { message: 'radius_m must be at most 50000 metres' })
  radius_m: number;
}

export class AgentsCanSeeAllCustomersDto {
  @ApiProperty({ enum: ['true', 'false'], description: 'The spec stores the value as the string true or false' })
  @Transform(({ value }) => (typeof value === 'boolean' ? String(value) : value))
  @IsIn(['true', 'false'], { message: 'value must be "true" or "false"' })
  value: 'true' | 'false';
}

export class AgentsCanSeeAllCustomersResponse {
  @ApiProperty({ example: 'agentsCanSeeAllCustomers' }) key: string;
  @ApiProperty({ enum: ['true', 'false'] }) value: 'true' | 'false';
}

export class OfficeGeofencesDto {
  @ApiProperty({ type: [OfficeGeofence] })
  @NestedList(() => OfficeGeofence, 'value must be a list of offices')
  @ArrayMaxSize(50, { message: 'At most 50 offices can be configured' })
  value: OfficeGeofence[];
}

export class OfficeGeofencesResponse extends OfficeGeofencesDto {
  @ApiProperty({ example: 'officeGeofences' }) key: string;
}

export class LocationExemptEmailsDto {
  @ApiProperty({ type: [String], example: ['ops.lead@example.com'] })
  @IsArray({ message: 'value must be a list of emails' })
  @ArrayMaxSize(100, { message: 'At most 100 emails can be exempt' })
  @IsEmail({}, { each: true, message: 'Each exempt email must be a valid email' })
  value: string[];
}

export class LocationExemptEmailsResponse extends LocationExemptEmailsDto {
  @ApiProperty({ example: 'locationExemptEmails' }) key: string;
}

const HOST = /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)+$/;

/** Hosts whose links agents may send besides the customer's own stored links (a payment gateway's, say). */
export class MessageLinkHostsDto {
  @ApiProperty({ type: [String], example: ['pay.example.in'] })
  @Transform(({ value }) => (Array.isArray(value) ? value.map((host) => (typeof host === 'string' ? host.trim().toLowerCase() : host)) : value))
  @IsArray({ message: 'value must be a list of host names' })
  @ArrayMaxSize(50, { message: 'At most 50 link hosts can be allowed' })
  @Matches(HOST, { each: true, message: 'Each link host must be a host name such as pay.example.in' })
  value: string[];
}

export class MessageLinkHostsResponse extends MessageLinkHostsDto {
  @ApiProperty({ example: 'messageLinkHosts' }) key: string;
}

export class CoverageWorkPerAgentDto {
  @ApiProperty({ example: 40, description: 'Due work per available agent above which a group shows as thin' })
  @IsNumber({}, { message: 'value must be a number from 1 to 10000' })
  @Min(1, { message: 'value must be a number from 1 to 10000' })
  @Max(10_000, { message: 'value must be a number from 1 to 10000' })
  value: number;
}

export class CoverageWorkPerAgentResponse extends CoverageWorkPerAgentDto {
  @ApiProperty({ example: 'coverageWorkPerAgent' }) key: string;
}

/** Days a leaver's documents are kept after their last working date (issue 31): the day after, they are purged. */
export class DocumentRetentionDaysDto {
  @ApiProperty({ example: 180, minimum: 1, maximum: 3650 })
  @IsInt({ message: 'value must be a whole number of days' })
  @Min(1, { message: 'value must be at least 1 day' })
  @Max(3650, { message: 'value must be at most 3650 days' })
  value: number;
}

export class DocumentRetentionDaysResponse extends DocumentRetentionDaysDto {
  @ApiProperty({ example: 'documentRetentionDays' }) key: string;
}

/** Whether agents see customers' numbers masked (issue 31): `98XXXXX210`. A boolean, never the string "true". */
export class MaskCustomerNumbersForAgentsDto {
  @ApiProperty({ example: true })
  @IsBoolean({ message: 'value must be true or false' })
  value: boolean;
}

export class MaskCustomerNumbersForAgentsResponse extends MaskCustomerNumbersForAgentsDto {
  @ApiProperty({ example: 'maskCustomerNumbersForAgents' }) key: string;
}

/** Outbound call attempts per customer per business day (issue 31); 0 switches the cap off. */
export class MaxCallAttemptsPerDayDto {
  @ApiProperty({ example: 3, minimum: 0, maximum: MAX_CALL_ATTEMPTS_PER_DAY_LIMIT, description: 'Call attempts per customer per business day; 0 is off' })
  @IsInt({ message: MAX_CALL_ATTEMPTS_MESSAGE })
  @Min(0, { message: MAX_CALL_ATTEMPTS_MESSAGE })
  @Max(MAX_CALL_ATTEMPTS_PER_DAY_LIMIT, { message: MAX_CALL_ATTEMPTS_MESSAGE })
  value: number;
}

export class MaxCallAttemptsPerDayResponse extends MaxCallAttemptsPerDayDto {
  @ApiProperty({ example: 'maxCallAttemptsPerDay' }) key: string;
}

/** Every setting key with its default; the table holds only values an admin has changed. */
export const SETTING_DEFAULTS = {
  agentsCanSeeAllCustomers: false as boolean,
  officeGeofences: [] as OfficeGeofence[],
  locationExemptEmails: [] as string[],
  messageLinkHosts: [] as string[],
  /** Coverage (issue 30): due work per available agent above which a group is thin. */
  coverageWorkPerAgent: 40 as number,
  documentRetentionDays: 180 as number,
  /** Off by default, so the spec's full numbers stand until an admin turns it on. */
  maskCustomerNumbersForAgents: false as boolean,
  /** Issue 31: call attempts per customer per business day; 0 is off. */
  maxCallAttemptsPerDay: 0 as number,
};
export type SettingKey = keyof typeof SETTING_DEFAULTS;
export type SettingValue<K extends SettingKey> = (typeof SETTING_DEFAULTS)[K];
