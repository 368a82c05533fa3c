import { useState } from 'react';
import { Box, FormControl, InputLabel, ListItemText, MenuItem, Select, Typography } from '@mui/material';
import type { AppUser, Group, LeadCycle } from '../../api/types';
import { BusinessDateInput } from '../../components/dates/BusinessDateInput';
import { businessDay, type DayString } from '../../i18n/dates';
import { formatDate, formatMonthYear } from '../../i18n/format';
import { monthDays, rangeProblem, type ReportFilters, type ReportPeriod } from './report-query';

type Kind = ReportPeriod['kind'];
const ALL = 'all';

/** The 24 months up to the business month of `today`, newest first ("2026-11"). */
export function recentMonths(today: DayString = businessDay()): string[] {
  const [year, month] = today.split('-').map(Number);
  return Array.from({ length: 24 }, (_, back) => {
    const index = year * 12 + (month - 1) - back;
    return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
  });
}

const cycleText = (cycle: LeadCycle) => `${cycle.name} · ${formatDate(cycle.lead_cycle_start_date, 'short')} – ${formatDate(cycle.lead_cycle_end_date, 'short')}`;

function Choice({ id, label, value, onChange, children, disabled, width = 220 }: { id: string; label: string; value: string; onChange: (value: string) => void; children: React.ReactNode; disabled?: boolean; width?: number }) {
  return (
    <FormControl size="small" sx={{ width: { xs: '100%', sm: width } }} margin="none">
      <InputLabel id={`${id}-label`}>{label}</InputLabel>
      <Select labelId={`${id}-label`} id={id} label={label} value={value} disabled={disabled} onChange={(event) => onChange(event.target.value)}>
        {children}
      </Select>
    </FormControl>
  );
}

/**
 * The one period picker (a lead cycle, a month or a range) and the filters (group, agent, bucket, client) the three views
 * share. A range is applied once both dates make a valid range.
 */
export function PeriodFilters({ period, filters, cycles, groups, agents, buckets, partners, onPeriod, onFilters }: {
  period: ReportPeriod | undefined;
  filters: ReportFilters;
  cycles: LeadCycle[];
  groups: Group[];
  agents: AppUser[];
  buckets: string[];
  /** The clients (lending partners) to choose from. */
  partners: string[];
  onPeriod: (period: ReportPeriod) => void;
  onFilters: (filters: ReportFilters) => void;
}) {
  const kind: Kind = period?.kind ?? 'cycle';
  const [draft, setDraft] = useState<{ from: DayString | ''; to: DayString | '' }>(period?.kind === 'range' ? period : { from: '', to: '' });
  const problem = draft.from && draft.to ? rangeProblem(draft.from, draft.to) : null;

  const chooseKind = (next: Kind) => {
    if (next === 'cycle' && cycles[0]) onPeriod({ kind: 'cycle', leadCycleId: cycles[0].id });
    if (next === 'month') onPeriod({ kind: 'month', month: recentMonths()[0] });
    if (next === 'range') {
      const month = monthDays(recentMonths()[0]);
      setDraft(month);
      onPeriod({ kind: 'range', ...month });
    }
  };
  const setRange = (next: { from: DayString | ''; to: DayString | '' }) => {
    setDraft(next);
    if (next.from && next.to && !rangeProblem(next.from, next.to)) onPeriod({ kind: 'range', from: next.from, to: next.to });
  };
  const bucketOptions = filters.bucket && !buckets.includes(filters.bucket) ? [...buckets, filters.bucket] : buckets;
  const partnerOptions = filters.lendingPartner && !partners.includes(filters.lendingPartner) ? [...partners, filters.lendingPartner] : partners;

  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'flex-start' }}>
      <Choice id="report-period-kind" label="Period" value={kind} onChange={(value) => chooseKind(value as Kind)} width={160}>
        <MenuItem value="cycle" disabled={cycles.length === 0}>
          Lead cycle
        </MenuItem>
        <MenuItem value="month">Month</MenuItem>
        <MenuItem value="range">Range of days</MenuItem>
      </Choice>
      {kind === 'cycle' ? (
        <Choice id="report-cycle" label="Lead cycle" value={period?.kind === 'cycle' && cycles.some((cycle) => cycle.id === period.leadCycleId) ? String(period.leadCycleId) : ''} onChange={(value) => onPeriod({ kind: 'cycle', leadCycleId: Number(value) })} width={350}>
          {cycles.map((cycle) => (
            <MenuItem key={cycle.id} value={String(cycle.id)}>
              <ListItemText primary={cycleText(cycle)} />
            </MenuItem>
          ))}
        </Choice>
      ) : null}
      {kind === 'month' && period?.kind === 'month' ? (
        <Choice id="report-month" label="Month" value={period.month} onChange={(value) => onPeriod({ kind: 'month', month: value })} width={180}>
          {recentMonths().map((month) => (
            <MenuItem key={month} value={month}>
              {formatMonthYear(`${month}-01`)}
            </MenuItem>
          ))}
        </Choice>
      ) : null}
      {kind === 'range' ? (
        <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', width: { xs: '100%', sm: 'auto' } }}>
          <Box sx={{ width: { xs: '100%', sm: 180 } }}>
            <BusinessDateInput label="From" value={draft.from} onChange={(from) => setRange({ ...draft, from })} error={!!problem} />
          </Box>
          <Box sx={{ width: { xs: '100%', sm: 180 } }}>
            <BusinessDateInput label="To" value={draft.to} onChange={(to) => setRange({ ...draft, to })} error={!!problem} helperText={problem ?? undefined} />
          </Box>
        </Box>
      ) : null}
      <Choice id="report-group" label="Group" value={filters.groupId && groups.some((group) => Number(group.id) === filters.groupId) ? String(filters.groupId) : ALL} onChange={(value) => onFilters({ ...filters, groupId: value === ALL ? undefined : Number(value) })}>
        <MenuItem value={ALL}>All groups</MenuItem>
        {groups.map((group) => (
          <MenuItem key={group.id} value={String(group.id)}>
            {group.name}
          </MenuItem>
        ))}
      </Choice>
      <Choice id="report-agent" label="Agent" value={filters.agentId && agents.some((agent) => agent.id === filters.agentId) ? String(filters.agentId) : ALL} onChange={(value) => onFilters({ ...filters, agentId: value === ALL ? undefined : Number(value) })}>
        <MenuItem value={ALL}>All agents</MenuItem>
        {agents.map((agent) => (
          <MenuItem key={agent.id} value={String(agent.id)}>
            {agent.name}
          </MenuItem>
        ))}
      </Choice>
      <Choice id="report-bucket" label="Bucket" value={filters.bucket ?? ALL} onChange={(value) => onFilters({ ...filters, bucket: value === ALL ? undefined : value })} width={160}>
        <MenuItem value={ALL}>All buckets</MenuItem>
        {bucketOptions.map((bucket) => (
          <MenuItem key={bucket} value={bucket}>
            {bucket}
          </MenuItem>
        ))}
      </Choice>
      <Choice id="report-partner" label="Client" value={filters.lendingPartner ?? ALL} onChange={(value) => onFilters({ ...filters, lendingPartner: value === ALL ? undefined : value })} width={200}>
        <MenuItem value={ALL}>All clients</MenuItem>
        {partnerOptions.map((partner) => (
          <MenuItem key={partner} value={partner}>
            {partner}
          </MenuItem>
        ))}
      </Choice>
      {kind === 'cycle' && cycles.length === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ alignSelf: 'center' }}>
          No lead cycles yet: choose a month or a range.
        </Typography>
      ) : null}
    </Box>
  );
}
