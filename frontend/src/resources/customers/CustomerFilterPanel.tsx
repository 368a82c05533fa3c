import { Box, Button, Card, CardContent, Chip, Divider, Typography } from '@mui/material';
import { useGetOne } from 'react-admin';
import type { Group } from '../../api/types';
import CheckRounded from '@mui/icons-material/CheckRounded';
import type { CustomerStatus, InstantRange } from '../../api/types';
import { BusinessDateInput } from '../../components/dates/BusinessDateInput';
import { CUSTOMER_STATUS_LABELS } from '../../components/CustomerStatusBadge';
import { useActiveStatuses } from '../../components/feedback/feedback-api';
import { CUSTOMER_STATUSES, NO_FILTERS, activeFilterCount, dispositionCodeOptions, type CustomerQuery, type RangeField } from './customer-query';
import { RANGE_PRESETS, daysOfRange, matchPreset, presetRange, rangeFromDays } from './date-ranges';

function ToggleChip({ label, selected, onToggle, title }: { label: string; selected: boolean; onToggle: () => void; title?: string }) {
  return (
    <Chip
      label={label}
      title={title}
      onClick={onToggle}
      aria-pressed={selected}
      icon={selected ? <CheckRounded sx={{ fontSize: '16px !important' }} /> : undefined}
      variant={selected ? 'filled' : 'outlined'}
      color={selected ? 'primary' : 'default'}
      sx={{
        fontWeight: 600,
        borderRadius: '8px',
        height: 30,
        ...(selected ? {} : { bgcolor: 'background.paper', borderColor: 'grey.300', color: 'text.secondary' }),
      }}
    />
  );
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Box component="fieldset" sx={{ border: 0, m: 0, p: 0, minWidth: 0 }}>
      <Typography component="legend" variant="overline" sx={{ display: 'block', mb: 1, lineHeight: 1.5, color: 'text.secondary' }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

function toggle<T>(list: T[], value: T): T[] {
  return list.includes(value) ? list.filter((item) => item !== value) : [...list, value];
}

function RangeFilter({ label, range, onChange, idPrefix }: { label: string; range?: InstantRange; onChange: (range: InstantRange | undefined) => void; idPrefix: string }) {
  const active = matchPreset(range);
  const { from, to } = daysOfRange(range);
  return (
    <Section title={label}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {RANGE_PRESETS.map((preset) => (
          <ToggleChip
            key={preset.id}
            label={preset.label}
            selected={active === preset.id}
            onToggle={() => onChange(active === preset.id ? undefined : presetRange(preset.id))}
          />
        ))}
      </Box>
      <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1.5, mt: 1 }}>
        <BusinessDateInput name={`${idPrefix}-from`} label="From" value={from} max={to || undefined} onChange={(day) => onChange(rangeFromDays(day, to))} />
        <BusinessDateInput name={`${idPrefix}-to`} label="To" value={to} min={from || undefined} onChange={(day) => onChange(rangeFromDays(from, day))} />
      </Box>
    </Section>
  );
}

export interface CustomerFilterPanelProps {
  query: CustomerQuery;
  onChange: (changes: Partial<CustomerQuery>) => void;
}

/** One group's customers (opened from the Reports page's groups): the group named, with a way out. */
function GroupFilter({ groupId, onClear }: { groupId: number; onClear: () => void }) {
  const { data: group } = useGetOne<Group>('groups', { id: groupId });
  return (
    <Section title="Group">
      <Box>
        <Chip label={group?.name ?? `Group ${groupId}`} color="primary" onDelete={onClear} aria-label={`Group ${group?.name ?? groupId}: remove this filter`} />
      </Box>
    </Section>
  );
}

/** Spec §2: the admin-only filter panel (status, last disposition, next follow-up and last connected ranges). */
export function CustomerFilterPanel({ query, onChange }: CustomerFilterPanelProps) {
  const count = activeFilterCount(query);
  const setRange = (field: RangeField) => (range: InstantRange | undefined) => onChange({ [field]: range });
  const dispositions = useActiveStatuses();
  const dispositionCodes = dispositionCodeOptions(dispositions.data ?? [], query.last_disposition_status);
  return (
    <Card component="section" aria-label="Customer filters" sx={{ mb: 2 }} data-testid="customer-filters">
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', px: 2.5, py: 1.25 }}>
        <Typography variant="subtitle1" component="h2">
          Filters
        </Typography>
        <Button
          size="small"
          onClick={() => onChange(NO_FILTERS)}
          disabled={count === 0}
        >
          Clear filters
        </Button>
      </Box>
      <Divider />
      <CardContent sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, columnGap: 4, rowGap: 2.5, p: 2.5, '&:last-child': { pb: 2.5 } }}>
        {query.group_id ? <GroupFilter groupId={query.group_id} onClear={() => onChange({ group_id: undefined })} /> : null}
        <Section title="Status">
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
            {CUSTOMER_STATUSES.map((status: CustomerStatus) => (
              <ToggleChip
                key={status}
                label={CUSTOMER_STATUS_LABELS[status]}
                selected={query.status.includes(status)}
                onToggle={() => onChange({ status: toggle(query.status, status) })}
              />
            ))}
          </Box>
        </Section>
        <Section title="Last disposition status">
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
            {dispositionCodes.length === 0 ? (
              <Typography variant="body2" color="text.secondary">
                {dispositions.isPending ? 'Loading dispositions…' : dispositions.isError ? 'Could not load the dispositions' : 'No dispositions yet'}
              </Typography>
            ) : null}
            {dispositionCodes.map(({ code, label }) => (
              <ToggleChip
                key={code}
                label={code}
                title={label}
                selected={query.last_disposition_status.includes(code)}
                onToggle={() => onChange({ last_disposition_status: toggle(query.last_disposition_status, code) })}
              />
            ))}
          </Box>
        </Section>
        <RangeFilter label="Next follow-up" idPrefix="next-follow-up" range={query.next_follow_up} onChange={setRange('next_follow_up')} />
        <RangeFilter label="Last connected" idPrefix="last-connected" range={query.last_connected_at} onChange={setRange('last_connected_at')} />
      </CardContent>
    </Card>
  );
}
