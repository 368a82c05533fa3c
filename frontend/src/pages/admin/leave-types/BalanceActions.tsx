import { useState, type FormEvent } from 'react';
import { Box, Button, CircularProgress, Dialog, DialogContent, TextField } from '@mui/material';
import AutorenewRounded from '@mui/icons-material/AutorenewRounded';
import PersonAddAltOutlined from '@mui/icons-material/PersonAddAltOutlined';
import TuneRounded from '@mui/icons-material/TuneRounded';
import type { LeaveType } from '../../../api/types';
import { DialogHeader } from '../../../components/DialogHeader';
import { FormDialogButtons } from '../../../components/leave/FormDialogButtons';
import { useFixMissingBalances, useRunAccrual } from '../../../components/leave/leave-api';
import { useToast } from '../../../components/Toast';
import { messageOf } from '../../../providers/httpClient';
import { AdjustBalanceDialog } from './AdjustBalanceDialog';
import { emailError } from './leave-type-rules';

const credits = (n: number) => (n === 0 ? 'Everything due was already credited.' : `${n} credit${n === 1 ? '' : 's'} made.`);

function MissingBalancesDialog({ onClose }: { onClose: () => void }) {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const fix = useFixMissingBalances();
  const toast = useToast();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = emailError(email);
    setError(found);
    if (found) return;
    fix.mutate(email.trim(), {
      onSuccess: (result) => {
        toast({ title: 'Success', description: `Leave balances added successfully. ${credits(result.credits)}` });
        onClose();
      },
      onError: (failure) => toast({ title: 'Error', description: messageOf(failure, 'Failed to add leave balances'), variant: 'error' }),
    });
  };
  return (
    <Dialog open onClose={fix.isPending ? undefined : onClose} maxWidth="xs" fullWidth aria-labelledby="missing-balances-title">
      <Box component="form" noValidate onSubmit={submit}>
        <DialogHeader id="missing-balances-title" title="Add Missing Balances" subtitle="Credits every accrual period this agent is due and has not had yet." onClose={onClose} />
        <DialogContent sx={{ pt: 1 }}>
          <TextField label="Agent email" type="email" value={email} onChange={(e) => { setEmail(e.target.value); setError(undefined); }} error={!!error} helperText={error ?? ' '} required autoFocus fullWidth sx={{ mt: 1 }} />
        </DialogContent>
        <FormDialogButtons saving={fix.isPending} label="Add balances" onClose={onClose} />
      </Box>
    </Dialog>
  );
}

/**
 * Spec §2 tab 6's 'Run Monthly Accrual' (saying how many credits it made) and 'Add Missing Balances' by email, and
 * an admin's balance adjustment (DECISIONS: the ledger's admin adjustments).
 */
export function BalanceActions({ types }: { types: readonly LeaveType[] }) {
  const [fixing, setFixing] = useState(false);
  const [adjusting, setAdjusting] = useState(false);
  const run = useRunAccrual();
  const toast = useToast();
  const runAccrual = () =>
    run.mutate(undefined, {
      onSuccess: (result) => toast({ title: 'Monthly accrual processed!', description: credits(result.credits) }),
      onError: (failure) => toast({ title: `Error: ${messageOf(failure, 'Accrual failed')}`, variant: 'error' }),
    });
  return (
    <>
      <Button variant="outlined" onClick={() => setAdjusting(true)} startIcon={<TuneRounded />}>
        Adjust Balance
      </Button>
      <Button variant="outlined" onClick={() => setFixing(true)} startIcon={<PersonAddAltOutlined />}>
        Add Missing Balances
      </Button>
      <Button variant="outlined" onClick={runAccrual} disabled={run.isPending} startIcon={run.isPending ? <CircularProgress size={16} /> : <AutorenewRounded />}>
        Run Monthly Accrual
      </Button>
      {fixing ? <MissingBalancesDialog onClose={() => setFixing(false)} /> : null}
      {adjusting ? <AdjustBalanceDialog types={types} onClose={() => setAdjusting(false)} /> : null}
    </>
  );
}
