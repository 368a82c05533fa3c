import { createParamDecorator, SetMetadata, type ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';
import type { ApiScope } from '../security/api-scopes.js';
import type { Role } from '../security/role.js';
import type { SessionUser } from '../security/session-user.js';

export const IS_PUBLIC_KEY = 'isPublic';
export const ROLES_KEY = 'roles';
export const ALLOW_PENDING_PASSWORD_KEY = 'allowPendingPasswordChange';
export const SAME_SITE_ONLY_KEY = 'sameSiteOnly';
export const SCOPE_KEY = 'apiScope';

/** Opens a route to anonymous callers. Every other route needs a signed-in, active user. */
export const Public = () => SetMetadata(IS_PUBLIC_KEY, true);

/** Narrows a route (or a whole controller) to the given roles. */
export const Roles = (...roles: Role[]) => SetMetadata(ROLES_KEY, roles);

/**
 * Opens a route (or a whole controller) to API keys granted this scope, besides the sessions its roles allow. A
 * key acts as an admin there. Routes without a scope are closed to keys (deny by default); the OpenAPI document
 * shows the scope from this same decorator.
 */
export const Scope = (scope: ApiScope) => SetMetadata(SCOPE_KEY, scope);

/**
 * Lets a user whose password must still be changed call this route. Every other route refuses them, so a
 * temporary password opens nothing but the change-password dialog.
 */
export const AllowPendingPasswordChange = () => SetMetadata(ALLOW_PENDING_PASSWORD_KEY, true);

/**
 * For the few GET routes that change data (the spec's dialer syncs): refused when another site's page sends them,
 * as every state-changing method is.
 */
export const SameSiteOnly = () => SetMetadata(SAME_SITE_ONLY_KEY, true);

/** The signed-in user, as loaded from the database for this request. */
export const CurrentUser = createParamDecorator(
  (_data: unknown, context: ExecutionContext): SessionUser | undefined =>
    context.switchToHttp().getRequest<Request>().user as SessionUser | undefined,
);
