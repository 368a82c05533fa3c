import { lazyPage } from '../../components/lazy-page';

/** /reports: admin only; its charts (@mui/x-charts) load with it, never with a first screen. */
export const ReportsPage = lazyPage(() => import('./ReportsPage'));
