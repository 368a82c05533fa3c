import { Box, CircularProgress, Typography } from '@mui/material';

/** Shown while the current user loads (spec §2 routing rules) and while lazy pages arrive. */
export function FullScreenSpinner({ label = 'Loading…' }: { label?: string; loadingPrimary?: string; loadingSecondary?: string }) {
  return (
    <Box
      role="progressbar"
      aria-label={label}
      aria-busy="true"
      sx={{
        position: 'fixed',
        inset: 0,
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 2,
        bgcolor: 'background.default',
        zIndex: (theme) => theme.zIndex.modal + 1,
      }}
    >
      <CircularProgress size={40} thickness={4} aria-hidden />
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
    </Box>
  );
}

/** A spinner inside the content area (lazy pages, sections). */
export function PageSpinner({ label = 'Loading' }: { label?: string }) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', py: 10 }} role="progressbar" aria-label={label}>
      <CircularProgress size={32} />
    </Box>
  );
}
