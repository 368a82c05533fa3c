import { useState } from 'react';
import { Box, Button, Card, CardContent, Chip, Skeleton, Typography } from '@mui/material';
import HandshakeOutlined from '@mui/icons-material/HandshakeOutlined';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { EmptyState } from '../components/EmptyState';
import { LoadErrorState } from '../components/LoadErrorState';
import { useToast } from '../components/Toast';
import { messageOf } from '../providers/httpClient';
import { useEndLoan, useGroupLoans, type GroupLoan } from './coverage-api';
import { isActiveLoan, loanDates } from './coverage-labels';

/** The running and coming loans, each with End now (after a confirmation). */
export function LoansList({ today }: { today: string }) {
  const { data, isPending, error, refetch } = useGroupLoans();
  const end = useEndLoan();
  const toast = useToast();
  const [ending, setEnding] = useState<GroupLoan | null>(null);
  const active = (data ?? []).filter((loan) => isActiveLoan(loan, today));
  const confirm = () =>
    ending &&
    end.mutate(ending.id, {
      onSuccess: () => {
        toast({ title: 'Loan ended', description: `${ending.group_name} is back with its own agents` });
        setEnding(null);
      },
      onError: (failure) => {
        toast({ title: 'Could not end the loan', description: messageOf(failure, ''), variant: 'error' });
        setEnding(null);
      },
    });
  return (
    <Card component="section" aria-labelledby="active-loans-title">
      <CardContent sx={{ display: 'grid', gap: 1.5 }}>
        <Typography id="active-loans-title" variant="h6" component="h2">
          Active loans
        </Typography>
        {isPending ? (
          <Skeleton variant="rounded" height={56} />
        ) : error ? (
          <LoadErrorState dense title="Failed to fetch the loans" error={error} onRetry={refetch} />
        ) : active.length === 0 ? (
          <EmptyState dense icon={HandshakeOutlined} title="No group is lent" hint="Lend a group from its card when its agents are away." />
        ) : (
          <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 1 }}>
            {active.map((loan) => (
              <Box component="li" key={loan.id} data-testid="active-loan" sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5, p: 1.5, border: 1, borderColor: 'divider', borderRadius: '10px' }}>
                <Box sx={{ flex: 1, minWidth: 200 }}>
                  <Typography sx={{ fontWeight: 600 }}>
                    {loan.group_name} → {loan.agents.map((agent) => agent.name).join(', ')}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {loanDates(loan)} · {loan.reason}
                  </Typography>
                </Box>
                {loan.automatic ? <Chip size="small" label="Automatic" /> : null}
                <Button size="small" color="error" variant="outlined" onClick={() => setEnding(loan)} aria-label={`End the loan of ${loan.group_name} now`}>
                  End now
                </Button>
              </Box>
            ))}
          </Box>
        )}
      </CardContent>
      <ConfirmDialog open={ending !== null} title="End this loan now?" confirmLabel="End now" loading={end.isPending} onConfirm={() => confirm()} onClose={() => setEnding(null)}>
        {ending ? `${ending.agents.map((agent) => agent.name).join(', ')} will no longer see ${ending.group_name}'s customers. Its last day becomes today.` : null}
      </ConfirmDialog>
    </Card>
  );
}
