import type { INestApplication } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { OpenAPIObject, ParameterObject, ResponseObject } from '@nestjs/swagger';
import { IDEMPOTENCY_HEADER } from '../modules/idempotency/idempotency.errors.js';
import { IDEMPOTENT_KEY } from '../modules/idempotency/idempotent.decorator.js';
import { controllerOperations } from './controller-operations.js';

const PARAMETER_NAME = 'IdempotencyKey';

const PARAMETER: ParameterObject = {
  name: IDEMPOTENCY_HEADER,
  in: 'header',
  required: false,
  description:
    'A key of your choosing (a UUID) that makes a retry safe: the same key with the same request within 24 hours answers ' +
    'the first answer again (same status and body, with Idempotent-Replayed: true) and does the work once. ' +
    'Keys are per caller. Printable ASCII without spaces, at most 255 characters.',
  schema: { type: 'string', minLength: 1, maxLength: 255, pattern: '^[\\x21-\\x7e]+$' },
};

const ERRORS: [status: number, description: string][] = [
  [409, `A request with this ${IDEMPOTENCY_HEADER} is still being processed`],
  [422, `This ${IDEMPOTENCY_HEADER} was already used for a different request`],
];

/** The Idempotency-Key header (one reusable parameter) and its errors on every @Idempotent() operation. */
export function documentIdempotency(app: INestApplication, openApi: OpenAPIObject): void {
  const reflector = app.get(Reflector);
  for (const { handler, operation } of controllerOperations(app, openApi)) {
    if (!reflector.get<boolean>(IDEMPOTENT_KEY, handler)) continue;
    ((openApi.components ??= {}).parameters ??= {})[PARAMETER_NAME] = PARAMETER;
    operation.parameters = [...(operation.parameters ?? []), { $ref: `#/components/parameters/${PARAMETER_NAME}` }];
    for (const [status, description] of ERRORS) {
      const existing = operation.responses[status] as ResponseObject | undefined;
      operation.responses[status] = { description: existing?.description ? `${existing.description}; or: ${description}` : description };
    }
  }
}
