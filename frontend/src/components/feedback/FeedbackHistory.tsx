import { useEffect, useState } from 'react';
import { Avatar, Box, Button, Card, Chip, Divider, Skeleton, Tooltip, Typography } from '@mui/material';
import ExpandLessRounded from '@mui/icons-material/ExpandLessRounded';
import ExpandMoreRounded from '@mui/icons-material/ExpandMoreRounded';
import EventRepeatOutlined from '@mui/icons-material/EventRepeatOutlined';
import ForumOutlined from '@mui/icons-material/ForumOutlined';
import HistoryOutlined from '@mui/icons-material/HistoryOutlined';
import HistoryToggleOffRounded from '@mui/icons-material/HistoryToggleOffRounded';
import { EmptyState } from '../EmptyState';
import { LoadErrorState } from '../LoadErrorState';
import { RefreshIconButton } from '../RefreshIconButton';
import { initials } from '../initials';
import { useToast } from '../Toast';
import { RELATIVE_DAY_LIMIT, formatDateTime, formatRelativeDay, formatTime } from '../../i18n/format';
import { businessDay, daysBetween } from '../../i18n/dates';
import { messageOf } from '../../providers/httpClient';
import { DispositionCodeBadge, contactTypeDescription } from './DispositionBadges';
import { FEEDBACK_PAGE_SIZE, useCustomerFeedback } from './feedback-api';
import { PromiseChip } from './PromiseChip';
import { FEEDBACK_PREVIEW_COUNT, type FeedbackHistoryItem } from './feedback-rules';

export const FEEDBACK_EMPTY_TEXT = 'No feedback or interactions recorded yet';
export const FEEDBACK_FETCH_ERROR = 'Failed to fetch customer feedback';

/** "Today, 03:30 pm", "2 days ago, 11:00 am"; the en-IN date and time beyond a week (spec §9 labels). */
export function relativeDateTime(value: string | null | undefined, now: Date = new Date()): string {
  if (!value) return '—';
  const days = Math.abs(daysBetween(businessDay(now), businessDay(value)));
  return days <= RELATIVE_DAY_LIMIT ? `${formatRelativeDay(value, now)}, ${formatTime(value)}` : formatDateTime(value);
}

/**
 * The lead cycle an item was recorded in. The loan's other records (its rows in other lead cycles) are marked, so
 * an agent reading this record's history knows which outcomes came from another cycle.
 */
function CycleChip({ item, otherCycle }: { item: FeedbackHistoryItem; otherCycle: boolean }) {
  return (
    <Chip
      size="small"
      data-testid="feedback-cycle"
      icon={otherCycle ? <HistoryToggleOffRounded aria-hidden /> : undefined}
      label={otherCycle ? `${item.lead_cycle_name} · other cycle` : item.lead_cycle_name}
      aria-label={otherCycle ? `Lead cycle ${item.lead_cycle_name}, another record of this loan` : `Lead cycle ${item.lead_cycle_name}`}
      title={otherCycle ? `Recorded on this loan's ${item.lead_cycle_name} record` : `Recorded on this record (${item.lead_cycle_name})`}
      variant={otherCycle ? 'filled' : 'outlined'}
      sx={otherCycle ? { bgcolor: 'warning.light', color: 'warning.dark', '& .MuiChip-icon': { color: 'inherit' } } : { color: 'text.secondary' }}
    />
  );
}

function FeedbackEntry({ item, otherCycle }: { item: FeedbackHistoryItem; otherCycle: boolean }) {
  return (
    <Box
      component="li"
      data-other-cycle={otherCycle}
      sx={{ display: 'flex', gap: 1.5, py: 1.75, '&:not(:last-of-type)': { borderBottom: 1, borderColor: 'divider' } }}
    >
      <Avatar sx={{ width: 32, height: 32, fontSize: '0.75rem', fontWeight: 700, bgcolor: 'primary.light', color: 'primary.dark' }} aria-hidden>
        {initials(item.agent.name)}
      </Avatar>
      <Box sx={{ minWidth: 0, flex: 1 }}>
        <Box sx={{ display: 'flex', alignItems: 'baseline', flexWrap: 'wrap', columnGap: 1 }}>
          <Typography variant="body2" sx={{ fontWeight: 700, color: 'text.primary' }}>
            {item.agent.name}
          </Typography>
          <Tooltip title={formatDateTime(item.createdAt)}>
            <Typography variant="caption" color="text.secondary" component="time" dateTime={item.createdAt}>
              {relativeDateTime(item.createdAt)}
            </Typography>
          </Tooltip>
          <Box sx={{ flex: 1 }} />
          <CycleChip item={item} otherCycle={otherCycle} />
        </Box>
        <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 0.75, mt: 0.5 }}>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {item.disposition_name}
          </Typography>
          <DispositionCodeBadge code={item.disposition_code} contactType={item.contact_type} title={contactTypeDescription(item.contact_type)} />
          {item.reason_for_not_paying ? <Chip size="small" variant="outlined" label={item.reason_for_not_paying} /> : null}
          {item.promise ? <PromiseChip promise={item.promise} /> : null}
        </Box>
        {item.disposition_note ? (
          <Typography variant="body2" sx={{ mt: 0.75, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {item.disposition_note}
          </Typography>
        ) : null}
        {item.next_follow_up ? (
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, mt: 0.75, color: 'text.secondary' }}>
            <EventRepeatOutlined sx={{ fontSize: 16 }} aria-hidden />
            <Typography variant="caption" color="text.secondary">
              Next follow-up: <strong>{relativeDateTime(item.next_follow_up)}</strong>
            </Typography>
          </Box>
        ) : null}
      </Box>
    </Box>
  );
}

export interface FeedbackHistoryProps {
  /** The numeric customer id (CustomerDetail.id), not the loan number. */
  customerId: number;
}

/**
 * The loan's feedback history (spec §2 customer detail): the 3 most recent items, Show History for the rest, read
 * from the server a page at a time. A loan in several lead cycles shows its feedback in all of them (those the user
 * may see), each item with its cycle; items of the loan's other records are marked.
 */
export function FeedbackHistory({ customerId }: FeedbackHistoryProps) {
  const { data, isPending, error, refetch, isFetching, hasNextPage, fetchNextPage, isFetchingNextPage } = useCustomerFeedback(customerId);
  const [expanded, setExpanded] = useState(false);
  const toast = useToast();

  useEffect(() => {
    if (error) toast({ title: FEEDBACK_FETCH_ERROR, description: messageOf(error, ''), variant: 'error' });
  }, [error, toast]);

  const items = data?.pages.flatMap((page) => page.items) ?? [];
  const total = data?.pages.at(-1)?.total ?? items.length;
  const shown = expanded ? items : items.slice(0, FEEDBACK_PREVIEW_COUNT);
  const hidden = total - FEEDBACK_PREVIEW_COUNT;
  const nextPageSize = Math.min(FEEDBACK_PAGE_SIZE, total - items.length);

  return (
    <Card component="section" aria-labelledby="feedback-history-title" data-testid="feedback-history">
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.25, px: 2.5, py: 1.5 }}>
        <HistoryOutlined sx={{ fontSize: 20, color: 'text.secondary' }} aria-hidden />
        <Typography variant="subtitle1" component="h2" id="feedback-history-title" sx={{ flex: 1, minWidth: 0 }}>
          Feedback History
        </Typography>
        {total > 0 ? <Chip size="small" label={total} aria-label={`${total} feedback items`} /> : null}
        <RefreshIconButton label="Refresh feedback history" onRefresh={refetch} disabled={isFetching} />
      </Box>
      <Divider />
      <Box sx={{ px: 2.5, py: 0.5 }} aria-busy={isPending}>
        {isPending ? (
          <Box role="progressbar" aria-label="Loading feedback" sx={{ py: 1.5, display: 'grid', gap: 2 }}>
            {[0, 1, 2].map((i) => (
              <Box key={i} sx={{ display: 'flex', gap: 1.5 }}>
                <Skeleton variant="circular" width={32} height={32} />
                <Box sx={{ flex: 1 }}>
                  <Skeleton variant="text" width="40%" />
                  <Skeleton variant="text" width="70%" />
                </Box>
              </Box>
            ))}
          </Box>
        ) : error && items.length === 0 ? (
          <LoadErrorState dense icon={ForumOutlined} title={FEEDBACK_FETCH_ERROR} error={error} fallbackHint="Please try again." onRetry={refetch} />
        ) : items.length === 0 ? (
          <EmptyState dense icon={ForumOutlined} title={FEEDBACK_EMPTY_TEXT} hint="Outcomes recorded with Add New Feedback appear here." />
        ) : (
          <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0 }} aria-label="Feedback, newest first" id="feedback-history-list">
            {shown.map((item) => (
              <FeedbackEntry key={item.id} item={item} otherCycle={item.customer_id !== customerId} />
            ))}
          </Box>
        )}
      </Box>
      {hidden > 0 ? (
        <>
          <Divider />
          <Box sx={{ px: 1.5, py: 0.75, display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 1 }}>
            <Button
              size="small"
              onClick={() => setExpanded((value) => !value)}
              aria-expanded={expanded}
              aria-controls="feedback-history-list"
              endIcon={expanded ? <ExpandLessRounded /> : <ExpandMoreRounded />}
            >
              {expanded ? 'Hide History' : 'Show History'}
            </Button>
            {expanded && hasNextPage ? (
              <Button size="small" variant="outlined" onClick={() => void fetchNextPage()} disabled={isFetchingNextPage}>
                {isFetchingNextPage ? 'Loading…' : `Load ${nextPageSize} older`}
              </Button>
            ) : null}
            {expanded ? null : (
              <Typography variant="caption" color="text.secondary">
                {hidden} older
              </Typography>
            )}
          </Box>
        </>
      ) : null}
    </Card>
  );
}
