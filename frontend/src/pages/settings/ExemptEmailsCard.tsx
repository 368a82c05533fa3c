import { useState, type FormEvent } from 'react';
import { Box, Button, Card, Chip, CircularProgress, Divider, Skeleton, TextField, Typography } from '@mui/material';
import { useSetting } from './useSetting';
import { validateExemptEmail } from './settings-rules';

/** locationExemptEmails (DECISIONS "Location"): accounts that may open customer details from anywhere. */
export function ExemptEmailsCard() {
  const { value: emails, isPending, save, isSaving } = useSetting('locationExemptEmails');
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [removingEmail, setRemovingEmail] = useState<string | null>(null);
  const list = emails ?? [];

  const add = async (event: FormEvent) => {
    event.preventDefault();
    const problem = validateExemptEmail(text, list);
    setError(problem);
    if (problem) return;
    try {
      await save([...list, text.trim().toLowerCase()]);
      setText('');
    } catch {
      // toast shown
    }
  };

  const remove = async (email: string) => {
    setRemovingEmail(email);
    try {
      await save(list.filter((item) => item !== email));
    } catch {
      // toast shown
    }
    setRemovingEmail(null);
  };

  return (
    <Card component="section" aria-labelledby="exempt-emails-title" data-testid="exempt-emails">
      <Box sx={{ px: 2.5, py: 2 }}>
        <Typography variant="subtitle1" component="h2" id="exempt-emails-title">
          Location exemptions
        </Typography>
        <Typography variant="body2" color="text.secondary">
          These accounts can open customer details from any location, for example supervisors who work remotely.
        </Typography>
      </Box>
      <Divider />
      <Box sx={{ p: 2.5 }}>
        <Box component="form" onSubmit={add} noValidate sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start', flexWrap: { xs: 'wrap', sm: 'nowrap' } }}>
          <TextField
            label="Email"
            type="email"
            value={text}
            onChange={(event) => {
              setText(event.target.value);
              if (error) setError(null);
            }}
            error={!!error}
            helperText={error ?? ' '}
            margin="none"
            sx={{ maxWidth: 420 }}
            autoComplete="off"
          />
          <Button type="submit" variant="outlined" disabled={isSaving || isPending || !text.trim()} sx={{ height: 40, flexShrink: 0 }}>
            Add email
          </Button>
        </Box>
        {isPending ? (
          <Skeleton width={280} height={32} />
        ) : list.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            No exempt accounts. Every agent needs an office location when offices are configured.
          </Typography>
        ) : (
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }} aria-label="Exempt emails" role="list">
            {list.map((email) => (
              <Chip
                key={email}
                role="listitem"
                label={email}
                onDelete={isSaving ? undefined : () => remove(email)}
                deleteIcon={removingEmail === email ? <CircularProgress size={14} /> : undefined}
                sx={{ bgcolor: 'grey.100', fontWeight: 500 }}
              />
            ))}
          </Box>
        )}
      </Box>
    </Card>
  );
}
