import { lazy } from 'react';

/** /groups: a lazy page mounted by App.tsx's route table (resource "groups" of the API). */
export const GroupListPage = lazy(() => import('./GroupList'));
