import { lazyPage } from '../../components/lazy-page';

/** /customers and /customers/{loan_application_no}: first screens (first-screen.ts preloads them), mounted by App.tsx's route table. */
export const CustomerListPage = lazyPage(() => import('./CustomerList'));
export const CustomerDetailPage = lazyPage(() => import('../../pages/customer-detail/CustomerDetailPage'));
