import { useState, type FormEvent } from 'react';
import { Box, Dialog, DialogContent, MenuItem, TextField, Typography } from '@mui/material';
import type { LeaveType } from '../../../api/types';
import { DialogHeader } from '../../../components/DialogHeader';
import { FormDialogButtons } from '../../../components/leave/FormDialogButtons';
import { useAdjustBalance, useLeaveBalance } from '../../../components/leave/leave-api';
import { formatDays } from '../../../components/leave/leave-rules';
import { useToast } from '../../../components/Toast';
import { fieldErrorsOf, messageOf } from '../../../providers/httpClient';
import { useActiveAgents } from '../../../resources/groups/groups-api';
import { validateAdjustment, type AdjustmentDraft, type AdjustmentErrors } from './leave-type-rules';

const EMPTY: AdjustmentDraft = { userId: '', leaveTypeId: '', amount: '', reason: '' };

/** An admin's correction of one agent's balance: a new ledger entry with its reason, which the agent sees. */
export function AdjustBalanceDialog({ types, onClose }: { types: readonly LeaveType[]; onClose: () => void }) {
  const [draft, setDraft] = useState<AdjustmentDraft>(EMPTY);
  const [errors, setErrors] = useState<AdjustmentErrors>({});
  const agents = useActiveAgents(true);
  const adjust = useAdjustBalance();
  const toast = useToast();
  const server = fieldErrorsOf(adjust.error) ?? {};
  const balance = useLeaveBalance(draft.userId ? Number(draft.userId) : undefined);
  const current = balance.data?.leaveTypes.find((type) => String(type.id) === draft.leaveTypeId);
  const set = (key: keyof AdjustmentDraft) => (event: React.ChangeEvent<HTMLInputElement>) => {
    const next = { ...draft, [key]: event.target.value };
    setDraft(next);
    if (Object.keys(errors).length) setErrors(validateAdjustment(next));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateAdjustment(draft);
    setErrors(found);
    if (Object.keys(found).length) return;
    adjust.mutate(
      { userId: Number(draft.userId), leave_type_id: Number(draft.leaveTypeId), amount: Number(draft.amount), reason: draft.reason.trim() },
      {
        onSuccess: () => {
          toast({ title: 'Balance adjusted', description: draft.reason.trim() });
          onClose();
        },
        onError: (failure) => toast({ title: 'Balance not adjusted', description: messageOf(failure, ''), variant: 'error' }),
      },
    );
  };
  const agentHint = agents.error ? 'Failed to fetch agents' : agents.isPending ? 'Loading agents…' : ' ';
  return (
    <Dialog open onClose={adjust.isPending ? undefined : onClose} maxWidth="xs" fullWidth aria-labelledby="adjust-balance-title">
      <Box component="form" noValidate onSubmit={submit}>
        <DialogHeader id="adjust-balance-title" title="Adjust Balance" subtitle="Adds a ledger entry; nothing already recorded changes." onClose={onClose} />
        <DialogContent sx={{ pt: 1 }}>
          <TextField select label="Agent" value={draft.userId} onChange={set('userId')} error={!!errors.userId || !!agents.error} helperText={errors.userId ?? agentHint} required>
            {(agents.data ?? []).map((agent) => (
              <MenuItem key={agent.id} value={String(agent.id)}>
                {agent.name} · {agent.email}
              </MenuItem>
            ))}
          </TextField>
          <TextField select label="Leave type" value={draft.leaveTypeId} onChange={set('leaveTypeId')} error={!!errors.leaveTypeId} helperText={errors.leaveTypeId ?? ' '} required>
            {types.map((type) => (
              <MenuItem key={type.id} value={String(type.id)}>
                {type.name}
              </MenuItem>
            ))}
          </TextField>
          {draft.userId && draft.leaveTypeId ? (
            <Typography variant="body2" role="status" data-testid="current-balance" sx={{ mb: 2, color: balance.error ? 'error.main' : 'text.secondary' }}>
              {balance.isPending
                ? 'Loading the current balance…'
                : balance.error || !current
                  ? 'Failed to fetch the current balance'
                  : `Current balance: ${formatDays(current.current_balance)} days (${formatDays(current.pending)} pending, ${formatDays(current.available)} available)`}
            </Typography>
          ) : null}
          <TextField
            label="Days"
            value={draft.amount}
            onChange={set('amount')}
            error={!!(errors.amount ?? server.amount)}
            helperText={errors.amount ?? server.amount ?? 'Positive adds days, negative takes them off'}
            slotProps={{ htmlInput: { inputMode: 'decimal' } }}
            required
          />
          <TextField label="Reason" value={draft.reason} onChange={set('reason')} error={!!errors.reason} helperText={errors.reason ?? 'The agent sees this reason.'} multiline minRows={2} required />
        </DialogContent>
        <FormDialogButtons saving={adjust.isPending} label="Adjust balance" onClose={onClose} />
      </Box>
    </Dialog>
  );
}
