import type { AuthProvider } from 'react-admin';
import type { AppIdentity, AppUser } from '../api/types';
import { api, statusOf } from './httpClient';
import { canAccess, type Role } from './canAccess';

export const LOGIN_PATH = '/auth';

/**
 * GET /api/user is the single source of truth for the session (401 = logged out). react-admin asks for it
 * through checkAuth, getIdentity, getPermissions and canAccess, often in the same tick: concurrent asks
 * share one request and an answer is reused for a short while.
 */
const USER_REUSE_MS = 1_000;
/** Roles change rarely; permission checks may reuse a slightly older answer. */
const ROLE_REUSE_MS = 60_000;

let known: { user: AppUser | null; at: number } | null = null;
let inflight: Promise<AppUser | null> | null = null;

async function fetchCurrentUser(): Promise<AppUser | null> {
  try {
    return await api<AppUser>('/user');
  } catch (error) {
    if (statusOf(error) === 401) return null;
    throw error;
  }
}

export function loadCurrentUser(reuseMs = USER_REUSE_MS): Promise<AppUser | null> {
  if (known && Date.now() - known.at < reuseMs) return Promise.resolve(known.user);
  if (!inflight) {
    inflight = fetchCurrentUser()
      .then((user) => {
        known = { user, at: Date.now() };
        return user;
      })
      .finally(() => {
        inflight = null;
      });
  }
  return inflight;
}

/** Record a user the server just returned (login), or forget the session (null). */
export function rememberUser(user: AppUser | null): void {
  known = { user, at: Date.now() };
}

/** Drop what we know so the next ask goes to the server (after a password change, for instance). */
export function forgetUser(): void {
  known = null;
}

export function toIdentity(user: AppUser): AppIdentity {
  return { ...user, fullName: user.name };
}

/**
 * The identity of a visitor who is not logged in. getIdentity resolves with it rather than rejecting, so the
 * identity query keeps data while it re-checks on window focus: a rejected query without data goes back
 * to "pending" on every refetch, which would flash the spinner over the sign-in form.
 */
export const ANONYMOUS_IDENTITY = { id: '', fullName: '' } as const;

export function isSignedIn(identity: unknown): identity is AppIdentity {
  return !!identity && typeof identity === 'object' && 'role' in identity && 'email' in identity;
}

const notLoggedIn = () => ({ redirectTo: LOGIN_PATH, message: false as const });

export const authProvider: AuthProvider = {
  async login({ email, password }: { email: string; password: string }) {
    const user = await api<AppUser>('/auth/login', { method: 'POST', body: { email, password } });
    rememberUser(user);
    return user;
  },

  async logout() {
    // A visitor we already know to be anonymous has no session to end.
    const anonymous = known !== null && known.user === null;
    if (!anonymous) {
      try {
        await api('/auth/logout', { method: 'POST' });
      } catch (error) {
        // Spec §4: a failed logout call is only logged; the local clearing still happens.
        console.error('Logout request failed', error);
      }
    }
    rememberUser(null);
    window.localStorage.clear();
    return LOGIN_PATH;
  },

  async checkAuth() {
    const user = await loadCurrentUser();
    if (!user) throw notLoggedIn();
  },

  async checkError(error) {
    if (statusOf(error) === 401) {
      rememberUser(null);
      throw { ...notLoggedIn(), logoutUser: true };
    }
    // 403 and the rest are shown where they happen; they do not end the session.
  },

  async getIdentity() {
    const user = await loadCurrentUser();
    return user ? toIdentity(user) : ANONYMOUS_IDENTITY;
  },

  async getPermissions() {
    const user = await loadCurrentUser(ROLE_REUSE_MS);
    return user?.role ?? null;
  },

  async canAccess({ resource, action }) {
    const user = await loadCurrentUser(ROLE_REUSE_MS);
    return canAccess(user?.role as Role | undefined, { resource, action });
  },
};
