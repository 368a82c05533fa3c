import { useState } from 'react';
import { Badge, Box, Button, Divider, IconButton, Menu, MenuItem, Tooltip, Typography } from '@mui/material';
import NotificationsNoneOutlined from '@mui/icons-material/NotificationsNoneOutlined';

/** Spec §2 Layout: a notifications menu with static sample items (there is no notification API). */
const SAMPLE_NOTIFICATIONS = [
  { id: 1, title: 'Follow-ups due today', text: '12 customers are scheduled for a call back today.', time: '10 min ago' },
  { id: 2, title: 'New customers imported', text: '48 customers were added to the Overdue lead cycle.', time: '1 hour ago' },
  { id: 3, title: 'Leave request approved', text: 'Your leave request for next Friday has been approved.', time: 'Yesterday' },
];

export function NotificationsMenu() {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [unread, setUnread] = useState<number[]>(() => SAMPLE_NOTIFICATIONS.map((n) => n.id));
  const open = Boolean(anchor);

  return (
    <>
      <Tooltip title="Notifications">
        <IconButton
          aria-label={`Notifications${unread.length ? `, ${unread.length} unread` : ''}`}
          aria-haspopup="menu"
          aria-expanded={open}
          aria-controls={open ? 'notifications-menu' : undefined}
          onClick={(event) => setAnchor(event.currentTarget)}
        >
          <Badge badgeContent={unread.length} color="error" max={9}>
            <NotificationsNoneOutlined />
          </Badge>
        </IconButton>
      </Tooltip>
      <Menu
        id="notifications-menu"
        anchorEl={anchor}
        open={open}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { sx: { width: 340, maxWidth: 'calc(100vw - 24px)' } } }}
      >
        <Box sx={{ px: 2, py: 1, display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
          <Typography variant="subtitle1" component="h2">
            Notifications
          </Typography>
          <Button size="small" onClick={() => setUnread([])} disabled={unread.length === 0}>
            Mark all as read
          </Button>
        </Box>
        <Divider />
        {SAMPLE_NOTIFICATIONS.map((n) => {
          const isUnread = unread.includes(n.id);
          return (
            <MenuItem
              key={n.id}
              onClick={() => setUnread((ids) => ids.filter((id) => id !== n.id))}
              sx={{ alignItems: 'flex-start', gap: 1.5, py: 1.25, whiteSpace: 'normal' }}
            >
              <Box sx={{ width: 8, height: 8, mt: 0.9, borderRadius: '50%', flexShrink: 0, bgcolor: isUnread ? 'primary.main' : 'transparent' }} />
              <Box sx={{ minWidth: 0 }}>
                <Typography variant="body2" sx={{ fontWeight: isUnread ? 700 : 500, color: 'text.primary' }}>
                  {n.title}
                </Typography>
                <Typography variant="caption" color="text.secondary" component="p">
                  {n.text}
                </Typography>
                <Typography variant="caption" color="text.disabled">
                  {n.time}
                </Typography>
              </Box>
            </MenuItem>
          );
        })}
      </Menu>
    </>
  );
}
