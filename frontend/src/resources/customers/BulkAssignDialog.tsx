import { useState } from 'react';
import { Box, Button, CircularProgress, Dialog, DialogActions, DialogContent, FormControl, InputLabel, MenuItem, Select, Typography } from '@mui/material';
import { useGetList } from 'react-admin';
import type { Group } from '../../api/types';
import { DialogHeader } from '../../components/DialogHeader';
import { useToast } from '../../components/Toast';
import { messageOf } from '../../providers/httpClient';
import { useBulkAssignCustomers } from './customers-api';

const UNASSIGNED = 'unassigned';

/** Admin bulk action: move the selected customers to a group, or to Unassigned (POST /api/customers/bulk-assign). */
export function BulkAssignDialog({ open, customerIds, onClose, onDone }: { open: boolean; customerIds: number[]; onClose: () => void; onDone: () => void }) {
  const [choice, setChoice] = useState<string>('');
  const toast = useToast();
  const { data: groups, isPending: groupsPending } = useGetList<Group>(
    'groups',
    { pagination: { page: 1, perPage: 500 }, sort: { field: 'name', order: 'ASC' }, filter: {} },
    { enabled: open },
  );

  const assign = useBulkAssignCustomers();
  const submit = () =>
    assign.mutate(
      { customer_ids: customerIds, group_id: choice === UNASSIGNED ? null : Number(choice) },
      {
        onSuccess: (result) => {
          toast({ title: `Assigned ${result.updated} customers to the selected group` });
          setChoice('');
          onDone();
        },
        onError: (error) => toast({ title: 'Error', description: messageOf(error, 'Failed to assign customers'), variant: 'error' }),
      },
    );

  const close = () => {
    if (assign.isPending) return;
    setChoice('');
    onClose();
  };

  return (
    <Dialog open={open} onClose={close} maxWidth="xs" fullWidth aria-labelledby="bulk-assign-title">
      <DialogHeader
        id="bulk-assign-title"
        title="Assign to group"
        subtitle={`${customerIds.length} selected customer${customerIds.length === 1 ? '' : 's'}`}
        onClose={close}
      />
      <DialogContent sx={{ pt: 1 }}>
        <FormControl fullWidth margin="dense">
          <InputLabel id="bulk-assign-group-label">Group</InputLabel>
          <Select
            labelId="bulk-assign-group-label"
            label="Group"
            value={choice}
            onChange={(event) => setChoice(event.target.value)}
            disabled={groupsPending}
            autoFocus
            renderValue={(value) => (value === UNASSIGNED ? 'Unassigned' : (groups ?? []).find((group) => String(group.id) === value)?.name ?? '')}
          >
            <MenuItem value={UNASSIGNED}>
              <Typography component="span" sx={{ fontStyle: 'italic', color: 'text.secondary' }}>
                Unassigned
              </Typography>
            </MenuItem>
            {(groups ?? []).map((group) => (
              <MenuItem key={group.id} value={String(group.id)}>
                <Box component="span" sx={{ display: 'flex', justifyContent: 'space-between', width: '100%', gap: 2 }}>
                  <span>{group.name}</span>
                  <Typography component="span" variant="caption" color="text.secondary">
                    {group.customers} customers
                  </Typography>
                </Box>
              </MenuItem>
            ))}
          </Select>
        </FormControl>
        <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
          Agents of the chosen group will see these customers. Unassigned customers are visible to agents only when
          agents can see all customers.
        </Typography>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5 }}>
        <Button onClick={close} color="inherit" disabled={assign.isPending}>
          Cancel
        </Button>
        <Button
          variant="contained"
          onClick={submit}
          disabled={!choice || assign.isPending || customerIds.length === 0}
          startIcon={assign.isPending ? <CircularProgress size={16} color="inherit" /> : undefined}
        >
          Assign
        </Button>
      </DialogActions>
    </Dialog>
  );
}
