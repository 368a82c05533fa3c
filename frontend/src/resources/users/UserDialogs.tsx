import { Box, Button, CircularProgress, Dialog, DialogActions, DialogContent } from '@mui/material';
import { CreateBase, EditBase, Form, SaveButton, useEditContext } from 'react-admin';
import { DialogHeader } from '../../components/DialogHeader';
import { DialogSaveButton } from '../../components/DialogSaveButton';
import { useToast } from '../../components/Toast';
import { fieldErrorsOf } from '../../providers/httpClient';
import { UserInputs, withoutBlankPassword } from './UserInputs';

const hasFieldErrors = (error: unknown) => fieldErrorsOf(error) !== undefined;

/** Add User (spec: Add and Edit use a dialog). New users get is_active true. */
export function UserCreateDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const toast = useToast();
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="user-create-title">
      {open ? (
        <CreateBase
          resource="users"
          redirect={false}
          transform={(data: Record<string, unknown>) => ({ ...data, is_active: true })}
          mutationOptions={{
            onSuccess: () => {
              toast({ title: 'User created' });
              onClose();
            },
            onError: (error: unknown) => {
              if (hasFieldErrors(error)) return; // shown beside the inputs
              toast({ title: 'Failed to create user', description: (error as Error)?.message, variant: 'error' });
            },
          }}
        >
          <Form defaultValues={{ name: '', email: '', password: '', role: 'agent' }}>
            <Box id="user-create-title">
              <DialogHeader title="Add User" onClose={onClose} />
            </Box>
            <DialogContent sx={{ pt: 1 }}>
              <UserInputs mode="create" />
            </DialogContent>
            <DialogActions sx={{ px: 3, pb: 2.5 }}>
              <Button onClick={onClose} color="inherit">
                Cancel
              </Button>
              <DialogSaveButton label="Create user" />
            </DialogActions>
          </Form>
        </CreateBase>
      ) : null}
    </Dialog>
  );
}

function EditForm({ onClose }: { onClose: () => void }) {
  const { record, isPending } = useEditContext();
  if (isPending || !record) {
    return (
      <Box sx={{ display: 'grid', placeItems: 'center', py: 8 }}>
        <CircularProgress size={28} aria-label="Loading user" />
      </Box>
    );
  }
  return (
    <Form>
      <DialogHeader title={`Edit ${record.name}`} onClose={onClose} />
      <DialogContent sx={{ pt: 1 }}>
        <UserInputs mode="edit" />
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5 }}>
        <Button onClick={onClose} color="inherit">
          Cancel
        </Button>
        <SaveButton label="Save changes" icon={<></>} variant="contained" />
      </DialogActions>
    </Form>
  );
}

/** Edit User: sends PATCH /api/users/{id} with only the changed fields. */
export function UserEditDialog({ id, onClose }: { id: number | null; onClose: () => void }) {
  const toast = useToast();
  return (
    <Dialog open={id !== null} onClose={onClose} fullWidth maxWidth="sm">
      {id !== null ? (
        <EditBase
          resource="users"
          id={id}
          redirect={false}
          mutationMode="pessimistic"
          transform={withoutBlankPassword}
          mutationOptions={{
            onSuccess: () => {
              toast({ title: 'User updated' });
              onClose();
            },
            onError: (error: unknown) => {
              if (hasFieldErrors(error)) return;
              toast({ title: `Failed to update user: ${(error as Error)?.message ?? 'Unknown error'}`, variant: 'error' });
            },
          }}
        >
          <EditForm onClose={onClose} />
        </EditBase>
      ) : null}
    </Dialog>
  );
}
