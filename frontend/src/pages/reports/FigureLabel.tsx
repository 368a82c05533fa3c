import { Box, IconButton, Tooltip, Typography } from '@mui/material';
import InfoOutlined from '@mui/icons-material/InfoOutlined';
import type { ReportFigure } from '@crm/shared/reports';

/**
 * A figure's name with its definition (from @crm/shared) in a tooltip that the keyboard reaches too. `heading`: the
 * name is a heading of that level (a figure's card), the button beside it rather than inside it.
 */
export function FigureLabel({ figure, heading }: { figure: Pick<ReportFigure, 'label' | 'definition'>; heading?: 'h3' }) {
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.25, whiteSpace: heading ? 'normal' : 'nowrap' }}>
      {heading ? (
        <Typography component={heading} variant="body2" sx={{ color: 'text.secondary', fontWeight: 600 }}>
          {figure.label}
        </Typography>
      ) : (
        figure.label
      )}
      <Tooltip title={figure.definition} enterTouchDelay={0} arrow>
        <IconButton size="small" aria-label={`About ${figure.label}: ${figure.definition}`} sx={{ p: 0.25, color: 'text.secondary' }}>
          <InfoOutlined sx={{ fontSize: 16 }} />
        </IconButton>
      </Tooltip>
    </Box>
  );
}
