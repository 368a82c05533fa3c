import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useAuthProvider, useNavigate, useResetStore } from 'react-admin';
import type { Acknowledgement, AppUser } from '../api/types';
import { registerAccount, changePassword, type RegisterValues } from '../api/auth';
import { LOGIN_PATH, forgetUser, rememberUser, toIdentity } from '../providers/authProvider';
import { IDENTITY_QUERY_KEY } from './useCurrentUser';

/** Login, sign-up and password change, keeping react-admin's auth queries in step with the server. */
export function useSessionActions() {
  const authProvider = useAuthProvider();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const resetStore = useResetStore();

  const setUser = useCallback(
    async (user: AppUser) => {
      rememberUser(user);
      // Nothing cached for an earlier session (one that expired, say) may show in this one.
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== 'auth' });
      queryClient.setQueryData(IDENTITY_QUERY_KEY, toIdentity(user));
      await queryClient.invalidateQueries({
        queryKey: ['auth'],
        predicate: (query) => query.queryKey[1] !== IDENTITY_QUERY_KEY[1],
      });
    },
    [queryClient],
  );

  const login = useCallback(
    async (credentials: { email: string; password: string }): Promise<AppUser> => {
      if (!authProvider) throw new Error('No auth provider');
      const user = (await authProvider.login(credentials)) as AppUser;
      await setUser(user);
      return user;
    },
    [authProvider, setUser],
  );

  /** A sign-up starts no session: it waits for an administrator's approval. Answers the server's sentence. */
  const register = useCallback((values: RegisterValues): Promise<Acknowledgement> => registerAccount(values), []);

  /** Changes the password, then refetches the user so must_change_password clears. */
  const updatePassword = useCallback(
    async (oldPassword: string, newPassword: string) => {
      const result = await changePassword(oldPassword, newPassword);
      forgetUser();
      await queryClient.refetchQueries({ queryKey: IDENTITY_QUERY_KEY });
      return result;
    },
    [queryClient],
  );

  /**
   * Sign out (spec §4): end the session (a failed call is only logged), clear local storage, the store and all
   * cached data, and go to /auth. The navigation is committed before the caches are dropped: otherwise the
   * page being left re-renders without a user and redirects to /auth itself, remembering the page as the one
   * to come back to after the next login (which may be someone else's).
   */
  const signOut = useCallback(async () => {
    await authProvider?.logout({});
    navigate(LOGIN_PATH, { replace: true, flushSync: true } as { replace: boolean });
    resetStore();
    queryClient.clear();
  }, [authProvider, navigate, queryClient, resetStore]);

  return { login, register, updatePassword, signOut };
}
