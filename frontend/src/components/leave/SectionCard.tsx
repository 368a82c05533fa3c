import type { ReactNode } from 'react';
import { Box, Card, Divider, Typography } from '@mui/material';

/** A card of the leave screens: a heading, a line of help, actions on the right, then its content. */
export function SectionCard({ id, title, subtitle, actions, children, testId }: { id: string; title: string; subtitle?: ReactNode; actions?: ReactNode; children: ReactNode; testId?: string }) {
  return (
    <Card component="section" aria-labelledby={`${id}-title`} data-testid={testId}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5, px: { xs: 2, sm: 2.5 }, py: 2 }}>
        <Box sx={{ flex: '1 1 240px', minWidth: 0 }}>
          <Typography id={`${id}-title`} component="h2" variant="subtitle1" sx={{ fontWeight: 700 }}>
            {title}
          </Typography>
          {subtitle ? (
            <Typography variant="body2" color="text.secondary">
              {subtitle}
            </Typography>
          ) : null}
        </Box>
        {actions ? <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>{actions}</Box> : null}
      </Box>
      <Divider />
      {children}
    </Card>
  );
}
