import { useState, type FormEvent } from 'react';
import { Box, Button, CircularProgress, MenuItem, TextField } from '@mui/material';
import { useToast } from '../components/Toast';
import { messageOf } from '../providers/httpClient';
import { mergeErrors, serverFieldErrors, validateRegister, type FieldErrors, type RegisterFormValues } from './auth-validation';
import { PasswordField } from './PasswordField';
import { useSessionActions } from './useSessionActions';

const ROLE_CHOICES = [
  { value: 'agent', label: 'Agent' },
  { value: 'admin', label: 'Administrator' },
] as const;

export function RegisterForm() {
  const { register } = useSessionActions();
  const toast = useToast();
  const [values, setValues] = useState<RegisterFormValues>({ name: '', email: '', password: '', role: 'agent' });
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<FieldErrors<RegisterFormValues>>({});
  const [pending, setPending] = useState(false);

  const errors = submitted ? mergeErrors(validateRegister(values), serverErrors) : {};

  const change = (field: keyof RegisterFormValues) => (event: React.ChangeEvent<HTMLInputElement>) => {
    setValues((v) => ({ ...v, [field]: event.target.value }));
    setServerErrors((e) => ({ ...e, [field]: undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    setServerErrors({});
    if (Object.keys(validateRegister(values)).length > 0 || !values.role) return;
    setPending(true);
    try {
      const user = await register({ name: values.name.trim(), email: values.email.trim(), password: values.password, role: values.role });
      toast({ title: 'Registration successful', description: `Welcome, ${user.name}! Your account is ready.` });
    } catch (error) {
      setServerErrors(serverFieldErrors(error) as FieldErrors<RegisterFormValues>);
      toast({ title: 'Registration failed', description: messageOf(error, 'Registration failed'), variant: 'error' });
    } finally {
      setPending(false);
    }
  };

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
      <TextField
        label="Email"
        name="email"
        type="email"
        autoComplete="email"
        required
        value={values.email}
        onChange={change('email')}
        error={!!errors.email}
        helperText={errors.email ?? ' '}
        placeholder="name@company.com"
      />
      <PasswordField
        label="Password"
        name="password"
        autoComplete="new-password"
        required
        value={values.password}
        onChange={change('password')}
        error={!!errors.password}
        helperText={errors.password ?? 'At least 6 characters'}
      />
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
      <Button
        type="submit"
        variant="contained"
        size="large"
        disabled={pending}
        startIcon={pending ? <CircularProgress size={18} color="inherit" /> : undefined}
      >
        {pending ? 'Creating account…' : 'Create account'}
      </Button>
    </Box>
  );
}
