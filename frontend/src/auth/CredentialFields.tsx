import type { ChangeEvent } from 'react';
import { Button, CircularProgress, TextField } from '@mui/material';
import type { FieldErrors, LoginValues } from './auth-validation';
import { PasswordField } from './PasswordField';

/** The Email and Password fields both auth forms ask for; errors replace the hint under each field. */
export function CredentialFields({
  values,
  errors,
  onChange,
  autoFocus = false,
  passwordAutoComplete,
  passwordHint,
}: {
  values: LoginValues;
  errors: FieldErrors<LoginValues>;
  onChange: (field: keyof LoginValues) => (event: ChangeEvent<HTMLInputElement>) => void;
  autoFocus?: boolean;
  passwordAutoComplete: 'current-password' | 'new-password';
  passwordHint: string;
}) {
  return (
    <>
      <TextField
        label="Email"
        name="email"
        type="email"
        autoComplete="email"
        autoFocus={autoFocus}
        required
        value={values.email}
        onChange={onChange('email')}
        error={!!errors.email}
        helperText={errors.email ?? ' '}
        placeholder="name@company.com"
      />
      <PasswordField
        label="Password"
        name="password"
        autoComplete={passwordAutoComplete}
        required
        value={values.password}
        onChange={onChange('password')}
        error={!!errors.password}
        helperText={errors.password ?? passwordHint}
      />
    </>
  );
}

/** The large submit button of an auth form, with a spinner and its pending wording while the request runs. */
export function AuthSubmitButton({ pending, label, pendingLabel }: { pending: boolean; label: string; pendingLabel: string }) {
  return (
    <Button type="submit" variant="contained" size="large" disabled={pending} startIcon={pending ? <CircularProgress size={18} color="inherit" /> : undefined}>
      {pending ? pendingLabel : label}
    </Button>
  );
}
