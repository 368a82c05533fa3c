import { Box, Button, MenuItem, TextField, Typography } from '@mui/material';
import AddRounded from '@mui/icons-material/AddRounded';
import type { Group, LeadCycle } from '../../api/types';
import { businessDay } from '../../i18n/dates';
import { formatDate } from '../../i18n/format';

/** "Overdue · 01 Nov 2026 – 30 Nov 2026". */
export function leadCycleLabel(cycle: Pick<LeadCycle, 'name' | 'lead_cycle_start_date' | 'lead_cycle_end_date'>): string {
  return `${cycle.name} · ${formatDate(cycle.lead_cycle_start_date)} – ${formatDate(cycle.lead_cycle_end_date)}`;
}

function isCurrent(cycle: LeadCycle, today: string): boolean {
  return cycle.lead_cycle_start_date <= today && today <= cycle.lead_cycle_end_date;
}

export interface ImportTargetProps {
  leadCycles: LeadCycle[];
  groups: Group[];
  loadingCycles: boolean;
  loadingGroups: boolean;
  leadCycleId: number | null;
  groupId: number | null;
  onLeadCycle: (id: number | null) => void;
  onGroup: (id: number | null) => void;
  onCreateLeadCycle: () => void;
  disabled?: boolean;
}

const NO_GROUP = 'none';

/** Step 3: the lead cycle (required) and group (optional) the customers go into. */
export function ImportTarget({
  leadCycles,
  groups,
  loadingCycles,
  loadingGroups,
  leadCycleId,
  groupId,
  onLeadCycle,
  onGroup,
  onCreateLeadCycle,
  disabled = false,
}: ImportTargetProps) {
  const today = businessDay();
  const noCycles = !loadingCycles && leadCycles.length === 0;
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, columnGap: 2, rowGap: 0.5, alignItems: 'start' }}>
      <Box>
        <TextField
          select
          id="csv-lead-cycle"
          label="Lead cycle"
          required
          value={leadCycleId === null ? '' : String(leadCycleId)}
          onChange={(event) => onLeadCycle(event.target.value ? Number(event.target.value) : null)}
          disabled={disabled || loadingCycles || noCycles}
          helperText={
            loadingCycles
              ? 'Loading lead cycles…'
              : noCycles
                ? 'There are no lead cycles yet. Create one to import into it.'
                : 'Required. A loan already in this cycle is updated, not duplicated.'
          }
          slotProps={{ select: { MenuProps: { slotProps: { paper: { sx: { maxHeight: 360 } } } } } }}
        >
          {leadCycles.map((cycle) => (
            <MenuItem key={cycle.id} value={String(cycle.id)}>
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0 }}>
                <Typography component="span" variant="body2" sx={{ overflow: 'hidden', textOverflow: 'ellipsis', color: 'text.primary' }}>
                  {leadCycleLabel(cycle)}
                </Typography>
                {isCurrent(cycle, today) ? (
                  <Typography component="span" variant="caption" sx={{ color: 'success.main', fontWeight: 700 }}>
                    Current
                  </Typography>
                ) : null}
              </Box>
            </MenuItem>
          ))}
        </TextField>
        <Button size="small" startIcon={<AddRounded />} onClick={onCreateLeadCycle} disabled={disabled} sx={{ mt: 0.25, ml: -0.5 }}>
          Create Lead Cycle
        </Button>
      </Box>
      <TextField
        select
        id="csv-group"
        label="Group"
        value={groupId === null ? NO_GROUP : String(groupId)}
        onChange={(event) => onGroup(event.target.value === NO_GROUP ? null : Number(event.target.value))}
        disabled={disabled || loadingGroups}
        helperText={loadingGroups ? 'Loading groups…' : 'Optional. Without one, new customers stay unassigned and existing ones keep their group.'}
        slotProps={{ select: { MenuProps: { slotProps: { paper: { sx: { maxHeight: 360 } } } } } }}
      >
        <MenuItem value={NO_GROUP}>
          <em>No group (unassigned)</em>
        </MenuItem>
        {groups.map((group) => (
          <MenuItem key={group.id} value={String(group.id)}>
            {group.name}
          </MenuItem>
        ))}
      </TextField>
    </Box>
  );
}
