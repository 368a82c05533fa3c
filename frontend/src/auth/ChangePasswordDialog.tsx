import { useState, type FormEvent } from 'react';
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  IconButton,
  LinearProgress,
  List,
  ListItem,
  ListItemIcon,
  ListItemText,
  Typography,
} from '@mui/material';
import CheckCircle from '@mui/icons-material/CheckCircle';
import RadioButtonUnchecked from '@mui/icons-material/RadioButtonUnchecked';
import CloseIcon from '@mui/icons-material/Close';
import { useToast } from '../components/Toast';
import { messageOf } from '../providers/httpClient';
import { serverFieldErrors } from './auth-validation';
import { PasswordField } from './PasswordField';
import {
  PASSWORD_CRITERIA,
  checkPassword,
  validateChangePassword,
  type ChangePasswordErrors,
  type ChangePasswordValues,
  type PasswordStrength,
} from './password-rules';
import { useSessionActions } from './useSessionActions';

const EMPTY: ChangePasswordValues = { currentPassword: '', newPassword: '', confirmPassword: '' };

const STRENGTH_COLOR: Record<PasswordStrength, 'error' | 'warning' | 'success'> = {
  Weak: 'error',
  Medium: 'warning',
  Strong: 'success',
};

/** API field names → form field names. */
const SERVER_FIELD: Record<string, keyof ChangePasswordValues> = {
  oldPassword: 'currentPassword',
  newPassword: 'newPassword',
};

export interface ChangePasswordDialogProps {
  open: boolean;
  /**
   * Forced while the user's must_change_password flag is set: the dialog cannot be dismissed (no close
   * button, Escape and the backdrop do nothing); signing out is the only other way out.
   */
  forced?: boolean;
  onClose?: () => void;
}

export function ChangePasswordDialog({ open, forced = false, onClose }: ChangePasswordDialogProps) {
  const { updatePassword, signOut } = useSessionActions();
  const toast = useToast();
  const [values, setValues] = useState<ChangePasswordValues>(EMPTY);
  const [touched, setTouched] = useState<Partial<Record<keyof ChangePasswordValues, boolean>>>({});
  const [serverErrors, setServerErrors] = useState<ChangePasswordErrors>({});
  const [pending, setPending] = useState(false);

  const clientErrors = validateChangePassword(values);
  const isValid = Object.keys(clientErrors).length === 0;
  const visibleError = (field: keyof ChangePasswordValues) => serverErrors[field] ?? (touched[field] ? clientErrors[field] : undefined);
  const strength = checkPassword(values.newPassword);

  const reset = () => {
    setValues(EMPTY);
    setTouched({});
    setServerErrors({});
  };

  const close = () => {
    if (forced || pending) return;
    reset();
    onClose?.();
  };

  // Validated on change (spec §2): a field shows its error as soon as it has been typed in.
  const change = (field: keyof ChangePasswordValues) => (event: React.ChangeEvent<HTMLInputElement>) => {
    const value = event.target.value;
    setValues((v) => ({ ...v, [field]: value }));
    setTouched((t) => ({ ...t, [field]: true }));
    setServerErrors((e) => ({ ...e, [field]: undefined }));
  };
  const blur = (field: keyof ChangePasswordValues) => () => setTouched((t) => ({ ...t, [field]: true }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched({ currentPassword: true, newPassword: true, confirmPassword: true });
    if (!isValid || pending) return;
    setPending(true);
    try {
      await updatePassword(values.currentPassword, values.newPassword);
      toast({ title: 'Password Updated Successfully', description: 'Your password has been changed securely.' });
      reset();
      onClose?.();
    } catch (error) {
      const fieldErrors: ChangePasswordErrors = {};
      for (const [field, text] of Object.entries(serverFieldErrors(error))) {
        const target = SERVER_FIELD[field];
        if (target) fieldErrors[target] = text;
      }
      setServerErrors(fieldErrors);
      toast({ title: 'Password Update Failed', description: messageOf(error, 'Password update failed'), variant: 'error' });
    } finally {
      setPending(false);
    }
  };

  return (
    <Dialog
      open={open}
      onClose={close}
      fullWidth
      maxWidth="xs"
      aria-labelledby="change-password-title"
      slotProps={{ paper: { component: 'form', noValidate: true, onSubmit: submit } as object }}
    >
      <DialogTitle id="change-password-title" sx={{ pr: 6 }}>
        {forced ? 'Set a new password' : 'Change password'}
        {!forced ? (
          <IconButton aria-label="Close" onClick={close} sx={{ position: 'absolute', right: 12, top: 12 }} size="small">
            <CloseIcon fontSize="small" />
          </IconButton>
        ) : null}
      </DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 0.5 }}>
        {forced ? (
          <Alert severity="info" sx={{ mb: 1 }}>
            You are signed in with a temporary password. Choose a new password to continue.
          </Alert>
        ) : (
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            Enter your current password, then choose a new one.
          </Typography>
        )}
        <PasswordField
          label="Current password"
          name="currentPassword"
          autoComplete="current-password"
          autoFocus
          required
          value={values.currentPassword}
          onChange={change('currentPassword')}
          onBlur={blur('currentPassword')}
          error={!!visibleError('currentPassword')}
          helperText={visibleError('currentPassword') ?? ' '}
        />
        <PasswordField
          label="New password"
          name="newPassword"
          autoComplete="new-password"
          required
          value={values.newPassword}
          onChange={change('newPassword')}
          onBlur={blur('newPassword')}
          error={!!visibleError('newPassword')}
          helperText={visibleError('newPassword') ?? ' '}
        />
        <Box aria-live="polite" sx={{ mt: -0.5, mb: 1 }}>
          <Box sx={{ display: 'flex', justifyContent: 'space-between', mb: 0.5 }}>
            <Typography variant="caption" color="text.secondary">
              Password strength
            </Typography>
            <Typography variant="caption" sx={{ fontWeight: 700, color: values.newPassword ? `${STRENGTH_COLOR[strength.strength]}.main` : 'text.secondary' }} data-testid="password-strength">
              {values.newPassword ? strength.strength : '—'}
            </Typography>
          </Box>
          <LinearProgress
            variant="determinate"
            value={(strength.score / PASSWORD_CRITERIA.length) * 100}
            color={STRENGTH_COLOR[strength.strength]}
            aria-label="Password strength"
            sx={{ height: 6, borderRadius: '3px', bgcolor: 'grey.100' }}
          />
          <List dense disablePadding sx={{ mt: 1 }} aria-label="Password requirements">
            {PASSWORD_CRITERIA.map((criterion) => {
              const met = strength.passed.includes(criterion.id);
              return (
                <ListItem key={criterion.id} disableGutters sx={{ py: 0 }}>
                  <ListItemIcon sx={{ minWidth: 26, color: met ? 'success.main' : 'grey.400' }}>
                    {met ? <CheckCircle sx={{ fontSize: 16 }} /> : <RadioButtonUnchecked sx={{ fontSize: 16 }} />}
                  </ListItemIcon>
                  <ListItemText
                    primary={criterion.label}
                    slotProps={{ primary: { variant: 'caption', color: met ? 'text.primary' : 'text.secondary' } }}
                  />
                  <Box component="span" sx={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>
                    {met ? 'met' : 'not met'}
                  </Box>
                </ListItem>
              );
            })}
          </List>
        </Box>
        <PasswordField
          label="Confirm new password"
          name="confirmPassword"
          autoComplete="new-password"
          required
          value={values.confirmPassword}
          onChange={change('confirmPassword')}
          onBlur={blur('confirmPassword')}
          error={!!visibleError('confirmPassword')}
          helperText={visibleError('confirmPassword') ?? ' '}
        />
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5, gap: 1 }}>
        {forced ? (
          <Button onClick={() => void signOut()} color="inherit" disabled={pending} sx={{ mr: 'auto' }}>
            Sign out
          </Button>
        ) : (
          <Button onClick={close} color="inherit" disabled={pending}>
            Cancel
          </Button>
        )}
        <Button
          type="submit"
          variant="contained"
          disabled={!isValid || pending}
          startIcon={pending ? <CircularProgress size={16} color="inherit" /> : undefined}
        >
          Update password
        </Button>
      </DialogActions>
    </Dialog>
  );
}
