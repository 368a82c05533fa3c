import type { ReactNode } from 'react';
import { Box, Card, Divider, Typography } from '@mui/material';
import type { SvgIconComponent } from '@mui/icons-material';

/**
 * A card of the customer page's right column, headed like Add New Feedback and Feedback History: an icon, a
 * title (the section's accessible name) and optional content on the right.
 */
export function PanelCard({ id, icon: Icon, title, aside, children, testId }: { id: string; icon: SvgIconComponent; title: string; aside?: ReactNode; children: ReactNode; testId?: string }) {
  const titleId = `${id}-title`;
  return (
    <Card component="section" aria-labelledby={titleId} data-testid={testId}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.25, px: 2.5, py: 1.5 }}>
        <Icon sx={{ fontSize: 20, color: 'text.secondary' }} aria-hidden />
        <Typography variant="subtitle1" component="h2" id={titleId} sx={{ flex: 1, minWidth: 0 }}>
          {title}
        </Typography>
        {aside}
      </Box>
      <Divider />
      {children}
    </Card>
  );
}
