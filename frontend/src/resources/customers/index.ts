import { lazy } from 'react';

/** /customers and /customers/{loan_application_no}: lazy pages mounted by App.tsx's route table. */
export const CustomerListPage = lazy(() => import('./CustomerList'));
export const CustomerDetailPage = lazy(() => import('../../pages/customer-detail/CustomerDetailPage'));
