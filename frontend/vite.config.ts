import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

// The API and the SPA share one origin: in production the Nest server serves `dist/`, in development Vite
// proxies `/api` to the Nest server, so the session cookie just works and there is no CORS.
// Same PORT as the backend when both run under `npm run dev`.
const apiTarget = process.env.API_URL ?? `http://localhost:${process.env.PORT ?? 3000}`;

const vendorGroups: Array<{ name: string; test: RegExp; priority: number }> = [
  { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom)[\\/]/, priority: 30 },
  // Small helpers shared by MUI, react-admin and the chart library live with MUI, so the charts stay lazy.
  { name: 'mui', test: /node_modules[\\/](@mui|@emotion|@popperjs|react-transition-group|clsx|use-sync-external-store|eventemitter3)[\\/]/, priority: 20 },
  // The chart library and what only it uses: loaded with the dashboard's pie, not at start.
  {
    name: 'charts',
    test: /node_modules[\\/](recharts|victory-vendor|d3-[a-z-]+|internmap|decimal\.js-light|@reduxjs|redux|redux-thunk|react-redux|reselect|immer|es-toolkit|tiny-invariant)[\\/]/,
    priority: 15,
  },
  { name: 'react-admin', test: /node_modules[\\/]/, priority: 10 },
];

export default defineConfig({
  plugins: [react()],
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
    chunkSizeWarningLimit: 900,
    rollupOptions: {
      output: {
        // Stable vendor chunks (cache-friendly across deploys); pages are lazy-loaded in App.tsx.
        codeSplitting: {
          groups: vendorGroups,
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
