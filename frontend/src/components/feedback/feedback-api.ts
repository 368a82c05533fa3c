import { useCallback } from 'react';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreateFeedbackRequest, DispositionStatus, FeedbackHistoryItem, FeedbackItem } from './feedback-rules';
import { useApi, useApiPage } from '../../providers/useApi';
import { postOnce, useSubmissionKeys } from '../../providers/idempotency';

/**
 * Query keys. Feedback sits under "customers" so that anything refreshing the customers (after a feedback,
 * an import, a delete) refreshes the history too; active statuses sit under "dispositions" so the
 * disposition screen's changes reach the feedback form.
 */
export const feedbackQueryKey = (customerId: number) => ['customers', 'feedback', customerId] as const;
export const ACTIVE_STATUSES_QUERY_KEY = ['dispositions', 'active-statuses'] as const;

/** How many feedback items one request of the history asks for. */
export const FEEDBACK_PAGE_SIZE = 20;

/**
 * GET /api/customers/{id}/feedback: the loan's feedback in every lead cycle the user may see, newest first, a page
 * of FEEDBACK_PAGE_SIZE at a time (`range`), the total from Content-Range.
 */
export function useCustomerFeedback(customerId: number) {
  const apiPage = useApiPage();
  return useInfiniteQuery({
    queryKey: feedbackQueryKey(customerId),
    initialPageParam: 0,
    queryFn: ({ pageParam }) => {
      const range = encodeURIComponent(JSON.stringify([pageParam, pageParam + FEEDBACK_PAGE_SIZE - 1]));
      return apiPage<FeedbackHistoryItem>(`/customers/${customerId}/feedback?range=${range}`);
    },
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((sum, page) => sum + page.items.length, 0);
      return last.items.length > 0 && loaded < last.total ? loaded : undefined;
    },
  });
}

/** GET /api/disposition/active-statuses: enabled statuses of enabled lists (what the form offers). */
export function useActiveStatuses() {
  const api = useApi();
  return useQuery({
    queryKey: ACTIVE_STATUSES_QUERY_KEY,
    queryFn: () => api<DispositionStatus[]>('/disposition/active-statuses'),
  });
}

/**
 * Refreshes everything a feedback changes: the customer (last disposition, follow-up, last connected,
 * alternate numbers), its feedback history, and calls (the agent's latest call takes the disposition).
 * The parent page may call it too (e.g. after placing a call).
 */
export function useRefreshAfterFeedback() {
  const queryClient = useQueryClient();
  return useCallback(
    (customerId?: number) => {
      if (customerId !== undefined) void queryClient.invalidateQueries({ queryKey: feedbackQueryKey(customerId) });
      void queryClient.invalidateQueries({ queryKey: ['customers'] });
      void queryClient.invalidateQueries({ queryKey: ['calls'] });
    },
    [queryClient],
  );
}

/** POST /api/customers/{id}/feedback. */
export function useRecordFeedback(customerId: number) {
  const api = useApi();
  const keys = useSubmissionKeys();
  return useMutation({
    mutationFn: (body: CreateFeedbackRequest) => postOnce<FeedbackItem>(api, `/customers/${customerId}/feedback`, body, keys),
  });
}
