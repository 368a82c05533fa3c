import { Box } from '@mui/material';
import { useToast } from '../components/Toast';
import { messageOf } from '../providers/httpClient';
import { validateLogin, type LoginValues } from './auth-validation';
import { AuthSubmitButton, CredentialFields } from './CredentialFields';
import { useAuthForm } from './useAuthForm';
import { useSessionActions } from './useSessionActions';

export function LoginForm() {
  const { login } = useSessionActions();
  const toast = useToast();
  const { values, errors, pending, change, submitWith } = useAuthForm<LoginValues>({ email: '', password: '' }, validateLogin);

  const submit = submitWith(
    async ({ email, password }) => {
      const user = await login({ email: email.trim(), password });
      toast({ title: 'Login successful', description: `Welcome back, ${user.name}!` });
    },
    (error) => toast({ title: 'Login failed', description: messageOf(error, 'Login failed'), variant: 'error' }),
  );

  return (
    <Box component="form" noValidate onSubmit={submit} aria-label="Login" sx={{ display: 'grid', gap: 1 }}>
      <CredentialFields values={values} errors={errors} onChange={change} autoFocus passwordAutoComplete="current-password" passwordHint=" " />
      <AuthSubmitButton pending={pending} label="Sign in" pendingLabel="Signing in…" />
    </Box>
  );
}
