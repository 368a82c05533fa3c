import { useState, type FormEvent } from 'react';
import { Box, Button, Checkbox, Dialog, DialogActions, DialogContent, FormControlLabel, FormGroup, FormHelperText, FormLabel, TextField, Typography } from '@mui/material';
import { DialogHeader } from '../../components/DialogHeader';
import { fieldErrorsOf } from '../../providers/httpClient';
import { WEBHOOK_EVENTS, type CreatedWebhookEndpoint, type NewWebhookEndpoint, type WebhookEventType } from './webhooks-api';

interface Props {
  open: boolean;
  onClose: () => void;
  onRegister: (endpoint: NewWebhookEndpoint) => Promise<CreatedWebhookEndpoint>;
  onRegistered: (endpoint: CreatedWebhookEndpoint) => void;
}

/** What the form checks before asking the server (which checks the address itself). */
function problemsOf(url: string, events: readonly WebhookEventType[]): Record<string, string> {
  const problems: Record<string, string> = {};
  if (!/^https?:\/\/\S+$/i.test(url.trim())) problems.url = 'Enter the full URL, starting with https://';
  if (events.length === 0) problems.events = 'Choose at least one event';
  return problems;
}

/** Register an endpoint: its URL, what it is for, and the events it wants. */
export function RegisterEndpointDialog({ open, onClose, onRegister, onRegistered }: Props) {
  const [url, setUrl] = useState('');
  const [description, setDescription] = useState('');
  const [events, setEvents] = useState<WebhookEventType[]>([]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);

  const reset = () => {
    setUrl('');
    setDescription('');
    setEvents([]);
    setErrors({});
  };
  const close = () => {
    if (saving) return;
    reset();
    onClose();
  };
  /** A field's error goes once it is changed (the form checks it again on submit). */
  const clear = (field: string) => setErrors(({ [field]: _gone, ...rest }) => rest);
  const choose = (next: WebhookEventType[]) => {
    setEvents(next);
    clear('events');
  };
  const toggle = (type: WebhookEventType) => choose(events.includes(type) ? events.filter((t) => t !== type) : [...events, type]);
  const allChosen = events.length === WEBHOOK_EVENTS.length;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problems = problemsOf(url, events);
    setErrors(problems);
    if (Object.keys(problems).length) return;
    setSaving(true);
    try {
      const created = await onRegister({ url: url.trim(), events: WEBHOOK_EVENTS.map((e) => e.type).filter((type) => events.includes(type)), description: description.trim() || null });
      reset();
      onRegistered(created);
    } catch (failure) {
      setErrors(fieldErrorsOf(failure) ?? {});
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="sm" aria-labelledby="register-endpoint-title">
      <Box component="form" onSubmit={submit} noValidate>
        <DialogHeader id="register-endpoint-title" title="Add a webhook endpoint" subtitle="The CRM will POST signed events to this URL." onClose={close} />
        <DialogContent sx={{ pt: 1, display: 'grid', gap: 2 }}>
          <TextField
            label="Endpoint URL"
            placeholder="https://hooks.example.com/crm"
            value={url}
            onChange={(e) => {
              setUrl(e.target.value);
              clear('url');
            }}
            error={!!errors.url}
            helperText={errors.url ?? 'https only; the address must be public unless your operator allowed it'}
            required
            autoFocus
            autoComplete="off"
            slotProps={{ htmlInput: { inputMode: 'url' } }}
          />
          <TextField
            label="Description (optional)"
            value={description}
            onChange={(e) => {
              setDescription(e.target.value);
              clear('description');
            }}
            error={!!errors.description}
            helperText={errors.description ?? 'What it is for, e.g. "Loan system"'}
            slotProps={{ htmlInput: { maxLength: 200 } }}
          />
          <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
            <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
              <FormLabel component="legend" sx={{ fontWeight: 600, color: 'text.primary' }}>
                Events
              </FormLabel>
              <Button size="small" onClick={() => choose(allChosen ? [] : WEBHOOK_EVENTS.map((e) => e.type))}>
                {allChosen ? 'Clear all' : 'Select all'}
              </Button>
            </Box>
            <FormGroup sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 2 }}>
              {WEBHOOK_EVENTS.map(({ type, label }) => (
                <FormControlLabel
                  key={type}
                  control={<Checkbox checked={events.includes(type)} onChange={() => toggle(type)} size="small" />}
                  label={
                    <Box component="span" sx={{ display: 'block', lineHeight: 1.3, py: 0.5 }}>
                      <Typography component="span" variant="body2" sx={{ display: 'block' }}>
                        {label}
                      </Typography>
                      <Typography component="span" variant="caption" color="text.secondary" sx={{ fontFamily: 'monospace' }}>
                        {type}
                      </Typography>
                    </Box>
                  }
                />
              ))}
            </FormGroup>
            {errors.events ? <FormHelperText error>{errors.events}</FormHelperText> : null}
          </Box>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2.5 }}>
          <Button onClick={close} color="inherit" disabled={saving}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={saving}>
            {saving ? 'Adding…' : 'Add endpoint'}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
