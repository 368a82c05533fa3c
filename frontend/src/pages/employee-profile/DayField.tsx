import dayjs, { type Dayjs } from 'dayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

export interface DayFieldProps {
  id: string;
  label: string;
  /** YYYY-MM-DD, or '' for none. */
  value: string;
  onChange: (day: string) => void;
  error?: string;
  required?: boolean;
  disabled?: boolean;
  /** Only days up to today (birth, issue and employment dates). */
  pastOnly?: boolean;
}

const DAY = 'YYYY-MM-DD';

/** A date typed or picked as dd/mm/yyyy whatever the browser's locale, held as YYYY-MM-DD ('' while incomplete). */
export function DayField({ id, label, value, onChange, error, required, disabled, pastOnly }: DayFieldProps) {
  const parsed = value ? dayjs(value, DAY) : null;
  const change = (next: Dayjs | null) => onChange(next && next.isValid() ? next.format(DAY) : '');
  return (
    <DatePicker
      label={label}
      value={parsed}
      onChange={change}
      format="DD/MM/YYYY"
      disableFuture={pastOnly}
      disabled={disabled}
      slotProps={{
        textField: { id, required, fullWidth: true, size: 'small', error: Boolean(error), helperText: error },
      }}
    />
  );
}
