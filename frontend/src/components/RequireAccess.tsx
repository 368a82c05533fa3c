import type { ReactNode } from 'react';
import { Navigate } from 'react-admin';
import { canAccess, type AppResource } from '../providers/canAccess';
import { useCurrentUser } from '../auth/useCurrentUser';

/**
 * Route guard by role (spec §2 and §6). The layout has already made sure someone is logged in.
 * Without `denied`, a refused user is sent to / (the spec's admin-only and agent-only routes); with it, the
 * page shows that text instead (the pages whose spec describes an Access Denied message).
 */
export function RequireAccess({ resource, denied, children }: { resource: AppResource; denied?: ReactNode; children: ReactNode }) {
  const { user } = useCurrentUser();
  if (canAccess(user?.role, { resource, action: 'access' })) return <>{children}</>;
  return denied ? <>{denied}</> : <Navigate to="/" replace />;
}
