import type { INestApplication } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { OpenAPIObject, OperationObject, ResponseObject } from '@nestjs/swagger';
import { accessRuleOf, type AccessRule } from '../common/guards/access-rule.js';
import { isWebhookPath } from '../common/http/cross-site.js';
import { ErrorResponseDto } from '../common/http/error-response.dto.js';
import { controllerOperations } from './controller-operations.js';

/** The name of the session cookie's security scheme in the document. */
export const SESSION_COOKIE_SCHEME = 'cookie';
/** The name of the API keys' security scheme (`Authorization: Bearer crm_…`). */
export const API_KEY_SCHEME = 'bearer';
const ERROR_SCHEMA = { $ref: `#/components/schemas/${ErrorResponseDto.name}` };

/** The errors any operation can answer before or after its handler runs, by the rule that produces them. */
function pipelineErrors(rule: AccessRule, method: string, path: string, takesBody: boolean): (readonly [status: number, description: string])[] {
  const signedIn = rule.isPublic ? [] : [
    ...(rule.roles.length > 0 ? [`only for ${rule.roles.join(', ')}`] : []),
    ...(rule.allowsPendingPasswordChange ? [] : ['the temporary password must be changed first']),
  ];
  const crossSite = rule.sameSiteOnly || (isStateChanging(method) && !isWebhookPath(path)) ? ['sent by another site\'s page'] : [];
  const keys = [rule.scope ? `an API key without the ${rule.scope} scope` : 'any API key (not available to keys)'];
  const forbidden = [...crossSite, ...signedIn, ...keys];
  return [
    [400, 'Invalid input: the path, query or body (errors names each field); or both a session cookie and an API key'],
    [401, rule.isPublic ? 'An invalid, expired or revoked API key' : 'Not signed in, or an invalid, expired or revoked API key'],
    [429, "An API key over its requests a minute (Retry-After, RateLimit and RateLimit-Policy say when), or too many failed keys from this address"],
    ...(forbidden.length === 0 ? [] : ([[403, `Forbidden: ${forbidden.join('; ')}`]] as const)),
    ...(takesBody ? ([[413, 'The body is larger than the limit']] as const) : []),
    [500, 'Unexpected failure, logged with the request id'],
  ];
}

const isStateChanging = (method: string) => !['get', 'head', 'options'].includes(method);

function document(operation: OperationObject, status: number, description: string): void {
  const existing = operation.responses[status] as ResponseObject | undefined;
  operation.responses[status] = { description: existing?.description ? `${existing.description}; or: ${description}` : description };
}

/** Every error is the filter's JSON body, whatever the route produces when it succeeds (a CSV file, a recording). */
function answerErrorsInOneShape(operation: OperationObject): void {
  for (const [status, response] of Object.entries(operation.responses)) {
    if (Number(status) >= 400) (response as ResponseObject).content = { 'application/json': { schema: ERROR_SCHEMA } };
  }
}

/**
 * Adds to every operation the errors the HTTP pipeline answers (input guard and validation, AccessGuard, the
 * exception filter) and its security requirement, read from the same decorators AccessGuard reads, so the document
 * cannot drift from what the guard does. Route-specific errors are declared on the route with @ApiErrors().
 */
export function documentPipelineErrors(app: INestApplication, openApi: OpenAPIObject): void {
  const reflector = app.get(Reflector);
  for (const { controller, handler, path, method, operation } of controllerOperations(app, openApi)) {
    const rule = accessRuleOf(reflector, [handler, controller]);
    for (const [status, description] of pipelineErrors(rule, method, path, Boolean(operation.requestBody))) document(operation, status, description);
    answerErrorsInOneShape(operation);
    documentSecurity(operation, rule);
  }
}

/** Who may call it: the session cookie (unless public) and, where the route declares a scope, an API key with it. */
function documentSecurity(operation: OperationObject, rule: AccessRule): void {
  const security: Record<string, string[]>[] = [...(rule.isPublic ? [] : [{ [SESSION_COOKIE_SCHEME]: [] }]), ...(rule.scope ? [{ [API_KEY_SCHEME]: [rule.scope] }] : [])];
  if (security.length === 0) delete operation.security;
  else operation.security = security;
  const keyAccess = rule.scope ? `API key scope: \`${rule.scope}\`.` : 'Not available to API keys.';
  if (!rule.isPublic || rule.scope) operation.description = operation.description ? `${operation.description}\n\n${keyAccess}` : keyAccess;
}
