import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { precompress } from './vite-plugins/precompress';
import { routeChunks } from './vite-plugins/route-chunks';

// The API and the SPA share one origin: in production the Nest server serves `dist/`, in development Vite
// proxies `/api` to the Nest server, so the session cookie just works and there is no CORS.
// Same PORT as the backend when both run under `npm run dev`.
const apiTarget = process.env.API_URL ?? `http://localhost:${process.env.PORT ?? 3000}`;

// Few, well-cached chunks: on a slow line every request costs a round trip, and a browser keeps at most six
// requests to one host under way over HTTP/1.1, so the first screen's code comes in as few files as possible.
// A group also takes the dependencies of what it captures, so the vendor group (which comes first) leaves out the
// lazy libraries by name, and what they share with the rest (react, clsx...) stays in it.
const DATE_PICKERS = '@mui[\\\\/]x-date-pickers|@mui[\\\\/]x-internals';
const CALENDAR = 'react-big-calendar|date-arithmetic|react-overlays|uncontrollable';
const chunkGroups: Array<{ name: string; test: RegExp; priority: number; minShareCount?: number }> = [
  // React, the router, MUI and react-admin: one chunk that changes only when a dependency does.
  { name: 'vendor', test: new RegExp(`node_modules[\\\\/](?!(${DATE_PICKERS}|${CALENDAR})[\\\\/])`), priority: 30 },
  // The attendance calendar: only the Attendance & Leave page loads it.
  { name: 'calendar', test: new RegExp(`node_modules[\\\\/](${CALENDAR})[\\\\/]`), priority: 20 },
  // Date pickers: only the screens with a date input load them.
  { name: 'date-pickers', test: new RegExp(`node_modules[\\\\/](${DATE_PICKERS})[\\\\/]`), priority: 20 },
  // Our modules that more than one page uses (the API client, formats, dialogs...): one chunk instead of a dozen
  // small ones a page would otherwise fetch one round trip after another.
  { name: 'app-shared', test: /[\\/]src[\\/]/, priority: 10, minShareCount: 2 },
];

export default defineConfig({
  plugins: [
    react(),
    // The pages index.html's early-requests script preloads when the app opens on them (keep in step with App.tsx).
    routeChunks(
      {
        '/': 'src/pages/dashboard/DashboardPage.tsx',
        '/customers': 'src/resources/customers/CustomerList.tsx',
        '/customers/*': 'src/pages/customer-detail/CustomerDetailPage.tsx',
      },
      { lazyOnly: ['calendar', 'date-pickers'] },
    ),
    precompress(),
  ],
  server: {
    port: 5173,
    proxy: {
      '/api': { target: apiTarget, changeOrigin: false },
    },
  },
  preview: {
    proxy: {
      '/api': { target: apiTarget, changeOrigin: false },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    chunkSizeWarningLimit: 1400, // the vendor chunk: about 330 kB as brotli
    rollupOptions: {
      output: {
        // Vendor code apart from ours (cached across deploys); pages are lazy-loaded in App.tsx.
        codeSplitting: {
          groups: chunkGroups,
        },
      },
    },
  },
  test: {
    environment: 'jsdom',
    globals: false,
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    css: false,
    testTimeout: 20000,
  },
});
