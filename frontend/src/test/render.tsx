/**
 * The test helpers of every screen: a react-admin context with a signed-in user of the given role, and a fetch
 * double that answers by method and path. Only imported by *.test.tsx.
 */
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { Route, Routes } from 'react-router-dom';
import { AdminContext, TestMemoryRouter, memoryStore, testDataProvider, type AuthProvider, type DataProvider, type RaThemeOptions } from 'react-admin';
import { vi } from 'vitest';
import type { AppUser } from '../api/types';
import { identityFixture } from './user-fixtures';
import { AppNotification } from '../components/Toast';

export type TestRole = 'admin' | 'agent' | null;

/** The signed-in user of a role, linked to a dialer agent (as after Sync with Tata) unless overridden. */
export function identity(role: 'admin' | 'agent', overrides: Partial<AppUser> = {}) {
  const person = role === 'admin' ? { role } : { id: 2, name: 'Priya Sharma', email: 'agent@example.com', role };
  return identityFixture({ ...person, dialer_agent_id: `050000000000${person.id ?? 1}`, ...overrides });
}

export function testAuthProvider(role: TestRole, overrides: Partial<AppUser> = {}): AuthProvider {
  return {
    login: async () => undefined,
    logout: async () => undefined,
    checkAuth: async () => undefined,
    checkError: async () => undefined,
    getIdentity: async () => (role ? identity(role, overrides) : { id: '', fullName: '' }),
    getPermissions: async () => role,
  };
}

export interface RenderOptions {
  role?: TestRole;
  /** The address to start at and the route pattern the element is mounted on. */
  path?: string;
  route?: string;
  /** Extra routes (e.g. the page a navigation goes to). */
  extraRoutes?: Array<{ path: string; element: ReactElement }>;
  /** Fields of the signed-in user that differ from the role's usual one. */
  user?: Partial<AppUser>;
  /** For screens that read record lists; others call the API through fetch (see mockFetch). */
  dataProvider?: DataProvider;
  /** For screens that sign in or out (the role's signed-in provider otherwise). */
  authProvider?: AuthProvider;
  /** The app's theme, for tests of what it styles (react-admin's default otherwise). */
  theme?: RaThemeOptions;
}

export function renderInAdmin(
  element: ReactElement,
  { role = 'admin', path = '/', route = '*', extraRoutes = [], user = {}, dataProvider = testDataProvider(), authProvider = testAuthProvider(role, user), theme }: RenderOptions = {},
) {
  const locations: string[] = [];
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const result = render(
    <TestMemoryRouter initialEntries={[path]} locationCallback={(l) => locations.push(`${l.pathname}${l.search}`)}>
      <AdminContext dataProvider={dataProvider} authProvider={authProvider} store={memoryStore()} queryClient={queryClient} theme={theme}>
        <Routes>
          <Route path={route} element={element} />
          {extraRoutes.map((r) => (
            <Route key={r.path} path={r.path} element={r.element} />
          ))}
        </Routes>
        <AppNotification />
      </AdminContext>
    </TestMemoryRouter>,
  );
  return { ...result, locations, queryClient };
}

export interface RecordedRequest {
  method: string;
  path: string;
  body: any;
}

type Handler = (request: RecordedRequest) => { status?: number; body?: unknown; headers?: Record<string, string> } | undefined;

/**
 * Replaces fetch: `handler` gets each request (method, path with query, parsed JSON body) and returns the
 * answer; undefined means 404. Returns the requests made.
 */
export function mockFetch(handler: Handler) {
  const requests: RecordedRequest[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.toString() : input.url;
    const path = url.replace(/^https?:\/\/[^/]+/, '');
    const method = (init?.method ?? 'GET').toUpperCase();
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    const request = { method, path, body };
    requests.push(request);
    const answer = handler(request) ?? { status: 404, body: { statusCode: 404, message: 'Not Found', error: 'Not Found' } };
    const status = answer.status ?? 200;
    return new Response(answer.body === undefined ? '' : JSON.stringify(answer.body), {
      status,
      headers: { 'Content-Type': 'application/json', ...answer.headers },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { requests, fetchMock };
}
