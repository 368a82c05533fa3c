import type { INestApplication } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { OpenAPIObject, OperationObject, ResponseObject } from '@nestjs/swagger';
import { accessRuleOf, type AccessRule } from '../common/guards/access-rule.js';
import { isWebhookPath } from '../common/http/cross-site.js';
import { ErrorResponseDto } from '../common/http/error-response.dto.js';
import { controllerOperations } from './controller-operations.js';

/** The name of the session cookie's security scheme in the document. */
export const SESSION_COOKIE_SCHEME = 'cookie';
const ERROR_SCHEMA = { $ref: `#/components/schemas/${ErrorResponseDto.name}` };

/** The errors any operation can answer before or after its handler runs, by the rule that produces them. */
function pipelineErrors(rule: AccessRule, method: string, path: string, takesBody: boolean): (readonly [status: number, description: string])[] {
  const signedIn = rule.isPublic ? [] : [
    ...(rule.roles.length > 0 ? [`only for ${rule.roles.join(', ')}`] : []),
    ...(rule.allowsPendingPasswordChange ? [] : ['the temporary password must be changed first']),
  ];
  const crossSite = rule.sameSiteOnly || (isStateChanging(method) && !isWebhookPath(path)) ? ['sent by another site\'s page'] : [];
  const forbidden = [...crossSite, ...signedIn];
  return [
    [400, 'Invalid input: the path, query or body (errors names each field)'],
    ...(rule.isPublic ? [] : ([[401, 'Not signed in']] as const)),
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
    if (rule.isPublic) delete operation.security;
    else operation.security = [{ [SESSION_COOKIE_SCHEME]: [] }];
  }
}
