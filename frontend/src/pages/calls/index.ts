import { lazy } from 'react';

/** /calls and /calls/:id: lazy pages for App.tsx's route table. */
export const CallHistoryPage = lazy(() => import('./CallHistoryPage'));
export const CallDetailsPage = lazy(() => import('./CallDetailsPage'));
