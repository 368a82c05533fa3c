import { Box, Skeleton } from '@mui/material';

/** What every list shows while its first page loads: placeholder lines, hidden from screen readers. */
export function ListSkeleton({ rows = 5 }: { rows?: number }) {
  return (
    <Box aria-hidden data-testid="list-skeleton" sx={{ px: 2, py: 1 }}>
      {Array.from({ length: rows }, (_, row) => (
        <Box key={row} sx={{ display: 'flex', gap: 2, alignItems: 'center', py: 1.25, borderBottom: 1, borderColor: 'divider', '&:last-of-type': { borderBottom: 0 } }}>
          <Box sx={{ flex: '2 1 0' }}>
            <Skeleton variant="text" width="70%" />
            <Skeleton variant="text" width="40%" />
          </Box>
          <Skeleton variant="text" sx={{ flex: '1 1 0' }} />
          <Skeleton variant="text" sx={{ flex: '1 1 0', display: { xs: 'none', sm: 'block' } }} />
          <Skeleton variant="text" sx={{ flex: '1 1 0', display: { xs: 'none', md: 'block' } }} />
        </Box>
      ))}
    </Box>
  );
}
