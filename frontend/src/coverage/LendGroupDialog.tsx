import { useState } from 'react';
import { Alert, Autocomplete, Box, Button, CircularProgress, Dialog, DialogActions, DialogContent, TextField } from '@mui/material';
import { DialogHeader } from '../components/DialogHeader';
import { BusinessDateInput } from '../components/dates/BusinessDateInput';
import { useToast } from '../components/Toast';
import { fieldErrorsOf, messageOf } from '../providers/httpClient';
import { useActiveAgents } from '../resources/groups/groups-api';
import { useLendGroup, type GroupCoverage } from './coverage-api';
import { loanDates } from './coverage-labels';

/** Lends a group to agents outside it for a range of days (the server refuses more than 31, or an end before the start). */
export function LendGroupDialog({ group, from, onClose }: { group: GroupCoverage | null; from: string; onClose: () => void }) {
  return <Dialog open={group !== null} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="lend-group-title">{group ? <LendGroupForm group={group} from={from} onClose={onClose} /> : null}</Dialog>;
}

function LendGroupForm({ group, from, onClose }: { group: GroupCoverage; from: string; onClose: () => void }) {
  const agents = useActiveAgents(true);
  const lend = useLendGroup();
  const toast = useToast();
  const own = new Set(group.agents.filter((agent) => !agent.borrower).map((agent) => agent.id));
  const choices = (agents.data ?? []).filter((agent) => !own.has(agent.id));
  const [chosen, setChosen] = useState<typeof choices>([]);
  const [start, setStart] = useState(from);
  const [end, setEnd] = useState(from);
  const [reason, setReason] = useState('');
  const errors = fieldErrorsOf(lend.error) ?? {};
  const submit = () =>
    lend.mutate(
      { group_id: group.id, agent_ids: chosen.map((agent) => agent.id), start_date: start, end_date: end, reason },
      { onSuccess: (loan) => { toast({ title: `${group.name} lent`, description: `${loan.agents.map((agent) => agent.name).join(', ')} · ${loanDates(loan)}` }); onClose(); } },
    );
  return (
    <>
      <DialogHeader id="lend-group-title" title={`Lend ${group.name}`} subtitle="The agents see its customers and worklist items on these days; nothing moves between groups." onClose={onClose} />
      <DialogContent sx={{ display: 'grid', gap: 2, pt: 1 }}>
        {lend.error && !fieldErrorsOf(lend.error) ? <Alert severity="error">{messageOf(lend.error, 'Could not lend the group')}</Alert> : null}
        <Autocomplete
          multiple
          options={choices}
          loading={agents.isPending}
          value={chosen}
          onChange={(_event, value) => setChosen(value)}
          getOptionLabel={(agent) => agent.name}
          isOptionEqualToValue={(a, b) => a.id === b.id}
          renderInput={(params) => <TextField {...params} label="Agents" required error={Boolean(errors.agent_ids)} helperText={errors.agent_ids ?? 'Agents outside the group'} />}
        />
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          <BusinessDateInput label="From" value={start} onChange={setStart} min={from} required error={Boolean(errors.start_date)} helperText={errors.start_date} fullWidth />
          <BusinessDateInput label="To (inclusive)" value={end} onChange={setEnd} min={start || from} required error={Boolean(errors.end_date)} helperText={errors.end_date ?? 'At most 31 days'} fullWidth />
        </Box>
        <TextField label="Reason" value={reason} onChange={(event) => setReason(event.target.value)} required multiline minRows={2} error={Boolean(errors.reason)} helperText={errors.reason} slotProps={{ htmlInput: { maxLength: 500 } }} />
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5 }}>
        <Button onClick={onClose} color="inherit">
          Cancel
        </Button>
        <Button variant="contained" onClick={submit} disabled={lend.isPending || chosen.length === 0 || !start || !end || reason.trim().length < 2} startIcon={lend.isPending ? <CircularProgress size={16} color="inherit" /> : undefined}>
          Lend group
        </Button>
      </DialogActions>
    </>
  );
}
