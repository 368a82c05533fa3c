import CloseRounded from '@mui/icons-material/CloseRounded';
import SearchRounded from '@mui/icons-material/SearchRounded';
import { IconButton, InputAdornment, TextField } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { useDebouncedValue } from './useDebouncedValue';

/** A list's search box (spec §2/§9): sends the trimmed text 300 ms after typing stops. */
export function DebouncedSearchBox({ value, onSearch, placeholder, label }: { value: string; onSearch: (text: string) => void; placeholder: string; label: string }) {
  const [text, setText] = useState(value);
  const debounced = useDebouncedValue(text, 300);
  const lastSent = useRef(value);

  // Back/forward or a cleared filter changes the URL: show what it says.
  useEffect(() => {
    if (value !== lastSent.current) {
      lastSent.current = value;
      setText(value);
    }
  }, [value]);

  useEffect(() => {
    const next = debounced.trim();
    if (next !== lastSent.current) {
      lastSent.current = next;
      onSearch(next);
    }
  }, [debounced, onSearch]);

  return (
    <TextField
      value={text}
      onChange={(event) => setText(event.target.value)}
      placeholder={placeholder}
      margin="none"
      sx={{ flex: '1 1 320px', maxWidth: { md: 460 } }}
      slotProps={{
        htmlInput: { 'aria-label': label, maxLength: 100 },
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchRounded fontSize="small" sx={{ color: 'text.secondary' }} />
            </InputAdornment>
          ),
          endAdornment: text ? (
            <InputAdornment position="end">
              <IconButton size="small" aria-label="Clear search" onClick={() => setText('')} edge="end">
                <CloseRounded fontSize="small" />
              </IconButton>
            </InputAdornment>
          ) : undefined,
        },
      }}
    />
  );
}
