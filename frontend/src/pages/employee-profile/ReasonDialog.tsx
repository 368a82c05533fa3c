import { useState, type ReactNode } from 'react';
import { TextField } from '@mui/material';
import { ConfirmDialog } from '../../components/ConfirmDialog';

export interface ReasonDialogProps {
  open: boolean;
  title: string;
  /** What happens, above the reason. */
  children: ReactNode;
  /** The question the field asks. */
  label: string;
  confirmLabel: string;
  destructive?: boolean;
  loading?: boolean;
  /** The server's refusal, shown under the field. */
  error?: string;
  onConfirm: (reason: string) => void;
  onClose: () => void;
}

/** A confirmation that needs a reason (kept in the audit trail): Confirm with an empty reason says so under the field. */
export function ReasonDialog({ open, title, children, label, confirmLabel, destructive = false, loading, error, onConfirm, onClose }: ReasonDialogProps) {
  const [reason, setReason] = useState('');
  const [blank, setBlank] = useState(false);
  const close = () => {
    setReason('');
    setBlank(false);
    onClose();
  };
  const confirm = () => {
    if (!reason.trim()) {
      setBlank(true);
      return;
    }
    onConfirm(reason.trim());
  };
  return (
    <ConfirmDialog open={open} title={title} confirmLabel={confirmLabel} destructive={destructive} loading={loading} onConfirm={confirm} onClose={close}>
      {children}
      <TextField
        label={label}
        value={reason}
        onChange={(event) => {
          setReason(event.target.value);
          setBlank(false);
        }}
        required
        fullWidth
        multiline
        minRows={2}
        margin="normal"
        slotProps={{ htmlInput: { maxLength: 500 } }}
        error={blank || Boolean(error)}
        helperText={blank ? 'Please give a reason: it is kept in the audit trail.' : (error ?? 'Kept in the audit trail with your name.')}
      />
    </ConfirmDialog>
  );
}
