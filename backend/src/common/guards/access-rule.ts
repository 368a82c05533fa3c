import type { Reflector } from '@nestjs/core';
import type { ApiScope } from '../security/api-scopes.js';
import type { Role } from '../security/role.js';
import { ALLOW_PENDING_PASSWORD_KEY, IS_PUBLIC_KEY, ROLES_KEY, SAME_SITE_ONLY_KEY, SCOPE_KEY } from '../decorators/auth.decorators.js';

/** Who may call a route, from its decorators and its controller's: what AccessGuard enforces and the document states. */
export interface AccessRule {
  isPublic: boolean;
  allowsPendingPasswordChange: boolean;
  /** Empty when any signed-in user may call it. */
  roles: Role[];
  /** A GET that changes data: refused when another site's page sends it. */
  sameSiteOnly: boolean;
  /** The scope an API key needs; null: no key may call it. */
  scope: ApiScope | null;
}

/** `targets`: the handler, then its controller class. */
export function accessRuleOf(reflector: Reflector, targets: Parameters<Reflector['getAllAndOverride']>[1]): AccessRule {
  return {
    isPublic: reflector.getAllAndOverride<boolean>(IS_PUBLIC_KEY, targets) ?? false,
    allowsPendingPasswordChange: reflector.getAllAndOverride<boolean>(ALLOW_PENDING_PASSWORD_KEY, targets) ?? false,
    roles: reflector.getAllAndOverride<Role[] | undefined>(ROLES_KEY, targets) ?? [],
    sameSiteOnly: reflector.getAllAndOverride<boolean>(SAME_SITE_ONLY_KEY, targets) ?? false,
    scope: reflector.getAllAndOverride<ApiScope | undefined>(SCOPE_KEY, targets) ?? null,
  };
}
