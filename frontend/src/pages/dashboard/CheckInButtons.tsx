import { useState } from 'react';
import { Box, Button, CircularProgress, Typography } from '@mui/material';
import LoginRounded from '@mui/icons-material/LoginRounded';
import LogoutRounded from '@mui/icons-material/LogoutRounded';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { useToast } from '../../components/Toast';
import { getPosition } from '../../providers/geolocation';
import { messageOf, statusOf } from '../../providers/httpClient';
import { useCheckIn, useCheckOut, useTodayAttendance } from '../attendance-leave/attendance/attendance-api';
import { clockTime, elapsed } from '../attendance-leave/attendance/attendance-labels';

/** Part 1 §8 check-in and check-out messages. */
const CHECK_IN_MESSAGES = {
  noLocation: 'Location not available. Please ensure location access is enabled.',
  checkInFailed: 'Failed to check-in',
  checkOutFailed: 'Failed to check-out',
} as const;

/**
 * Spec part 1 §2/§4: Check In, then Check Out after a confirmation showing the login time and the time elapsed.
 * The position comes from the browser (cached 12 hours); the server decides the times.
 */
export function CheckInButtons({ userId }: { userId: number }) {
  const toast = useToast();
  const today = useTodayAttendance(userId);
  const checkIn = useCheckIn();
  const checkOut = useCheckOut();
  const [confirming, setConfirming] = useState(false);
  const [locating, setLocating] = useState(false);
  const record = today.data;
  const checkedIn = !!record?.login_time;
  const checkedOut = !!record?.logout_time;

  const act = async (kind: 'in' | 'out') => {
    setLocating(true);
    const located = await getPosition({ fresh: kind === 'out' });
    setLocating(false);
    if (!located.position) {
      toast({ title: CHECK_IN_MESSAGES.noLocation, variant: 'error' });
      return;
    }
    const body = located.position;
    try {
      const result = await (kind === 'in' ? checkIn : checkOut).mutateAsync(body);
      toast({ title: kind === 'in' ? 'Checked in' : 'Checked out', description: `At ${clockTime(kind === 'in' ? result.login_time : result.logout_time)}` });
      setConfirming(false);
    } catch (error) {
      const fallback = kind === 'in' ? CHECK_IN_MESSAGES.checkInFailed : CHECK_IN_MESSAGES.checkOutFailed;
      // A 403 carries the spec's "not allowed from this location" text; a 409 says what already happened.
      const status = statusOf(error);
      toast({ title: status === 403 || status === 409 ? messageOf(error, fallback) : fallback, variant: 'error' });
      setConfirming(false);
    }
  };

  const busy = locating || checkIn.isPending || checkOut.isPending;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }} data-testid="attendance-actions">
      {checkedIn ? (
        <Typography variant="body2" color="text.secondary" sx={{ mr: 0.5 }}>
          {checkedOut ? `Day complete: ${clockTime(record!.login_time)} - ${clockTime(record!.logout_time)}` : `Checked in at ${clockTime(record!.login_time)}`}
        </Typography>
      ) : null}
      <Button
        variant="contained"
        startIcon={busy && !checkedIn ? <CircularProgress size={16} color="inherit" /> : <LoginRounded />}
        disabled={today.isPending || checkedIn || busy}
        onClick={() => void act('in')}
      >
        Check In
      </Button>
      <Button variant="outlined" startIcon={<LogoutRounded />} disabled={today.isPending || !checkedIn || checkedOut || busy} onClick={() => setConfirming(true)}>
        Check Out
      </Button>
      <ConfirmDialog
        open={confirming}
        title="Check out now?"
        confirmLabel="Check Out"
        destructive={false}
        loading={busy}
        onConfirm={() => void act('out')}
        onClose={() => setConfirming(false)}
      >
        {record?.login_time ? (
          <>
            You checked in at <strong>{clockTime(record.login_time)}</strong> and have worked <strong>{elapsed(record.login_time, new Date())}</strong> so far. Checking out
            ends your day.
          </>
        ) : null}
      </ConfirmDialog>
    </Box>
  );
}
