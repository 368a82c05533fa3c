import { Box, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import type { CustomerDetail } from '../../api/types';
import { EmptyState } from '../../components/EmptyState';
import { formatDayMonthYear, formatINR, formatMonthYear } from '../../i18n/format';
import { buildPaymentHistory } from './payment-history';

function DpdBadge({ dpd }: { dpd: number | null }) {
  if (dpd === null) {
    return (
      <Typography variant="body2" component="span" color="text.disabled">
        —
      </Typography>
    );
  }
  const tone = dpd === 0 ? { bg: '#dcfce7', fg: '#166534' } : dpd <= 30 ? { bg: '#fef3c7', fg: '#92400e' } : { bg: '#fee2e2', fg: '#b91c1c' };
  return (
    <Box component="span" sx={{ px: 0.9, py: 0.3, borderRadius: '6px', bgcolor: tone.bg, color: tone.fg, fontWeight: 700, fontSize: '0.75rem', whiteSpace: 'nowrap' }}>
      {dpd === 0 ? 'On time' : `${dpd} DPD`}
    </Box>
  );
}

/** Spec §2/§9: the last 6 months from dpd_string_last_6m and paid_string_last_6m, newest first. */
export function PaymentHistoryTable({ customer }: { customer: CustomerDetail }) {
  const rows = buildPaymentHistory(customer);
  if (rows.length === 0) {
    return <EmptyState dense icon={ReceiptLongOutlined} title="No payment history available" />;
  }
  return (
    <Box sx={{ border: 1, borderColor: 'divider', borderRadius: '10px', overflow: 'hidden' }}>
      <Table size="small" aria-label="Payment history, last 6 months">
        <TableHead>
          <TableRow>
            <TableCell>Month</TableCell>
            <TableCell>Days Past Due</TableCell>
            <TableCell>Paid On</TableCell>
            <TableCell align="right">Amount Paid</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.month} sx={{ '&:last-child td': { border: 0 } }}>
              <TableCell sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>{formatMonthYear(row.month)}</TableCell>
              <TableCell>
                <DpdBadge dpd={row.dpd} />
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap', color: row.paidDate ? 'text.primary' : 'text.disabled' }}>
                {row.paidDate ? formatDayMonthYear(row.paidDate) : '—'}
              </TableCell>
              <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums', fontWeight: 600, color: row.paidAmount ? 'text.primary' : 'text.secondary' }}>
                {row.paidAmount === null ? '—' : formatINR(row.paidAmount)}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}
