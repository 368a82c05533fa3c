import type { ReactNode } from 'react';
import { Box, Typography } from '@mui/material';
import type { SvgIconComponent } from '@mui/icons-material';

/** The "nothing here" block of lists and panels: an icon, the spec's empty text, a hint and an action. */
export function EmptyState({ icon: Icon, title, hint, action, dense = false }: { icon?: SvgIconComponent; title: string; hint?: ReactNode; action?: ReactNode; dense?: boolean }) {
  return (
    <Box sx={{ textAlign: 'center', py: dense ? 3 : 6, px: 2 }} data-testid="empty-state">
      {Icon ? (
        <Box sx={{ width: 48, height: 48, mx: 'auto', mb: 1.5, borderRadius: '50%', display: 'grid', placeItems: 'center', bgcolor: 'grey.100', color: 'grey.500' }}>
          <Icon />
        </Box>
      ) : null}
      <Typography variant="subtitle1" component="p" sx={{ color: 'text.primary' }}>
        {title}
      </Typography>
      {hint ? (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, maxWidth: 420, mx: 'auto' }}>
          {hint}
        </Typography>
      ) : null}
      {action ? <Box sx={{ mt: 2 }}>{action}</Box> : null}
    </Box>
  );
}
