import { useState } from 'react';
import { Alert, Autocomplete, Box, Button, CircularProgress, Dialog, DialogActions, DialogContent, FormControl, FormControlLabel, FormLabel, Radio, RadioGroup, Skeleton, TextField } from '@mui/material';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { DialogHeader } from '../components/DialogHeader';
import { LoadErrorState } from '../components/LoadErrorState';
import { useToast } from '../components/Toast';
import { fieldErrorsOf, messageOf } from '../providers/httpClient';
import { useActiveAgents } from '../resources/groups/groups-api';
import { useChangeCoverageRule, useCoverageRule, type CoverageRule, type GroupCoverage } from './coverage-api';

type Choice = { id: number; name: string };
type Covers = 'buddies' | 'pool';

/** A group's standing rule: the buddy agents or the pool of groups it is lent to on a day it would be uncovered. */
export function CoverageRuleDialog({ group, groups, onClose }: { group: GroupCoverage | null; groups: Choice[]; onClose: () => void }) {
  return (
    <Dialog open={group !== null} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="coverage-rule-title">
      {group ? <RuleLoader group={group} groups={groups} onClose={onClose} /> : null}
    </Dialog>
  );
}

function RuleLoader({ group, groups, onClose }: { group: GroupCoverage; groups: Choice[]; onClose: () => void }) {
  const rule = useCoverageRule(group.id);
  const header = <DialogHeader id="coverage-rule-title" title={`Coverage rule · ${group.name}`} subtitle="When nobody of the group is at work on a day, it is lent for that day automatically." onClose={onClose} />;
  if (rule.isPending || rule.error) {
    return (
      <>
        {header}
        <DialogContent sx={{ display: 'grid', gap: 2, pt: 1, pb: 3 }}>
          {rule.error ? <LoadErrorState dense title="Failed to fetch the rule" error={rule.error} onRetry={rule.refetch} /> : [0, 1, 2].map((n) => <Skeleton key={n} variant="rounded" height={48} />)}
        </DialogContent>
      </>
    );
  }
  return (
    <>
      {header}
      <RuleForm group={group} groups={groups} rule={rule.data} onClose={onClose} />
    </>
  );
}

function RuleForm({ group, groups, rule, onClose }: { group: GroupCoverage; groups: Choice[]; rule: CoverageRule; onClose: () => void }) {
  const agents = useActiveAgents(true);
  const change = useChangeCoverageRule(group.id);
  const toast = useToast();
  const exists = rule.check_in_deadline !== null;
  const own = new Set(group.agents.filter((agent) => !agent.borrower).map((agent) => agent.id));
  const agentChoices: Choice[] = (agents.data ?? []).filter((agent) => !own.has(agent.id));
  const groupChoices = groups.filter((other) => other.id !== group.id);
  const [covers, setCovers] = useState<Covers>(rule.pool_group_ids.length ? 'pool' : 'buddies');
  const [buddyIds, setBuddyIds] = useState(rule.buddy_agent_ids);
  const [poolIds, setPoolIds] = useState(rule.pool_group_ids);
  const [deadline, setDeadline] = useState(rule.check_in_deadline ?? '11:00');
  const [removing, setRemoving] = useState(false);
  const errors = fieldErrorsOf(change.error) ?? {};
  const chosen = covers === 'buddies' ? buddyIds : poolIds;
  const save = () =>
    change.mutate(covers === 'buddies' ? { buddy_agent_ids: buddyIds, check_in_deadline: deadline } : { pool_group_ids: poolIds, check_in_deadline: deadline }, {
      onSuccess: () => {
        toast({ title: 'Coverage rule saved', description: `${group.name} is lent automatically when nobody is in by ${deadline}` });
        onClose();
      },
    });
  const remove = () =>
    change.mutate(null, {
      onSuccess: () => {
        toast({ title: 'Coverage rule removed', description: `${group.name} is no longer lent automatically` });
        onClose();
      },
      onError: () => setRemoving(false),
    });
  const picker = (label: string, options: Choice[], ids: number[], setIds: (ids: number[]) => void, error: string | undefined, hint: string) => (
    <Autocomplete
      multiple
      options={options}
      loading={covers === 'buddies' && agents.isPending}
      value={options.filter((option) => ids.includes(option.id))}
      onChange={(_event, value) => setIds(value.map((option) => option.id))}
      getOptionLabel={(option) => option.name}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      renderInput={(params) => <TextField {...params} label={label} required error={Boolean(error)} helperText={error ?? hint} />}
    />
  );
  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (chosen.length && deadline && !change.isPending) save();
      }}
    >
      <DialogContent sx={{ display: 'grid', gap: 2, pt: 1 }}>
        {change.error && !fieldErrorsOf(change.error) ? <Alert severity="error">{messageOf(change.error, 'Could not change the rule')}</Alert> : null}
        {exists ? null : <Alert severity="info">{group.name} has no rule: nobody covers it unless an admin lends it.</Alert>}
        <FormControl>
          <FormLabel id="rule-covers-label">Who covers</FormLabel>
          <RadioGroup row aria-labelledby="rule-covers-label" value={covers} onChange={(event) => setCovers(event.target.value as Covers)}>
            <FormControlLabel value="buddies" control={<Radio />} label="Buddy agents" />
            <FormControlLabel value="pool" control={<Radio />} label="A pool of groups" />
          </RadioGroup>
        </FormControl>
        {covers === 'buddies'
          ? picker('Buddy agents', agentChoices, buddyIds, setBuddyIds, errors.buddy_agent_ids, 'Agents outside the group')
          : picker('Pool groups', groupChoices, poolIds, setPoolIds, errors.pool_group_ids, "Their agents cover the group")}
        <TextField
          label="Check-in deadline"
          type="time"
          value={deadline}
          onChange={(event) => setDeadline(event.target.value)}
          required
          error={Boolean(errors.check_in_deadline)}
          helperText={errors.check_in_deadline ?? 'Nobody of the group checked in by then lends it for the day'}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { step: 300 } }}
          sx={{ maxWidth: 240 }}
        />
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5, flexWrap: 'wrap', gap: 1 }}>
        {exists ? (
          <Button color="error" onClick={() => setRemoving(true)} disabled={change.isPending} sx={{ mr: 'auto' }}>
            Remove rule
          </Button>
        ) : null}
        <Box sx={{ display: 'flex', gap: 1, ml: 'auto' }}>
          <Button onClick={onClose} color="inherit">
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={change.isPending || chosen.length === 0 || !deadline} startIcon={change.isPending && !removing ? <CircularProgress size={16} color="inherit" /> : undefined}>
            Save rule
          </Button>
        </Box>
      </DialogActions>
      <ConfirmDialog open={removing} title="Remove this rule?" confirmLabel="Remove rule" loading={change.isPending} onConfirm={remove} onClose={() => setRemoving(false)}>
        {`${group.name} will no longer be lent automatically when nobody is at work. Loans the rule already made run their day.`}
      </ConfirmDialog>
    </Box>
  );
}
