import { useState } from 'react';
import { Box, Button, Chip, Skeleton, Tooltip, Typography } from '@mui/material';
import DoneAllRounded from '@mui/icons-material/DoneAllRounded';
import DoneRounded from '@mui/icons-material/DoneRounded';
import ErrorOutlineRounded from '@mui/icons-material/ErrorOutlineRounded';
import ForumOutlined from '@mui/icons-material/ForumOutlined';
import ScheduleRounded from '@mui/icons-material/ScheduleRounded';
import type { SvgIconComponent } from '@mui/icons-material';
import type { MessageError, MessageResponse, MessageStatus } from '../../api/types';
import { EmptyState } from '../../components/EmptyState';
import { LoadErrorState } from '../../components/LoadErrorState';
import { RefreshIconButton } from '../../components/RefreshIconButton';
import { relativeDateTime } from '../../components/feedback/FeedbackHistory';
import { formatDateTime, formatMobile } from '../../i18n/format';
import { MESSAGE_KIND_LABELS } from './link-messages';
import { useCustomerMessages } from './messages-api';

export const MESSAGES_EMPTY_TEXT = 'No messages sent yet';
export const MESSAGES_FETCH_ERROR = 'Failed to fetch messages';
/** The latest few are shown; Show all for the rest. */
export const MESSAGES_PREVIEW_COUNT = 5;

const STATUS_STYLES: Record<MessageStatus, { label: string; bg: string; fg: string; icon: SvgIconComponent }> = {
  queued: { label: 'Queued', bg: '#f1f5f9', fg: '#475569', icon: ScheduleRounded },
  sent: { label: 'Sent', bg: '#e0f2fe', fg: '#075985', icon: DoneRounded },
  delivered: { label: 'Delivered', bg: '#dbeafe', fg: '#1d4ed8', icon: DoneAllRounded },
  read: { label: 'Read', bg: '#dcfce7', fg: '#166534', icon: DoneAllRounded },
  failed: { label: 'Failed', bg: '#fee2e2', fg: '#b91c1c', icon: ErrorOutlineRounded },
};

function errorOf(message: MessageResponse): MessageError | null {
  const error = message.error as Partial<MessageError> | null;
  return error && typeof error.title === 'string' && error.title ? { code: String(error.code ?? ''), title: error.title } : null;
}

export function MessageStatusChip({ status }: { status: MessageStatus }) {
  const style = STATUS_STYLES[status] ?? STATUS_STYLES.queued;
  const Icon = style.icon;
  return (
    <Chip
      size="small"
      icon={<Icon />}
      label={style.label}
      data-testid="message-status"
      sx={{ bgcolor: style.bg, color: style.fg, fontWeight: 600, '& .MuiChip-icon': { color: style.fg, fontSize: 14 } }}
    />
  );
}

function MessageEntry({ message }: { message: MessageResponse }) {
  const error = message.status === 'failed' ? errorOf(message) : null;
  return (
    <Box component="li" data-testid="message-row" sx={{ py: 1.25, '&:not(:last-of-type)': { borderBottom: 1, borderColor: 'divider' } }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography variant="body2" sx={{ fontWeight: 700, color: 'text.primary', flex: 1, minWidth: 0 }}>
          {MESSAGE_KIND_LABELS[message.kind] ?? message.kind} link
          <Box component="span" sx={{ fontWeight: 400, color: 'text.secondary', fontVariantNumeric: 'tabular-nums' }}>
            {` · ${formatMobile(message.to_number)}`}
          </Box>
        </Typography>
        <MessageStatusChip status={message.status} />
      </Box>
      {error ? (
        <Typography variant="caption" color="error.main" component="p" sx={{ mt: 0.25 }} data-testid="message-error">
          {error.title}
        </Typography>
      ) : null}
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 0.25 }}>
        {message.sent_by ?? 'Unknown sender'} ·{' '}
        <Tooltip title={formatDateTime(message.created_at)}>
          <Box component="time" dateTime={message.created_at}>
            {relativeDateTime(message.created_at)}
          </Box>
        </Tooltip>
      </Typography>
    </Box>
  );
}

/** The link messages sent to the customer, newest first, with their delivery status (DECISIONS: every message is shown). */
export function MessagesList({ customerId }: { customerId: number }) {
  const { data, isPending, error, refetch, isFetching } = useCustomerMessages(customerId);
  const [expanded, setExpanded] = useState(false);
  const items = data ?? [];
  const shown = expanded ? items : items.slice(0, MESSAGES_PREVIEW_COUNT);
  const hidden = items.length - MESSAGES_PREVIEW_COUNT;

  return (
    <Box component="section" aria-labelledby="messages-list-title" data-testid="messages-list">
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Typography variant="overline" component="h3" id="messages-list-title" sx={{ flex: 1 }}>
          Messages
        </Typography>
        <RefreshIconButton label="Refresh messages" onRefresh={refetch} disabled={isFetching} />
      </Box>
      <Box aria-busy={isPending}>
        {isPending ? (
          <Box role="progressbar" aria-label="Loading messages" sx={{ display: 'grid', gap: 1 }}>
            {[0, 1].map((i) => (
              <Box key={i}>
                <Skeleton variant="text" width="60%" />
                <Skeleton variant="text" width="40%" />
              </Box>
            ))}
          </Box>
        ) : error && items.length === 0 ? (
          <LoadErrorState dense icon={ForumOutlined} title={MESSAGES_FETCH_ERROR} error={error} fallbackHint="Please try again." onRetry={refetch} />
        ) : items.length === 0 ? (
          <EmptyState dense icon={ForumOutlined} title={MESSAGES_EMPTY_TEXT} hint="Links sent from here appear with their delivery status." />
        ) : (
          <>
            <Box component="ol" aria-label="Messages, newest first" id="messages-list-items" sx={{ listStyle: 'none', m: 0, p: 0 }}>
              {shown.map((message) => (
                <MessageEntry key={message.id} message={message} />
              ))}
            </Box>
            {hidden > 0 ? (
              <Button size="small" onClick={() => setExpanded((v) => !v)} aria-expanded={expanded} aria-controls="messages-list-items" sx={{ mt: 0.5 }}>
                {expanded ? 'Show fewer' : `Show all ${items.length}`}
              </Button>
            ) : null}
          </>
        )}
      </Box>
    </Box>
  );
}
