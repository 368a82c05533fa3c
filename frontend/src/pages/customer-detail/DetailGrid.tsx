import type { ReactNode } from 'react';
import { Box, Typography } from '@mui/material';

export interface DetailItem {
  label: string;
  value: ReactNode;
  /** Spans the whole row (long texts). */
  wide?: boolean;
}

function isEmpty(value: ReactNode): boolean {
  return value === null || value === undefined || value === '' || value === '—';
}

/** Label/value pairs as a description list, two or three to a row. Empty values show a dash. */
export function DetailGrid({ items, columns = 3 }: { items: DetailItem[]; columns?: 2 | 3 }) {
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: `repeat(${columns}, minmax(0, 1fr))` },
        columnGap: 3,
        rowGap: 2,
      }}
    >
      {items.map((item) => (
        <Box key={item.label} sx={{ minWidth: 0, gridColumn: item.wide ? '1 / -1' : undefined }}>
          <Typography component="dt" variant="caption" sx={{ color: 'text.secondary', fontWeight: 600, display: 'block', mb: 0.25 }}>
            {item.label}
          </Typography>
          <Typography
            component="dd"
            variant="body2"
            sx={{ m: 0, color: isEmpty(item.value) ? 'text.disabled' : 'text.primary', fontWeight: 500, overflowWrap: 'anywhere' }}
          >
            {isEmpty(item.value) ? '—' : item.value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

/** A titled block inside a tab. */
export function DetailSection({ title, children, action }: { title: string; children: ReactNode; action?: ReactNode }) {
  return (
    <Box component="section" sx={{ '& + &': { mt: 3, pt: 3, borderTop: 1, borderColor: 'divider' } }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mb: 1.5 }}>
        <Typography variant="subtitle2" component="h3" sx={{ color: 'text.primary' }}>
          {title}
        </Typography>
        {action}
      </Box>
      {children}
    </Box>
  );
}
