import { useState, type KeyboardEvent, type ReactNode } from 'react';
import { Box, Card, CircularProgress, IconButton, MenuItem, TableCell, TableRow, TextField, Tooltip } from '@mui/material';
import CheckRounded from '@mui/icons-material/CheckRounded';
import CloseRounded from '@mui/icons-material/CloseRounded';
import type { LeaveType, LeaveTypeInput } from '../../../api/types';
import { fieldErrorsOf } from '../../../providers/httpClient';
import { toLeaveTypeDraft, toLeaveTypeInput, validateLeaveType, type LeaveTypeDraft, type LeaveTypeErrors } from './leave-type-rules';

/** The editor's inputs in column order, with the width each needs in a table cell. */
const COLUMNS: Array<{ key: keyof LeaveTypeDraft; minWidth: number }> = [
  { key: 'name', minWidth: 160 },
  { key: 'code', minWidth: 90 },
  { key: 'accrual_rate', minWidth: 100 },
  { key: 'accrual_unit', minWidth: 110 },
  { key: 'max_per_accrual_unit', minWidth: 100 },
  { key: 'counts_non_working_days', minWidth: 150 },
  { key: 'description', minWidth: 180 },
];

/**
 * A leave type in edit mode (or the new one): a table row of inputs, or on a phone a card of them in the list. Enter
 * saves, Escape cancels; the server's field errors (a code already taken) land under their input.
 */
export function LeaveTypeEditRow({ type, layout, saving, error, onSave, onCancel }: { type?: LeaveType; layout: 'row' | 'card'; saving: boolean; error: unknown; onSave: (input: LeaveTypeInput) => void; onCancel: () => void }) {
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
  const decimal = { required: true, slotProps: { htmlInput: { inputMode: 'decimal' } } } as const;
  const inputs: Record<keyof LeaveTypeDraft, ReactNode> = {
    name: field('name', 'Name', { autoFocus: true, required: true }),
    code: field('code', 'Code', { required: true }),
    accrual_rate: field('accrual_rate', 'Rate', decimal),
    accrual_unit: field('accrual_unit', 'Unit', {
      select: true,
      children: ['month', 'year'].map((unit) => (
        <MenuItem key={unit} value={unit}>
          {unit}
        </MenuItem>
      )),
    }),
    max_per_accrual_unit: field('max_per_accrual_unit', 'Max', decimal),
    counts_non_working_days: field('counts_non_working_days', 'Holidays in leave', {
      select: true,
      children: [
        <MenuItem key="no" value="no">
          Not debited
        </MenuItem>,
        <MenuItem key="yes" value="yes">
          Debited
        </MenuItem>,
      ],
    }),
    description: field('description', 'Description'),
  };
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
  const buttons = (
    <>
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
    </>
  );

  if (layout === 'card') {
    return (
      <Card variant="outlined" component="li" onKeyDown={keys} aria-label={`Editing ${label}`} data-testid="leave-type-edit-row" sx={{ listStyle: 'none', p: 1.5, borderColor: 'primary.main' }}>
        <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1.5, '& > :first-of-type, & > :last-of-type': { gridColumn: '1 / -1' } }}>
          {COLUMNS.map(({ key }) => (
            <Box key={key}>{inputs[key]}</Box>
          ))}
        </Box>
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 0.5, mt: 1 }}>{buttons}</Box>
      </Card>
    );
  }
  return (
    <TableRow onKeyDown={keys} aria-label={`Editing ${label}`} data-testid="leave-type-edit-row" sx={{ verticalAlign: 'top', '& td': { pt: 1.5 } }}>
      {COLUMNS.map(({ key, minWidth }) => (
        <TableCell key={key} sx={{ minWidth }}>
          {inputs[key]}
        </TableCell>
      ))}
      <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
        {buttons}
      </TableCell>
    </TableRow>
  );
}
