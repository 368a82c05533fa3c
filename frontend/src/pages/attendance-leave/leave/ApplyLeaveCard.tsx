import { useState, type FormEvent } from 'react';
import { Alert, Box, Button, CircularProgress, FormControlLabel, MenuItem, Radio, RadioGroup, Skeleton, TextField, FormLabel, FormControl } from '@mui/material';
import SendRounded from '@mui/icons-material/SendRounded';
import type { LeaveTypeBalance } from '../../../api/types';
import { BusinessDateInput } from '../../../components/dates/BusinessDateInput';
import { SectionCard } from '../../../components/leave/SectionCard';
import { useApplyLeave, useHolidays } from '../../../components/leave/leave-api';
import {
  clampDates,
  formatDays,
  nonWorkingDays,
  offeredTypes,
  requestedDays,
  toLeaveRequestBody,
  validateLeaveDraft,
  whyNotDebited,
  type LeaveDraft,
  type LeaveDraftErrors,
} from '../../../components/leave/leave-rules';
import { useToast } from '../../../components/Toast';
import { fieldErrorsOf, messageOf } from '../../../providers/httpClient';
import { businessDay } from '../../../i18n/dates';

const EMPTY: LeaveDraft = { type: '', start: '', end: '', dayType: 'full', reason: '' };

/** Spec §2 "Apply for Leave": type, dates, full or half day, reason; the rules of §5 before the server's. */
export function ApplyLeaveCard({ balances, loading }: { balances: readonly LeaveTypeBalance[]; loading: boolean }) {
  const [draft, setDraft] = useState<LeaveDraft>(EMPTY);
  const [errors, setErrors] = useState<LeaveDraftErrors>({});
  const apply = useApplyLeave();
  const toast = useToast();
  const types = offeredTypes(balances);
  const chosen = types.find((type) => type.code === draft.type);
  const holidays = useHolidays();
  const countsEveryDay = balances.find((type) => type.code === draft.type)?.counts_non_working_days ?? false;
  const skipped = nonWorkingDays(draft.start, draft.end, holidays.data ?? [], countsEveryDay);
  const days = requestedDays(draft.start, draft.end, draft.dayType, skipped);
  const noWorkingDay = !!draft.start && !!draft.end && draft.end >= draft.start && days === 0;

  const update = (next: LeaveDraft) => {
    setDraft(next);
    if (Object.keys(errors).length) setErrors(validateLeaveDraft(next));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateLeaveDraft(draft);
    setErrors(found);
    if (Object.keys(found).length) return;
    apply.mutate(toLeaveRequestBody(draft), {
      onSuccess: () => {
        toast({ title: 'Leave request submitted', description: 'Your request is pending approval.' });
        setDraft(EMPTY);
        setErrors({});
      },
      onError: (error) => {
        const fields = fieldErrorsOf(error);
        if (fields) setErrors({ type: fields.type, start: fields.start_date, end: fields.end_date, reason: fields.reason });
        toast({ title: 'Leave not submitted', description: messageOf(error, 'Failed to submit leave request.'), variant: 'error' });
      },
    });
  };

  return (
    <SectionCard id="apply-leave" title="Apply for Leave" subtitle="Leave runs from 09:30 on the first day to 18:30 on the last.">
      {loading ? (
        <Box sx={{ p: 2.5 }}>
          <Skeleton height={56} />
          <Skeleton height={56} />
          <Skeleton height={96} />
        </Box>
      ) : (
        <Box component="form" noValidate onSubmit={submit} aria-label="Apply for leave" sx={{ p: { xs: 2, sm: 2.5 }, display: 'grid', gap: 0.5 }}>
          <TextField
            select
            label="Leave type"
            value={draft.type}
            onChange={(event) => update({ ...draft, type: event.target.value })}
            error={!!errors.type}
            helperText={errors.type ?? (types.length === 0 ? 'No leave types accrue yet. Ask an admin.' : chosen ? `${formatDays(chosen.available)} days available` : ' ')}
            required
            fullWidth
          >
            {types.map((type) => (
              <MenuItem key={type.code} value={type.code} disabled={type.disabled}>
                {type.label}
              </MenuItem>
            ))}
          </TextField>
          <FormControl sx={{ mb: 1 }}>
            <FormLabel id="leave-length-label">Leave length</FormLabel>
            <RadioGroup row aria-labelledby="leave-length-label" value={draft.dayType} onChange={(event) => update(clampDates({ ...draft, dayType: event.target.value as LeaveDraft['dayType'] }))}>
              <FormControlLabel value="full" control={<Radio />} label="Full day" />
              <FormControlLabel value="half" control={<Radio />} label="Half day" />
            </RadioGroup>
          </FormControl>
          <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 2 }}>
            <BusinessDateInput label="Start date" name="start_date" value={draft.start} min={businessDay()} onChange={(start) => update(clampDates({ ...draft, start }))} error={!!errors.start} helperText={errors.start ?? ' '} required />
            <BusinessDateInput label="End date" name="end_date" value={draft.end} min={draft.start || businessDay()} onChange={(end) => update(clampDates({ ...draft, end }))} error={!!errors.end} helperText={errors.end ?? ' '} required />
          </Box>
          {noWorkingDay ? (
            <Alert severity="warning" data-testid="no-working-day">
              There is no working day to take leave on: {skipped.map(whyNotDebited).join('; ')}.
            </Alert>
          ) : skipped.length > 0 ? (
            <Alert severity="info" data-testid="not-debited">
              Not debited: {skipped.map(whyNotDebited).join('; ')}.
            </Alert>
          ) : null}
          {chosen && days > chosen.available ? (
            <Alert severity="warning">
              You are asking for {formatDays(days)} days but only {formatDays(chosen.available)} are available.
            </Alert>
          ) : null}
          <TextField
            label="Reason"
            value={draft.reason}
            onChange={(event) => update({ ...draft, reason: event.target.value })}
            error={!!errors.reason}
            helperText={errors.reason ?? (days ? `${formatDays(days)} working day${days === 1 ? '' : 's'} requested` : ' ')}
            multiline
            minRows={2}
            required
            fullWidth
          />
          <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
            <Button type="submit" variant="contained" disabled={apply.isPending} startIcon={apply.isPending ? <CircularProgress size={16} color="inherit" /> : <SendRounded />}>
              Submit request
            </Button>
          </Box>
        </Box>
      )}
    </SectionCard>
  );
}
