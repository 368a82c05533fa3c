import { useState, type FormEvent } from 'react';
import { SettingCard } from './SettingCard';
import { Box, Button, Chip, CircularProgress, Skeleton, TextField, Typography } from '@mui/material';
import { fieldErrorsOf } from '../../providers/httpClient';
import type { SettingKey, SettingValues } from './settings-api';
import { useSetting } from './useSetting';

/** The settings whose value is a list of strings. */
type StringListKey = { [K in SettingKey]: SettingValues[K] extends string[] ? K : never }[SettingKey];

export interface StringListSettingCardProps {
  setting: StringListKey;
  /** Prefix of the element ids; also the card's data-testid. */
  id: string;
  title: string;
  description: string;
  inputLabel: string;
  inputType?: 'email' | 'text';
  placeholder?: string;
  /** Shown under the input while there is no error. */
  hint?: string;
  addLabel: string;
  /** The list's accessible name. */
  listLabel: string;
  emptyText: string;
  /** The entry as it is saved (trimmed, lower case…). */
  normalise: (text: string) => string;
  /** An error text for a new entry, or null when it may be added. */
  validate: (text: string, existing: readonly string[]) => string | null;
}

/**
 * A setting that is a list of strings (exempt emails, allowed link hosts): add one at a time, remove with the
 * chip's delete. A refusal of the server is shown under the input as well as in the toast.
 */
export function StringListSettingCard(props: StringListSettingCardProps) {
  const { setting, id, title, description, inputLabel, inputType = 'text', placeholder, hint, addLabel, listLabel, emptyText, normalise, validate } = props;
  const { value, isPending, save, isSaving } = useSetting(setting);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [removing, setRemoving] = useState<string | null>(null);
  const list = value ?? [];

  const add = async (event: FormEvent) => {
    event.preventDefault();
    const problem = validate(text, list);
    setError(problem);
    if (problem) return;
    try {
      await save([...list, normalise(text)]);
      setText('');
    } catch (failure) {
      setError(fieldErrorsOf(failure)?.value ?? null);
    }
  };

  const remove = async (item: string) => {
    setRemoving(item);
    try {
      await save(list.filter((entry) => entry !== item));
    } catch {
      // toast shown
    }
    setRemoving(null);
  };

  return (
    <SettingCard id={id} title={title} description={description} testId={id}>
      <Box sx={{ p: 2.5 }}>
        <Box component="form" onSubmit={add} noValidate sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start', flexWrap: { xs: 'wrap', sm: 'nowrap' } }}>
          <TextField
            label={inputLabel}
            type={inputType}
            placeholder={placeholder}
            value={text}
            onChange={(event) => {
              setText(event.target.value);
              if (error) setError(null);
            }}
            error={!!error}
            helperText={error ?? hint ?? ' '}
            margin="none"
            sx={{ maxWidth: 420 }}
            autoComplete="off"
          />
          <Button type="submit" variant="outlined" disabled={isSaving || isPending || !text.trim()} sx={{ height: 40, flexShrink: 0 }}>
            {addLabel}
          </Button>
        </Box>
        {isPending ? (
          <Skeleton width={280} height={32} />
        ) : list.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            {emptyText}
          </Typography>
        ) : (
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }} aria-label={listLabel} role="list">
            {list.map((item) => (
              <Chip
                key={item}
                role="listitem"
                label={item}
                onDelete={isSaving ? undefined : () => remove(item)}
                deleteIcon={removing === item ? <CircularProgress size={14} /> : undefined}
                sx={{ bgcolor: 'grey.100', fontWeight: 500, maxWidth: '100%' }}
              />
            ))}
          </Box>
        )}
      </Box>
    </SettingCard>
  );
}
