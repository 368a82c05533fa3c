import { Box, Switch, Tooltip, Typography } from '@mui/material';
import { useRecordContext, useUpdate } from 'react-admin';
import type { AppUser } from '../../api/types';
import { useCurrentUser } from '../../auth/useCurrentUser';
import { useToast } from '../../components/Toast';
import { AwaitingApprovalBadge } from './AwaitingApproval';

const switchLabel = (user: AppUser) => (user.awaiting_approval ? 'Approve' : user.is_active ? 'Deactivate' : 'Activate');

/** Active/Inactive switch: PATCH /api/users/{id} with only is_active (spec §7); switching a sign-up on approves it. */
export function UserStatusSwitch() {
  const record = useRecordContext<AppUser>();
  const { user } = useCurrentUser();
  const [update, { isPending }] = useUpdate<AppUser>();
  const toast = useToast();
  if (!record) return null;

  const isSelf = user?.id === record.id;
  const toggle = () =>
    update(
      'users',
      { id: record.id, data: { is_active: !record.is_active }, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => toast({ title: record.awaiting_approval ? 'User approved' : 'User updated' }),
        onError: (error) => toast({ title: `Failed to update user: ${(error as Error)?.message ?? 'Unknown error'}`, variant: 'error' }),
      },
    );

  const control = (
    <Box sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }} onClick={(e) => e.stopPropagation()}>
      <Switch
        size="small"
        checked={record.is_active}
        onChange={toggle}
        disabled={isPending || isSelf}
        slotProps={{ input: { 'aria-label': `${switchLabel(record)} ${record.name}` } }}
      />
      {record.awaiting_approval ? (
        <AwaitingApprovalBadge />
      ) : (
        <Typography variant="body2" sx={{ fontWeight: 600, color: record.is_active ? 'success.main' : 'text.secondary' }}>
          {record.is_active ? 'Active' : 'Inactive'}
        </Typography>
      )}
    </Box>
  );

  // An administrator cannot lock themselves out.
  return isSelf ? (
    <Tooltip title="You cannot deactivate your own account">
      <span>{control}</span>
    </Tooltip>
  ) : (
    control
  );
}
