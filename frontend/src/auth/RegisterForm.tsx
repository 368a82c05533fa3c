import { Box, MenuItem, TextField } from '@mui/material';
import { useToast } from '../components/Toast';
import type { Role } from '../providers/canAccess';
import { messageOf } from '../providers/httpClient';
import { validateRegister, type RegisterFormValues } from './auth-validation';
import { AuthSubmitButton, CredentialFields } from './CredentialFields';
import { useAuthForm } from './useAuthForm';
import { useSessionActions } from './useSessionActions';

const ROLE_CHOICES = [
  { value: 'agent', label: 'Agent' },
  { value: 'admin', label: 'Administrator' },
] as const;

/** The Create an account tab; `onRegistered` runs after the server accepted the sign-up (back to the Login tab). */
export function RegisterForm({ onRegistered }: { onRegistered: () => void }) {
  const { register } = useSessionActions();
  const toast = useToast();
  const { values, errors, pending, change, submitWith } = useAuthForm<RegisterFormValues>({ name: '', email: '', password: '', role: 'agent' }, validateRegister);

  const submit = submitWith(
    async ({ name, email, password, role }) => {
      // validateRegister has already refused an empty role.
      const { message } = await register({ name: name.trim(), email: email.trim(), password, role: role as Role });
      toast({ title: 'Registration successful', description: message });
      onRegistered();
    },
    (error) => toast({ title: 'Registration failed', description: messageOf(error, 'Registration failed'), variant: 'error' }),
  );

  return (
    <Box component="form" noValidate onSubmit={submit} aria-label="Create an account" sx={{ display: 'grid', gap: 1 }}>
      <TextField
        label="Full name"
        name="name"
        autoComplete="name"
        autoFocus
        required
        value={values.name}
        onChange={change('name')}
        error={!!errors.name}
        helperText={errors.name ?? ' '}
      />
      <CredentialFields values={values} errors={errors} onChange={change} passwordAutoComplete="new-password" passwordHint="At least 6 characters" />
      <TextField
        select
        label="Role"
        name="role"
        required
        value={values.role}
        onChange={change('role')}
        error={!!errors.role}
        helperText={errors.role ?? 'Only an administrator can create administrator accounts.'}
      >
        {ROLE_CHOICES.map((choice) => (
          <MenuItem key={choice.value} value={choice.value}>
            {choice.label}
          </MenuItem>
        ))}
      </TextField>
      <AuthSubmitButton pending={pending} label="Create account" pendingLabel="Creating account…" />
    </Box>
  );
}
