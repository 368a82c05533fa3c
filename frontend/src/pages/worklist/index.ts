import { lazy } from 'react';

export const WorklistPage = lazy(() => import('./WorklistPage'));
