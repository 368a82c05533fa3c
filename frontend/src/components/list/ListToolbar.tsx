import type { ReactNode } from 'react';
import { Box } from '@mui/material';

/**
 * The one toolbar above every list: the search box first, then the list's filters, then (at the right) its
 * actions. It wraps on narrow screens instead of overflowing.
 */
export function ListToolbar({ search, filters, actions, label }: { search?: ReactNode; filters?: ReactNode; actions?: ReactNode; label?: string }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1.5, mb: 2 }}>
      {search || filters ? (
        <Box role="search" aria-label={label} sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1.5, flex: '1 1 320px', minWidth: 0 }}>
          {search}
          {filters}
        </Box>
      ) : (
        <Box sx={{ flex: 1 }} />
      )}
      {actions ? <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1, ml: 'auto' }}>{actions}</Box> : null}
    </Box>
  );
}
