import { useState } from 'react';
import { Avatar, Box, Button, Chip, IconButton, Tooltip, Typography } from '@mui/material';
import PersonAddAlt1Outlined from '@mui/icons-material/PersonAddAlt1Outlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import GroupOutlined from '@mui/icons-material/GroupOutlined';
import { DataTable, LinkBase, ListBase, RecordContextProvider, useListContext, useRecordContext } from 'react-admin';
import type { AppUser } from '../../api/types';
import { AccessDenied } from '../../components/AccessDenied';
import { EmptyState } from '../../components/EmptyState';
import { initials } from '../../components/initials';
import { ListCard, ListToolbar, RaListFrame, RaSearchBox } from '../../components/list';
import { PageTitle } from '../../components/PageTitle';
import { RequireAccess } from '../../components/RequireAccess';
import { TataSyncButton, USER_SYNC } from '../../components/TataSyncButton';
import { AwaitingApprovalChip } from './AwaitingApproval';
import { UserCreateDialog, UserEditDialog } from './UserDialogs';
import { UserHistoryButton } from './UserHistoryButton';
import { UserStatusSwitch } from './UserStatusSwitch';

export const USERS_FETCH_ERROR = 'Failed to fetch users';

/** Awaiting sign-ups stand out (they need an admin); other inactive users are dimmed. */
const rowStyle = (record: AppUser) => {
  if (record.awaiting_approval) return { bgcolor: '#fffbeb' };
  return record.is_active ? {} : { opacity: 0.55, bgcolor: 'grey.50' };
};

function UserCell() {
  const record = useRecordContext<AppUser>();
  if (!record) return null;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, minWidth: 0 }}>
      <Avatar sx={{ width: 34, height: 34, fontSize: '0.8rem', fontWeight: 700, bgcolor: record.role === 'admin' ? 'primary.main' : 'grey.600' }}>
        {initials(record.name)}
      </Avatar>
      <Box sx={{ minWidth: 0, maxWidth: 220 }}>
        <Typography variant="body2" sx={{ fontWeight: 600, color: 'text.primary' }} noWrap title={record.name}>
          {record.name}
        </Typography>
        {/* Under the name only where the Email column is hidden (below lg), not twice on one row. */}
        <Typography variant="caption" color="text.secondary" noWrap component="p" title={record.email} sx={{ display: { lg: 'none' } }}>
          {record.email}
        </Typography>
      </Box>
    </Box>
  );
}

export function RoleBadge({ role }: { role: AppUser['role'] }) {
  return role === 'admin' ? (
    <Chip size="small" label="Administrator" sx={{ bgcolor: 'primary.light', color: 'primary.dark' }} />
  ) : (
    <Chip size="small" label="Agent" sx={{ bgcolor: 'grey.100', color: 'grey.700' }} />
  );
}

/** Whether the user can place calls: linked to a dialer agent by Sync with Tata. */
export function DialerLink({ user }: { user: AppUser }) {
  if (!user.dialer_agent_id) {
    return (
      <Tooltip title="Cannot place calls yet: run Sync with Tata after the agent exists at the dialer">
        <Chip size="small" variant="outlined" label="Not linked" sx={{ color: 'warning.main', borderColor: 'warning.light' }} />
      </Tooltip>
    );
  }
  return (
    <Tooltip title={`Dialer agent ${user.dialer_agent_id}`}>
      <Chip size="small" label={user.dialer_extension ? `Linked · ext ${user.dialer_extension}` : 'Linked'} sx={{ bgcolor: 'success.light', color: 'success.dark' }} />
    </Tooltip>
  );
}

function RowActions({ onEdit }: { onEdit: (id: number) => void }) {
  const record = useRecordContext<AppUser>();
  if (!record) return null;
  return (
    <Box sx={{ display: 'flex', gap: 0.5, justifyContent: 'flex-end' }}>
      <Tooltip title="Edit user">
        <IconButton size="small" aria-label={`Edit ${record.name}`} onClick={() => onEdit(record.id)}>
          <EditOutlined fontSize="small" />
        </IconButton>
      </Tooltip>
      <UserHistoryButton user={record} />
      <Tooltip title="View details">
        <IconButton size="small" aria-label={`View details for ${record.name}`} component={LinkBase} to={`/employee-details/${record.id}`}>
          <VisibilityOutlined fontSize="small" />
        </IconButton>
      </Tooltip>
    </Box>
  );
}

function ListActions({ onAdd }: { onAdd: () => void }) {
  return (
    <>
      <AwaitingApprovalChip />
      <TataSyncButton sync={USER_SYNC} />
      <Button variant="contained" startIcon={<PersonAddAlt1Outlined />} onClick={onAdd}>
        Add User
      </Button>
    </>
  );
}

function UserCard({ user, onEdit }: { user: AppUser; onEdit: (id: number) => void }) {
  return (
    <RecordContextProvider value={user}>
      <ListCard
        title={<UserCell />}
        badge={<RoleBadge role={user.role} />}
        fields={[
          { label: 'Dialer', value: <DialerLink user={user} /> },
          { label: 'Status', value: <UserStatusSwitch /> },
        ]}
        actions={<RowActions onEdit={onEdit} />}
      />
    </RecordContextProvider>
  );
}

function NoUsers({ onAdd }: { onAdd: () => void }) {
  const { filterValues } = useListContext();
  const filtered = Object.keys(filterValues ?? {}).length > 0;
  return (
    <EmptyState
      icon={GroupOutlined}
      title={filtered ? 'No users found' : 'No users yet'}
      hint={
        filterValues.q
          ? `Nothing matches “${filterValues.q}”. Try another name or email.`
          : filterValues.awaiting_approval
            ? 'No sign-ups are awaiting approval.'
            : filtered
              ? 'Try a different search.'
              : 'Add your first agent or administrator to get started.'
      }
      action={
        filtered ? undefined : (
          <Button variant="contained" startIcon={<PersonAddAlt1Outlined />} onClick={onAdd}>
            Add User
          </Button>
        )
      }
    />
  );
}

function UserTable({ onEdit }: { onEdit: (id: number) => void }) {
  return (
    <DataTable<AppUser>
      rowClick={false}
      bulkActionButtons={false}
      rowSx={rowStyle}
      sx={{ '& .RaDataTable-headerCell': { whiteSpace: 'nowrap' } }}
    >
      <DataTable.Col source="name" label="User" render={() => <UserCell />} />
      <DataTable.Col
        source="email"
        label="Email"
        disableSort
        sx={{ display: { xs: 'none', lg: 'table-cell' }, maxWidth: 220 }}
        render={(record) => (
          <Typography variant="body2" noWrap title={record.email}>
            {record.email}
          </Typography>
        )}
      />
      <DataTable.Col source="role" label="Role" disableSort render={(record) => <RoleBadge role={record.role} />} />
      <DataTable.Col source="dialer_agent_id" label="Dialer" disableSort render={(record) => <DialerLink user={record as AppUser} />} sx={{ display: { xs: 'none', md: 'table-cell' } }} />
      <DataTable.Col source="is_active" label="Status" disableSort render={() => <UserStatusSwitch />} />
      <DataTable.Col label="Actions" disableSort align="right" render={() => <RowActions onEdit={onEdit} />} />
    </DataTable>
  );
}

/** /users: user management (spec §2), admin only. */
export function UserList() {
  const [creating, setCreating] = useState(false);
  const [editingId, setEditingId] = useState<number | null>(null);
  return (
    <>
      <PageTitle title="Users" description="Manage agent and administrator accounts" />
      <ListBase resource="users" sort={{ field: 'name', order: 'ASC' }} perPage={10} debounce={300} disableSyncWithLocation={false}>
        <ListToolbar search={<RaSearchBox placeholder="Search by name or email" label="Search users" />} actions={<ListActions onAdd={() => setCreating(true)} />} />
        <RaListFrame<AppUser>
          label="Users"
          noun="users"
          errorTitle={USERS_FETCH_ERROR}
          empty={<NoUsers onAdd={() => setCreating(true)} />}
          table={<UserTable onEdit={setEditingId} />}
          card={(user) => <UserCard key={user.id} user={user} onEdit={setEditingId} />}
        />
      </ListBase>
      <UserCreateDialog open={creating} onClose={() => setCreating(false)} />
      <UserEditDialog id={editingId} onClose={() => setEditingId(null)} />
    </>
  );
}

/** Spec §2: "Admin only; others see Access Denied, You don't have permission to access this page." */
export default function UsersPage() {
  return (
    <RequireAccess
      resource="users"
      denied={
        <>
          <PageTitle title="Users" />
          <AccessDenied title="Access Denied" message="You don't have permission to access this page." />
        </>
      }
    >
      <UserList />
    </RequireAccess>
  );
}
