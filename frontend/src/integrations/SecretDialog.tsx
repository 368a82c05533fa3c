import { useState } from 'react';
import { Alert, Box, Button, Dialog, DialogActions, DialogContent, Typography } from '@mui/material';
import ContentCopyRounded from '@mui/icons-material/ContentCopyRounded';
import { DialogHeader } from '../components/DialogHeader';

/** A key's secret, shown once right after it is issued or rotated, with a copy button. */
export function SecretDialog({ secret, name, onClose }: { secret: string | null; name: string; onClose: () => void }) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    await navigator.clipboard.writeText(secret ?? '');
    setCopied(true);
  };
  const close = () => {
    setCopied(false);
    onClose();
  };
  return (
    <Dialog open={secret !== null} onClose={close} fullWidth maxWidth="sm" aria-labelledby="api-key-secret-title">
      <DialogHeader id="api-key-secret-title" title={`Your key for ${name}`} onClose={close} />
      <DialogContent sx={{ display: 'grid', gap: 2 }}>
        <Alert severity="warning">Copy it now: it is shown only once. Anyone holding it can act within its scopes.</Alert>
        <Box
          component="code"
          data-testid="api-key-secret"
          sx={{ p: 1.5, borderRadius: 1, bgcolor: 'action.hover', fontFamily: 'monospace', fontSize: 14, wordBreak: 'break-all' }}
        >
          {secret}
        </Box>
        <Typography variant="body2" color="text.secondary">
          Send it as <code>Authorization: Bearer &lt;key&gt;</code>.
        </Typography>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5 }}>
        <Button onClick={close} color="inherit">
          Done
        </Button>
        <Button variant="contained" startIcon={<ContentCopyRounded />} onClick={() => void copy()}>
          {copied ? 'Copied' : 'Copy key'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
