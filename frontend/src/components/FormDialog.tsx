import type { ReactNode } from 'react';
import { Button, Dialog, DialogActions, DialogContent } from '@mui/material';
import { Form, type FormProps } from 'react-admin';
import { DialogSaveButton } from './DialogSaveButton';
import { DialogHeader } from './DialogHeader';

/**
 * A create/edit dialog: a header with a close button, a react-admin form around the given inputs, and Cancel
 * and Save buttons. The form mounts only while the dialog is open, so each opening starts from `record`.
 */
export function FormDialog({
  open,
  onClose,
  titleId,
  title,
  subtitle,
  record,
  onSubmit,
  validate,
  saveLabel,
  children,
}: {
  open: boolean;
  onClose: () => void;
  titleId: string;
  title: ReactNode;
  subtitle?: ReactNode;
  record: FormProps['record'];
  onSubmit: FormProps['onSubmit'];
  validate?: FormProps['validate'];
  saveLabel: string;
  children: ReactNode;
}) {
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      {open ? (
        <Form record={record} onSubmit={onSubmit} validate={validate}>
          <DialogHeader id={titleId} title={title} subtitle={subtitle} onClose={onClose} />
          <DialogContent sx={{ pt: 1 }}>{children}</DialogContent>
          <DialogActions sx={{ px: 3, pb: 2.5 }}>
            <Button onClick={onClose} color="inherit">
              Cancel
            </Button>
            <DialogSaveButton label={saveLabel} />
          </DialogActions>
        </Form>
      ) : null}
    </Dialog>
  );
}
