import { useState, type FormEvent } from 'react';
import { Box, Button, CircularProgress, Dialog, DialogActions, DialogContent, TextField } from '@mui/material';
import { DialogHeader } from '../DialogHeader';

/** Asks for a non-blank reason before a refusal (spec §5 "Rejecting"); the field mounts fresh on each opening. */
interface ReasonDialogProps {
  open: boolean;
  title: string;
  subtitle?: string;
  confirmLabel: string;
  loading: boolean;
  onConfirm: (reason: string) => void;
  onClose: () => void;
}

export function ReasonDialog(props: ReasonDialogProps) {
  const close = () => {
    if (!props.loading) props.onClose();
  };
  return (
    <Dialog open={props.open} onClose={close} maxWidth="xs" fullWidth aria-labelledby="reason-dialog-title">
      {props.open ? <ReasonForm {...props} onClose={close} /> : null}
    </Dialog>
  );
}

function ReasonForm({ title, subtitle, confirmLabel, loading, onConfirm, onClose: close }: ReasonDialogProps) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!reason.trim()) {
      setError('Please give a reason');
      return;
    }
    onConfirm(reason.trim());
  };
  return (
    <Box component="form" noValidate onSubmit={submit}>
        <DialogHeader id="reason-dialog-title" title={title} subtitle={subtitle} />
        <DialogContent sx={{ pt: 1 }}>
          <TextField
            label="Reason"
            value={reason}
            onChange={(event) => {
              setReason(event.target.value);
              if (error) setError(null);
            }}
            error={!!error}
            helperText={error ?? 'The agent sees this reason.'}
            multiline
            minRows={2}
            required
            fullWidth
            autoFocus
          />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2.5 }}>
          <Button onClick={close} color="inherit" disabled={loading}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" color="error" disabled={loading} startIcon={loading ? <CircularProgress size={16} color="inherit" /> : undefined}>
            {confirmLabel}
          </Button>
        </DialogActions>
    </Box>
  );
}
