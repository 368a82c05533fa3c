import { useEffect, useState, type FormEvent } from 'react';
import { SettingCard } from './SettingCard';
import { Box, Button, CircularProgress, Skeleton, TextField } from '@mui/material';
import { MAX_CALL_ATTEMPTS_PER_DAY_LIMIT } from '@crm/shared';
import { parseCallAttempts } from './settings-rules';
import { useSetting } from './useSetting';

/** maxCallAttemptsPerDay (issue 31): call attempts per customer per business day; 0 is off. */
export function CallAttemptsCard() {
  const { value, isPending, save, isSaving } = useSetting('maxCallAttemptsPerDay');
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (value !== undefined) setText(String(value));
  }, [value]);

  const parsed = parseCallAttempts(text);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (parsed === null) {
      setError(`Enter a whole number from 0 (off) to ${MAX_CALL_ATTEMPTS_PER_DAY_LIMIT}`);
      return;
    }
    setError(null);
    void save(parsed).catch(() => undefined);
  };

  return (
    <SettingCard
      id="call-attempts"
      title="Call attempts per day"
      description="The most calls agents may place to one customer in a business day (fair-practice rules on recovery calls). Past it, Call is refused until 00:00 the next day. 0 turns the cap off."
    >
      <Box component="form" noValidate onSubmit={submit} sx={{ display: 'flex', alignItems: 'flex-start', gap: 1.5, flexWrap: 'wrap', px: 2.5, py: 2 }}>
        {isPending ? (
          <Skeleton variant="rounded" width={200} height={40} />
        ) : (
          <TextField
            id="max-call-attempts"
            label="Attempts per customer per day"
            value={text}
            onChange={(event) => {
              setText(event.target.value);
              setError(null);
            }}
            error={!!error}
            helperText={error ?? (parsed === 0 ? 'Off: no cap on attempts' : `0 (off) to ${MAX_CALL_ATTEMPTS_PER_DAY_LIMIT}`)}
            slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 3 } }}
            sx={{ width: { xs: '100%', sm: 260 } }}
          />
        )}
        <Button
          type="submit"
          variant="contained"
          disabled={isPending || isSaving || (parsed !== null && parsed === value)}
          startIcon={isSaving ? <CircularProgress size={16} color="inherit" /> : undefined}
          sx={{ mt: 0.5 }}
        >
          {isSaving ? 'Saving…' : 'Save'}
        </Button>
      </Box>
    </SettingCard>
  );
}
