import type { ReactNode } from 'react';
import { Box, Card, Divider, Typography } from '@mui/material';

/** A settings card: a section titled `title` (its heading's id `<id>-title`), what the setting does, a rule, then `children`. */
export function SettingCard({ id, title, description, testId, children }: { id: string; title: string; description: ReactNode; testId?: string; children: ReactNode }) {
  return (
    <Card component="section" aria-labelledby={`${id}-title`} data-testid={testId}>
      <Box sx={{ px: 2.5, py: 2 }}>
        <Typography variant="subtitle1" component="h2" id={`${id}-title`}>
          {title}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {description}
        </Typography>
      </Box>
      <Divider />
      {children}
    </Card>
  );
}
