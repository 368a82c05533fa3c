import { useCallback, useEffect } from 'react';
import { hashKey, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useGetList } from 'react-admin';
import type { UnreadCount, UserNotification } from '../api/types';
import { API_URL } from '../providers/httpClient';
import { useApi } from '../providers/useApi';

/** react-admin keys its lists by resource name first, so this prefix covers the list and the count together. */
const NOTIFICATIONS_KEY = ['notifications'] as const;
const unreadCountKey = [...NOTIFICATIONS_KEY, 'unread-count'] as const;
const NOTIFICATIONS_SHOWN = 10;

/** GET /api/notifications/unread-count: the bell's badge (refetched on window focus and on navigation). */
export function useUnreadCount() {
  const api = useApi();
  return useQuery({ queryKey: unreadCountKey, queryFn: () => api<UnreadCount>('/notifications/unread-count') });
}

/**
 * Calls `listener` whenever the bell's unread count changes (a request raised, decided or withdrawn moves it), not
 * when it first loads or loads the same count again; answers the function that stops listening.
 */
export function onUnreadCountChange(queryClient: QueryClient, listener: () => void): () => void {
  const hash = hashKey(unreadCountKey);
  let last = queryClient.getQueryData<UnreadCount>(unreadCountKey)?.count;
  return queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'success' || event.query.queryHash !== hash) return;
    const count = (event.query.state.data as UnreadCount | undefined)?.count;
    const changed = last !== undefined && count !== last;
    last = count;
    if (changed) listener();
  });
}

/** GET /api/notifications (a record list, through the dataProvider): the newest few, while the menu is open. */
export function useLatestNotifications(enabled: boolean) {
  return useGetList<UserNotification>(
    'notifications',
    { pagination: { page: 1, perPage: NOTIFICATIONS_SHOWN }, sort: { field: 'createdAt', order: 'DESC' }, filter: {} },
    { enabled },
  );
}

/** Loads the list and the count again (after marking, on navigation). */
export function useRefreshNotifications() {
  const queryClient = useQueryClient();
  return useCallback(() => queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_KEY }), [queryClient]);
}

/** PATCH /api/notifications/{id} {read: true}. */
export function useMarkRead() {
  const api = useApi();
  const refresh = useRefreshNotifications();
  return useMutation({
    mutationFn: (id: number) => api<UserNotification>(`/notifications/${id}`, { method: 'PATCH', body: { read: true } }),
    onSettled: refresh,
  });
}

/** POST /api/notifications/read-all. */
export function useMarkAllRead() {
  const api = useApi();
  const refresh = useRefreshNotifications();
  return useMutation({
    mutationFn: () => api<{ updated: number }>('/notifications/read-all', { method: 'POST' }),
    onSettled: refresh,
  });
}

/**
 * GET /api/notifications/stream (Server-Sent Events) while the page is open: when the server's unread count differs
 * from the bell's, the count and the list are loaded again. Focus and navigation still refresh them (the stream is
 * a bonus: a proxy may cut it, and EventSource gives up on a refusal).
 */
export function useNotificationStream() {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (typeof EventSource === 'undefined') return undefined;
    const source = new EventSource(`${API_URL}/notifications/stream`);
    const onUnread = (event: MessageEvent<string>) => {
      const { count } = JSON.parse(event.data) as UnreadCount;
      if (queryClient.getQueryData<UnreadCount>(unreadCountKey)?.count !== count) void queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_KEY });
    };
    source.addEventListener('unread', onUnread);
    return () => {
      source.removeEventListener('unread', onUnread);
      source.close();
    };
  }, [queryClient]);
}
