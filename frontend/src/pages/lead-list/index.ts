import { lazy } from 'react';

/** /tata-lead-list: a lazy page for App.tsx's route table (`element: <LeadListPage />`). */
export const LeadListPage = lazy(() => import('./LeadListPage'));
