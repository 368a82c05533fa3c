import { lazy } from 'react';

/** /attendance-leave: the agents' attendance and leave self-service, lazy-loaded. */
export const AttendanceLeavePage = lazy(() => import('./AttendanceLeavePage'));
