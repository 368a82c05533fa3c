import { Injectable, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import type { Request, Response } from 'express';
import { from, lastValueFrom, type Observable } from 'rxjs';
import { idempotencyKeyOf, principalOf, requestFingerprint } from './idempotency-key-header.js';
import { IdempotencyService } from './idempotency.service.js';

/** Tells a client that the answer is a stored one (the work was done by an earlier request). */
export const REPLAYED_HEADER = 'Idempotent-Replayed';

/** Runs an @Idempotent() route once per Idempotency-Key; without the header, the route runs as usual. */
@Injectable()
export class IdempotencyInterceptor implements NestInterceptor {
  constructor(private readonly idempotency: IdempotencyService) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    return from(this.answer(context.switchToHttp().getRequest<Request>(), context.switchToHttp().getResponse<Response>(), next));
  }

  private async answer(request: Request, response: Response, next: CallHandler): Promise<unknown> {
    const key = idempotencyKeyOf(request);
    if (key === undefined) return lastValueFrom(next.handle(), { defaultValue: undefined });
    const answer = await this.idempotency.once({ principal: principalOf(request), key, fingerprint: requestFingerprint(request) }, async () => {
      const body = await lastValueFrom(next.handle(), { defaultValue: undefined });
      return { status: response.statusCode, body };
    });
    response.status(answer.status);
    if (answer.replayed) response.setHeader(REPLAYED_HEADER, 'true');
    return answer.body;
  }
}
