import { useCallback, type ReactNode } from 'react';
import { Alert, AlertTitle } from '@mui/material';
import { Notification, useCloseNotification, useNotify } from 'react-admin';

export type ToastVariant = 'success' | 'error' | 'info' | 'warning';

export interface ToastOptions {
  title: string;
  description?: ReactNode;
  /** error is the spec's "destructive" toast. */
  variant?: ToastVariant;
}

function ToastMessage({ title, description, variant = 'success' }: ToastOptions) {
  const close = useCloseNotification();
  return (
    <Alert
      severity={variant}
      variant="standard"
      onClose={close}
      sx={{
        minWidth: 300,
        maxWidth: 440,
        alignItems: 'flex-start',
        border: 1,
        borderColor: `${variant}.light`,
        boxShadow: '0 12px 32px -12px rgba(15, 23, 42, 0.35)',
        bgcolor: 'background.paper',
        color: 'text.secondary',
        '& .MuiAlert-message': { overflowWrap: 'anywhere' },
      }}
    >
      <AlertTitle sx={{ mb: description ? 0.25 : 0, fontWeight: 700, color: 'text.primary' }}>{title}</AlertTitle>
      {description}
    </Alert>
  );
}

/**
 * Toasts with a title and an optional description (spec §8). They go through react-admin's notification
 * queue, which shows one at a time.
 */
export function useToast() {
  const notify = useNotify();
  return useCallback(
    (options: ToastOptions) => {
      const variant = options.variant ?? 'success';
      notify(<ToastMessage {...options} variant={variant} />, {
        type: variant,
        autoHideDuration: variant === 'error' ? 8000 : 5000,
      });
    },
    [notify],
  );
}

/** From the top of the window: a toast with a title and a line of description (about 74 px) ends above the page's content. */
const TOAST_TOP = 6;

/**
 * react-admin's notification area: top centre, over the header bar, whose middle is empty (the page title sits on
 * the left, the user's controls on the right). The bottom right covered the lists' pagination and the customer page's
 * right-hand column (the call panel); just under the header it covered the dashboard's Check In button. Over the
 * header a toast covers no page content on a wide screen, and on a phone only the header's title and icons for its
 * few seconds (its close button is at hand).
 */
export function AppNotification() {
  return <Notification anchorOrigin={{ vertical: 'top', horizontal: 'center' }} sx={{ top: { xs: TOAST_TOP, sm: TOAST_TOP } }} />;
}
