import { useState, type FormEvent } from 'react';
import { Box, Dialog, DialogContent, TextField } from '@mui/material';
import { DialogHeader } from '../DialogHeader';
import { FormDialogButtons } from './FormDialogButtons';

/**
 * Asks for a non-blank reason before a refusal (spec §5 "Rejecting") of a leave or an attendance request; the field
 * mounts fresh on each opening. The server takes at most 1000 characters for either.
 */
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
            slotProps={{ htmlInput: { maxLength: 1000 } }}
          />
        </DialogContent>
        <FormDialogButtons saving={loading} label={confirmLabel} onClose={close} color="error" />
    </Box>
  );
}
