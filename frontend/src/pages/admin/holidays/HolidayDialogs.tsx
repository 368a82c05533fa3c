import { useState, type FormEvent } from 'react';
import { Box, Checkbox, Dialog, DialogContent, FormControlLabel, FormGroup, FormHelperText, MenuItem, TextField } from '@mui/material';
import type { Holiday, HolidayInput } from '../../../api/types';
import { BusinessDateInput } from '../../../components/dates/BusinessDateInput';
import { DialogHeader } from '../../../components/DialogHeader';
import { FormDialogButtons } from '../../../components/leave/FormDialogButtons';
import { HOLIDAY_TYPES, WEEKDAYS, toHolidayDraft, toHolidayInput, validateHoliday, type HolidayDraft, type HolidayErrors } from './holiday-rules';
import { fieldErrorsOf } from '../../../providers/httpClient';

/** Add or edit one holiday; the server's field errors (a duplicate name on that date) land beside their input. */
export function HolidayFormDialog({ holiday, saving, error, onSave, onClose }: { holiday: Holiday | null; saving: boolean; error: unknown; onSave: (input: HolidayInput) => void; onClose: () => void }) {
  const [draft, setDraft] = useState<HolidayDraft>(toHolidayDraft(holiday ?? undefined));
  const [errors, setErrors] = useState<HolidayErrors>({});
  const server = fieldErrorsOf(error) ?? {};
  const set = (next: HolidayDraft) => {
    setDraft(next);
    if (Object.keys(errors).length) setErrors(validateHoliday(next));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateHoliday(draft);
    setErrors(found);
    if (Object.keys(found).length === 0) onSave(toHolidayInput(draft));
  };
  return (
    <Dialog open onClose={saving ? undefined : onClose} maxWidth="sm" fullWidth aria-labelledby="holiday-dialog-title">
      <Box component="form" noValidate onSubmit={submit}>
        <DialogHeader id="holiday-dialog-title" title={holiday ? 'Edit holiday' : 'Add holiday'} onClose={onClose} />
        <DialogContent sx={{ pt: 1, display: 'grid', gap: 1 }}>
          <TextField label="Name" value={draft.name} onChange={(e) => set({ ...draft, name: e.target.value })} error={!!(errors.name ?? server.name)} helperText={errors.name ?? server.name ?? ' '} required autoFocus fullWidth />
          <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 2 }}>
            <BusinessDateInput label="Date" name="date" value={draft.date} onChange={(date) => set({ ...draft, date })} error={!!(errors.date ?? server.date)} helperText={errors.date ?? server.date ?? ' '} required />
            <TextField select label="Type" value={draft.type} onChange={(e) => set({ ...draft, type: e.target.value as HolidayDraft['type'] })} error={!!(errors.type ?? server.type)} helperText={errors.type ?? server.type ?? 'Flexi holidays are optional'} required fullWidth>
              {HOLIDAY_TYPES.map((type) => (
                <MenuItem key={type} value={type}>
                  {type}
                </MenuItem>
              ))}
            </TextField>
          </Box>
          <TextField label="Description" value={draft.description} onChange={(e) => set({ ...draft, description: e.target.value })} helperText={server.description ?? ' '} multiline minRows={2} fullWidth />
        </DialogContent>
        <FormDialogButtons saving={saving} label={holiday ? 'Save holiday' : 'Add holiday'} onClose={onClose} />
      </Box>
    </Dialog>
  );
}

/** A year's weekly offs (DECISIONS: WEEKEND holidays) for the chosen weekdays; days already there stay as they are. */
export function WeeklyOffsDialog({ initialYear, saving, onSave, onClose }: { initialYear: number; saving: boolean; onSave: (input: { year: number; weekdays: number[] }) => void; onClose: () => void }) {
  const [year, setYear] = useState(initialYear);
  const [weekdays, setWeekdays] = useState<number[]>([0]);
  const [error, setError] = useState<string | null>(null);
  const toggle = (day: number) => setWeekdays(weekdays.includes(day) ? weekdays.filter((d) => d !== day) : [...weekdays, day].sort());
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (weekdays.length === 0) return setError('Choose at least one weekday');
    onSave({ year, weekdays });
  };
  const years = [initialYear - 1, initialYear, initialYear + 1, initialYear + 2];
  return (
    <Dialog open onClose={saving ? undefined : onClose} maxWidth="xs" fullWidth aria-labelledby="weekly-offs-title">
      <Box component="form" noValidate onSubmit={submit}>
        <DialogHeader id="weekly-offs-title" title="Add weekly offs" subtitle="Every chosen weekday of the year becomes a WEEKEND holiday." onClose={onClose} />
        <DialogContent sx={{ pt: 1 }}>
          <TextField select label="Year" value={year} onChange={(e) => setYear(Number(e.target.value))} fullWidth sx={{ mt: 1, mb: 1 }}>
            {years.map((y) => (
              <MenuItem key={y} value={y}>
                {y}
              </MenuItem>
            ))}
          </TextField>
          <FormGroup row aria-label="Weekdays">
            {WEEKDAYS.map((name, day) => (
              <FormControlLabel key={name} control={<Checkbox checked={weekdays.includes(day)} onChange={() => { toggle(day); setError(null); }} />} label={name} />
            ))}
          </FormGroup>
          {error ? <FormHelperText error>{error}</FormHelperText> : null}
        </DialogContent>
        <FormDialogButtons saving={saving} label="Add weekly offs" onClose={onClose} />
      </Box>
    </Dialog>
  );
}
