import { lazy } from 'react';

/** /profile and /employee-details/{id}: lazy pages for App.tsx's route table. */
export const ProfilePage = lazy(() => import('./ProfilePage'));
export const EmployeeDetailsPage = lazy(() => import('./EmployeeDetailsPage'));
