import { useCallback, useEffect, useRef } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MessageResponse } from '../../api/types';
import { useApi } from '../../providers/useApi';
import type { LinkMessageRequest } from './link-messages';

/** Under "customers", so whatever refreshes a customer refreshes its messages too. */
export const messagesQueryKey = (customerId: number) => ['customers', 'messages', customerId] as const;

/**
 * After a send the provider moves the message queued → sent → delivered → read (or failed) within seconds: the
 * list is fetched again at these delays. There is no polling otherwise (spec §9); a window focus refetches.
 */
export const STATUS_REFRESH_DELAYS_MS: readonly number[] = [1500, 3000, 6000];

/**
 * GET /api/customers/{id}/messages: newest first. `observeOnly` reads what the list already fetches (no fetch of
 * its own on mount), for a second view of the same messages.
 */
export function useCustomerMessages(customerId: number, { observeOnly = false } = {}) {
  const api = useApi();
  return useQuery({
    queryKey: messagesQueryKey(customerId),
    queryFn: () => api<MessageResponse[]>(`/customers/${customerId}/messages`),
    // Statuses move after sending: coming back to the window shows the latest.
    staleTime: 0,
    refetchOnMount: !observeOnly,
    refetchOnWindowFocus: !observeOnly,
  });
}

/** Refetches the customer's messages now and at STATUS_REFRESH_DELAYS_MS; the timers stop on unmount. */
function useStatusRefresh(customerId: number) {
  const queryClient = useQueryClient();
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);
  useEffect(
    () => () => {
      timers.current.forEach(clearTimeout);
      timers.current = [];
    },
    [],
  );
  return useCallback(() => {
    const refetch = () => void queryClient.invalidateQueries({ queryKey: messagesQueryKey(customerId), exact: true });
    timers.current.forEach(clearTimeout);
    refetch();
    timers.current = STATUS_REFRESH_DELAYS_MS.map((delay) => setTimeout(refetch, delay));
  }, [queryClient, customerId]);
}

/**
 * POST one of the link messages. The sent message is shown at once, then its status is followed for a few
 * seconds. A failure refreshes the list too: the server keeps failed attempts, marked failed.
 */
export function useSendLinkMessage(customerId: number) {
  const api = useApi();
  const queryClient = useQueryClient();
  const refreshStatuses = useStatusRefresh(customerId);
  return useMutation({
    mutationFn: ({ path, body }: LinkMessageRequest) => api<MessageResponse>(path, { method: 'POST', body }),
    onSuccess: (message) => {
      queryClient.setQueryData<MessageResponse[]>(messagesQueryKey(customerId), (list) => [message, ...(list ?? []).filter((m) => m.id !== message.id)]);
    },
    onSettled: () => refreshStatuses(),
  });
}
