import type { Dayjs } from 'dayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';

export interface BusinessDateCalendarProps {
  value: Dayjs | null;
  min?: Dayjs;
  max?: Dayjs;
  onPick: (day: Dayjs | null) => void;
}

/**
 * The month grid BusinessDatePicker's "Choose date" button opens. Loaded when first opened (about 15 KB of brotli):
 * a date is typed far more often than picked, and the field alone is enough to show and type one.
 */
export default function BusinessDateCalendar({ value, min, max, onPick }: BusinessDateCalendarProps) {
  return <DateCalendar value={value} minDate={min} maxDate={max} autoFocus onChange={(day, state) => state === 'finish' && onPick(day)} />;
}
