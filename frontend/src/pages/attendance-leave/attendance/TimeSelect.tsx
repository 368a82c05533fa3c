import { Box, MenuItem, TextField, Typography } from '@mui/material';
import { HOURS, MINUTES } from './attendance-labels';

export interface TimeValue {
  hour: string;
  minute: string;
}

/** Spec §5/§9: an hour 08-20 and a minute 00-50 in steps of 10, as two selects. */
export function TimeSelect({ label, value, onChange, required, error, idPrefix }: { label: string; value: TimeValue; onChange: (value: TimeValue) => void; required: boolean; error?: string; idPrefix: string }) {
  return (
    <Box role="group" aria-labelledby={`${idPrefix}-label`}>
      <Typography id={`${idPrefix}-label`} variant="body2" sx={{ fontWeight: 600, mb: 0.5 }}>
        {label}
        {required ? ' *' : ' (optional)'}
      </Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1.5 }}>
        <TextField select id={`${idPrefix}-hour`} label="Hour" value={value.hour} onChange={(e) => onChange({ ...value, hour: e.target.value })} error={!!error} margin="none">
          {required ? null : <MenuItem value="">—</MenuItem>}
          {HOURS.map((hour) => (
            <MenuItem key={hour} value={hour}>
              {hour}
            </MenuItem>
          ))}
        </TextField>
        <TextField select id={`${idPrefix}-minute`} label="Minute" value={value.minute} onChange={(e) => onChange({ ...value, minute: e.target.value })} error={!!error} margin="none">
          {required ? null : <MenuItem value="">—</MenuItem>}
          {MINUTES.map((minute) => (
            <MenuItem key={minute} value={minute}>
              {minute}
            </MenuItem>
          ))}
        </TextField>
      </Box>
      {error ? (
        <Typography variant="caption" color="error" role="alert">
          {error}
        </Typography>
      ) : null}
    </Box>
  );
}

export const timeText = (value: TimeValue) => (value.hour && value.minute ? `${value.hour}:${value.minute}` : null);
