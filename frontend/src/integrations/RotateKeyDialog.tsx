import { useState } from 'react';
import { Alert, Button, CircularProgress, Dialog, DialogActions, DialogContent, MenuItem, TextField, Typography } from '@mui/material';
import { DialogHeader } from '../components/DialogHeader';
import { messageOf } from '../providers/httpClient';
import { useRotateApiKey, type ApiKey, type CreatedApiKey } from './api-keys-api';

const GRACE_CHOICES = [
  { hours: 0, label: 'None: the old key stops now' },
  { hours: 1, label: '1 hour' },
  { hours: 24, label: '1 day' },
  { hours: 72, label: '3 days' },
  { hours: 168, label: '7 days (the longest)' },
];

/** A new secret for a key; the old one keeps working for the chosen grace period. */
export function RotateKeyDialog({ apiKey, onClose, onRotated }: { apiKey: ApiKey | null; onClose: () => void; onRotated: (key: CreatedApiKey) => void }) {
  const [grace, setGrace] = useState(24);
  const rotate = useRotateApiKey();
  const close = () => {
    rotate.reset();
    onClose();
  };
  return (
    <Dialog open={apiKey !== null} onClose={close} fullWidth maxWidth="xs" aria-labelledby="rotate-api-key-title">
      <DialogHeader id="rotate-api-key-title" title={`Rotate ${apiKey?.name ?? ''}`} onClose={close} />
      <DialogContent sx={{ display: 'grid', gap: 2, pt: 1 }}>
        {rotate.isError ? <Alert severity="error">{messageOf(rotate.error, 'The key could not be rotated')}</Alert> : null}
        <Typography variant="body2">A new key is issued. Give the system time to switch over before the old one stops.</Typography>
        <TextField select label="The old key keeps working for" value={grace} onChange={(event) => setGrace(Number(event.target.value))} size="small">
          {GRACE_CHOICES.map((choice) => (
            <MenuItem key={choice.hours} value={choice.hours}>
              {choice.label}
            </MenuItem>
          ))}
        </TextField>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5 }}>
        <Button onClick={close} color="inherit">
          Cancel
        </Button>
        <Button
          variant="contained"
          disabled={rotate.isPending}
          startIcon={rotate.isPending ? <CircularProgress size={16} /> : null}
          onClick={() =>
            apiKey &&
            rotate.mutate(
              { id: apiKey.id, grace_hours: grace },
              {
                onSuccess: (key) => {
                  close();
                  onRotated(key as CreatedApiKey);
                },
              },
            )
          }
        >
          Rotate key
        </Button>
      </DialogActions>
    </Dialog>
  );
}
