import { QueryClient } from '@tanstack/react-query';

/**
 * Spec §9: no polling, refetch on window focus, data fresh for 5 minutes, unused data dropped after
 * 30 minutes, no retries. The current user is fresher (1 minute, spec §4) so a session that ended elsewhere
 * is noticed when the window regains focus.
 */
export function createQueryClient(): QueryClient {
  const client = new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 5 * 60_000,
        gcTime: 30 * 60_000,
        retry: false,
        refetchOnWindowFocus: true,
        refetchInterval: false,
      },
      mutations: { retry: false },
    },
  });
  client.setQueryDefaults(['auth'], { staleTime: 60_000 });
  return client;
}

export const queryClient = createQueryClient();
