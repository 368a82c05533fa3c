import { useState } from 'react';
import { Box, Button, Chip, IconButton, Tooltip, Typography } from '@mui/material';
import AddRounded from '@mui/icons-material/AddRounded';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import EventRepeatOutlined from '@mui/icons-material/EventRepeatOutlined';
import { useQueryClient } from '@tanstack/react-query';
import { DataTable, ListBase, useDelete, useListContext } from 'react-admin';
import type { LeadCycle } from '../../api/types';
import { useCurrentUser } from '../../auth/useCurrentUser';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { EmptyState } from '../../components/EmptyState';
import { ListCard, ListToolbar, RaListFrame, RaSearchBox } from '../../components/list';
import { PageTitle } from '../../components/PageTitle';
import { useToast } from '../../components/Toast';
import { businessDay } from '../../i18n/dates';
import { formatDate, formatNumber } from '../../i18n/format';
import { canAccess } from '../../providers/canAccess';
import { messageOf } from '../../providers/httpClient';
import { LeadCycleCreateDialog } from './LeadCycleCreateDialog';

export const LEAD_CYCLES_FETCH_ERROR = 'Failed to fetch lead cycles';

const NAME_COLORS: Record<LeadCycle['name'], { bg: string; fg: string }> = {
  'Pre-EMI': { bg: '#e0f2fe', fg: '#075985' },
  Overdue: { bg: '#fee2e2', fg: '#b91c1c' },
  'Overdue-HB': { bg: '#ede9fe', fg: '#5b21b6' },
};

function NameCell({ record }: { record: LeadCycle }) {
  const today = businessDay();
  const current = record.lead_cycle_start_date <= today && today <= record.lead_cycle_end_date;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      <Chip size="small" label={record.name} sx={{ bgcolor: NAME_COLORS[record.name]?.bg, color: NAME_COLORS[record.name]?.fg }} />
      {current ? (
        <Typography variant="caption" sx={{ color: 'success.main', fontWeight: 700 }}>
          Current
        </Typography>
      ) : null}
    </Box>
  );
}

function DeleteAction({ record, onDelete }: { record: LeadCycle; onDelete: (cycle: LeadCycle) => void }) {
  return (
    <Tooltip title={record.customer_count > 0 ? 'Lead cycles with customers cannot be deleted' : 'Delete lead cycle'}>
      <IconButton size="small" aria-label={`Delete ${record.name} ${formatDate(record.lead_cycle_start_date)}`} onClick={() => onDelete(record)} sx={{ '&:hover': { color: 'error.main' } }}>
        <DeleteOutlineRounded fontSize="small" />
      </IconButton>
    </Tooltip>
  );
}

function NoCycles({ onCreate }: { onCreate?: () => void }) {
  const { filterValues } = useListContext();
  const searching = !!filterValues?.q;
  return (
    <EmptyState
      icon={EventRepeatOutlined}
      title="No lead cycles found"
      hint={searching ? `Nothing matches “${filterValues.q}”.` : 'Create a lead cycle to import customers into it.'}
      action={
        !searching && onCreate ? (
          <Button variant="contained" startIcon={<AddRounded />} onClick={onCreate}>
            Create Lead Cycle
          </Button>
        ) : undefined
      }
    />
  );
}

function CustomerCount({ value }: { value: number }) {
  return (
    <Typography variant="body2" component="span" sx={{ fontWeight: 600, fontVariantNumeric: 'tabular-nums', color: value ? 'text.primary' : 'text.disabled' }}>
      {formatNumber(value)}
    </Typography>
  );
}

function LeadCycleCard({ cycle, onDelete }: { cycle: LeadCycle; onDelete: (cycle: LeadCycle) => void }) {
  return (
    <ListCard
      title={<NameCell record={cycle} />}
      subtitle={cycle.description || undefined}
      fields={[
        { label: 'Start Date', value: formatDate(cycle.lead_cycle_start_date) },
        { label: 'End Date', value: formatDate(cycle.lead_cycle_end_date) },
        { label: 'Customers', value: <CustomerCount value={cycle.customer_count} /> },
      ]}
      actions={<DeleteAction record={cycle} onDelete={onDelete} />}
    />
  );
}

function LeadCycleTable({ onDelete }: { onDelete: (cycle: LeadCycle) => void }) {
  return (
    <DataTable<LeadCycle> rowClick={false} bulkActionButtons={false} sx={{ '& .RaDataTable-headerCell': { whiteSpace: 'nowrap' } }}>
      <DataTable.Col source="name" label="Name" render={(record) => <NameCell record={record as LeadCycle} />} />
      <DataTable.Col
        source="description"
        label="Description"
        disableSort
        render={(record) => (
          <Typography variant="body2" color={record.description ? 'text.secondary' : 'text.disabled'}>
            {record.description || '—'}
          </Typography>
        )}
      />
      <DataTable.Col source="lead_cycle_start_date" label="Start Date" render={(record) => formatDate(record.lead_cycle_start_date)} sx={{ whiteSpace: 'nowrap' }} />
      <DataTable.Col source="lead_cycle_end_date" label="End Date" render={(record) => formatDate(record.lead_cycle_end_date)} sx={{ whiteSpace: 'nowrap' }} />
      <DataTable.Col source="customer_count" label="Customers" disableSort align="right" render={(record) => <CustomerCount value={record.customer_count} />} />
      <DataTable.Col label="Actions" disableSort align="right" render={(record) => <DeleteAction record={record as LeadCycle} onDelete={onDelete} />} />
    </DataTable>
  );
}

function DeleteLeadCycleDialog({ cycle, onClose }: { cycle: LeadCycle | null; onClose: () => void }) {
  const [remove, { isPending }] = useDelete<LeadCycle>();
  const queryClient = useQueryClient();
  const toast = useToast();
  const confirm = () => {
    if (!cycle) return;
    remove(
      'lead-cycles',
      { id: cycle.id, previousData: cycle },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          toast({ title: 'Lead Cycle deleted' });
          void queryClient.invalidateQueries({ queryKey: ['lead-cycles'] });
          onClose();
        },
        onError: (error) => {
          toast({ title: `Failed to delete lead cycle: ${messageOf(error, 'Unknown error')}`, variant: 'error' });
          onClose();
        },
      },
    );
  };
  return (
    <ConfirmDialog open={cycle !== null} title="Delete this lead cycle?" confirmLabel="Delete lead cycle" loading={isPending} onClose={onClose} onConfirm={confirm}>
      {cycle ? (
        <>
          <strong>{cycle.name}</strong> ({formatDate(cycle.lead_cycle_start_date)} – {formatDate(cycle.lead_cycle_end_date)}) will be deleted.
          {cycle.customer_count > 0
            ? ` It still has ${formatNumber(cycle.customer_count)} customers, so the server will refuse until they are deleted or moved.`
            : ' It has no customers.'}
        </>
      ) : null}
    </ConfirmDialog>
  );
}

/** /lead-cycle (spec §2): search, table, create and delete. Admin route. */
export function LeadCycleList() {
  const { user } = useCurrentUser();
  const canCreate = canAccess(user?.role, { resource: 'lead-cycles', action: 'create' });
  const [creating, setCreating] = useState(false);
  const [deleting, setDeleting] = useState<LeadCycle | null>(null);
  const openCreate = canCreate ? () => setCreating(true) : undefined;

  return (
    <>
      <PageTitle title="Lead Cycles" description="Pre-EMI, Overdue and Overdue-HB cycles" />
      <ListBase resource="lead-cycles" sort={{ field: 'lead_cycle_start_date', order: 'DESC' }} perPage={10} debounce={300} disableSyncWithLocation={false}>
        <ListToolbar
          search={<RaSearchBox placeholder="Search lead cycles" label="Search lead cycles" />}
          actions={
            canCreate ? (
              <Button variant="contained" startIcon={<AddRounded />} onClick={() => setCreating(true)}>
                Create Lead Cycle
              </Button>
            ) : undefined
          }
        />
        <RaListFrame<LeadCycle>
          label="Lead cycles"
          noun="lead cycles"
          errorTitle={LEAD_CYCLES_FETCH_ERROR}
          empty={<NoCycles onCreate={openCreate} />}
          table={<LeadCycleTable onDelete={setDeleting} />}
          card={(cycle) => <LeadCycleCard key={cycle.id} cycle={cycle} onDelete={setDeleting} />}
        />
      </ListBase>
      <LeadCycleCreateDialog open={creating} onClose={() => setCreating(false)} />
      <DeleteLeadCycleDialog cycle={deleting} onClose={() => setDeleting(null)} />
    </>
  );
}

export default LeadCycleList;
