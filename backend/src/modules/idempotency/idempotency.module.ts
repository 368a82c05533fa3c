import { Global, Module } from '@nestjs/common';
import { IdempotencyCron } from './idempotency.cron.js';
import { IdempotencyInterceptor } from './idempotency.interceptor.js';
import { IdempotencyService } from './idempotency.service.js';

/** Global: every module's controllers put @Idempotent() on their creating POSTs. */
@Global()
@Module({ providers: [IdempotencyService, IdempotencyInterceptor, IdempotencyCron], exports: [IdempotencyService, IdempotencyInterceptor] })
export class IdempotencyModule {}
