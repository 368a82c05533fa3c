import { lazy } from 'react';

/** /admin: the admins' attendance and leave desk, lazy-loaded. */
export const AdminDashboardPage = lazy(() => import('./AdminDashboardPage'));
