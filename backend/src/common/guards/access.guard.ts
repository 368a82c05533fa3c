import { CanActivate, ExecutionContext, ForbiddenException, Injectable, UnauthorizedException } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request } from 'express';
import { CROSS_SITE_REFUSED, isCrossSite } from '../http/cross-site.js';
import { type ApiKeyPrincipal, isApiKeyPrincipal } from '../security/api-key-principal.js';
import type { SessionUser } from '../security/session-user.js';
import { type AccessRule, accessRuleOf } from './access-rule.js';

export const PASSWORD_CHANGE_REQUIRED = 'You must change your temporary password before continuing';

/**
 * Global guard: deny by default. A route needs a signed-in active user unless it is marked @Public(), and one of
 * the @Roles() when it names any, and a changed temporary password. An API key (authenticated by ApiKeyAuthGuard
 * before this) reaches only routes whose @Scope() it was granted, public ones included (sign-in is not for keys). Inactive users never reach here as signed in: the session deserializer drops them.
 */
@Injectable()
export class AccessGuard implements CanActivate {
  constructor(private readonly reflector: Reflector) {}

  canActivate(context: ExecutionContext): boolean {
    const rule = accessRuleOf(this.reflector, [context.getHandler(), context.getClass()]);
    const request = context.switchToHttp().getRequest<Request>();
    if (isApiKeyPrincipal(request.user as SessionUser | undefined)) return allowKey(request.user as ApiKeyPrincipal, rule);
    if (rule.sameSiteOnly && isCrossSite(request)) throw new ForbiddenException(CROSS_SITE_REFUSED);
    if (rule.isPublic) return true;

    const user = request.user as SessionUser | undefined;
    if (!user) throw new UnauthorizedException('Please sign in to continue');

    if (user.mustChangePassword && !rule.allowsPendingPasswordChange) {
      throw new ForbiddenException(PASSWORD_CHANGE_REQUIRED);
    }

    if (rule.roles.length > 0 && !rule.roles.includes(user.role)) {
      throw new ForbiddenException('You do not have permission to perform this action');
    }
    return true;
  }
}

function allowKey(principal: ApiKeyPrincipal, rule: AccessRule): true {
  if (!rule.scope) throw new ForbiddenException('API keys cannot call this operation');
  if (!principal.apiKey.scopes.includes(rule.scope)) throw new ForbiddenException(`This API key lacks the ${rule.scope} scope`);
  return true;
}
