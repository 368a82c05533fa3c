import { lazy } from 'react';

/** /lead-cycle: a lazy page mounted by App.tsx's route table (resource "lead-cycles" of the API). */
export const LeadCycleListPage = lazy(() => import('./LeadCycleList'));
