import type { INestApplication } from '@nestjs/common';
import { PARAMTYPES_METADATA, ROUTE_ARGS_METADATA } from '@nestjs/common/constants.js';
import { RouteParamtypes } from '@nestjs/common/enums/route-paramtypes.enum.js';
import type { OpenAPIObject, OperationObject, ParameterObject, ReferenceObject, SchemaObject } from '@nestjs/swagger';
import { MAX_KEYS_PER_OBJECT } from '../common/http/input-guard.js';
import { listFilterOf } from '../common/http/list-filter.js';
import { LIST_RANGE_SCHEMA, LIST_SORT_SCHEMA, ListQueryDto } from '../common/http/list-query.js';
import { isDocumentedPipe } from '../common/http/record-id.js';
import { isValidatedClass, rulesByProperty, validatedClassesByName } from '../common/http/rule-schemas.js';
import { controllerOperations } from './controller-operations.js';

/** The input guard refuses NUL (U+0000) in every path, query string, header and body string. */
export const NO_NUL_PATTERN = '^[^\\u0000]*$';

type Schema = SchemaObject | ReferenceObject;
const isSchema = (schema: Schema | undefined): schema is SchemaObject => Boolean(schema) && !('$ref' in (schema as object));
const schemaRef = (name: string) => ({ $ref: `#/components/schemas/${name}` });

/** Adds a rule's keywords; `type` only narrows a number to an integer (a rule never changes what kind of value it is). */
function narrow(schema: SchemaObject, keywords: SchemaObject): void {
  const { type, ...rest } = keywords;
  if (type && (schema.type === 'number' || (schema.type === undefined && !schema.allOf && !schema.oneOf))) schema.type = type;
  Object.assign(schema, rest);
}

/** A string or list anyone may send: no NUL, and no list longer than the input guard takes. */
function guardBounds(schema: Schema | undefined): void {
  if (!isSchema(schema)) return;
  if (schema.type === 'string' && !schema.enum && !schema.pattern) schema.pattern = NO_NUL_PATTERN;
  if (schema.type === 'array') {
    if (schema.maxItems === undefined || schema.maxItems > MAX_KEYS_PER_OBJECT) schema.maxItems = MAX_KEYS_PER_OBJECT;
    guardBounds(schema.items);
  }
}

/** A field whose blank means "leave it": '' and null are taken whatever its least length. */
function takeBlank(schema: SchemaObject): void {
  const { minLength } = schema;
  delete schema.minLength;
  schema.nullable = true;
  if (schema.type === 'string' && minLength) schema.pattern = `^(|[^\\u0000]{${minLength},})$`;
}

/** The class's rules on a property's schema: `each` rules on its items. */
function applyRules(type: Function, schemaOf: (property: string) => Schema | undefined): void {
  for (const [property, { value, each, blankMeansAbsent }] of rulesByProperty(type)) {
    const schema = schemaOf(property);
    if (!isSchema(schema)) continue;
    narrow(schema, value);
    if (Object.keys(each).length > 0 && isSchema(schema.items)) narrow(schema.items, each);
    if (blankMeansAbsent) takeBlank(schema);
    guardBounds(schema);
  }
}

/** A body class's schema: its rules, and no property it does not name (the pipe's forbidNonWhitelisted). */
function documentBodySchema(schema: SchemaObject, type: Function): void {
  applyRules(type, (property) => schema.properties?.[property]);
  for (const property of Object.values(schema.properties ?? {})) guardBounds(property);
  schema.additionalProperties = false;
}

/** filter, range and sort are JSON in the query string (react-admin's list convention), parsed by parseListQuery. */
function documentListParameters(parameters: ParameterObject[], filter: Function): void {
  const schemas: Record<string, Schema> = { filter: schemaRef(filter.name), range: LIST_RANGE_SCHEMA, sort: LIST_SORT_SCHEMA };
  for (const parameter of parameters) {
    const schema = schemas[parameter.name];
    if (!schema) continue;
    const { example } = (parameter.schema ?? {}) as SchemaObject;
    delete parameter.schema;
    parameter.content = { 'application/json': { schema, ...(example !== undefined && { example: JSON.parse(example as string) }) } };
  }
}

/** A query class's rules on its parameters; answers the filter class of a list query (validated like a body). */
function documentQueryClass(operation: OperationObject, type: Function, handler: Function): Function | undefined {
  const parameters = ((operation.parameters ?? []) as ParameterObject[]).filter((parameter) => parameter.in === 'query');
  applyRules(type, (property) => parameters.find((parameter) => parameter.name === property)?.schema);
  if (type !== ListQueryDto && !(type.prototype instanceof ListQueryDto)) return undefined;
  const filter = listFilterOf(handler);
  documentListParameters(parameters, filter);
  return filter;
}

interface RouteArgument {
  index: number;
  data?: unknown;
  pipes?: unknown[];
}

/**
 * Adds to the document what the validation pipe, the path pipes and the input guard refuse, read from the same
 * decorators and pipes that refuse it: integer types and ranges, string and list lengths, `additionalProperties:
 * false` on bodies, no NUL in any string, and the JSON of list queries. The document is then no looser than the
 * server, and cannot drift from it.
 */
export function documentValidationRules(app: INestApplication, openApi: OpenAPIObject): void {
  const schemas = (openApi.components ??= {}).schemas ??= {};
  const bodyClasses = validatedClassesByName();
  for (const { controller, methodKey, handler, operation } of controllerOperations(app, openApi)) {
    const routeArguments: Record<string, RouteArgument> = Reflect.getMetadata(ROUTE_ARGS_METADATA, controller, methodKey) ?? {};
    const types: Function[] = Reflect.getMetadata(PARAMTYPES_METADATA, controller.prototype, methodKey) ?? [];
    for (const [key, { index, data, pipes = [] }] of Object.entries(routeArguments)) {
      const kind = Number(key.split(':')[0]);
      const type = types[index];
      if (kind === RouteParamtypes.BODY && data === undefined && typeof type === 'function' && isValidatedClass(type)) bodyClasses.set(type.name, type);
      const filter = kind === RouteParamtypes.QUERY && data === undefined && typeof type === 'function' ? documentQueryClass(operation, type, handler) : undefined;
      if (filter) bodyClasses.set(filter.name, filter);
      if (kind === RouteParamtypes.PARAM && typeof data === 'string') {
        const pipe = pipes.find(isDocumentedPipe);
        const parameter = ((operation.parameters ?? []) as ParameterObject[]).find((candidate) => candidate.in === 'path' && candidate.name === data);
        if (pipe && parameter) parameter.schema = { ...pipe.schema };
      }
    }
    for (const parameter of (operation.parameters ?? []) as ParameterObject[]) guardBounds(parameter.schema);
  }
  for (const [name, schema] of Object.entries(schemas)) {
    const type = bodyClasses.get(name);
    if (type && isSchema(schema)) documentBodySchema(schema, type);
  }
}
