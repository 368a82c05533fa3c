import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional, type ApiPropertyOptions } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { ValidateBy } from 'class-validator';
import { FIELD_RULES, fieldProblem, isOptionalRule, normaliseField, type FieldRule, type ProfileFieldName } from '@crm/shared';

/** How the document describes a field of each kind of rule (the rule itself is @crm/shared's, as the form's). */
function documented(rule: FieldRule, example: unknown): ApiPropertyOptions {
  switch (rule.kind) {
    case 'text':
      return { example, maxLength: rule.max };
    case 'optionalText':
      return { type: String, example, nullable: true, maxLength: rule.max };
    case 'mobile':
      return rule.optional ? { type: String, example, nullable: true } : { example };
    case 'oneOf':
      return { enum: [...rule.values], example: rule.values[0] };
    case 'date':
      return rule.optional ? { type: String, example, format: 'date', nullable: true } : { type: String, example, format: 'date' };
    default:
      return { example };
  }
}

/**
 * A field of the profile form under its shared rule: normalised as the server stores it (trimmed, capitals, a
 * mobile's 10 digits, blank optional values as null), then checked, answering the rule's message (spec §5).
 */
export function ProfileField(name: ProfileFieldName, example: unknown, document: ApiPropertyOptions = {}) {
  const rule: FieldRule = FIELD_RULES[name];
  const options = { ...documented(rule, example), ...document } as ApiPropertyOptions;
  return applyDecorators(
    isOptionalRule(rule) ? ApiPropertyOptional(options) : ApiProperty(options),
    Transform(({ value }) => normaliseField(rule, value)),
    ValidateBy({
      name: `profile_${name}`,
      validator: { validate: (value: unknown) => fieldProblem(rule, value) === undefined, defaultMessage: (args) => fieldProblem(rule, args?.value) ?? '' },
    }),
  );
}
