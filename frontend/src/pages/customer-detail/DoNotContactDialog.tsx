import { useEffect, useState, type FormEvent } from 'react';
import { Alert, Box, Button, CircularProgress, Dialog, DialogActions, DialogContent, TextField } from '@mui/material';
import { DO_NOT_CONTACT_NOTE_MAX, DO_NOT_CONTACT_REASON_LABELS, DO_NOT_CONTACT_REASONS, type DoNotContactReason } from '@crm/shared';
import type { CustomerDetail } from '../../api/types';
import { BusinessDateInput } from '../../components/dates/BusinessDateInput';
import { DialogHeader } from '../../components/DialogHeader';
import { useToast } from '../../components/Toast';
import { businessDay } from '../../i18n/dates';
import { fieldErrorsOf, messageOf } from '../../providers/httpClient';
import { useDoNotContact, type DoNotContact } from './customer-api';

type Field = 'reason' | 'until' | 'note';
const FIELDS: Field[] = ['reason', 'until', 'note'];

interface Values {
  reason: DoNotContactReason | '';
  until: string;
  note: string;
}

const valuesOf = (mark: DoNotContact | null | undefined): Values => ({ reason: mark?.reason ?? '', until: mark?.until ?? '', note: mark?.note ?? '' });

/** The form's own checks, the server's rules (reason required, the last day today or later, the note's length). */
function validate(values: Values, today: string): Partial<Record<Field, string>> {
  const errors: Partial<Record<Field, string>> = {};
  if (!values.reason) errors.reason = 'Choose why the customer must not be contacted';
  if (values.until && values.until < today) errors.until = 'The last day must be today or later';
  if (values.note.length > DO_NOT_CONTACT_NOTE_MAX) errors.note = `At most ${DO_NOT_CONTACT_NOTE_MAX} characters`;
  return errors;
}

/**
 * Mark do not contact (admins, issue 31): a reason, an optional last day and a note. Saving replaces a mark already
 * there; the loan's every lead cycle is marked.
 */
export function DoNotContactDialog({ customer, open, onClose }: { customer: CustomerDetail; open: boolean; onClose: () => void }) {
  const toast = useToast();
  const { mark } = useDoNotContact(customer.id);
  const [values, setValues] = useState<Values>(() => valuesOf(customer.do_not_contact));
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const today = businessDay();

  useEffect(() => {
    if (!open) return;
    setValues(valuesOf(customer.do_not_contact));
    setErrors({});
    setFormError(null);
  }, [open, customer.do_not_contact]);

  const set = <F extends Field>(field: F, value: Values[F]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };
  const close = () => {
    if (!mark.isPending) onClose();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validate(values, today);
    setErrors(found);
    if (Object.keys(found).length > 0 || !values.reason) return;
    setFormError(null);
    const note = values.note.trim();
    mark.mutate(
      { reason: values.reason, ...(values.until ? { until: values.until } : {}), ...(note ? { note } : {}) },
      {
        onSuccess: () => {
          toast({ title: 'Marked do not contact', description: `${customer.name}: calls and messages are now refused.` });
          onClose();
        },
        onError: (error) => {
          const fields = fieldErrorsOf(error);
          setErrors(Object.fromEntries(FIELDS.filter((field) => fields?.[field]).map((field) => [field, fields![field]])));
          if (!fields) setFormError(messageOf(error, 'The mark could not be saved. Please try again.'));
        },
      },
    );
  };

  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="xs" aria-labelledby="do-not-contact-title">
      <Box component="form" noValidate onSubmit={submit}>
        <DialogHeader
          id="do-not-contact-title"
          title={customer.do_not_contact ? 'Change the do-not-contact mark' : 'Mark do not contact'}
          subtitle={`${customer.name} · ${customer.loan_application_no}`}
          onClose={close}
        />
        <DialogContent sx={{ pt: 1, display: 'grid', gap: 0.5 }}>
          {formError ? (
            <Alert severity="error" sx={{ mb: 1 }}>
              {formError}
            </Alert>
          ) : null}
          <TextField
            select
            label="Reason"
            required
            autoFocus
            value={values.reason}
            onChange={(event) => set('reason', event.target.value as DoNotContactReason)}
            error={!!errors.reason}
            helperText={errors.reason ?? 'Calls and messages are refused while the mark holds'}
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          >
            <option value="" disabled>
              Choose a reason
            </option>
            {DO_NOT_CONTACT_REASONS.map((reason) => (
              <option key={reason} value={reason}>
                {DO_NOT_CONTACT_REASON_LABELS[reason]}
              </option>
            ))}
          </TextField>
          <BusinessDateInput
            label="Until (optional)"
            value={values.until}
            min={today}
            onChange={(day) => set('until', day)}
            error={!!errors.until}
            helperText={errors.until ?? 'The last day it holds; empty: until an admin clears it'}
          />
          <TextField
            label="Note (optional)"
            multiline
            minRows={2}
            value={values.note}
            onChange={(event) => set('note', event.target.value)}
            error={!!errors.note}
            helperText={errors.note ?? 'What was asked, and by whom; kept in the audit trail'}
            slotProps={{ htmlInput: { maxLength: DO_NOT_CONTACT_NOTE_MAX } }}
          />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2.5 }}>
          <Button onClick={close} color="inherit" disabled={mark.isPending}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" color="error" disabled={mark.isPending} startIcon={mark.isPending ? <CircularProgress size={16} color="inherit" /> : undefined}>
            {mark.isPending ? 'Saving…' : 'Mark do not contact'}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
