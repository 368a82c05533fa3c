import { Box, Button, IconButton, Tooltip } from '@mui/material';
import ChevronLeftRounded from '@mui/icons-material/ChevronLeftRounded';
import ChevronRightRounded from '@mui/icons-material/ChevronRightRounded';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import dayjs from 'dayjs';
import { addDays, businessDay } from '../../../i18n/dates';

/** Spec §2 Attendance List: a day picker (dd/mm/yyyy) with previous, next and Today. */
export function DayPicker({ value, onChange }: { value: string; onChange: (day: string) => void }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
      <Tooltip title="Previous day">
        <IconButton aria-label="Previous day" onClick={() => onChange(addDays(value, -1))} size="small">
          <ChevronLeftRounded />
        </IconButton>
      </Tooltip>
      <LocalizationProvider dateAdapter={AdapterDayjs}>
        <DatePicker
          label="Day"
          format="DD/MM/YYYY"
          value={dayjs(value)}
          onChange={(next) => {
            if (next?.isValid()) onChange(next.format('YYYY-MM-DD'));
          }}
          slotProps={{ textField: { size: 'small', margin: 'none', sx: { width: 170 } } }}
        />
      </LocalizationProvider>
      <Tooltip title="Next day">
        <IconButton aria-label="Next day" onClick={() => onChange(addDays(value, 1))} size="small">
          <ChevronRightRounded />
        </IconButton>
      </Tooltip>
      <Button size="small" onClick={() => onChange(businessDay())}>
        Today
      </Button>
    </Box>
  );
}
