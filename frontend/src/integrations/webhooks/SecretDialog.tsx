import { useState } from 'react';
import { Alert, Box, Button, Dialog, DialogActions, DialogContent, IconButton, Tooltip, Typography } from '@mui/material';
import ContentCopyRounded from '@mui/icons-material/ContentCopyRounded';
import CheckRounded from '@mui/icons-material/CheckRounded';
import { DialogHeader } from '../../components/DialogHeader';

/** The endpoint's signing secret, shown this once, with a copy button. */
export function SecretDialog({ secret, url, onClose }: { secret: string | null; url: string; onClose: () => void }) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    if (!secret) return;
    await navigator.clipboard.writeText(secret);
    setCopied(true);
  };
  const close = () => {
    setCopied(false);
    onClose();
  };
  return (
    <Dialog open={secret !== null} onClose={close} fullWidth maxWidth="sm" aria-labelledby="webhook-secret-title">
      <DialogHeader id="webhook-secret-title" title="Endpoint added" subtitle={url} onClose={close} />
      <DialogContent sx={{ pt: 1, display: 'grid', gap: 2 }}>
        <Alert severity="warning">Copy the signing secret now: it is not shown again. Your receiver uses it to check each request’s signature.</Alert>
        <Box>
          <Typography component="label" htmlFor="webhook-secret" variant="body2" sx={{ fontWeight: 600 }}>
            Signing secret
          </Typography>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 0.5, p: 1, pl: 1.5, borderRadius: 1, bgcolor: 'grey.100' }}>
            <Box component="output" id="webhook-secret" data-testid="webhook-secret" sx={{ flex: 1, minWidth: 0, fontFamily: 'monospace', fontSize: 13, wordBreak: 'break-all' }}>
              {secret}
            </Box>
            <Tooltip title={copied ? 'Copied' : 'Copy'}>
              <IconButton onClick={() => void copy().catch(() => undefined)} aria-label="Copy the signing secret" size="small">
                {copied ? <CheckRounded fontSize="small" color="success" /> : <ContentCopyRounded fontSize="small" />}
              </IconButton>
            </Tooltip>
          </Box>
          <Typography variant="caption" color="text.secondary" role="status">
            {copied ? 'Copied to the clipboard.' : ' '}
          </Typography>
        </Box>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5 }}>
        <Button variant="contained" onClick={close}>
          Done
        </Button>
      </DialogActions>
    </Dialog>
  );
}
