import { fileURLToPath } from 'node:url';
import type { ChunkingContext, CodeSplittingGroup } from 'rolldown';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { precompress } from './vite-plugins/precompress';
import { reachable } from './vite-plugins/reachable';
import { routeChunks } from './vite-plugins/route-chunks';
import { startProbe } from './vite-plugins/start-probe';

// The API and the SPA share one origin: in production the Nest server serves `dist/`, in development Vite
// proxies `/api` to the Nest server, so the session cookie just works and there is no CORS.
// Same PORT as the backend when both run under `npm run dev`.
const apiTarget = process.env.API_URL ?? `http://localhost:${process.env.PORT ?? 3000}`;

// The pages the app opens on most (the dashboard, the customer list, a customer): index.html's early-requests script
// preloads their code when the app opens on them (keep in step with App.tsx and src/first-screen.ts).
const FIRST_SCREENS = {
  '/': 'src/pages/dashboard/DashboardPage.tsx',
  '/customers': 'src/resources/customers/CustomerList.tsx',
  '/customers/*': 'src/pages/customer-detail/CustomerDetailPage.tsx',
};

// Few, well-cached chunks: on a slow line every request costs a round trip, and a browser keeps at most six
// requests to one host under way over HTTP/1.1, so a first load comes in as few files as possible. What it needs is
// what the entry and the first screens run once the libraries are tree-shaken (atStart, from a probe build):
// libraries and shared modules that only the other pages use stay out of the chunks a first load preloads, in one
// chunk of their own. A group also takes the dependencies of what it captures, hence the groups a first load
// preloads capture only modules of the start, and the lazy libraries with a group of their own are named.
const DATE_PICKERS = '@mui[\\\\/]x-date-pickers|@mui[\\\\/]x-internals';
const CALENDAR = 'react-big-calendar|date-arithmetic|react-overlays|uncontrollable';
// The Reports' charts (MUI X Charts and what only it uses): only the Reports page loads them.
const CHARTS = '@mui[\\\\/]x-charts|@mui[\\\\/]x-charts-vendor|@mui[\\\\/]x-internal-gestures|bezier-easing';
const LAZY_LIBRARY = new RegExp(`node_modules[\\\\/](${DATE_PICKERS}|${CALENDAR}|${CHARTS})[\\\\/]`);
const RUNTIME = '\0rolldown/runtime.js';
const ENTRY = fileURLToPath(new URL('./src/main.tsx', import.meta.url));
// The date input's own part of MUI X (the typed field): the rest, its calendar, loads when first opened.
const DATE_FIELD = fileURLToPath(new URL('./src/components/dates/BusinessDatePicker.tsx', import.meta.url));
const FIRST_SCREEN_MODULES = Object.values(FIRST_SCREENS).map((page) => fileURLToPath(new URL(`./${page}`, import.meta.url)));

/** `roots` and every module they import statically (with `dynamic`, lazily as well), directly or not. */
function staticClosure(roots: string[], ctx: ChunkingContext, dynamic = false): Set<string> {
  const seen = reachable(roots, (id) => {
    const info = ctx.getModuleInfo(id);
    return [...(info?.importedIds ?? []), ...(dynamic ? (info?.dynamicallyImportedIds ?? []) : [])];
  });
  if (seen.size <= roots.length) throw new Error(`vite.config: ${roots.join(', ')} not in the module graph`);
  return seen;
}

interface StartGraph {
  /** What the app imports before any page: every first load runs it. */
  entry: Set<string>;
  /** What a first load may import, barrels included (a barrel imports every component of its library). */
  start: Set<string>;
  /** What the lazily loaded libraries with a group of their own (date pickers, calendar) import from other packages. */
  lazyLibraryDependencies: Set<string>;
  /** Per module, how many of the app's entries (the app, each lazily imported module) import it statically. */
  entries: Map<string, number>;
  /** What the date input's field imports statically (its calendar popup does not count). */
  dateField: Set<string>;
}

/** The module graph as the groups see it; worked out once per build, at the first question (it is complete by then). */
let graph: StartGraph | undefined;
function startGraph(ctx: ChunkingContext): StartGraph {
  if (graph) return graph;
  const lazy = new Set<string>();
  for (const id of staticClosure([ENTRY], ctx, true)) for (const imported of ctx.getModuleInfo(id)?.dynamicallyImportedIds ?? []) lazy.add(imported);
  const entries = new Map<string, number>();
  for (const root of [ENTRY, ...lazy]) for (const id of staticClosure([root], ctx)) entries.set(id, (entries.get(id) ?? 0) + 1);
  const all = staticClosure([ENTRY], ctx, true);
  const lazyLibraries = [...all].filter((id) => LAZY_LIBRARY.test(id));
  const lazyLibraryDependencies = new Set([...staticClosure(lazyLibraries, ctx)].filter((id) => !LAZY_LIBRARY.test(id)));
  graph = { entry: staticClosure([ENTRY], ctx), start: staticClosure([ENTRY, ...FIRST_SCREEN_MODULES], ctx), lazyLibraryDependencies, entries, dateField: staticClosure([DATE_FIELD], ctx) };
  return graph;
}
/** What a first load runs, after tree-shaking (a probe build: vite-plugins/start-probe.ts). */
const probe = startProbe(fileURLToPath(new URL('.', import.meta.url)), FIRST_SCREEN_MODULES);
const atStart = (id: string) => probe.has(id);
/** Our modules a first load needs that are not one first screen's own: the app's, and what other pages use too. */
const sharedAtStart = (id: string, ctx: ChunkingContext) =>
  id !== ENTRY && (startGraph(ctx).entry.has(id) || (atStart(id) && (startGraph(ctx).entries.get(id) ?? 0) > 1));

const chunkGroups: CodeSplittingGroup[] = [
  // React, the router, MUI and react-admin as a first load uses them: one chunk that changes only when a dependency does.
  // The bundler's runtime ("\0rolldown/runtime.js") too: a file of its own would cost a first load one more request.
  // What the lazy libraries share with the start stays here too, as the start's barrels brought it: else their own
  // group would take it along, and a page that uses it without them would load the date pickers or the calendar.
  { name: (id, ctx) => (id === RUNTIME || atStart(id) || (startGraph(ctx).start.has(id) && startGraph(ctx).lazyLibraryDependencies.has(id)) ? 'vendor' : null), debugName: 'vendor', test: /node_modules|^\0rolldown\/runtime\.js$/, priority: 30 },
  // Date pickers: only the screens with a date input load them (BusinessDateInput imports them on demand). Before the
  // calendar, which would otherwise take the dayjs plugins and helpers both use, and every date input the calendar.
  // The field a date input shows: `date-pickers`; the month grid its button opens: `date-calendar`, a group of its own
  // after it (one group naming both would let the grid's chunk take the internals the field shares with it).
  { name: (id, ctx) => (startGraph(ctx).dateField.has(id) ? 'date-pickers' : null), debugName: 'date-pickers', test: new RegExp(`node_modules[\\\\/](${DATE_PICKERS})[\\\\/]`), priority: 22 },
  { name: 'date-calendar', test: new RegExp(`node_modules[\\\\/](${DATE_PICKERS})[\\\\/]`), priority: 21 },
  // The attendance calendar: only the Attendance & Leave page loads it.
  { name: 'calendar', test: new RegExp(`node_modules[\\\\/](${CALENDAR})[\\\\/]`), priority: 20 },
  // The Reports' charts: only the Reports page loads them (never preloaded by a first screen: lazyOnly below).
  { name: 'charts', test: new RegExp(`node_modules[\\\\/](${CHARTS})[\\\\/]`), priority: 19 },
  // Our modules a first load needs, but for a first screen's own: one chunk instead of a dozen small ones. (Not
  // left to minShareCount: a later group would take along those that the other pages use too, and every first load
  // would fetch that group as well.)
  { name: (id, ctx) => (sharedAtStart(id, ctx) ? 'app-shared' : null), debugName: 'app-shared', test: /[\\/]src[\\/]/, priority: 10 },
  // What the other pages share (libraries included): one chunk, so that a page opened later costs two files, not ten.
  { name: (id) => (atStart(id) ? null : 'pages-shared'), debugName: 'pages-shared', test: /^[^\0]/, priority: 5, minShareCount: 2 },
];

export default defineConfig({
  plugins: [
    react(),
    probe.plugin,
    routeChunks(FIRST_SCREENS, {
      lazyOnly: ['calendar', 'charts', 'date-calendar', 'date-pickers', 'pages-shared'],
      lazyBehind: { 'src/components/dates/BusinessDatePicker.tsx': ['date-calendar'] },
      lazyLibraries: { '@mui/x-charts': new RegExp(`node_modules[\\\\/](${CHARTS})[\\\\/]`) },
    }),
    precompress(),
  ],
  // The rules shared with the server, from their source (the server's build compiles them to packages/shared/dist).
  // The Reports' definitions are a subpath of their own: behind the barrel they would sit in the code every first load runs.
  resolve: {
    alias: [
      { find: /^@crm\/shared$/, replacement: fileURLToPath(new URL('../packages/shared/src/index.ts', import.meta.url)) },
      { find: /^@crm\/shared\/reports$/, replacement: fileURLToPath(new URL('../packages/shared/src/reports/report-figures.ts', import.meta.url)) },
    ],
  },
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
    // One page and module cache for all files instead of a fresh jsdom and fresh imports (MUI, react-admin, the
    // date pickers) per file: the suite's CPU time was mostly that setup (docs/operations.md, "Test suite time").
    // What a file could leave behind is reset in src/test/setup.ts; stubbed globals are put back after every test.
    isolate: false,
    unstubGlobals: true,
  },
});
