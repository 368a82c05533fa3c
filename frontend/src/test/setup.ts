import '@testing-library/jest-dom/vitest';
import { afterEach, beforeAll, vi } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { setBusinessTimeZone } from '../i18n/dates';
import { loadBusinessDatePicker } from '../components/dates/BusinessDateInput';

// findBy/waitFor wait up to 5 s (not 1 s): on a busy 2-core CI machine a debounced search plus a re-render can take
// longer than a second. A passing assertion still returns as soon as it holds.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
});

// The files share one page and module cache (vite.config.ts: isolate false), so each starts from what a fresh page
// would give it: real timers, empty storage, the address at /. (Globals stubbed with vi.stubGlobal are put back after
// every test: unstubGlobals.)
beforeAll(() => {
  vi.useRealTimers();
  window.localStorage.clear();
  window.sessionStorage.clear();
  window.history.replaceState(null, '', '/');
});

// jsdom lacks matchMedia, which MUI's useMediaQuery needs.
if (typeof window !== 'undefined' && !window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

// The server's default APP_TIMEZONE; the app sets it from GET /api/app-config as it starts (main.tsx).
setBusinessTimeZone('Asia/Kolkata');

// Date inputs load their picker on demand (BusinessDateInput.tsx); loaded here, tests render the real picker at once.
await loadBusinessDatePicker();
