import { DashboardPage } from './pages/dashboard';
import { CustomerDetailPage, CustomerListPage } from './resources/customers';

/**
 * Loads the code of the page the app opens on, when it is a first screen (vite.config's FIRST_SCREENS, whose code
 * index.html already asks for), so that it renders with the shell instead of after it (components/lazy-page.ts).
 * Never rejects: a page whose code failed to load stays lazy, and its error reaches the ErrorBoundary when it renders.
 */
export function preloadFirstScreen(pathname: string): Promise<void> {
  const path = pathname.replace(/\/+$/, '') || '/';
  const page = path === '/' ? DashboardPage : path === '/customers' ? CustomerListPage : /^\/customers\/[^/]+$/.test(path) ? CustomerDetailPage : null;
  return page ? page.preload().catch(() => undefined) : Promise.resolve();
}
