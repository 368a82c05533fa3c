import { useState } from 'react';
import { Box, Button, Collapse, List, ListItem, ListItemText, Skeleton, Typography } from '@mui/material';
import AccountBalanceWalletOutlined from '@mui/icons-material/AccountBalanceWalletOutlined';
import type { LeaveBalance, LeaveTypeBalance } from '../../../api/types';
import { EmptyState } from '../../../components/EmptyState';
import { LoadErrorState } from '../../../components/LoadErrorState';
import { LeaveTypeIcon } from '../../../components/leave/LeaveTypeIcon';
import { SectionCard } from '../../../components/leave/SectionCard';
import { formatDays, lastAccrualLabel, ledgerEntryLabel, rateLabel } from '../../../components/leave/leave-rules';
import { formatDate } from '../../../i18n/format';

function LedgerEntries({ type }: { type: LeaveTypeBalance }) {
  if (type.entries.length === 0) return <Typography variant="body2" color="text.secondary" sx={{ py: 1 }}>No entries yet: nothing has accrued.</Typography>;
  return (
    <List dense disablePadding aria-label={`${type.name} ledger`}>
      {type.entries.map((entry) => (
        <ListItem key={entry.id} disableGutters secondaryAction={<Typography variant="body2" sx={{ fontWeight: 600, color: entry.amount < 0 ? 'error.main' : 'success.main' }}>{entry.amount > 0 ? '+' : ''}{formatDays(entry.amount)}</Typography>}>
          <ListItemText primary={ledgerEntryLabel(entry, type.accrual_unit)} secondary={formatDate(entry.created_at, 'short')} />
        </ListItem>
      ))}
    </List>
  );
}

function BalanceRow({ type }: { type: LeaveTypeBalance }) {
  const [open, setOpen] = useState(false);
  return (
    <Box sx={{ px: { xs: 2, sm: 2.5 }, py: 1.5, '& + &': { borderTop: 1, borderColor: 'divider' } }} data-testid="leave-balance-row">
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
        <LeaveTypeIcon type={type} />
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography sx={{ fontWeight: 600 }} noWrap>
            {type.name}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {rateLabel(type)}
            {type.pending > 0 ? ` · ${formatDays(type.pending)} pending` : ''}
          </Typography>
        </Box>
        <Box sx={{ textAlign: 'right' }}>
          <Typography variant="h6" component="p" aria-label={`${type.name} balance`}>
            {formatDays(type.current_balance)}
          </Typography>
          <Button size="small" onClick={() => setOpen(!open)} aria-expanded={open} sx={{ minWidth: 0, px: 0.5 }}>
            {open ? 'Hide entries' : 'Why?'}
          </Button>
        </Box>
      </Box>
      <Collapse in={open} unmountOnExit>
        <Box sx={{ pl: { sm: 6.5 }, pt: 1 }}>
          <LedgerEntries type={type} />
        </Box>
      </Collapse>
    </Box>
  );
}

/** Spec §2 "Leave Balance": each type's balance to 1 decimal with its rate, and on demand the ledger behind it. */
export function LeaveBalanceCard({ balance, isPending, error, onRetry }: { balance: LeaveBalance | undefined; isPending: boolean; error: unknown; onRetry: () => unknown }) {
  const subtitle = (balance && lastAccrualLabel(balance)) ?? 'Balances grow as leave accrues each month or year.';
  return (
    <SectionCard id="leave-balance" title="Leave Balance" subtitle={subtitle} testId="leave-balance">
      {isPending ? (
        <Box sx={{ p: 2.5 }}>
          {[0, 1, 2].map((row) => (
            <Skeleton key={row} height={48} />
          ))}
        </Box>
      ) : error ? (
        <LoadErrorState dense title="Failed to fetch leave types" error={error} onRetry={onRetry} />
      ) : !balance || balance.leaveTypes.length === 0 ? (
        <EmptyState dense icon={AccountBalanceWalletOutlined} title="No leave types yet" hint="An admin adds leave types; balances appear here once they accrue." />
      ) : (
        balance.leaveTypes.map((type) => <BalanceRow key={type.id} type={type} />)
      )}
    </SectionCard>
  );
}
