import { useEffect, useState } from 'react';
import { Badge, Box, Button, Chip, Divider, IconButton, MenuItem, MenuList, Popover, Skeleton, Tooltip, Typography, type ChipProps } from '@mui/material';
import DoneAllRounded from '@mui/icons-material/DoneAllRounded';
import NotificationsNoneOutlined from '@mui/icons-material/NotificationsNoneOutlined';
import { useLocation, useNavigate } from 'react-admin';
import type { UserNotification } from '../api/types';
import { EmptyState } from '../components/EmptyState';
import { LoadErrorState } from '../components/LoadErrorState';
import { useToast } from '../components/Toast';
import { formatTimeAgo } from '../i18n/time-ago';
import { messageOf } from '../providers/httpClient';
import { useLatestNotifications, useMarkAllRead, useMarkRead, useNotificationStream, useRefreshNotifications, useUnreadCount } from './notifications-api';

/** What became of the request a notification tells of, as its chip says it. */
const OUTCOMES: Record<NonNullable<UserNotification['outcome']>, { label: string; color: ChipProps['color'] }> = {
  approved: { label: 'Approved', color: 'success' },
  rejected: { label: 'Rejected', color: 'error' },
  withdrawn: { label: 'Withdrawn', color: 'default' },
  cancelled: { label: 'Cancelled', color: 'default' },
};

function NotificationRow({ notification, now, onOpen }: { notification: UserNotification; now: Date; onOpen: (n: UserNotification) => void }) {
  const unread = !notification.read;
  return (
    <MenuItem onClick={() => onOpen(notification)} sx={{ alignItems: 'flex-start', gap: 1.5, py: 1.25, whiteSpace: 'normal' }} data-testid="notification">
      <Box aria-label={unread ? 'Unread' : undefined} sx={{ width: 8, height: 8, mt: 0.9, borderRadius: '50%', flexShrink: 0, bgcolor: unread ? 'primary.main' : 'transparent' }} />
      <Box sx={{ minWidth: 0 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', columnGap: 1 }}>
          <Typography variant="body2" sx={{ fontWeight: unread ? 700 : 500, color: 'text.primary' }}>
            {notification.title}
          </Typography>
          {notification.outcome ? (
            <Chip size="small" variant="outlined" data-testid="notification-outcome" label={OUTCOMES[notification.outcome].label} color={OUTCOMES[notification.outcome].color} sx={{ height: 20 }} />
          ) : null}
        </Box>
        {notification.body ? (
          <Typography variant="caption" color="text.secondary" component="p" sx={{ overflowWrap: 'anywhere' }}>
            {notification.body}
          </Typography>
        ) : null}
        <Typography variant="caption" color="text.disabled">
          {formatTimeAgo(notification.createdAt, now)}
        </Typography>
      </Box>
    </MenuItem>
  );
}

/**
 * Spec §2 Layout's notifications menu, on GET /api/notifications: the unread count on the bell, the newest ten,
 * a click marks one read and opens its record, "Mark all as read". Fetched on window focus and on navigation
 * (the spec's "no polling"), and again when the server's event stream says the count moved.
 */
export function NotificationsMenu() {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const open = Boolean(anchor);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const toast = useToast();
  const refresh = useRefreshNotifications();
  useNotificationStream();
  const count = useUnreadCount();
  const latest = useLatestNotifications(open);
  const markRead = useMarkRead();
  const markAllRead = useMarkAllRead();
  const unread = count.data?.count ?? 0;

  // A navigation is a moment the user looks again: the count may have moved since.
  useEffect(() => {
    void refresh();
  }, [pathname, refresh]);

  const failed = (title: string) => (error: unknown) => toast({ title, description: messageOf(error, ''), variant: 'error' });
  const openOne = (notification: UserNotification) => {
    setAnchor(null);
    if (!notification.read) markRead.mutate(notification.id, { onError: failed('Failed to mark the notification read') });
    if (notification.link) navigate(notification.link);
  };

  const now = new Date();
  const items = latest.data ?? [];
  let body;
  if (items.length > 0) {
    // Only the notifications are menu items: the heading, Mark all as read and the empty or error states sit
    // outside the menu (a menu may hold nothing else).
    body = (
      <MenuList autoFocusItem aria-label="Latest notifications" sx={{ py: 0 }}>
        {items.map((n) => (
          <NotificationRow key={n.id} notification={n} now={now} onOpen={openOne} />
        ))}
      </MenuList>
    );
  } else if (latest.error) {
    body = <LoadErrorState dense title="Failed to fetch notifications" error={latest.error} onRetry={() => latest.refetch()} />;
  } else if (latest.isPending) {
    body = (
      <Box aria-busy="true" aria-label="Loading notifications" sx={{ px: 2, py: 1 }}>
        {Array.from({ length: 3 }, (_, row) => (
          <Box key={row} sx={{ py: 0.75 }}>
            <Skeleton variant="text" width="70%" />
            <Skeleton variant="text" width="90%" />
          </Box>
        ))}
      </Box>
    );
  } else {
    body = <EmptyState dense icon={NotificationsNoneOutlined} title="You're all caught up" hint="Follow-ups due soon, broken promises and requests will appear here." />;
  }

  return (
    <>
      <Tooltip title="Notifications">
        <IconButton
          aria-label={`Notifications${unread ? `, ${unread} unread` : ''}`}
          aria-haspopup="dialog"
          aria-expanded={open}
          aria-controls={open ? 'notifications-menu' : undefined}
          onClick={(event) => setAnchor(event.currentTarget)}
        >
          <Badge badgeContent={unread} color="error" max={9}>
            <NotificationsNoneOutlined />
          </Badge>
        </IconButton>
      </Tooltip>
      <Popover
        id="notifications-menu"
        anchorEl={anchor}
        open={open}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { role: 'dialog', 'aria-label': 'Notifications', sx: { width: 360, maxWidth: 'calc(100vw - 24px)', maxHeight: 'min(560px, calc(100vh - 96px))' } } }}
      >
        <Box sx={{ px: 2, py: 1, display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
          <Typography variant="subtitle1" component="h2">
            Notifications
          </Typography>
          <Button
            size="small"
            startIcon={<DoneAllRounded />}
            onClick={() => markAllRead.mutate(undefined, { onError: failed('Failed to mark notifications read') })}
            disabled={unread === 0 || markAllRead.isPending}
          >
            Mark all as read
          </Button>
        </Box>
        <Divider />
        {body}
      </Popover>
    </>
  );
}
