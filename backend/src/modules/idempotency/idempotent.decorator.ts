import { applyDecorators, SetMetadata, UseInterceptors } from '@nestjs/common';
import { IdempotencyInterceptor } from './idempotency.interceptor.js';

export const IDEMPOTENT_KEY = 'idempotent';

/**
 * A POST that creates something: it takes an Idempotency-Key (done once per key for 24 hours), and the OpenAPI
 * document shows the header and its 409 and 422 (`openapi/idempotency-parameter.ts` reads this mark).
 */
export const Idempotent = () => applyDecorators(SetMetadata(IDEMPOTENT_KEY, true), UseInterceptors(IdempotencyInterceptor));
