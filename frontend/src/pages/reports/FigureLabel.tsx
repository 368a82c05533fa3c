import { Box, IconButton, Tooltip } from '@mui/material';
import InfoOutlined from '@mui/icons-material/InfoOutlined';
import type { ReportFigure } from '@crm/shared/reports';

/** A figure's name with its definition (from @crm/shared) in a tooltip that the keyboard reaches too. */
export function FigureLabel({ figure }: { figure: Pick<ReportFigure, 'label' | 'definition'> }) {
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.25, whiteSpace: 'nowrap' }}>
      {figure.label}
      <Tooltip title={figure.definition} enterTouchDelay={0} arrow>
        <IconButton size="small" aria-label={`About ${figure.label}: ${figure.definition}`} sx={{ p: 0.25, color: 'text.secondary' }}>
          <InfoOutlined sx={{ fontSize: 16 }} />
        </IconButton>
      </Tooltip>
    </Box>
  );
}
