import { useGetIdentity } from 'react-admin';
import type { AppIdentity } from '../api/types';
import { isSignedIn } from '../providers/authProvider';
import { statusOf } from '../providers/httpClient';

export const IDENTITY_QUERY_KEY = ['auth', 'getIdentity'] as const;

export interface CurrentUserState {
  /** The logged-in user, or null when logged out (or not known yet). */
  user: AppIdentity | null;
  /** Only true on the first load: re-checks keep the answer we have. */
  isPending: boolean;
  /** The server could not tell who we are (down, 5xx): neither logged in nor out. */
  error: Error | null;
  refetch: () => void;
}

/**
 * The current user from GET /api/user (through react-admin's getIdentity query): fetched on mount, re-checked
 * when the window regains focus after a minute (spec §4).
 */
export function useCurrentUser(): CurrentUserState {
  const { data, isPending, error, refetch } = useGetIdentity({ staleTime: 60_000 });
  if (error && statusOf(error) === 401) {
    return { user: null, isPending: false, error: null, refetch };
  }
  // A failed re-check that is not a 401 (a network blip) keeps the answer we already have.
  const user = isSignedIn(data) ? data : null;
  return { user, isPending, error: data === undefined ? (error ?? null) : null, refetch };
}
