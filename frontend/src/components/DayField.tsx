import dayjs, { type Dayjs } from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import type { DayString } from '../i18n/dates';

export interface DayFieldProps {
  label: string;
  /** "YYYY-MM-DD", or '' for none. */
  value: DayString | '';
  onChange: (day: DayString | '') => void;
  min?: DayString;
  max?: DayString;
  error?: string;
  helperText?: string;
  required?: boolean;
  disabled?: boolean;
  name?: string;
}

/**
 * A calendar-day input typed and shown as dd/mm/yyyy whatever the browser's locale (spec §9), with a picker. It
 * speaks "YYYY-MM-DD" strings: a day has no time and no zone, so none is attached.
 */
export function DayField({ label, value, onChange, min, max, error, helperText, required, disabled, name }: DayFieldProps) {
  const toDay = (next: Dayjs | null) => (next && next.isValid() ? next.format('YYYY-MM-DD') : '');
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DatePicker
        label={label}
        format="DD/MM/YYYY"
        value={value ? dayjs(value) : null}
        onChange={(next) => onChange(toDay(next))}
        minDate={min ? dayjs(min) : undefined}
        maxDate={max ? dayjs(max) : undefined}
        disabled={disabled}
        slotProps={{
          // The picker's field does not take MuiTextField's theme defaults, so it is sized like the app's other inputs here.
          textField: { fullWidth: true, size: 'small', margin: 'dense', required, name, error: !!error, helperText: error ?? helperText ?? ' ' },
        }}
      />
    </LocalizationProvider>
  );
}
