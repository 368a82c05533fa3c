import { useState, type FormEvent } from 'react';
import { Box, Button, CircularProgress, TextField } from '@mui/material';
import { useToast } from '../components/Toast';
import { messageOf } from '../providers/httpClient';
import { mergeErrors, serverFieldErrors, validateLogin, type FieldErrors, type LoginValues } from './auth-validation';
import { PasswordField } from './PasswordField';
import { useSessionActions } from './useSessionActions';

export function LoginForm() {
  const { login } = useSessionActions();
  const toast = useToast();
  const [values, setValues] = useState<LoginValues>({ email: '', password: '' });
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<FieldErrors<LoginValues>>({});
  const [pending, setPending] = useState(false);

  // Errors show once the person has tried to submit, then follow every keystroke.
  const errors = submitted ? mergeErrors(validateLogin(values), serverErrors) : {};

  const change = (field: keyof LoginValues) => (event: React.ChangeEvent<HTMLInputElement>) => {
    setValues((v) => ({ ...v, [field]: event.target.value }));
    setServerErrors((e) => ({ ...e, [field]: undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    setServerErrors({});
    if (Object.keys(validateLogin(values)).length > 0) return;
    setPending(true);
    try {
      const user = await login({ email: values.email.trim(), password: values.password });
      toast({ title: 'Login successful', description: `Welcome back, ${user.name}!` });
    } catch (error) {
      setServerErrors(serverFieldErrors(error) as FieldErrors<LoginValues>);
      toast({ title: 'Login failed', description: messageOf(error, 'Login failed'), variant: 'error' });
    } finally {
      setPending(false);
    }
  };

  return (
    <Box component="form" noValidate onSubmit={submit} aria-label="Login" sx={{ display: 'grid', gap: 1 }}>
      <TextField
        label="Email"
        name="email"
        type="email"
        autoComplete="email"
        autoFocus
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
        autoComplete="current-password"
        required
        value={values.password}
        onChange={change('password')}
        error={!!errors.password}
        helperText={errors.password ?? ' '}
      />
      <Button
        type="submit"
        variant="contained"
        size="large"
        disabled={pending}
        startIcon={pending ? <CircularProgress size={18} color="inherit" /> : undefined}
      >
        {pending ? 'Signing in…' : 'Sign in'}
      </Button>
    </Box>
  );
}
