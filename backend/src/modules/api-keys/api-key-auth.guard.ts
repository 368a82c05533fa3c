import { type ExecutionContext, Injectable } from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';
import type { Request, Response } from 'express';
import { hasBearer } from '../../common/http/cross-site.js';
import type { ApiKeyPrincipal } from '../../common/security/api-key-principal.js';
import { useOwnStrategy } from '../../common/security/own-strategy.js';
import { SESSION_COOKIE } from '../auth/session-store.js';
import { ApiKeyLimits } from './api-key-limits.js';
import { API_KEY_STRATEGY, ApiKeyStrategy } from './api-key.strategy.js';
import { ApiKeysErrors } from './api-keys.errors.js';

const hasSessionCookie = (request: Request) => (request.get('cookie') ?? '').split(';').some((part) => part.trim().startsWith(`${SESSION_COOKIE}=`));

/**
 * Global guard, before AccessGuard: a request with an Authorization header is authenticated by its API key (the
 * strategy) and spends one request of the key's budget; AccessGuard then checks the route's scope. Requests
 * without the header pass untouched (the session, if any, was read by the middleware).
 */
@Injectable()
export class ApiKeyAuthGuard extends AuthGuard(API_KEY_STRATEGY) {
  constructor(
    private readonly limits: ApiKeyLimits,
    private readonly strategy: ApiKeyStrategy,
  ) {
    super();
  }

  getAuthenticateOptions(): undefined {
    return useOwnStrategy(API_KEY_STRATEGY, this.strategy);
  }

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<Request>();
    if (request.get('authorization') === undefined) return true;
    if (!hasBearer(request)) throw ApiKeysErrors.notBearer();
    if (hasSessionCookie(request)) throw ApiKeysErrors.cookieAndBearer();
    await super.canActivate(context);
    await this.limits.spend((request.user as ApiKeyPrincipal).apiKey, context.switchToHttp().getResponse<Response>());
    return true;
  }

  handleRequest<User>(error: unknown, user: User | false): User {
    if (error) throw error;
    if (!user) throw ApiKeysErrors.invalidKey();
    return user;
  }
}
