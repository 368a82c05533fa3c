import { useState } from 'react';
import { Box, Button, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import AddCardOutlined from '@mui/icons-material/AddCardOutlined';
import PaymentsOutlined from '@mui/icons-material/PaymentsOutlined';
import type { CustomerDetail } from '../../api/types';
import { useCurrentUser } from '../../auth/useCurrentUser';
import { EmptyState } from '../../components/EmptyState';
import { formatDate, formatINR } from '../../i18n/format';
import { canAccess } from '../../providers/canAccess';
import { DetailSection } from './DetailGrid';
import { PAYMENT_SOURCE_LABELS } from '@crm/shared';
import { RecordPaymentDialog } from './RecordPaymentDialog';

/** Every payment on file for this loan row, newest first: when, how much, how it was recorded and by whom (issue 25 item 11). */
export function RecordedPayments({ customer }: { customer: CustomerDetail }) {
  const { user } = useCurrentUser();
  const canRecord = canAccess(user?.role, { resource: 'customers', action: 'record-payment' });
  const [open, setOpen] = useState(false);
  const payments = customer.payments;
  const action = canRecord ? (
    <Button size="small" variant="outlined" startIcon={<AddCardOutlined />} onClick={() => setOpen(true)} sx={{ whiteSpace: 'nowrap', flexShrink: 0, ml: 1 }}>
      Record payment
    </Button>
  ) : undefined;
  return (
    <DetailSection title="Payments recorded" action={action}>
      {payments.length === 0 ? (
        <EmptyState dense icon={PaymentsOutlined} title="No payments recorded yet" />
      ) : (
        <Box sx={{ border: 1, borderColor: 'divider', borderRadius: '10px', overflowX: 'auto' }}>
          <Table size="small" aria-label="Payments recorded">
            <TableHead sx={{ '& th': { whiteSpace: 'nowrap' } }}>
              <TableRow>
                <TableCell>Paid on</TableCell>
                <TableCell align="right">Amount</TableCell>
                <TableCell>How</TableCell>
                <TableCell>Recorded by</TableCell>
                <TableCell>Reference</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {payments.map((payment) => (
                <TableRow key={payment.id} sx={{ '&:last-child td': { border: 0 } }}>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(payment.paid_date, 'short')}</TableCell>
                  <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums', fontWeight: 600, whiteSpace: 'nowrap' }}>
                    {formatINR(payment.total_paid_amount)}
                  </TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{PAYMENT_SOURCE_LABELS[payment.source]}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    {payment.recorded_by?.name ?? (
                      <Typography variant="body2" component="span" color="text.secondary">
                        —
                      </Typography>
                    )}
                  </TableCell>
                  <TableCell sx={{ wordBreak: 'break-all', minWidth: 120 }}>{payment.reference ?? '—'}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      )}
      {canRecord ? <RecordPaymentDialog customer={customer} open={open} onClose={() => setOpen(false)} /> : null}
    </DetailSection>
  );
}
