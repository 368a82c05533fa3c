import { useState, type ReactNode, type Ref } from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import 'dayjs/locale/en-in';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { isDayString, type DayString } from '../../i18n/dates';

/** How every date input reads and shows a date (spec: dd/mm/yyyy), whatever the browser's language. */
export const DATE_INPUT_FORMAT = 'DD/MM/YYYY';

export interface BusinessDateInputProps {
  label: string;
  /** The business date, "yyyy-mm-dd", or '' when empty. */
  value: DayString | '' | null | undefined;
  /** A complete valid date as "yyyy-mm-dd"; '' when cleared or not (yet) a date. */
  onChange: (day: DayString | '') => void;
  onBlur?: () => void;
  error?: boolean;
  helperText?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  autoFocus?: boolean;
  name?: string;
  id?: string;
  /** Receives the input, so a form can move focus to it (its first invalid field). */
  inputRef?: Ref<HTMLInputElement>;
  min?: DayString;
  max?: DayString;
  /** Small by default, like the theme's other fields. */
  size?: 'small' | 'medium';
  fullWidth?: boolean;
}

/** The business date a picker value stands for; '' for none, an invalid one, or a year still being typed ("0002"). */
function asDay(value: Dayjs | null): DayString | '' {
  const day = value && value.isValid() ? value.format('YYYY-MM-DD') : '';
  return isDayString(day) && day >= '1900-01-01' ? day : '';
}

/**
 * The one date input of the app: typed or picked as dd/mm/yyyy (MUI X's picker on dayjs in en-IN), exchanged as the
 * "yyyy-mm-dd" business dates the API takes. The native date input shows the browser's format (mm/dd/yyyy in an
 * American Chromium), so no screen uses it.
 */
export function BusinessDateInput({ label, value, onChange, onBlur, error, helperText, required, disabled, autoFocus, name, id, inputRef, min, max, size = 'small', fullWidth = true }: BusinessDateInputProps) {
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
