import { Box, Button, Card, CardContent, List, ListItem, ListItemText, Skeleton, Typography } from '@mui/material';
import type { SvgIconComponent } from '@mui/icons-material';
import ChatOutlined from '@mui/icons-material/ChatOutlined';
import NotificationsNoneOutlined from '@mui/icons-material/NotificationsNoneOutlined';
import PaymentsOutlined from '@mui/icons-material/PaymentsOutlined';
import PhoneInTalkOutlined from '@mui/icons-material/PhoneInTalkOutlined';
import RateReviewOutlined from '@mui/icons-material/RateReviewOutlined';
import { Link } from 'react-admin';
import type { ActivityEntry } from '../../api/types';
import { EmptyState } from '../../components/EmptyState';
import { LoadErrorState } from '../../components/LoadErrorState';
import { formatTimeAgo } from '../../i18n/time-ago';
import { customerPath } from '../customer-detail/customer-path';
import { useRecentActivity } from './dashboard-api';

const KIND_LOOK: Record<ActivityEntry['kind'], { icon: SvgIconComponent; color: string; label: string }> = {
  call: { icon: PhoneInTalkOutlined, color: '#2563eb', label: 'Call' },
  feedback: { icon: RateReviewOutlined, color: '#7c3aed', label: 'Feedback' },
  payment: { icon: PaymentsOutlined, color: '#16a34a', label: 'Payment' },
  message: { icon: ChatOutlined, color: '#d97706', label: 'Message' },
};

function ActivityRow({ entry, now }: { entry: ActivityEntry; now: Date }) {
  const { icon: Icon, color, label } = KIND_LOOK[entry.kind];
  return (
    <ListItem disableGutters divider sx={{ gap: 1.5, alignItems: 'flex-start', '&:last-of-type': { borderBottom: 0 } }} data-testid="activity-row">
      <Box aria-label={label} role="img" sx={{ width: 32, height: 32, mt: 0.5, borderRadius: '8px', display: 'grid', placeItems: 'center', bgcolor: `${color}1a`, color, flexShrink: 0 }}>
        <Icon fontSize="small" />
      </Box>
      <ListItemText
        sx={{ minWidth: 0 }}
        primary={
          <>
            <Link to={customerPath(entry.customer.loan_application_no, entry.customer.id)} sx={{ fontWeight: 600 }}>
              {entry.customer.name}
            </Link>
            {' · '}
            {entry.summary}
          </>
        }
        secondary={`${entry.agent ? `${entry.agent.name} · ` : ''}${formatTimeAgo(entry.at, now)}`}
        slotProps={{ primary: { variant: 'body2', sx: { overflowWrap: 'anywhere' } } }}
      />
    </ListItem>
  );
}

/** The dashboard's Recent Activity: calls, feedback, payments and messages the viewer may see, newest first. */
export function RecentActivity() {
  const activity = useRecentActivity();
  const entries = activity.data?.pages.flatMap((page) => page.items) ?? [];
  const now = new Date();

  let body;
  if (entries.length > 0) {
    body = (
      <>
        <List dense disablePadding aria-label="Recent activity">
          {entries.map((entry) => (
            <ActivityRow key={`${entry.kind}-${entry.at}-${entry.customer.id}`} entry={entry} now={now} />
          ))}
        </List>
        {activity.hasNextPage ? (
          <Button size="small" sx={{ mt: 1 }} onClick={() => void activity.fetchNextPage()} disabled={activity.isFetchingNextPage}>
            {activity.isFetchingNextPage ? 'Loading…' : 'Show more'}
          </Button>
        ) : null}
      </>
    );
  } else if (activity.error) {
    body = <LoadErrorState dense title="Failed to fetch recent activity" error={activity.error} onRetry={() => activity.refetch()} />;
  } else if (activity.isPending) {
    body = (
      <Box aria-busy="true" aria-label="Loading recent activity">
        {Array.from({ length: 5 }, (_, row) => (
          <Box key={row} sx={{ display: 'flex', gap: 1.5, py: 1 }}>
            <Skeleton variant="rounded" width={32} height={32} />
            <Box sx={{ flex: 1 }}>
              <Skeleton variant="text" width="80%" />
              <Skeleton variant="text" width="40%" />
            </Box>
          </Box>
        ))}
      </Box>
    );
  } else {
    body = <EmptyState icon={NotificationsNoneOutlined} title="No recent activity" hint="Activity from calls and feedback will appear here." />;
  }

  return (
    <Card component="section" aria-labelledby="recent-activity-title">
      <Box sx={{ px: 2.5, pt: 2, pb: 1 }}>
        <Typography variant="subtitle1" component="h2" id="recent-activity-title">
          Recent Activity
        </Typography>
        <Typography variant="caption" color="text.secondary">
          Calls, feedback, payments and messages as they happen
        </Typography>
      </Box>
      <CardContent sx={{ pt: 0 }}>{body}</CardContent>
    </Card>
  );
}
