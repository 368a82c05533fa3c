import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider, createBrowserRouter } from 'react-router-dom';
import { App } from './App';
import { applyAppConfig } from './providers/appConfig';

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');

// Real paths (/auth, /users, ...) rather than react-admin's default hash router: the server answers every
// non-API GET with index.html. A data router, because react-admin's unsaved-changes guard needs useBlocker.
const router = createBrowserRouter([{ path: '*', element: <App /> }]);

void applyAppConfig().then(() =>
  createRoot(container).render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  ),
);
