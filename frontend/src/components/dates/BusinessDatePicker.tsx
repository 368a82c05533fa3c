import { useState } from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import 'dayjs/locale/en-in';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { isDayString, type DayString } from '../../i18n/dates';
import type { BusinessDateInputProps } from './BusinessDateInput';

/** How the picker reads and shows a date (spec: dd/mm/yyyy), whatever the browser's language. */
const DATE_INPUT_FORMAT = 'DD/MM/YYYY';

/** The business date a picker value stands for; '' for none, an invalid one, or a year still being typed ("0002"). */
function asDay(value: Dayjs | null): DayString | '' {
  const day = value && value.isValid() ? value.format('YYYY-MM-DD') : '';
  return isDayString(day) && day >= '1900-01-01' ? day : '';
}

/**
 * BusinessDateInput's picker: typed or picked as dd/mm/yyyy (MUI X's picker on dayjs in en-IN), exchanged as the
 * "yyyy-mm-dd" business dates the API takes. Loaded on demand (BusinessDateInput.tsx), so pages without a date input
 * do not download MUI X.
 */
export default function BusinessDatePicker({ label, value, onChange, onBlur, error, helperText, required, disabled, autoFocus, name, id, inputRef, min, max, size = 'small', fullWidth = true }: BusinessDateInputProps) {
  // While a section is typed digit by digit the picker holds a date that is not (yet) valid and the parent holds ''.
  // Handing the parent's '' back as null would clear the other sections, so the picker keeps its own draft for as
  // long as it stands for what the parent holds; a different value from the parent (a reset, a preset) replaces it.
  const [draft, setDraft] = useState<Dayjs | null>(null);
  const held = isDayString(value) ? value : '';
  const shown = asDay(draft) === held ? draft : held ? dayjs(held) : null;
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="en-in">
      <DatePicker
        label={label}
        value={shown}
        onChange={(next) => {
          setDraft(next);
          onChange(asDay(next));
        }}
        format={DATE_INPUT_FORMAT}
        disabled={disabled}
        autoFocus={autoFocus}
        name={name}
        minDate={min ? dayjs(min) : undefined}
        maxDate={max ? dayjs(max) : undefined}
        slotProps={{
          textField: { id, inputRef, error, helperText, required, size, fullWidth, onBlur, margin: 'dense' },
          field: { clearable: !required },
        }}
      />
    </LocalizationProvider>
  );
}
