import { CanActivate, ExecutionContext, ForbiddenException, Injectable, UnauthorizedException } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request } from 'express';
import type { Role } from '../security/role.js';
import { ALLOW_PENDING_PASSWORD_KEY, IS_PUBLIC_KEY, ROLES_KEY, SAME_SITE_ONLY_KEY } from '../decorators/auth.decorators.js';
import { CROSS_SITE_REFUSED, isCrossSite } from '../http/cross-site.js';
import type { SessionUser } from '../security/session-user.js';

export const PASSWORD_CHANGE_REQUIRED = 'You must change your temporary password before continuing';

/**
 * Global guard: deny by default. A route needs a signed-in active user unless it is marked @Public(), and one of
 * the @Roles() when it names any, and a changed temporary password. Inactive users never reach here as signed in: the session deserializer drops them.
 */
@Injectable()
export class AccessGuard implements CanActivate {
  constructor(private readonly reflector: Reflector) {}

  canActivate(context: ExecutionContext): boolean {
    const targets = [context.getHandler(), context.getClass()];
    const request = context.switchToHttp().getRequest<Request>();
    if (this.reflector.getAllAndOverride<boolean>(SAME_SITE_ONLY_KEY, targets) && isCrossSite(request)) {
      throw new ForbiddenException(CROSS_SITE_REFUSED);
    }
    if (this.reflector.getAllAndOverride<boolean>(IS_PUBLIC_KEY, targets)) return true;

    const user = request.user as SessionUser | undefined;
    if (!user) throw new UnauthorizedException('Please sign in to continue');

    if (user.mustChangePassword && !this.reflector.getAllAndOverride<boolean>(ALLOW_PENDING_PASSWORD_KEY, targets)) {
      throw new ForbiddenException(PASSWORD_CHANGE_REQUIRED);
    }

    const roles = this.reflector.getAllAndOverride<Role[] | undefined>(ROLES_KEY, targets);
    if (roles && roles.length > 0 && !roles.includes(user.role)) {
      throw new ForbiddenException('You do not have permission to perform this action');
    }
    return true;
  }
}
