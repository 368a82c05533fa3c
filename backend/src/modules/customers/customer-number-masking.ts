import { Injectable, UseInterceptors, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import type { Request } from 'express';
import { from, map, switchMap, type Observable } from 'rxjs';
import { maskCustomerNumbersIn } from '../../common/privacy/customer-number-mask.js';
import type { SessionUser } from '../../common/security/session-user.js';
import { SettingsService } from '../settings/settings.service.js';

/**
 * Who sees customers' numbers masked (issue 31): agents, while the setting maskCustomerNumbersForAgents is on.
 * Admins see them whole, and so do API keys: a key is an integration an admin issued, acting as an admin within its
 * scopes, whose systems need the real numbers (docs/decisions.md).
 */
@Injectable()
export class CustomerNumberMasking {
  constructor(private readonly settings: SettingsService) {}

  async appliesTo(user: SessionUser | undefined): Promise<boolean> {
    return user?.role === 'agent' && (await this.settings.get('maskCustomerNumbersForAgents'));
  }
}

/**
 * Masks the answers of the controllers marked @MasksCustomerNumbers() by the one rule of maskCustomerNumbersIn, when
 * the caller sees numbers masked; the setting is read once per request (through the settings module's cache).
 */
@Injectable()
export class CustomerNumbersInterceptor implements NestInterceptor {
  constructor(private readonly masking: CustomerNumberMasking) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const user = context.switchToHttp().getRequest<Request>().user as SessionUser | undefined;
    return from(this.masking.appliesTo(user)).pipe(switchMap((mask) => next.handle().pipe(map((answer: unknown) => (mask ? maskCustomerNumbersIn(answer) : answer)))));
  }
}

/** For a controller whose answers show customers' numbers: agents get them masked while the setting is on. */
export const MasksCustomerNumbers = () => UseInterceptors(CustomerNumbersInterceptor);
