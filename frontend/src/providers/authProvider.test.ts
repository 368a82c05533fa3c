import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { userFixture } from '../test/user-fixtures';
import { ANONYMOUS_IDENTITY, authProvider, forgetUser, rememberUser } from './authProvider';

const admin = userFixture({ name: 'Administrator' });

function respond(status: number, body?: unknown) {
  return new Response(body === undefined ? '' : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

describe('authProvider', () => {
  const fetchMock = vi.fn<typeof fetch>();

  beforeEach(() => {
    forgetUser();
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('reads the session from GET /api/user, with the cookie, and shares concurrent asks', async () => {
    fetchMock.mockResolvedValue(respond(200, admin));
    const [identity, permissions] = await Promise.all([authProvider.getIdentity!(), authProvider.getPermissions!({})]);
    expect(identity).toMatchObject({ id: 1, fullName: 'Administrator', role: 'admin' });
    expect(permissions).toBe('admin');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/api/user');
    expect(init?.credentials).toBe('include');
  });

  it('treats a 401 as logged out', async () => {
    fetchMock.mockResolvedValue(respond(401, { statusCode: 401, message: 'Please sign in to continue' }));
    await expect(authProvider.checkAuth({})).rejects.toMatchObject({ redirectTo: '/auth' });
    await expect(authProvider.getIdentity!()).resolves.toEqual(ANONYMOUS_IDENTITY);
    await expect(authProvider.canAccess!({ resource: 'users', action: 'list' })).resolves.toBe(false);
  });

  it('maps the role to what the UI offers', async () => {
    rememberUser({ ...admin, role: 'agent' } as never);
    await expect(authProvider.canAccess!({ resource: 'users', action: 'list' })).resolves.toBe(false);
    await expect(authProvider.canAccess!({ resource: 'attendance-leave', action: 'access' })).resolves.toBe(true);
  });

  it('logs in with POST /api/auth/login and remembers the user', async () => {
    fetchMock.mockResolvedValueOnce(respond(200, admin));
    await expect(authProvider.login({ email: 'admin@example.com', password: 'Admin@12345' })).resolves.toMatchObject({ id: 1 });
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/api/auth/login');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({ email: 'admin@example.com', password: 'Admin@12345' });
    await authProvider.checkAuth({});
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('surfaces the server message of a failed login', async () => {
    fetchMock.mockResolvedValueOnce(respond(401, { statusCode: 401, message: 'Invalid email or password', error: 'Unauthorized' }));
    await expect(authProvider.login({ email: 'a@b.co', password: 'nope12' })).rejects.toMatchObject({
      message: 'Invalid email or password',
      status: 401,
    });
  });

  it('clears local storage and goes to /auth even when the logout call fails', async () => {
    rememberUser(admin as never);
    window.localStorage.setItem('something', 'cached');
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(authProvider.logout({})).resolves.toBe('/auth');
    expect(fetchMock.mock.calls[0][0]).toBe('/api/auth/logout');
    expect(error).toHaveBeenCalled();
    expect(window.localStorage.getItem('something')).toBeNull();
    error.mockRestore();
  });

  it('logs the user out on a 401 from any call, not on a 403', async () => {
    await expect(authProvider.checkError({ status: 401 })).rejects.toMatchObject({ redirectTo: '/auth', logoutUser: true });
    await expect(authProvider.checkError({ status: 403 })).resolves.toBeUndefined();
  });
});
