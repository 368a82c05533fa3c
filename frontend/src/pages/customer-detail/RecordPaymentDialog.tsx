import { useEffect, useState, type FormEvent } from 'react';
import { Alert, Box, Button, CircularProgress, Dialog, DialogActions, DialogContent, InputAdornment, TextField } from '@mui/material';
import type { CustomerDetail } from '../../api/types';
import { BusinessDateInput } from '../../components/dates/BusinessDateInput';
import { DialogHeader } from '../../components/DialogHeader';
import { useToast } from '../../components/Toast';
import { businessDay } from '../../i18n/dates';
import { formatINR } from '../../i18n/format';
import { fieldErrorsOf, messageOf } from '../../providers/httpClient';
import { useRecordPayment } from './customer-api';
import { earliestPaidDate } from '@crm/shared';
import { paymentRequest, validatePayment, type PaymentField, type PaymentFormValues } from './payment-rules';

const EMPTY: PaymentFormValues = { amount: '', paid_date: '', reference: '' };
const FIELDS: PaymentField[] = ['amount', 'paid_date', 'reference'];

/**
 * Record payment (admins, issue 25 item 11): amount, date and the payer's reference, checked as the server checks
 * them (POST /api/customers/{id}/payments: the same rules and idempotency as POST /api/payments). Sending the same
 * reference again records nothing new.
 */
export function RecordPaymentDialog({ customer, open, onClose }: { customer: CustomerDetail; open: boolean; onClose: () => void }) {
  const toast = useToast();
  const record = useRecordPayment(customer.id);
  const [values, setValues] = useState<PaymentFormValues>({ ...EMPTY, paid_date: businessDay() });
  const [errors, setErrors] = useState<Partial<Record<PaymentField, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);

  useEffect(() => {
    if (!open) return;
    setValues({ ...EMPTY, paid_date: businessDay() });
    setErrors({});
    setFormError(null);
  }, [open]);

  const set = (field: PaymentField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };
  const close = () => {
    if (!record.isPending) onClose();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validatePayment(values, customer.disbursal_date);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setFormError(null);
    const body = paymentRequest(values);
    record.mutate(body, {
      onSuccess: (payment) => {
        toast({ title: 'Payment recorded', description: `${formatINR(payment.amount)} for ${customer.name}, reference ${payment.reference ?? body.reference}` });
        onClose();
      },
      onError: (error) => {
        const fields = fieldErrorsOf(error);
        const placed = Object.fromEntries(FIELDS.filter((field) => fields?.[field]).map((field) => [field, fields![field]]));
        setErrors(placed);
        const rest = fields ? Object.entries(fields).filter(([key]) => !FIELDS.includes(key as PaymentField)).map(([, message]) => message) : [];
        if (!fields || rest.length) setFormError(rest.join(' ') || messageOf(error, 'The payment could not be recorded. Please try again.'));
      },
    });
  };

  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="xs" aria-labelledby="record-payment-title">
      <Box component="form" noValidate onSubmit={submit}>
        <DialogHeader id="record-payment-title" title="Record payment" subtitle={`${customer.name} · ${customer.loan_application_no}`} onClose={close} />
        <DialogContent sx={{ pt: 1, display: 'grid', gap: 0.5 }}>
          {formError ? (
            <Alert severity="error" sx={{ mb: 1 }}>
              {formError}
            </Alert>
          ) : null}
          <TextField
            label="Amount"
            required
            autoFocus
            value={values.amount}
            onChange={(event) => set('amount', event.target.value)}
            error={!!errors.amount}
            helperText={errors.amount ?? 'In rupees, like 12500'}
            slotProps={{ htmlInput: { inputMode: 'decimal', maxLength: 16 }, input: { startAdornment: <InputAdornment position="start">₹</InputAdornment> } }}
          />
          <BusinessDateInput
            label="Paid on"
            required
            value={values.paid_date}
            min={earliestPaidDate(customer.disbursal_date)}
            max={businessDay()}
            onChange={(day) => set('paid_date', day)}
            error={!!errors.paid_date}
            helperText={errors.paid_date ?? ' '}
          />
          <TextField
            label="Reference"
            required
            value={values.reference}
            onChange={(event) => set('reference', event.target.value)}
            error={!!errors.reference}
            helperText={errors.reference ?? 'UTR or receipt number; the same reference is recorded once'}
            slotProps={{ htmlInput: { maxLength: 100 } }}
          />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2.5 }}>
          <Button onClick={close} color="inherit" disabled={record.isPending}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={record.isPending} startIcon={record.isPending ? <CircularProgress size={16} color="inherit" /> : undefined}>
            {record.isPending ? 'Recording…' : 'Record payment'}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
