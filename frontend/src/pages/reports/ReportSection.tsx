import type { ReactNode } from 'react';
import { Box, Card, Typography } from '@mui/material';

/** A card of the Reports page: a title, a line under it, its actions (Download CSV) and its content. */
export function ReportSection({ id, title, hint, actions, children }: { id: string; title: string; hint?: ReactNode; actions?: ReactNode; children: ReactNode }) {
  return (
    <Card component="section" aria-labelledby={`${id}-title`} sx={{ mb: 2, minWidth: 0 }}>
      <Box sx={{ px: { xs: 2, sm: 2.5 }, pt: 2, pb: 1.5, display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: 1.5 }}>
        <Box sx={{ flex: '1 1 240px', minWidth: 0 }}>
          <Typography variant="subtitle1" component="h2" id={`${id}-title`}>
            {title}
          </Typography>
          {hint ? (
            <Typography variant="caption" color="text.secondary" component="p">
              {hint}
            </Typography>
          ) : null}
        </Box>
        {actions}
      </Box>
      {children}
    </Card>
  );
}
