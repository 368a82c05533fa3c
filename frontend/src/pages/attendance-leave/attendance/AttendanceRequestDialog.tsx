import { useState } from 'react';
import { Box, Dialog, DialogContent, TextField } from '@mui/material';
import { DialogHeader } from '../../../components/DialogHeader';
import { FormDialogButtons } from '../../../components/leave/FormDialogButtons';
import { useToast } from '../../../components/Toast';
import { businessDay, formatInBusinessZone } from '../../../i18n/dates';
import { fieldErrorsOf, messageOf } from '../../../providers/httpClient';
import { useApplyAttendance, useEditAttendanceRequest, type AttendanceDay } from './attendance-api';
import { OPEN_REQUEST } from './attendance-labels';
import { TimeSelect, timeText, type TimeValue } from './TimeSelect';
import { formatDate } from '../../../i18n/format';

const timeOf = (value: string | null | undefined): TimeValue => {
  if (!value) return { hour: '', minute: '' };
  const [hour, minute] = formatInBusinessZone(value, 'HH:mm').split(':');
  return { hour, minute: String(Math.floor(Number(minute) / 10) * 10).padStart(2, '0') };
};

/**
 * Apply for attendance on a day (or add a half day's missing check-out), or edit an open request. Spec §5:
 * check-in and reason required; check-out required for a past date, optional for today.
 */
export function AttendanceRequestDialog({ day, onClose }: { day: AttendanceDay; onClose: () => void }) {
  const toast = useToast();
  const editing = OPEN_REQUEST.has(day.status) && day.id !== 0;
  const apply = useApplyAttendance();
  const edit = useEditAttendanceRequest();
  const [checkIn, setCheckIn] = useState<TimeValue>(timeOf(day.requested_login_time ?? day.login_time));
  const [checkOut, setCheckOut] = useState<TimeValue>(timeOf(day.requested_logout_time ?? day.logout_time));
  const [reason, setReason] = useState(editing ? (day.reason ?? '') : '');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const isPast = day.date < businessDay();
  const saving = apply.isPending || edit.isPending;

  const submit = async () => {
    const problems: Record<string, string> = {};
    if (!timeText(checkIn)) problems.login_time = 'Check-in hour and minute are required';
    if (isPast && !timeText(checkOut)) problems.logout_time = 'Check-out time is required for a past date';
    if (!reason.trim()) problems.reason = 'Reason is required';
    setErrors(problems);
    if (Object.keys(problems).length) return;
    const body = { login_time: timeText(checkIn)!, logout_time: timeText(checkOut), reason: reason.trim() };
    try {
      if (editing) await edit.mutateAsync({ id: day.id, body });
      else await apply.mutateAsync({ ...body, date: day.date });
      toast({ title: editing ? 'Attendance request updated' : 'Attendance request sent', description: `For ${formatDate(day.date, 'short')}` });
      onClose();
    } catch (error) {
      setErrors(fieldErrorsOf(error) ?? {});
      toast({ title: editing ? 'Failed to edit attendance request' : 'Failed to apply for attendance', description: messageOf(error, ''), variant: 'error' });
    }
  };

  const title = editing ? 'Edit attendance request' : day.status === 'half_day' ? 'Add check-out' : 'Apply for attendance';
  return (
    <Dialog open onClose={saving ? undefined : onClose} fullWidth maxWidth="xs" aria-labelledby="attendance-request-title">
      <Box component="form" noValidate onSubmit={(event) => { event.preventDefault(); void submit(); }}>
        <DialogHeader id="attendance-request-title" title={title} subtitle={formatDate(day.date, 'short')} onClose={saving ? undefined : onClose} />
        <DialogContent sx={{ display: 'grid', gap: 2, pt: 1 }}>
          <TimeSelect idPrefix="check-in" label="Check-in" value={checkIn} onChange={setCheckIn} required error={errors.login_time} />
          <TimeSelect idPrefix="check-out" label="Check-out" value={checkOut} onChange={setCheckOut} required={isPast} error={errors.logout_time} />
          <TextField
            id="attendance-reason"
            label="Reason"
            required
            multiline
            minRows={2}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            error={!!errors.reason}
            helperText={errors.reason}
            slotProps={{ htmlInput: { maxLength: 1000 } }}
            margin="none"
          />
        </DialogContent>
        <FormDialogButtons saving={saving} label={editing ? 'Save' : 'Apply'} onClose={onClose} />
      </Box>
    </Dialog>
  );
}
