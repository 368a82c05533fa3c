import { Box } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { TextInput, maxLength, minLength, required, useCreate, useUpdate } from 'react-admin';
import type { Group, GroupInput } from '../../api/types';
import { FormDialog } from '../../components/FormDialog';
import { useToast } from '../../components/Toast';
import { fieldErrorsOf, messageOf } from '../../providers/httpClient';

// Spec §5: name at least 2 characters; description optional.
export const GROUP_NAME_MESSAGE = 'Group name must be at least 2 characters';
const validateName = [required(GROUP_NAME_MESSAGE), minLength(2, GROUP_NAME_MESSAGE), maxLength(100, 'Group name must be at most 100 characters')];
const validateDescription = [maxLength(500, 'Description must be at most 500 characters')];

/** What the API takes: a trimmed name, and null for a blank description. */
export function toGroupInput(values: { name?: string | null; description?: string | null }): GroupInput {
  const description = values.description?.trim();
  return { name: (values.name ?? '').trim(), description: description ? description : null };
}

/**
 * Create Group and Edit Group: the same form (spec §2). The server's field errors (a taken name) show beside
 * the field; other failures are an Error toast with the server's message.
 */
export function GroupFormDialog({ open, group, onClose }: { open: boolean; group?: Group | null; onClose: () => void }) {
  const toast = useToast();
  const queryClient = useQueryClient();
  const [create] = useCreate();
  const [update] = useUpdate();
  const editing = !!group;

  const submit = async (values: Record<string, any>) => {
    const data = toGroupInput(values);
    try {
      if (group) {
        await update('groups', { id: group.id, data, previousData: toGroupInput(group) }, { mutationMode: 'pessimistic', returnPromise: true });
        toast({ title: 'Group updated' });
      } else {
        await create('groups', { data }, { returnPromise: true });
        toast({ title: 'Group created' });
      }
      void queryClient.invalidateQueries({ queryKey: ['groups'] });
      onClose();
      return undefined;
    } catch (error) {
      const fields = fieldErrorsOf(error);
      if (fields) return fields;
      toast({ title: 'Error', description: messageOf(error, 'Something went wrong'), variant: 'error' });
      return undefined;
    }
  };

  return (
    <FormDialog
      open={open}
      onClose={onClose}
      titleId="group-dialog-title"
      title={editing ? `Edit ${group.name}` : 'Create Group'}
      subtitle={editing ? undefined : 'Organise customers and the agents who work them.'}
      record={group ? { name: group.name, description: group.description ?? '' } : { name: '', description: '' }}
      onSubmit={submit}
      saveLabel={editing ? 'Save changes' : 'Create Group'}
    >
      <Box sx={{ display: 'grid', gap: 0.5 }}>
        <TextInput source="name" label="Group name" validate={validateName} autoComplete="off" autoFocus />
        <TextInput source="description" label="Description" validate={validateDescription} multiline minRows={3} helperText="Optional: the region, bucket or portfolio it covers" />
      </Box>
    </FormDialog>
  );
}
