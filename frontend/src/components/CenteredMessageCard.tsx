import type { ReactNode } from 'react';
import { Box, Card, CardContent, Typography } from '@mui/material';
import type { SvgIconComponent } from '@mui/icons-material';

/** A card centred on the page: a round tinted icon, an optional heading, a line of text and an optional action under it. */
export function CenteredMessageCard({
  icon: Icon,
  tone,
  title,
  message,
  action,
  maxWidth,
  paddingY,
  testId,
}: {
  icon: SvgIconComponent;
  tone: 'error' | 'primary';
  title?: ReactNode;
  message: ReactNode;
  action?: ReactNode;
  maxWidth: number;
  paddingY: number;
  testId: string;
}) {
  return (
    <Card sx={{ maxWidth, mx: 'auto', mt: { xs: 2, md: 6 } }} data-testid={testId}>
      <CardContent sx={{ textAlign: 'center', py: paddingY, px: 4 }}>
        <Box
          sx={{
            width: 56,
            height: 56,
            mx: 'auto',
            mb: 2,
            borderRadius: '50%',
            display: 'grid',
            placeItems: 'center',
            bgcolor: `${tone}.light`,
            color: `${tone}.main`,
          }}
        >
          <Icon />
        </Box>
        {title ? (
          <Typography variant="h5" component="h2" gutterBottom>
            {title}
          </Typography>
        ) : null}
        <Typography color="text.secondary">{message}</Typography>
        {action}
      </CardContent>
    </Card>
  );
}
