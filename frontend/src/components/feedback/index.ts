/**
 * The customer page's feedback parts (spec §2 "Customer detail"): the history on the left, the form on the
 * right. Both take the customer's numeric id; the form also reads customer.metadata (alternate numbers,
 * language). After a submit the form refreshes the history, the customer and calls itself.
 */
export { FeedbackHistory, FEEDBACK_EMPTY_TEXT, FEEDBACK_FETCH_ERROR, type FeedbackHistoryProps } from './FeedbackHistory';
export { AddFeedbackForm, type AddFeedbackFormProps, type FeedbackCustomer } from './AddFeedbackForm';
export { ContactTypeBadge, DispositionCodeBadge } from './DispositionBadges';
export { feedbackQueryKey, useRefreshAfterFeedback, ACTIVE_STATUSES_QUERY_KEY } from './feedback-api';
export type { DispositionStatus, FeedbackItem, FeedbackHistoryItem, ContactType } from './feedback-rules';
