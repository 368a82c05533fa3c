import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider, createBrowserRouter } from 'react-router-dom';
import { App } from './App';
import { preloadFirstScreen } from './first-screen';
import { applyAppConfig } from './providers/appConfig';

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');

// Real paths (/auth, /users, ...) rather than react-admin's default hash router: the server answers every
// non-API GET with index.html. A data router, because react-admin's unsaved-changes guard needs useBlocker.
const router = createBrowserRouter([{ path: '*', element: <App /> }]);

// The first screen's code arrives with the app's (index.html preloads it): waiting for it renders the page with the
// shell, without the Suspense fallback and React's 300 ms hold-back before revealing the page (first-screen.ts).
void Promise.all([applyAppConfig(), preloadFirstScreen(location.pathname)]).then(() =>
  createRoot(container).render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  ),
);
