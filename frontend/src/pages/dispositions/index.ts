import { lazy } from 'react';

/** /dispositions: a lazy page for App.tsx's route table (`element: <DispositionsPage />`). */
export const DispositionsPage = lazy(() => import('./DispositionsPage'));
