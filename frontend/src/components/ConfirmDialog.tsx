import type { ReactNode } from 'react';
import { Box, Button, CircularProgress, Dialog, DialogActions, DialogContent } from '@mui/material';
import WarningAmberRounded from '@mui/icons-material/WarningAmberRounded';
import { DialogHeader } from './DialogHeader';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  onConfirm: () => void;
  onClose: () => void;
  loading?: boolean;
  /** Destructive actions get a red button and a warning icon. */
  destructive?: boolean;
}

/**
 * Asks before anything is destroyed. Cancel has the initial focus, so Enter on a stray key press never deletes;
 * Escape closes (unless the action is running).
 */
export function ConfirmDialog({ open, title, children, confirmLabel, onConfirm, onClose, loading = false, destructive = true }: ConfirmDialogProps) {
  const close = () => {
    if (!loading) onClose();
  };
  return (
    <Dialog open={open} onClose={close} maxWidth="xs" fullWidth aria-labelledby="confirm-dialog-title" aria-describedby="confirm-dialog-body">
      <DialogHeader
        id="confirm-dialog-title"
        title={
          <Box component="span" sx={{ display: 'flex', alignItems: 'center', gap: 1.25 }}>
            {destructive ? (
              <Box component="span" sx={{ display: 'grid', placeItems: 'center', width: 32, height: 32, borderRadius: '50%', bgcolor: 'error.light', color: 'error.main', flexShrink: 0 }}>
                <WarningAmberRounded sx={{ fontSize: 18 }} />
              </Box>
            ) : null}
            {title}
          </Box>
        }
      />
      <DialogContent id="confirm-dialog-body" sx={{ color: 'text.secondary', fontSize: '0.9rem', pt: 1 }}>
        {children}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5 }}>
        <Button onClick={close} color="inherit" autoFocus disabled={loading}>
          Cancel
        </Button>
        <Button
          onClick={onConfirm}
          variant="contained"
          color={destructive ? 'error' : 'primary'}
          disabled={loading}
          startIcon={loading ? <CircularProgress size={16} color="inherit" /> : undefined}
        >
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
