import { useState } from 'react';
import { Button, CircularProgress, Dialog, DialogActions, DialogContent, TextField } from '@mui/material';
import { DialogHeader } from '../../../components/DialogHeader';

/** Spec §5: rejecting needs a non-blank reason. */
export function RejectReasonDialog({ count, loading, onReject, onClose }: { count: number; loading: boolean; onReject: (reason: string) => void; onClose: () => void }) {
  const [reason, setReason] = useState('');
  const blank = reason.trim() === '';
  return (
    <Dialog open onClose={loading ? undefined : onClose} fullWidth maxWidth="xs" aria-labelledby="reject-reason-title">
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (!blank) onReject(reason.trim());
        }}
      >
        <DialogHeader id="reject-reason-title" title={count === 1 ? 'Reject attendance request' : `Reject ${count} attendance requests`} onClose={loading ? undefined : onClose} />
        <DialogContent sx={{ pt: 1 }}>
          <TextField id="reject-reason" label="Reason" required autoFocus multiline minRows={2} fullWidth value={reason} onChange={(e) => setReason(e.target.value)} slotProps={{ htmlInput: { maxLength: 1000 } }} />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2.5 }}>
          <Button onClick={onClose} color="inherit" disabled={loading}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" color="error" disabled={blank || loading} startIcon={loading ? <CircularProgress size={16} color="inherit" /> : undefined}>
            Reject
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
