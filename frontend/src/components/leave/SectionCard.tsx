import type { ReactNode } from 'react';
import { Box, Card, Divider, Typography } from '@mui/material';

interface SectionHeadingProps {
  id: string;
  title: string;
  subtitle?: ReactNode;
  actions?: ReactNode;
}

/** The heading of a leave screen's card: its title (labelling the section by `${id}-title`), a line of help, actions on the right. */
export function SectionHeading({ id, title, subtitle, actions }: SectionHeadingProps) {
  return (
    <>
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
    </>
  );
}

/** A card of the leave screens: its heading, then its content. */
export function SectionCard({ children, testId, ...heading }: SectionHeadingProps & { children: ReactNode; testId?: string }) {
  return (
    <Card component="section" aria-labelledby={`${heading.id}-title`} data-testid={testId}>
      <SectionHeading {...heading} />
      {children}
    </Card>
  );
}
