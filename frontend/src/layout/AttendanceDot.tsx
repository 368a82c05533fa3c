import { Box, Tooltip } from '@mui/material';
import { useTodayAttendance } from '../pages/attendance-leave/attendance/attendance-api';

/** Spec part 1 §2 Layout: an attendance dot for agents, green while checked in today, red otherwise. */
export function AttendanceDot({ userId }: { userId: number }) {
  const today = useTodayAttendance(userId);
  const checkedIn = !!today.data?.login_time && !today.data.logout_time;
  const label = checkedIn ? 'Checked in' : today.data?.logout_time ? 'Checked out' : 'Not checked in';
  return (
    <Tooltip title={label}>
      <Box
        role="status"
        aria-label={label}
        tabIndex={0}
        data-testid="attendance-dot"
        data-checked-in={checkedIn}
        sx={{ width: 32, height: 32, display: 'grid', placeItems: 'center', borderRadius: '8px', outline: 'none', '&:focus-visible': { boxShadow: (t) => `0 0 0 2px ${t.palette.primary.main}` } }}
      >
        <Box
          sx={{
            width: 10,
            height: 10,
            borderRadius: '50%',
            bgcolor: checkedIn ? 'success.main' : 'error.main',
            boxShadow: (t) => `0 0 0 3px ${checkedIn ? t.palette.success.light : t.palette.error.light}`,
          }}
        />
      </Box>
    </Tooltip>
  );
}
