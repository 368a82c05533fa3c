import type { Dayjs } from 'dayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';

export interface BusinessDateCalendarProps {
  value: Dayjs | null;
  min?: Dayjs;
  max?: Dayjs;
  /** The view it opens on: the month grid, or the years (a date of birth). */
  openTo?: 'day' | 'year';
  /** The month or year it opens on while no date is chosen (today otherwise). */
  referenceDate?: Dayjs;
  onPick: (day: Dayjs | null) => void;
}

/**
 * The month grid BusinessDatePicker's "Choose date" button opens. Loaded when first opened (about 15 KB of brotli):
 * a date is typed far more often than picked, and the field alone is enough to show and type one.
 */
export default function BusinessDateCalendar({ value, min, max, openTo = 'day', referenceDate, onPick }: BusinessDateCalendarProps) {
  return (
    <DateCalendar
      value={value}
      minDate={min}
      maxDate={max}
      openTo={openTo}
      views={['year', 'month', 'day']}
      referenceDate={referenceDate}
      autoFocus
      onChange={(day, state) => state === 'finish' && onPick(day)}
    />
  );
}
