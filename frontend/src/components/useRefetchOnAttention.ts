import { useEffect, useRef } from 'react';
import { focusManager, useQueryClient } from '@tanstack/react-query';
import { onUnreadCountChange } from '../layout/notifications-api';

interface Refetchable {
  refetch: (options?: { cancelRefetch?: boolean }) => unknown;
}

/**
 * Keeps a screen's lists current without polling (spec §9): they load again when the screen or its tab opens, when
 * the window regains focus, and when the bell's unread count changes (an agent's request reaches the admins through
 * it), even within the 5 minutes they otherwise stay fresh. A load already under way is joined, not restarted.
 */
export function useRefetchOnAttention(...queries: Refetchable[]): void {
  const queryClient = useQueryClient();
  const latest = useRef(queries);
  useEffect(() => {
    latest.current = queries;
  });
  useEffect(() => {
    const refetch = () => {
      for (const query of latest.current) void query.refetch({ cancelRefetch: false });
    };
    refetch();
    const stopFocus = focusManager.subscribe((focused) => {
      if (focused) refetch();
    });
    const stopBell = onUnreadCountChange(queryClient, refetch);
    return () => {
      stopFocus();
      stopBell();
    };
  }, [queryClient]);
}
