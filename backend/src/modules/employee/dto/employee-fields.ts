import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsOptional, IsString, MaxLength, MinLength, ValidateBy, ValidateIf } from 'class-validator';
import { isCalendarDate } from '../../../common/time/business-date.js';
import { trim, IsIndianMobile } from '../../../common/http/validation.js';

/** Decorators for the profile form's fields: each names its field in the spec's words (§5). */

const MAX_TEXT = 500;
/** Optional text sent empty means "none". */
const blankToNull = Transform(({ value }) => (typeof value === 'string' && value.trim() === '' ? null : typeof value === 'string' ? value.trim() : value));

/** Required free text: missing, blank or not text is `message`. */
export const RequiredText = (message: string, example: string, max = MAX_TEXT) =>
  applyDecorators(
    ApiProperty({ example, maxLength: max }),
    trim,
    IsString({ message }),
    MinLength(1, { message }),
    MaxLength(max, { message: `${message.replace(/ is required$/, '')} must be at most ${max} characters` }),
  );

/** Optional free text (null or blank clears it). */
export const OptionalText = (label: string, example: string, max = MAX_TEXT) =>
  applyDecorators(
    ApiPropertyOptional({ type: String, example, nullable: true, maxLength: max }),
    blankToNull,
    IsOptional(),
    IsString({ message: `${label} must be text` }),
    MaxLength(max, { message: `${label} must be at most ${max} characters` }),
  );

/** One of a fixed list (a select of the form). */
export const OneOf = (values: readonly string[], message: string) =>
  applyDecorators(ApiProperty({ enum: values, example: values[0] }), IsIn(values as string[], { message }));

/** An optional 10-digit mobile (blank clears it). */
export const OptionalMobile = (message: string) =>
  applyDecorators(
    ApiPropertyOptional({ type: String, example: '9876543210', nullable: true }),
    blankToNull,
    ValidateIf((_object: object, value: unknown) => value !== null && value !== undefined),
    IsIndianMobile(message),
  );

/** Spec §5: "Dates accept an ISO datetime or yyyy-MM-dd". The service reads a datetime as its business date. */
export function isDateOrDateTime(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  if (isCalendarDate(value)) return true;
  return /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})$/.test(value) && !Number.isNaN(Date.parse(value)) && isCalendarDate(value.slice(0, 10));
}

const dateRule = (message: string) =>
  ValidateBy({ name: 'isDateOrDateTime', validator: { validate: (value: unknown) => isDateOrDateTime(value), defaultMessage: () => message } });

export const RequiredDate = (message: string) => applyDecorators(ApiProperty({ type: String, example: '1995-06-15', format: 'date' }), dateRule(message));

export const OptionalDate = (message: string) =>
  applyDecorators(ApiPropertyOptional({ type: String, example: '2024-01-15', format: 'date', nullable: true }), blankToNull, IsOptional(), dateRule(message));

/** A bank account number: 9 to 18 digits (spaces dropped). */
export const IsBankAccount = () =>
  applyDecorators(
    Transform(({ value }) => (typeof value === 'string' ? value.replace(/\s/g, '') : value)),
    ValidateBy({
      name: 'isBankAccount',
      validator: {
        validate: (value: unknown) => typeof value === 'string' && /^\d{9,18}$/.test(value),
        defaultMessage: (args) => (typeof args?.value !== 'string' || args.value === '' ? 'Bank account is required' : 'Bank account must be 9 to 18 digits'),
      },
    }),
  );
