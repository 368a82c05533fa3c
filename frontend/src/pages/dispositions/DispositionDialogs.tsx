import { Box, Button, Dialog, DialogActions, DialogContent } from '@mui/material';
import { BooleanInput, Form, NumberInput, SaveButton, SelectInput, TextInput, maxLength, required } from 'react-admin';
import { DialogHeader } from '../../components/DialogHeader';
import { useToast } from '../../components/Toast';
import { diffRecord } from '../../providers/diff';
import { fieldErrorsOf, messageOf } from '../../providers/httpClient';
import { useDispositionWrites } from './disposition-api';
import {
  CONTACT_TYPE_CHOICES,
  ENABLEMENT_CHOICES,
  MAX_CALLBACK_MINUTES,
  listFormValues,
  statusFormValues,
  toListInput,
  toStatusInput,
  validateCode,
  validateDuration,
  validateName,
  type DispositionList,
  type DispositionStatus,
} from './disposition-rules';

const validateListName = [validateName, maxLength(100, 'Name must be at most 100 characters')];
const validateDescription = [maxLength(500, 'Description must be at most 500 characters')];
const validateStatusName = [validateName, maxLength(100, 'Name must be at most 100 characters')];
const validateStatusCode = [validateCode, maxLength(20, 'Code must be at most 20 characters')];

/** The toast of a failed write: the spec's "Failed to … disposition …" with the server's message under it. */
export function failureToast(action: 'create' | 'update' | 'delete', what: 'list' | 'status', error: unknown) {
  return { title: `Failed to ${action} disposition ${what}`, description: messageOf(error, ''), variant: 'error' as const };
}

/**
 * New Disposition List / edit a list (spec §5: name at least 2 characters, description optional, status).
 * The server's field errors (a taken name) show beside the field.
 */
export function DispositionListDialog({ open, list, onClose }: { open: boolean; list?: DispositionList | null; onClose: () => void }) {
  const toast = useToast();
  const writes = useDispositionWrites();
  const editing = !!list;

  const submit = async (values: Record<string, any>) => {
    const data = toListInput(values);
    try {
      if (list) {
        const changes = diffRecord(data, toListInput(listFormValues(list)));
        if (Object.keys(changes).length > 0) await writes.updateList(list.id, changes);
        toast({ title: 'Disposition list updated successfully' });
      } else {
        await writes.createList(data);
        toast({ title: 'Disposition list created successfully' });
      }
      void writes.refresh();
      onClose();
      return undefined;
    } catch (error) {
      const fields = fieldErrorsOf(error);
      toast(failureToast(editing ? 'update' : 'create', 'list', error));
      return fields;
    }
  };

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="disposition-list-dialog-title">
      {open ? (
        <Form record={listFormValues(list)} onSubmit={submit}>
          <DialogHeader
            id="disposition-list-dialog-title"
            title={editing ? `Edit ${list.name}` : 'New Disposition List'}
            subtitle={editing ? undefined : 'A set of call outcomes agents choose from after a call.'}
            onClose={onClose}
          />
          <DialogContent sx={{ pt: 1 }}>
            <Box sx={{ display: 'grid', gap: 0.5 }}>
              <TextInput source="name" label="Name" validate={validateListName} autoComplete="off" autoFocus />
              <TextInput source="description" label="Description" validate={validateDescription} multiline minRows={2} helperText="Optional" />
              <SelectInput source="status" label="Status" choices={ENABLEMENT_CHOICES} validate={required()} helperText="Disabled lists are not offered in the feedback form" />
            </Box>
          </DialogContent>
          <DialogActions sx={{ px: 3, pb: 2.5 }}>
            <Button onClick={onClose} color="inherit">
              Cancel
            </Button>
            <SaveButton label={editing ? 'Save changes' : 'Create list'} icon={<></>} variant="contained" alwaysEnable />
          </DialogActions>
        </Form>
      ) : null}
    </Dialog>
  );
}

/**
 * New Disposition Status / edit a status (spec §5: name at least 2, code required, contact type WPC, RPC or
 * NC (default RPC), status, default flag, next date/time needed, next callback duration default 30).
 */
export function DispositionStatusDialog({
  open,
  listId,
  listName,
  status,
  onClose,
}: {
  open: boolean;
  listId: number;
  listName?: string;
  status?: DispositionStatus | null;
  onClose: () => void;
}) {
  const toast = useToast();
  const writes = useDispositionWrites();
  const editing = !!status;

  const submit = async (values: Record<string, any>) => {
    const data = toStatusInput(values, listId);
    try {
      if (status) {
        const changes = diffRecord(data, toStatusInput(statusFormValues(status), status.disposition_list_id));
        if (Object.keys(changes).length > 0) await writes.updateStatus(status.id, changes);
        toast({ title: 'Disposition status updated successfully' });
      } else {
        await writes.createStatus(data);
        toast({ title: 'Disposition status created successfully' });
      }
      void writes.refresh();
      onClose();
      return undefined;
    } catch (error) {
      toast(failureToast(editing ? 'update' : 'create', 'status', error));
      return fieldErrorsOf(error);
    }
  };

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="disposition-status-dialog-title">
      {open ? (
        <Form record={statusFormValues(status)} onSubmit={submit}>
          <DialogHeader
            id="disposition-status-dialog-title"
            title={editing ? `Edit ${status.name}` : 'New Disposition Status'}
            subtitle={listName ? `In ${listName}` : undefined}
            onClose={onClose}
          />
          <DialogContent sx={{ pt: 1 }}>
            <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '2fr 1fr' }, columnGap: 2 }}>
              <TextInput source="name" label="Name" validate={validateStatusName} autoComplete="off" autoFocus />
              <TextInput source="code" label="Code" validate={validateStatusCode} autoComplete="off" helperText="e.g. PTP" />
              <SelectInput source="contact_type" label="Contact Type" choices={CONTACT_TYPE_CHOICES} validate={required()} />
              <SelectInput source="status" label="Status" choices={ENABLEMENT_CHOICES} validate={required()} />
              <NumberInput
                source="disposition_next_call_duration"
                label="Next callback duration (minutes)"
                validate={validateDuration}
                min={0}
                max={MAX_CALLBACK_MINUTES}
                step={15}
                helperText="Presets the next follow-up; leave empty for none"
                sx={{ gridColumn: '1 / -1' }}
              />
            </Box>
            <Box sx={{ display: 'grid', mt: 0.5 }}>
              <BooleanInput source="next_date_time_needed" label="Next contact date and time required" helperText="Agents must pick a follow-up date and time" />
              <BooleanInput source="is_default_disposition" label="Default disposition" helperText={false} />
            </Box>
          </DialogContent>
          <DialogActions sx={{ px: 3, pb: 2.5 }}>
            <Button onClick={onClose} color="inherit">
              Cancel
            </Button>
            <SaveButton label={editing ? 'Save changes' : 'Create status'} icon={<></>} variant="contained" alwaysEnable />
          </DialogActions>
        </Form>
      ) : null}
    </Dialog>
  );
}
