import { useState } from 'react';
import { useRecordDialogs } from '../../components/useRecordDialogs';
import { Box, Button, IconButton, Tooltip, Typography } from '@mui/material';
import AddRounded from '@mui/icons-material/AddRounded';
import EditOutlined from '@mui/icons-material/EditOutlined';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import GroupAddOutlined from '@mui/icons-material/GroupAddOutlined';
import WorkspacesOutlined from '@mui/icons-material/WorkspacesOutlined';
import { useQueryClient } from '@tanstack/react-query';
import { DataTable, ListBase, useDelete, useListContext } from 'react-admin';
import type { Group, GroupDeleted } from '../../api/types';
import { useCurrentUser } from '../../auth/useCurrentUser';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { EmptyState } from '../../components/EmptyState';
import { ListCard, ListToolbar, RaListFrame, RaSearchBox } from '../../components/list';
import { PageTitle } from '../../components/PageTitle';
import { useToast } from '../../components/Toast';
import { formatNumber } from '../../i18n/format';
import { canAccess } from '../../providers/canAccess';
import { messageOf } from '../../providers/httpClient';
import { AssignAgentsDialog } from './AssignAgentsDialog';
import { GroupFormDialog } from './GroupDialogs';

export const GROUPS_FETCH_ERROR = 'Failed to fetch groups';

interface Handlers {
  onAssign: (group: Group) => void;
  onEdit: (group: Group) => void;
  onDelete: (group: Group) => void;
}

function RowActions({ record, onAssign, onEdit, onDelete }: Handlers & { record: Group }) {
  return (
    <Box sx={{ display: 'flex', gap: 0.5, justifyContent: 'flex-end' }}>
      <Button size="small" variant="outlined" startIcon={<GroupAddOutlined />} onClick={() => onAssign(record)} aria-label={`Assign agents to ${record.name}`}>
        Assign
      </Button>
      <Tooltip title="Edit group">
        <IconButton size="small" aria-label={`Edit ${record.name}`} onClick={() => onEdit(record)}>
          <EditOutlined fontSize="small" />
        </IconButton>
      </Tooltip>
      <Tooltip title="Delete group">
        <IconButton size="small" aria-label={`Delete ${record.name}`} onClick={() => onDelete(record)} sx={{ '&:hover': { color: 'error.main' } }}>
          <DeleteOutlineRounded fontSize="small" />
        </IconButton>
      </Tooltip>
    </Box>
  );
}

function Count({ value, tone }: { value: number; tone?: string }) {
  return (
    <Typography variant="body2" component="span" sx={{ fontVariantNumeric: 'tabular-nums', fontWeight: 600, color: value === 0 ? 'text.disabled' : (tone ?? 'text.primary') }}>
      {formatNumber(value)}
    </Typography>
  );
}

function NoGroups({ onCreate }: { onCreate?: () => void }) {
  const { filterValues } = useListContext();
  const searching = !!filterValues?.q;
  return (
    <EmptyState
      icon={WorkspacesOutlined}
      title="No groups found"
      hint={searching ? `Nothing matches “${filterValues.q}”. Try another name or description.` : onCreate ? 'Create a group to organise customers and assign agents to them.' : 'Groups appear here once an administrator creates them.'}
      action={
        !searching && onCreate ? (
          <Button variant="contained" startIcon={<AddRounded />} onClick={onCreate}>
            Create Group
          </Button>
        ) : undefined
      }
    />
  );
}

function GroupCard({ group, manage, handlers }: { group: Group; manage: boolean; handlers: Handlers }) {
  return (
    <ListCard
      title={group.name}
      subtitle={group.description || undefined}
      fields={[
        { label: 'Agents', value: <Count value={group.agents} /> },
        { label: 'Customers', value: <Count value={group.customers} /> },
        { label: 'Paid Customers', value: <Count value={group.paid_customers} tone="success.main" /> },
        { label: 'Partially Paid Customers', value: <Count value={group.partial_paid_customers} tone="warning.main" /> },
      ]}
      actions={manage ? <RowActions record={group} {...handlers} /> : undefined}
    />
  );
}

function GroupTable({ manage, handlers }: { manage: boolean; handlers: Handlers }) {
  return (
    <DataTable<Group>
      rowClick={false}
      bulkActionButtons={false}
      sx={{
        '& .RaDataTable-headerCell': { lineHeight: 1.35, verticalAlign: 'bottom' },
        '& th.column-name, & td.column-name': { whiteSpace: 'nowrap' },
        '& td.column-description': { minWidth: 170 },
        '& th.column-paid_customers, & th.column-partial_paid_customers': { maxWidth: 120 },
        '& th.column-undefined, & td.column-undefined': { whiteSpace: 'nowrap' },
      }}
    >
      <DataTable.Col
        source="name"
        label="Name"
        render={(record) => (
          <Typography variant="body2" noWrap title={record.name} sx={{ fontWeight: 600, color: 'text.primary', maxWidth: 200 }}>
            {record.name}
          </Typography>
        )}
      />
      <DataTable.Col
        source="description"
        label="Description"
        disableSort
        render={(record) => (
          <Typography variant="body2" color={record.description ? 'text.secondary' : 'text.disabled'} sx={{ maxWidth: 360 }}>
            {record.description || '—'}
          </Typography>
        )}
      />
      <DataTable.Col source="agents" label="Agents" disableSort align="right" render={(record) => <Count value={record.agents} />} />
      <DataTable.Col source="customers" label="Customers" disableSort align="right" render={(record) => <Count value={record.customers} />} />
      <DataTable.Col source="paid_customers" label="Paid Customers" disableSort align="right" render={(record) => <Count value={record.paid_customers} tone="success.main" />} />
      <DataTable.Col
        source="partial_paid_customers"
        label="Partially Paid Customers"
        disableSort
        align="right"
        render={(record) => <Count value={record.partial_paid_customers} tone="warning.main" />}
      />
      {manage ? <DataTable.Col label="Actions" disableSort align="right" render={(record) => <RowActions record={record as Group} {...handlers} />} /> : null}
    </DataTable>
  );
}

function DeleteGroupDialog({ group, onClose }: { group: Group | null; onClose: () => void }) {
  const [remove, { isPending }] = useDelete<Group>();
  const queryClient = useQueryClient();
  const toast = useToast();
  const confirm = () => {
    if (!group) return;
    remove(
      'groups',
      { id: group.id, previousData: group },
      {
        mutationMode: 'pessimistic',
        onSuccess: (data) => {
          const result = data as unknown as GroupDeleted;
          const details = [
            result.unassigned_agents !== undefined ? `${result.unassigned_agents} agent${result.unassigned_agents === 1 ? '' : 's'} unassigned` : null,
            result.moved_customers !== undefined ? `${result.moved_customers} customer${result.moved_customers === 1 ? '' : 's'} moved to unassigned` : null,
          ].filter(Boolean);
          toast({ title: 'Group deleted', description: details.length ? details.join(', ') : undefined });
          void queryClient.invalidateQueries({ queryKey: ['groups'] });
          void queryClient.invalidateQueries({ queryKey: ['customers'] });
          onClose();
        },
        onError: (error) => toast({ title: 'Error', description: `Failed to delete group: ${messageOf(error, 'Unknown error')}`, variant: 'error' }),
      },
    );
  };
  return (
    <ConfirmDialog open={group !== null} title={`Delete ${group?.name ?? 'group'}?`} confirmLabel="Delete group" loading={isPending} onClose={onClose} onConfirm={confirm}>
      All agents will be unassigned from this group and its {group ? formatNumber(group.customers) : ''} customers moved to
      unassigned. This cannot be undone.
    </ConfirmDialog>
  );
}

/** /groups (spec §2): everyone sees the groups; admins create, edit, delete and assign agents. */
export function GroupList() {
  const { user } = useCurrentUser();
  const manage = canAccess(user?.role, { resource: 'groups', action: 'edit' });
  const { formOpen, editing, deleting, openCreate, openEdit, closeForm, openDelete, closeDelete } = useRecordDialogs<Group>();
  const [assigning, setAssigning] = useState<Group | null>(null);
  const handlers: Handlers = { onAssign: setAssigning, onEdit: openEdit, onDelete: openDelete };

  return (
    <>
      <PageTitle title="Groups" description="Customer groups and their agents" />
      <ListBase resource="groups" sort={{ field: 'name', order: 'ASC' }} perPage={10} debounce={300} disableSyncWithLocation={false}>
        <ListToolbar
          search={<RaSearchBox placeholder="Search by name or description" label="Search groups" />}
          actions={
            manage ? (
              <Button variant="contained" startIcon={<AddRounded />} onClick={openCreate}>
                Create Group
              </Button>
            ) : undefined
          }
        />
        <RaListFrame<Group>
          label="Groups"
          noun="groups"
          errorTitle={GROUPS_FETCH_ERROR}
          empty={<NoGroups onCreate={manage ? openCreate : undefined} />}
          table={<GroupTable manage={manage} handlers={handlers} />}
          card={(group) => <GroupCard key={group.id} group={group} manage={manage} handlers={handlers} />}
        />
      </ListBase>
      {manage ? (
        <>
          <GroupFormDialog open={formOpen} group={editing} onClose={closeForm} />
          <AssignAgentsDialog group={assigning} onClose={() => setAssigning(null)} />
          <DeleteGroupDialog group={deleting} onClose={closeDelete} />
        </>
      ) : null}
    </>
  );
}

export default GroupList;
