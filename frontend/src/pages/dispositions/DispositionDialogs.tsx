import { useState, type ReactNode } from 'react';
import { Box } from '@mui/material';
import { BooleanInput, NumberInput, SelectInput, TextInput, maxLength, required } from 'react-admin';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { FormDialog } from '../../components/FormDialog';
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

/** What a dispositions dialog or table works on, as its messages name it. */
export type DispositionKind = 'list' | 'status';

/** The toast of a failed write: the spec's "Failed to … disposition …" with the server's message under it. */
export function failureToast(action: 'create' | 'update' | 'delete', what: DispositionKind, error: unknown) {
  return { title: `Failed to ${action} disposition ${what}`, description: messageOf(error, ''), variant: 'error' as const };
}

/** Confirms, then deletes a list or a status; `children` says what the deletion takes with it. */
export function DeleteDispositionDialog({
  kind,
  target,
  onClose,
  children,
}: {
  kind: DispositionKind;
  target: { id: number; name: string } | null;
  onClose: () => void;
  children: ReactNode;
}) {
  const writes = useDispositionWrites();
  const toast = useToast();
  const [pending, setPending] = useState(false);
  const confirm = async () => {
    if (!target) return;
    setPending(true);
    try {
      await (kind === 'list' ? writes.deleteList : writes.deleteStatus)(target.id);
      toast({ title: `Disposition ${kind} deleted successfully` });
      void writes.refresh();
      onClose();
    } catch (error) {
      toast(failureToast('delete', kind, error));
    } finally {
      setPending(false);
    }
  };
  return (
    <ConfirmDialog open={target !== null} title={`Delete ${target?.name ?? kind}?`} confirmLabel={`Delete ${kind}`} loading={pending} onClose={onClose} onConfirm={() => void confirm()}>
      {children}
    </ConfirmDialog>
  );
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
    <FormDialog
      open={open}
      onClose={onClose}
      titleId="disposition-list-dialog-title"
      title={editing ? `Edit ${list.name}` : 'New Disposition List'}
      subtitle={editing ? undefined : 'A set of call outcomes agents choose from after a call.'}
      record={listFormValues(list)}
      onSubmit={submit}
      saveLabel={editing ? 'Save changes' : 'Create list'}
    >
      <Box sx={{ display: 'grid', gap: 0.5 }}>
        <TextInput source="name" label="Name" validate={validateListName} autoComplete="off" autoFocus />
        <TextInput source="description" label="Description" validate={validateDescription} multiline minRows={2} helperText="Optional" />
        <SelectInput source="status" label="Status" choices={ENABLEMENT_CHOICES} validate={required()} helperText="Disabled lists are not offered in the feedback form" />
      </Box>
    </FormDialog>
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
    <FormDialog
      open={open}
      onClose={onClose}
      titleId="disposition-status-dialog-title"
      title={editing ? `Edit ${status.name}` : 'New Disposition Status'}
      subtitle={listName ? `In ${listName}` : undefined}
      record={statusFormValues(status)}
      onSubmit={submit}
      saveLabel={editing ? 'Save changes' : 'Create status'}
    >
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
        <BooleanInput source="is_promise" label="Records a promise to pay" helperText="The follow-up becomes the promised date (RPC “PTP” always does)" />
        <BooleanInput source="is_default_disposition" label="Default disposition" helperText={false} />
      </Box>
    </FormDialog>
  );
}
