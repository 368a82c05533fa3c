import { useState, type KeyboardEvent } from 'react';
import { CircularProgress, IconButton, MenuItem, TableCell, TableRow, TextField, Tooltip } from '@mui/material';
import CheckRounded from '@mui/icons-material/CheckRounded';
import CloseRounded from '@mui/icons-material/CloseRounded';
import type { LeaveType, LeaveTypeInput } from '../../../api/types';
import { fieldErrorsOf } from '../../../providers/httpClient';
import { STICKY_ACTIONS } from './sticky-actions';
import { toLeaveTypeDraft, toLeaveTypeInput, validateLeaveType, type LeaveTypeDraft, type LeaveTypeErrors } from './leave-type-rules';

/**
 * A leave type's row in edit mode (or the new row): each cell an input. Enter saves, Escape cancels; the server's
 * field errors (a code already taken) land under their input.
 */
export function LeaveTypeEditRow({ type, saving, error, onSave, onCancel }: { type?: LeaveType; saving: boolean; error: unknown; onSave: (input: LeaveTypeInput) => void; onCancel: () => void }) {
  const [draft, setDraft] = useState<LeaveTypeDraft>(toLeaveTypeDraft(type));
  const [errors, setErrors] = useState<LeaveTypeErrors>({});
  const server = fieldErrorsOf(error) ?? {};
  const label = type ? `${type.name}` : 'new leave type';

  const field = (key: keyof LeaveTypeDraft, name: string, extra: Partial<Parameters<typeof TextField>[0]> = {}) => (
    <TextField
      size="small"
      fullWidth
      label={name}
      value={draft[key]}
      onChange={(event) => {
        const next = { ...draft, [key]: event.target.value };
        setDraft(next);
        if (Object.keys(errors).length) setErrors(validateLeaveType(next));
      }}
      error={!!(errors[key] ?? server[key])}
      helperText={errors[key] ?? server[key]}
      {...extra}
    />
  );
  const save = () => {
    const found = validateLeaveType(draft);
    setErrors(found);
    if (Object.keys(found).length === 0) onSave(toLeaveTypeInput(draft));
  };
  const keys = (event: KeyboardEvent) => {
    if (event.key === 'Enter' && !(event.target as HTMLElement).closest('[role="listbox"]')) {
      event.preventDefault();
      save();
    }
    if (event.key === 'Escape') onCancel();
  };

  return (
    <TableRow onKeyDown={keys} aria-label={`Editing ${label}`} data-testid="leave-type-edit-row" sx={{ verticalAlign: 'top', '& td': { pt: 1.5 } }}>
      <TableCell sx={{ minWidth: 160 }}>{field('name', 'Name', { autoFocus: true, required: true })}</TableCell>
      <TableCell sx={{ minWidth: 90 }}>{field('code', 'Code', { required: true })}</TableCell>
      <TableCell sx={{ minWidth: 100 }}>{field('accrual_rate', 'Rate', { required: true, slotProps: { htmlInput: { inputMode: 'decimal' } } })}</TableCell>
      <TableCell sx={{ minWidth: 110 }}>
        {field('accrual_unit', 'Unit', {
          select: true,
          children: ['month', 'year'].map((unit) => (
            <MenuItem key={unit} value={unit}>
              {unit}
            </MenuItem>
          )),
        })}
      </TableCell>
      <TableCell sx={{ minWidth: 100 }}>{field('max_per_accrual_unit', 'Max', { required: true, slotProps: { htmlInput: { inputMode: 'decimal' } } })}</TableCell>
      <TableCell sx={{ minWidth: 180 }}>{field('description', 'Description')}</TableCell>
      <TableCell align="right" sx={STICKY_ACTIONS}>
        <Tooltip title="Save">
          <span>
            <IconButton aria-label={`Save ${label}`} color="primary" onClick={save} disabled={saving}>
              {saving ? <CircularProgress size={18} /> : <CheckRounded />}
            </IconButton>
          </span>
        </Tooltip>
        <Tooltip title="Cancel">
          <IconButton aria-label={`Cancel editing ${label}`} onClick={onCancel} disabled={saving}>
            <CloseRounded />
          </IconButton>
        </Tooltip>
      </TableCell>
    </TableRow>
  );
}
