import type { SchemaObject } from '@nestjs/swagger';
import { getMetadataStorage } from 'class-validator';

/** What a validation rule lets through, in OpenAPI schema keywords, given the rule's constraints. */
type RuleSchema = (constraints: unknown[]) => SchemaObject;

/**
 * The schema keywords of class-validator's own rules, by rule name. A rule missing here adds nothing to the
 * document: the document may be looser than the server, never stricter.
 */
const BUILT_IN_RULES: Record<string, RuleSchema> = {
  isInt: () => ({ type: 'integer' }),
  min: ([minimum]) => ({ minimum: minimum as number }),
  max: ([maximum]) => ({ maximum: maximum as number }),
  minLength: ([minLength]) => ({ minLength: minLength as number }),
  maxLength: ([maxLength]) => ({ maxLength: maxLength as number }),
  isLength: ([minLength, maxLength]) => ({ minLength: minLength as number, ...(maxLength !== undefined && { maxLength: maxLength as number }) }),
  isNotEmpty: () => ({ minLength: 1 }),
  arrayMinSize: ([minItems]) => ({ minItems: minItems as number }),
  arrayMaxSize: ([maxItems]) => ({ maxItems: maxItems as number }),
  arrayNotEmpty: () => ({ minItems: 1 }),
  arrayUnique: () => ({ uniqueItems: true }),
};

/** The rule name that marks a field whose blank means "leave it as it is" (BlankMeansAbsent in validation.ts). */
export const BLANK_MEANS_ABSENT = 'blankMeansAbsent';

/** The project's own rules (ValidateBy), registered where each is defined. */
const OWN_RULES = new Map<string, RuleSchema>();

/** Declares what the rule `name` lets through, for the document; called beside the rule's definition. */
export function documentRule(name: string, schema: SchemaObject): void {
  OWN_RULES.set(name, () => schema);
}

/** The schema keywords a rule implies, or nothing for rules the document cannot express. */
function keywordsOf(name: string | undefined, constraints: unknown[] | undefined): SchemaObject {
  const ruleSchema = name ? (BUILT_IN_RULES[name] ?? OWN_RULES.get(name)) : undefined;
  return ruleSchema ? ruleSchema(constraints ?? []) : {};
}

/** What a property's rules let through: `value` of the value, `each` of its items; `blankMeansAbsent`: '' and null too. */
export interface PropertyRules {
  value: SchemaObject;
  each: SchemaObject;
  blankMeansAbsent: boolean;
}

/** The class's validation rules, own and inherited (PartialType copies them), by property. */
export function rulesByProperty(type: Function): Map<string, PropertyRules> {
  const byProperty = new Map<string, PropertyRules>();
  for (const rule of getMetadataStorage().getTargetValidationMetadatas(type, '', true, false)) {
    const entry = byProperty.get(rule.propertyName) ?? { each: {}, value: {}, blankMeansAbsent: false };
    if (rule.name === BLANK_MEANS_ABSENT) entry.blankMeansAbsent = true;
    Object.assign(rule.each ? entry.each : entry.value, keywordsOf(rule.name, rule.constraints));
    byProperty.set(rule.propertyName, entry);
  }
  return byProperty;
}

/** Whether class-validator knows the class: a body or query class, whose unknown properties the pipe refuses. */
export const isValidatedClass = (type: Function): boolean => getMetadataStorage().getTargetValidationMetadatas(type, '', true, false).length > 0;

/** Every class with rules of its own, by name (schemas are named after their class). */
export function validatedClassesByName(): Map<string, Function> {
  const storage = getMetadataStorage() as unknown as { validationMetadatas: Map<Function, unknown> };
  return new Map([...storage.validationMetadatas.keys()].filter((type) => typeof type === 'function').map((type) => [type.name, type]));
}
