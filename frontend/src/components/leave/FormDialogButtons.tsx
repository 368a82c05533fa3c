import { Button, CircularProgress, DialogActions } from '@mui/material';

/** The foot of a leave dialog's form: Cancel, and the submit button (a spinner on it while the form is sent). */
export function FormDialogButtons({ saving, label, onClose, color }: { saving: boolean; label: string; onClose: () => void; color?: 'error' }) {
  return (
    <DialogActions sx={{ px: 3, pb: 2.5 }}>
      <Button onClick={onClose} color="inherit" disabled={saving}>
        Cancel
      </Button>
      <Button type="submit" variant="contained" color={color} disabled={saving} startIcon={saving ? <CircularProgress size={16} color="inherit" /> : undefined}>
        {label}
      </Button>
    </DialogActions>
  );
}
