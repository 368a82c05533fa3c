import { useState } from 'react';
import { Box, Button, TableCell, TableRow, Typography } from '@mui/material';
import AddRounded from '@mui/icons-material/AddRounded';
import CategoryOutlined from '@mui/icons-material/CategoryOutlined';
import type { LeaveType, LeaveTypeInput } from '../../../api/types';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { EmptyState, ListCard, ListFrame, ListTable, ListToolbar, RowActions, usePhoneLayout } from '../../../components/list';
import { LeaveTypeIcon } from '../../../components/leave/LeaveTypeIcon';
import { useDeleteLeaveType, useLeaveTypes, useSaveLeaveType } from '../../../components/leave/leave-api';
import { rateLabel } from '../../../components/leave/leave-rules';
import { useToast } from '../../../components/Toast';
import { messageOf } from '../../../providers/httpClient';
import { BalanceActions } from './BalanceActions';
import { LeaveTypeEditRow } from './LeaveTypeEditRow';
import { nonWorkingDaysLabel } from './leave-type-rules';

function TypeName({ type }: { type: LeaveType }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.25 }}>
      <LeaveTypeIcon type={type} />
      <Typography variant="body2" component="span" sx={{ fontWeight: 600 }}>
        {type.name}
      </Typography>
    </Box>
  );
}

/** Admin tab 6: leave types with add and inline edit, delete after confirmation, and the accrual actions. */
export function LeaveTypesTab() {
  const { data, isPending, error, refetch } = useLeaveTypes();
  const save = useSaveLeaveType();
  const remove = useDeleteLeaveType();
  const toast = useToast();
  const phone = usePhoneLayout();
  /** The id of the row being edited, or 'new' for the add row. */
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const [deleting, setDeleting] = useState<LeaveType | null>(null);

  const edit = (target: number | 'new' | null) => {
    save.reset();
    setEditing(target);
  };
  const submit = (input: LeaveTypeInput, id?: number) =>
    save.mutate(
      { ...input, id },
      {
        onSuccess: (type) => {
          toast({ title: id ? 'Leave type updated' : 'Leave type added', description: `${type.name} (${type.code})` });
          setEditing(null);
        },
        onError: (failure) => toast({ title: id ? 'Failed to update leave type' : 'Failed to add leave type', description: messageOf(failure, ''), variant: 'error' }),
      },
    );
  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => toast({ title: 'Leave type deleted', description: deleting.name }),
      onError: (failure) => toast({ title: 'Failed to delete leave type', description: messageOf(failure, ''), variant: 'error' }),
      onSettled: () => setDeleting(null),
    });
  };
  const editor = (type?: LeaveType) => (
    <LeaveTypeEditRow key={type?.id ?? 'new'} type={type} layout={phone ? 'card' : 'row'} saving={save.isPending} error={save.error} onSave={(input) => submit(input, type?.id)} onCancel={() => edit(null)} />
  );
  const types = data ?? [];
  const actions = (type: LeaveType) => <RowActions kind="leave type" name={type.name} onEdit={() => edit(type.id)} onDelete={() => setDeleting(type)} />;

  return (
    <>
      <ListToolbar
        actions={
          <>
            <BalanceActions types={types} />
            <Button variant="contained" startIcon={<AddRounded />} onClick={() => edit('new')} disabled={editing === 'new'}>
              Add leave type
            </Button>
          </>
        }
      />
      <ListFrame
        label="Leave types"
        isPending={isPending}
        error={error}
        errorTitle="Failed to fetch leave types"
        onRetry={refetch}
        hasRows={types.length > 0 || editing === 'new'}
        skeletonRows={4}
        header={
          <Typography variant="body2" color="text.secondary" sx={{ px: 2, pt: 1.5, pb: { xs: 0, sm: 1.5 } }}>
            Types with a rate above 0 accrue on the 1st of each month (yearly ones each January) and can be applied for.
          </Typography>
        }
        empty={<EmptyState icon={CategoryOutlined} title="No leave types yet" hint="Add the first one, such as Casual Leave (CL), 1 per month." />}
        cards={() => (
          <>
            {editing === 'new' ? editor() : null}
            {types.map((type) =>
              editing === type.id ? (
                editor(type)
              ) : (
                <ListCard
                  key={type.id}
                  title={<TypeName type={type} />}
                  badge={type.code}
                  fields={[
                    { label: 'Accrual', value: rateLabel(type) },
                    { label: 'Max per unit', value: type.max_per_accrual_unit },
                    { label: 'Holidays in leave', value: nonWorkingDaysLabel(type) },
                    ...(type.description ? [{ label: 'Description', value: type.description }] : []),
                  ]}
                  actions={actions(type)}
                />
              ),
            )}
          </>
        )}
        table={
          <ListTable
            label="Leave types"
            head={
              <>
                <TableCell>Name</TableCell>
                <TableCell>Code</TableCell>
                <TableCell>Accrual rate</TableCell>
                <TableCell>Unit</TableCell>
                <TableCell>Max per unit</TableCell>
                <TableCell>Holidays in leave</TableCell>
                <TableCell>Description</TableCell>
                <TableCell align="right">Actions</TableCell>
              </>
            }
          >
            {editing === 'new' ? editor() : null}
            {types.map((type) =>
              editing === type.id ? (
                editor(type)
              ) : (
                <TableRow key={type.id} hover>
                  <TableCell>
                    <TypeName type={type} />
                  </TableCell>
                  <TableCell>{type.code}</TableCell>
                  <TableCell>{type.accrual_rate}</TableCell>
                  <TableCell>{type.accrual_unit}</TableCell>
                  <TableCell>{type.max_per_accrual_unit}</TableCell>
                  <TableCell>{nonWorkingDaysLabel(type)}</TableCell>
                  <TableCell sx={{ color: 'text.secondary', maxWidth: 280, overflowWrap: 'anywhere' }}>{type.description ?? '—'}</TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    {actions(type)}
                  </TableCell>
                </TableRow>
              ),
            )}
          </ListTable>
        }
      />
      <ConfirmDialog open={deleting !== null} title="Delete this leave type?" confirmLabel="Delete" loading={remove.isPending} onConfirm={confirmDelete} onClose={() => setDeleting(null)}>
        {deleting ? `${deleting.name} (${deleting.code}) stops accruing and can no longer be applied for. Past requests and balances keep it.` : null}
      </ConfirmDialog>
    </>
  );
}
