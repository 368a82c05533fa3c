import { Box, Tooltip } from '@mui/material';

/**
 * Spec §2 Layout: an attendance dot for agents, green when checked in, red otherwise.
 * The attendance issue feeds `checkedIn` from GET /api/attendance/today/{userId}; until then it is red.
 */
export function AttendanceDot({ checkedIn = false }: { checkedIn?: boolean }) {
  const label = checkedIn ? 'Checked in' : 'Not checked in';
  return (
    <Tooltip title={label}>
      <Box
        role="status"
        aria-label={label}
        tabIndex={0}
        data-testid="attendance-dot"
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
