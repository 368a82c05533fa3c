import type { ReactElement } from 'react';
import { Box, Tooltip } from '@mui/material';

/**
 * Says why a button is disabled: a tooltip on a focusable wrapper (a disabled button gets neither hover nor
 * focus), so mouse and keyboard users both find the reason. Without a reason the button is returned as is.
 */
export function DisabledReason({ reason, children, fullWidth = false }: { reason?: string; children: ReactElement; fullWidth?: boolean }) {
  if (!reason) return children;
  return (
    <Tooltip title={reason} describeChild>
      <Box
        component="span"
        tabIndex={0}
        data-testid="disabled-reason"
        sx={{ display: fullWidth ? 'block' : 'inline-block', borderRadius: '8px', '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2 } }}
      >
        {children}
      </Box>
    </Tooltip>
  );
}
