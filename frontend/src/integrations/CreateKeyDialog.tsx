import { useState } from 'react';
import { Alert, Box, Button, Checkbox, CircularProgress, Dialog, DialogActions, DialogContent, FormControlLabel, FormGroup, FormHelperText, FormLabel, TextField } from '@mui/material';
import { BusinessDateInput } from '../components/dates/BusinessDateInput';
import { DialogHeader } from '../components/DialogHeader';
import { businessDay, businessInstant } from '../i18n/dates';
import { messageOf } from '../providers/httpClient';
import { SCOPE_CHOICES, useCreateApiKey, type ApiScope, type CreatedApiKey } from './api-keys-api';

const DEFAULT_RATE = 600;

/** Issues a key: a name, its scopes, an optional last day and its requests a minute. */
export function CreateKeyDialog({ open, onClose, onCreated }: { open: boolean; onClose: () => void; onCreated: (key: CreatedApiKey) => void }) {
  const [name, setName] = useState('');
  const [scopes, setScopes] = useState<ApiScope[]>([]);
  const [lastDay, setLastDay] = useState('');
  const [rate, setRate] = useState(String(DEFAULT_RATE));
  const [tried, setTried] = useState(false);
  const create = useCreateApiKey();
  const errors = {
    name: name.trim() === '' ? 'Give the key a name' : undefined,
    scopes: scopes.length === 0 ? 'Choose at least one scope' : undefined,
    rate: /^\d+$/.test(rate) && Number(rate) >= 1 && Number(rate) <= 100_000 ? undefined : 'A whole number from 1 to 100,000',
  };
  const close = () => {
    setName('');
    setScopes([]);
    setLastDay('');
    setRate(String(DEFAULT_RATE));
    setTried(false);
    create.reset();
    onClose();
  };
  const submit = () => {
    setTried(true);
    if (errors.name || errors.scopes || errors.rate) return;
    // The key works through the whole of its last day (business time).
    const expires = lastDay ? businessInstant(lastDay, '23:59')?.toISOString() : undefined;
    create.mutate(
      { name: name.trim(), scopes, rate_limit_per_minute: Number(rate), ...(expires ? { expires_at: expires } : {}) },
      {
        onSuccess: (key) => {
          close();
          onCreated(key as CreatedApiKey);
        },
      },
    );
  };
  const toggle = (scope: ApiScope) => setScopes((current) => (current.includes(scope) ? current.filter((s) => s !== scope) : [...current, scope]));
  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="sm" aria-labelledby="create-api-key-title">
      <DialogHeader id="create-api-key-title" title="New API key" subtitle="For a system, not a person: it acts within its scopes only." onClose={close} />
      <DialogContent sx={{ display: 'grid', gap: 2, pt: 1 }}>
        {create.isError ? <Alert severity="error">{messageOf(create.error, 'The key could not be created')}</Alert> : null}
        <TextField
          label="Name"
          value={name}
          onChange={(event) => setName(event.target.value)}
          required
          autoFocus
          size="small"
          slotProps={{ htmlInput: { maxLength: 100 } }}
          error={tried && !!errors.name}
          helperText={(tried && errors.name) || 'Which system uses it, e.g. Loan system'}
        />
        <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
          <FormLabel component="legend" required>
            Scopes
          </FormLabel>
          <FormGroup sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 2 }}>
            {SCOPE_CHOICES.map(({ scope, grants }) => (
              <FormControlLabel
                key={scope}
                control={<Checkbox size="small" checked={scopes.includes(scope)} onChange={() => toggle(scope)} />}
                label={
                  <Box component="span" sx={{ display: 'flex', flexDirection: 'column', py: 0.5 }}>
                    <Box component="span" sx={{ fontFamily: 'monospace', fontSize: 13 }}>
                      {scope}
                    </Box>
                    <Box component="span" sx={{ fontSize: 12, color: 'text.secondary' }}>
                      {grants}
                    </Box>
                  </Box>
                }
              />
            ))}
          </FormGroup>
          {tried && errors.scopes ? <FormHelperText error>{errors.scopes}</FormHelperText> : null}
        </Box>
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2 }}>
          <BusinessDateInput
            label="Last day (optional)"
            value={lastDay}
            onChange={setLastDay}
            min={businessDay()}
            helperText="Leave empty for a key that does not expire"
            fullWidth
          />
          <TextField
            label="Requests a minute"
            value={rate}
            onChange={(event) => setRate(event.target.value)}
            size="small"
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
            error={tried && !!errors.rate}
            helperText={(tried && errors.rate) || 'Past it the key gets 429 until the minute is over'}
          />
        </Box>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5 }}>
        <Button onClick={close} color="inherit">
          Cancel
        </Button>
        <Button variant="contained" onClick={submit} disabled={create.isPending} startIcon={create.isPending ? <CircularProgress size={16} /> : null}>
          Create key
        </Button>
      </DialogActions>
    </Dialog>
  );
}
