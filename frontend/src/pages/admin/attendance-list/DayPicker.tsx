import { Box, Button, IconButton, Tooltip } from '@mui/material';
import ChevronLeftRounded from '@mui/icons-material/ChevronLeftRounded';
import ChevronRightRounded from '@mui/icons-material/ChevronRightRounded';
import { BusinessDateInput } from '../../../components/dates/BusinessDateInput';
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
      <Box sx={{ width: 170, '& .MuiFormControl-root': { my: 0 } }}>
        <BusinessDateInput
          label="Day"
          required
          value={value}
          onChange={(next) => {
            if (next) onChange(next);
          }}
        />
      </Box>
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
