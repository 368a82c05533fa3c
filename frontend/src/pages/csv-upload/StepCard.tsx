import { forwardRef, type ReactNode } from 'react';
import { Box, Card, Divider, Typography } from '@mui/material';
import CheckRounded from '@mui/icons-material/CheckRounded';

export interface StepCardProps {
  step: number;
  title: string;
  subtitle?: ReactNode;
  /** Done steps show a tick instead of their number. */
  done?: boolean;
  /** Steps that cannot be used yet are dimmed. */
  inactive?: boolean;
  actions?: ReactNode;
  children: ReactNode;
}

/** Read by screen readers, not shown. */
const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;

/** One numbered step of the import: a badge, a heading, a line of help and its content. */
export const StepCard = forwardRef<HTMLHeadingElement, StepCardProps>(function StepCard({ step, title, subtitle, done = false, inactive = false, actions, children }, headingRef) {
  const headingId = `csv-step-${step}-title`;
  return (
    <Card component="section" aria-labelledby={headingId}>
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1.5, px: { xs: 2, sm: 2.5 }, py: 2 }}>
        <Box
          aria-hidden
          sx={{
            width: 28,
            height: 28,
            flexShrink: 0,
            mt: 0.125,
            borderRadius: '50%',
            display: 'grid',
            placeItems: 'center',
            fontSize: '0.8rem',
            fontWeight: 700,
            bgcolor: done ? 'success.main' : inactive ? 'grey.100' : 'primary.main',
            color: done || !inactive ? '#fff' : 'grey.500',
          }}
        >
          {done ? <CheckRounded sx={{ fontSize: 18 }} /> : step}
        </Box>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography ref={headingRef} id={headingId} variant="subtitle1" component="h2" tabIndex={-1} sx={{ outline: 'none', color: inactive ? 'text.secondary' : 'text.primary' }}>
            <Box component="span" sx={visuallyHidden}>
              {`Step ${step}: `}
            </Box>
            {title}
          </Typography>
          {subtitle ? (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 0.25 }}>
              {subtitle}
            </Typography>
          ) : null}
        </Box>
        {actions ? <Box sx={{ display: 'flex', gap: 1, flexShrink: 0 }}>{actions}</Box> : null}
      </Box>
      <Divider />
      <Box sx={{ px: { xs: 2, sm: 2.5 }, py: 2 }}>{children}</Box>
    </Card>
  );
});
