import { ValidationPipe, type ValidationError } from '@nestjs/common';
import type { SchemaObject } from '@nestjs/swagger';
import { applyDecorators } from '@nestjs/common';
import { Transform } from 'class-transformer';
import { IsEmail, IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min, MinLength, ValidateBy, ValidateIf } from 'class-validator';
import { InvalidInputError, type FieldErrors } from '../errors/domain-error.js';
import { INVALID_MOBILE, indianMobileProblem, normalizeIndianMobile, type MobileProblem } from '@crm/shared';
import { ApiProperty } from '@nestjs/swagger';
import { BUSINESS_DATE_PATTERN, FIRST_BUSINESS_DATE, isCalendarDate, isWrittenDate, LAST_BUSINESS_DATE } from '../time/business-date.js';
import { fieldName } from './input-guard.js';
import { BLANK_MEANS_ABSENT, documentRule } from './rule-schemas.js';
import { ROLES } from '../security/role.js';

const TYPE_CONSTRAINTS = ['isString', 'isInt', 'isNumber', 'isBoolean', 'isArray', 'isObject', 'isIso8601'];

/** An error body names at most this many fields: enough to fix a form, bounded whatever was sent. */
export const MAX_FIELD_ERRORS = 10;
const UNKNOWN_FIELD = ' is not an accepted field';

/**
 * Flattens class-validator's tree into `{ "field": "first message", "parent.child": ... }`, naming only the first
 * unknown field (one shows the caller's mistake) and at most MAX_FIELD_ERRORS fields.
 */
export function collectFieldErrors(errors: ValidationError[], prefix = '', fields: Record<string, string> = {}): Record<string, string> {
  for (const error of errors) {
    if (Object.keys(fields).length >= MAX_FIELD_ERRORS) break;
    const path = fieldName(prefix ? `${prefix}.${error.property}` : error.property);
    const constraints = error.constraints ?? {};
    if (constraints.whitelistValidation) {
      if (!Object.values(fields).some((text) => text.endsWith(UNKNOWN_FIELD))) fields[path] = `${path}${UNKNOWN_FIELD}`;
      continue;
    }
    // A wrong type explains itself best ("must be a whole number" before "must be at most 10080").
    const typeCheck = TYPE_CONSTRAINTS.find((name) => constraints[name]);
    const message = typeCheck ? constraints[typeCheck] : Object.values(constraints)[0];
    if (message) fields[path] = message;
    collectFieldErrors(error.children ?? [], path, fields);
  }
  return fields;
}

/**
 * A 400 whose body carries `errors`, the field-to-message map react-admin shows beside each input; its message is
 * the field messages joined. Thrown by the validation pipe and by services whose rule names a field.
 */
export class FieldValidationException<Code extends string = string> extends InvalidInputError<Code | 'INVALID_FIELDS'> {
  declare readonly fieldErrors: FieldErrors;

  constructor(fieldErrors: FieldErrors, code: Code | 'INVALID_FIELDS' = 'INVALID_FIELDS') {
    super(code, Object.values(fieldErrors).join('; '), fieldErrors);
  }
}

/**
 * Leaves single path and query values as the text that was sent. Nest's own pipe turns a `number` parameter into
 * `+value` before the parameter's pipe runs, so `0x10` reached IdPipe as 16 and `/api/calls/0x10` read call 16.
 */
class TextParamsValidationPipe extends ValidationPipe {
  protected transformPrimitive(value: unknown): unknown {
    return value;
  }
}

export function createValidationPipe(): ValidationPipe {
  return new TextParamsValidationPipe({
    transform: true,
    whitelist: true,
    forbidNonWhitelisted: true,
    stopAtFirstError: false,
    exceptionFactory: (errors) => new FieldValidationException(collectFieldErrors(errors)),
  });
}

/**
 * A field that may be left out but, unlike `@IsOptional()`, not sent as null: null goes through the field's rules
 * (and fails them). For columns that cannot hold null, where an update with null would otherwise reach the database.
 */
export const OptionalButNotNull = () => ValidateIf((_object: object, value: unknown) => value !== undefined);

/**
 * An optional field where '' or null means "leave it as it is": dropped before validation, so the field's other rules
 * meet only a real value. The document says blank is taken too (rule-schemas reads the marker rule).
 */
export const BlankMeansAbsent = () =>
  applyDecorators(
    Transform(({ value }) => (value === '' || value === null ? undefined : value)),
    ValidateBy({ name: BLANK_MEANS_ABSENT, validator: { validate: () => true } }),
    IsOptional(),
  );

/** Trims a string field before validation (anything else passes through for the validators to refuse). */
export const trim = Transform(({ value }) => (typeof value === 'string' ? value.trim() : value));
const trimLower = Transform(({ value }) => (typeof value === 'string' ? value.trim().toLowerCase() : value));

/** An email, trimmed and lower-cased, with the spec's message. */
export const IsAccountEmail = () =>
  applyDecorators(
    trimLower,
    IsEmail({}, { message: 'Please enter a valid email' }),
    MaxLength(254, { message: 'Email must be at most 254 characters' }),
    IsString({ message: 'Please enter a valid email' }),
  );

/** A person's name: trimmed, at least 2 characters. */
export const IsPersonName = () =>
  applyDecorators(
    trim,
    MinLength(2, { message: 'Name must be at least 2 characters' }),
    MaxLength(120, { message: 'Name must be at most 120 characters' }),
    IsString({ message: 'Name must be at least 2 characters' }),
  );

/** The sign-in / registration / user-form password rule: at least 6 characters. */
export const IsAccountPassword = () =>
  applyDecorators(
    MinLength(6, { message: 'Password must be at least 6 characters' }),
    MaxLength(128, { message: 'Password must be at most 128 characters' }),
    IsString({ message: 'Password must be at least 6 characters' }),
  );

export const IsRole = () => IsIn(ROLES as unknown as string[], { message: 'Please select a role' });

/**
 * A business date written YYYY-MM-DD: a real date (no 30 February) from 1900 to 2400, which the document states as a
 * pattern. `message` explains the format; a real date outside the years gets the range, naming the field.
 */
export const IsCalendarDate = (message: string) =>
  applyDecorators(
    ValidateBy({
      name: 'isCalendarDate',
      validator: {
        validate: (value: unknown) => typeof value === 'string' && isCalendarDate(value),
        defaultMessage: (args) =>
          typeof args?.value === 'string' && isWrittenDate(args.value) ? `${args.property} must be a date from ${FIRST_BUSINESS_DATE} to ${LAST_BUSINESS_DATE}` : message,
      },
    }),
    // Merged into the property's own ApiProperty, whichever is applied first.
    ApiProperty({ pattern: BUSINESS_DATE_PATTERN }),
  );

/**
 * A string rule with its message computed from the value (undefined when the value passes), and what it lets
 * through in schema keywords, for the document.
 */
function rule(name: string, schema: SchemaObject, messageFor: (value: unknown) => string | undefined) {
  documentRule(name, schema);
  return ValidateBy({ name, validator: { validate: (value: unknown) => messageFor(value) === undefined, defaultMessage: (args) => messageFor(args?.value) ?? '' } });
}

const isBlank = (value: unknown) => typeof value !== 'string' || value.trim() === '';

/** DECISIONS "Decisions bind to what was seen": the version of a request the admin decided on (a request changed since is a 409). */
const SEEN_VERSION = 'version is required: the version of the request you decided on';
export const IsSeenVersion = () =>
  applyDecorators(
    ApiProperty({ type: 'integer', minimum: 1, maximum: 2_147_483_647, description: 'The request’s `version` as the admin saw it (from the list); a request changed since answers 409' }),
    IsInt({ message: SEEN_VERSION }),
    Min(1, { message: SEEN_VERSION }),
    Max(2_147_483_647, { message: SEEN_VERSION }),
  );

/** A string with something besides spaces (reasons: of a leave, of a rejection, of an adjustment). */
documentRule('isNonBlank', { minLength: 1 });
export const IsNonBlank = (message: string) => ValidateBy({ name: 'isNonBlank', validator: { validate: (value: unknown) => !isBlank(value), defaultMessage: () => message } });

/**
 * An Indian mobile (spec §5 phone normalisation: +91 / 0 prefixes, spaces and dashes are dropped), stored as its 10
 * digits. One message for every failure, or one for a wrong length and one for a wrong first digit.
 */
export const IsIndianMobile = (message: string | Record<MobileProblem, string> = INVALID_MOBILE) =>
  applyDecorators(
    Transform(({ value }) => (typeof value === 'string' ? (normalizeIndianMobile(value) ?? value) : value)),
    rule('isIndianMobile', { type: 'string', minLength: 10 }, (value) => {
      const problem = typeof value === 'string' ? indianMobileProblem(value) : 'length';
      if (!problem) return undefined;
      return typeof message === 'string' ? message : message[problem];
    }),
  );

/** Rupees above zero with at most two decimals, within numeric(14, 2): a promised amount, a payment. */
export const IsInrAmount = (field: string) =>
  rule('isInrAmount', { type: 'number', minimum: 0.01, maximum: 999_999_999_999.99 }, (value) => {
    if (typeof value !== 'number' || !Number.isFinite(value)) return `${field} must be an amount in rupees`;
    if (value <= 0) return `${field} must be more than 0`;
    if (value >= 1e12) return `${field} is too large`;
    return Math.abs(value * 100 - Math.round(value * 100)) < 1e-6 ? undefined : `${field} can have at most 2 decimals`;
  });
