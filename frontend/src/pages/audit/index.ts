import { lazy } from 'react';

/** /audit: the audit trail list, a lazy page mounted as react-admin's "audit" resource in App.tsx. */
export const AuditListPage = lazy(() => import('./AuditList'));
