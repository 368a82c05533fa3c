import { useState } from 'react';
import { Box, Button, Card, IconButton, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Tooltip, Typography } from '@mui/material';
import AddRounded from '@mui/icons-material/AddRounded';
import CategoryOutlined from '@mui/icons-material/CategoryOutlined';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import EditOutlined from '@mui/icons-material/EditOutlined';
import type { LeaveType, LeaveTypeInput } from '../../../api/types';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { EmptyState } from '../../../components/EmptyState';
import { LoadErrorState } from '../../../components/LoadErrorState';
import { TableMessageRow } from '../../../components/TableMessageRow';
import { TableSkeletonRows } from '../../../components/TableSkeletonRows';
import { LeaveTypeIcon } from '../../../components/leave/LeaveTypeIcon';
import { useDeleteLeaveType, useLeaveTypes, useSaveLeaveType } from '../../../components/leave/leave-api';
import { useToast } from '../../../components/Toast';
import { messageOf } from '../../../providers/httpClient';
import { BalanceActions } from './BalanceActions';
import { LeaveTypeEditRow } from './LeaveTypeEditRow';
import { STICKY_ACTIONS } from './sticky-actions';

const COLUMNS = 7;

const SKELETON = [{ width: 140 }, { width: 40 }, { width: 40 }, { width: 50 }, { width: 30 }, { width: 180 }, { width: 60 }];

/** Admin tab 6: leave types with add and inline edit, delete after confirmation, and the accrual actions. */
export function LeaveTypesTab() {
  const { data, isPending, error, refetch } = useLeaveTypes();
  const save = useSaveLeaveType();
  const remove = useDeleteLeaveType();
  const toast = useToast();
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
  const editRow = (type?: LeaveType) => (
    <LeaveTypeEditRow key={type?.id ?? 'new'} type={type} saving={save.isPending} error={save.error} onSave={(input) => submit(input, type?.id)} onCancel={() => edit(null)} />
  );

  return (
    <Card>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, p: 2 }}>
        <Typography variant="body2" color="text.secondary" sx={{ flex: '1 1 260px' }}>
          Types with a rate above 0 accrue on the 1st of each month (yearly ones each January) and can be applied for.
        </Typography>
        <BalanceActions types={data ?? []} />
        <Button variant="contained" startIcon={<AddRounded />} onClick={() => edit('new')} disabled={editing === 'new'}>
          Add leave type
        </Button>
      </Box>
      <TableContainer>
        <Table size="small" aria-label="Leave types">
          <TableHead>
            <TableRow>
              <TableCell>Name</TableCell>
              <TableCell>Code</TableCell>
              <TableCell>Accrual rate</TableCell>
              <TableCell>Unit</TableCell>
              <TableCell>Max per unit</TableCell>
              <TableCell>Description</TableCell>
              <TableCell align="right" sx={{ position: 'sticky', right: 0 }}>
                Actions
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {editing === 'new' ? editRow() : null}
            {isPending ? (
              <TableSkeletonRows rows={4} cells={SKELETON} />
            ) : error ? (
              <TableMessageRow colSpan={COLUMNS}>
                <LoadErrorState title="Failed to fetch leave types" error={error} onRetry={refetch} />
              </TableMessageRow>
            ) : data.length === 0 && editing !== 'new' ? (
              <TableMessageRow colSpan={COLUMNS}>
                <EmptyState icon={CategoryOutlined} title="No leave types yet" hint="Add the first one, such as Casual Leave (CL), 1 per month." />
              </TableMessageRow>
            ) : (
              data.map((type) =>
                editing === type.id ? (
                  editRow(type)
                ) : (
                  <TableRow key={type.id} hover>
                    <TableCell>
                      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.25 }}>
                        <LeaveTypeIcon type={type} />
                        <Typography variant="body2" sx={{ fontWeight: 600 }}>
                          {type.name}
                        </Typography>
                      </Box>
                    </TableCell>
                    <TableCell>{type.code}</TableCell>
                    <TableCell>{type.accrual_rate}</TableCell>
                    <TableCell>{type.accrual_unit}</TableCell>
                    <TableCell>{type.max_per_accrual_unit}</TableCell>
                    <TableCell sx={{ color: 'text.secondary', maxWidth: 280, overflowWrap: 'anywhere' }}>{type.description ?? '—'}</TableCell>
                    <TableCell align="right" sx={STICKY_ACTIONS}>
                      <Tooltip title="Edit">
                        <IconButton aria-label={`Edit ${type.name}`} size="small" onClick={() => edit(type.id)}>
                          <EditOutlined fontSize="small" />
                        </IconButton>
                      </Tooltip>
                      <Tooltip title="Delete">
                        <IconButton aria-label={`Delete ${type.name}`} size="small" color="error" onClick={() => setDeleting(type)}>
                          <DeleteOutlineRounded fontSize="small" />
                        </IconButton>
                      </Tooltip>
                    </TableCell>
                  </TableRow>
                ),
              )
            )}
          </TableBody>
        </Table>
      </TableContainer>
      <ConfirmDialog open={deleting !== null} title="Delete this leave type?" confirmLabel="Delete" loading={remove.isPending} onConfirm={confirmDelete} onClose={() => setDeleting(null)}>
        {deleting ? `${deleting.name} (${deleting.code}) stops accruing and can no longer be applied for. Past requests and balances keep it.` : null}
      </ConfirmDialog>
    </Card>
  );
}
