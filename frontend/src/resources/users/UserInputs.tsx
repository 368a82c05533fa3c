import { Box } from '@mui/material';
import { BooleanInput, PasswordInput, SelectInput, TextInput, email, minLength, required } from 'react-admin';

export const ROLE_CHOICES = [
  { id: 'agent', name: 'Agent' },
  { id: 'admin', name: 'Administrator' },
];

// Spec §5 user form: name at least 2, valid email, password at least 6 (required on create, optional on edit),
// role admin or agent. An empty field gets the same message as a too-short one.
const NAME_MESSAGE = 'Name must be at least 2 characters';
const EMAIL_MESSAGE = 'Please enter a valid email';
const PASSWORD_MESSAGE = 'Password must be at least 6 characters';

const validateName = [required(NAME_MESSAGE), minLength(2, NAME_MESSAGE)];
const validateEmail = [required(EMAIL_MESSAGE), email(EMAIL_MESSAGE)];
const validatePasswordOnCreate = [required(PASSWORD_MESSAGE), minLength(6, PASSWORD_MESSAGE)];
const validatePasswordOnEdit = [minLength(6, PASSWORD_MESSAGE)];
const validateRole = [required('Please select a role')];

/** The fields shared by the Add User and Edit User dialogs. */
export function UserInputs({ mode }: { mode: 'create' | 'edit' }) {
  return (
    <Box sx={{ display: 'grid', gap: 0.5 }}>
      <TextInput source="name" label="Name" validate={validateName} autoComplete="off" autoFocus={mode === 'create'} />
      <TextInput source="email" label="Email" type="email" validate={validateEmail} autoComplete="off" />
      <PasswordInput
        source="password"
        label={mode === 'create' ? 'Password' : 'New password'}
        validate={mode === 'create' ? validatePasswordOnCreate : validatePasswordOnEdit}
        helperText={mode === 'edit' ? 'Leave blank to keep the current password' : 'The user will be asked to change it at first sign-in'}
        autoComplete="new-password"
      />
      <SelectInput source="role" label="Role" choices={ROLE_CHOICES} validate={validateRole} emptyText={undefined} />
      {mode === 'edit' ? <BooleanInput source="is_active" label="Active" helperText="Inactive users cannot sign in." /> : null}
    </Box>
  );
}

/** A blank password on edit keeps the current one: it is not sent at all. */
export function withoutBlankPassword<T extends { password?: string | null }>(data: T): T {
  if (data.password) return data;
  const { password: _unused, ...rest } = data;
  return rest as T;
}
