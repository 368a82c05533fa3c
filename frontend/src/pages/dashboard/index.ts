import { lazyPage } from '../../components/lazy-page';

/** /: the dashboard, a first screen (first-screen.ts preloads it). */
export const DashboardPage = lazyPage(() => import('./DashboardPage'));
