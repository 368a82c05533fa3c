import { lazy, Suspense, useState, type MouseEvent } from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import { Box, CircularProgress, IconButton, InputAdornment, Popover } from '@mui/material';
import ClearIcon from '@mui/icons-material/Clear';
import EventIcon from '@mui/icons-material/Event';
import { DateField } from '@mui/x-date-pickers/DateField';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { isDayString, type DayString } from '../../i18n/dates';
import { formatDate } from '../../i18n/format';
import type { BusinessDateInputProps } from './BusinessDateInput';
import { BUSINESS_LOCALE } from './business-locale';

/** How the field reads and shows a date (spec: dd/mm/yyyy), whatever the browser's language. */
const DATE_INPUT_FORMAT = 'DD/MM/YYYY';

/** MUI X's month grid with its header: 320 × 334 px. */
const CALENDAR_HEIGHT = 334;

const BusinessDateCalendar = lazy(() => import('./BusinessDateCalendar'));

/** The business date a picker value stands for; '' for none, an invalid one, or a year still being typed ("0002"). */
function asDay(value: Dayjs | null): DayString | '' {
  const day = value && value.isValid() ? value.format('YYYY-MM-DD') : '';
  return isDayString(day) && day >= '1900-01-01' ? day : '';
}

/**
 * BusinessDateInput's picker: typed as dd/mm/yyyy in MUI X's sectioned field (on dayjs in en-IN), or picked from a
 * month grid its "Choose date" button opens (BusinessDateCalendar, fetched on first opening); exchanged as the
 * "yyyy-mm-dd" business dates the API takes. Loaded on demand (BusinessDateInput.tsx), so pages without a date input
 * do not download MUI X.
 */
export default function BusinessDatePicker({ label, value, onChange, onBlur, error, helperText, required, disabled, autoFocus, name, id, inputRef, min, max, openTo, referenceDate, size = 'small', fullWidth = true }: BusinessDateInputProps) {
  // While a section is typed digit by digit the field holds a date that is not (yet) valid and the parent holds ''.
  // Handing the parent's '' back as null would clear the other sections, so the field keeps its own draft for as
  // long as it stands for what the parent holds; a different value from the parent (a reset, a preset) replaces it.
  const [draft, setDraft] = useState<Dayjs | null>(null);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const held = isDayString(value) ? value : '';
  const shown = asDay(draft) === held ? draft : held ? dayjs(held) : null;
  const change = (next: Dayjs | null) => {
    setDraft(next);
    onChange(asDay(next));
  };
  const open = (event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget.closest<HTMLElement>('.MuiPickersInputBase-root') ?? event.currentTarget);
  // Below the field, or above it when the grid would not fit below (the popover would otherwise slide over the field).
  const field = anchor?.getBoundingClientRect();
  const above = field ? field.bottom + CALENDAR_HEIGHT > window.innerHeight && field.top > CALENDAR_HEIGHT : false;
  const bounds = { min: min ? dayjs(min) : undefined, max: max ? dayjs(max) : undefined };
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale={BUSINESS_LOCALE}>
      <DateField
        label={label}
        value={shown}
        onChange={change}
        format={DATE_INPUT_FORMAT}
        minDate={bounds.min}
        maxDate={bounds.max}
        {...{ disabled, autoFocus, name, id, inputRef, error, helperText, required, size, fullWidth, onBlur }}
        margin="dense"
        slotProps={{
          textField: {
            slotProps: {
              input: {
                endAdornment: (
                  <InputAdornment position="end" sx={{ mr: -1 }}>
                    {!required && held && !disabled && (
                      <IconButton size="small" aria-label="Clear" onClick={() => change(null)}>
                        <ClearIcon fontSize="small" />
                      </IconButton>
                    )}
                    <IconButton size="small" disabled={disabled} onClick={open} aria-label={held ? `Choose date, selected date is ${formatDate(held, 'short')}` : 'Choose date'}>
                      <EventIcon fontSize="small" />
                    </IconButton>
                  </InputAdornment>
                ),
              },
            },
          },
        }}
      />
      <Popover
        open={Boolean(anchor)}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: above ? 'top' : 'bottom', horizontal: 'left' }}
        transformOrigin={{ vertical: above ? 'bottom' : 'top', horizontal: 'left' }}
      >
        <Suspense
          fallback={
            <Box sx={{ width: 320, height: CALENDAR_HEIGHT, display: 'grid', placeItems: 'center' }} role="status" aria-label="Loading the calendar">
              <CircularProgress size={28} />
            </Box>
          }
        >
          <BusinessDateCalendar
            value={shown && shown.isValid() ? shown : null}
            {...bounds}
            openTo={openTo}
            referenceDate={referenceDate ? dayjs(referenceDate) : undefined}
            onPick={(day) => {
              change(day);
              setAnchor(null);
            }}
          />
        </Suspense>
      </Popover>
    </LocalizationProvider>
  );
}
