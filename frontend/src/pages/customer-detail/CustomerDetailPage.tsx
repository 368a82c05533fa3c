import { useCallback, useEffect, useMemo, useState } from 'react';
import { Box, Button, Skeleton, Card, CardContent, Typography } from '@mui/material';
import ArrowBackRounded from '@mui/icons-material/ArrowBackRounded';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import SwapHorizRounded from '@mui/icons-material/SwapHorizRounded';
import { LinkBase, useLocation, useNavigate, useParams } from 'react-admin';
import type { CustomerDetail } from '../../api/types';
import { useCurrentUser } from '../../auth/useCurrentUser';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { PageTitle } from '../../components/PageTitle';
import { useToast } from '../../components/Toast';
import { canAccess } from '../../providers/canAccess';
import { messageOf } from '../../providers/httpClient';
import { CustomerChooserDialog } from './CustomerChooserDialog';
import { CustomerHeaderCard, MoneyTiles } from './CustomerSummary';
import { CustomerTabs } from './CustomerTabs';
import {
  CustomerLoadErrorCard,
  CustomerNotFoundCard,
  LocatingCard,
  LocationDeniedCard,
  LocationRequiredCard,
} from './StatusCards';
import { AddFeedbackForm, FeedbackHistory } from '../../components/feedback';
import { CallPanel, type PlacedCall } from './CallPanel';
import { SendLinksPanel } from './SendLinksPanel';
import { useCustomerRows } from './useCustomerRows';
import { useDeleteLead } from './customer-api';
import { RECORD_PARAM } from './customer-path';
import { NextCustomerButton } from '../worklist/NextCustomerButton';
import { PromiseBanner } from './PromiseBanner';
import { DoNotContactCard, MarkDoNotContactButton } from './DoNotContactCard';
import { isFromWorklist } from '../worklist/worklist-rules';

const PAGE_DESCRIPTION = 'Loan, payments and feedback';

function DetailSkeleton() {
  return (
    <Box aria-busy="true" aria-label="Loading customer" role="progressbar" sx={{ display: 'grid', gap: 2 }}>
      <Skeleton variant="rounded" height={96} />
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: 'repeat(2, 1fr)', lg: 'repeat(6, 1fr)' }, gap: 2 }}>
        {Array.from({ length: 6 }, (_, i) => (
          <Skeleton key={i} variant="rounded" height={84} />
        ))}
      </Box>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', lg: '2fr 1fr' }, gap: 2 }}>
        <Skeleton variant="rounded" height={360} />
        <Skeleton variant="rounded" height={360} />
      </Box>
    </Box>
  );
}

function DeleteLeadButton({ customer, records }: { customer: CustomerDetail; records: number }) {
  const [open, setOpen] = useState(false);
  const navigate = useNavigate();
  const toast = useToast();
  const remove = useDeleteLead(customer.loan_application_no);
  const confirm = () =>
    remove.mutate(undefined, {
      onSuccess: () => {
        toast({ title: 'Customer deleted' });
        setOpen(false);
        navigate('/customers');
      },
      onError: (error) => toast({ title: `Failed to delete lead: ${messageOf(error, 'Unknown error')}`, variant: 'error' }),
    });
  return (
    <>
      <Button variant="outlined" color="error" startIcon={<DeleteOutlineRounded />} onClick={() => setOpen(true)} sx={{ borderColor: 'error.light' }}>
        Delete lead
      </Button>
      <ConfirmDialog
        open={open}
        title="Delete this lead?"
        confirmLabel="Delete lead"
        loading={remove.isPending}
        onClose={() => setOpen(false)}
        onConfirm={confirm}
      >
        This permanently deletes loan <strong>{customer.loan_application_no}</strong> ({customer.name})
        {records > 1 ? ` in all ${records} lead cycles` : ''}, with its payments. This cannot be undone.
      </ConfirmDialog>
    </>
  );
}

/** /customers/{loan_application_no} (spec §2). */
export function CustomerDetailPage() {
  const { loanApplicationNo = '' } = useParams<{ loanApplicationNo: string }>();
  const location = useLocation();
  const navigate = useNavigate();
  const toast = useToast();
  const { user } = useCurrentUser();
  const isPrivileged = canAccess(user?.role, { resource: 'customers', action: 'manage' });
  const canDelete = canAccess(user?.role, { resource: 'customers', action: 'delete' });
  // PUT/DELETE /api/customers/{id}/do-not-contact are admin-only.
  const canMarkDoNotContact = canAccess(user?.role, { resource: 'customers', action: 'edit' });
  const { state, isRefreshing, retry, relocate } = useCustomerRows(loanApplicationNo, !isPrivileged);

  const backTo = (location.state as { from?: string } | null)?.from ?? '/customers';
  const fromWorklist = isFromWorklist(location.state) ? location.state : null;
  const chosenId = Number(new URLSearchParams(location.search).get(RECORD_PARAM)) || undefined;
  const [choosing, setChoosing] = useState(false);
  // The call just made from this page: the next feedback names it (docs/decisions.md, "Which call takes …").
  const [lastCall, setLastCall] = useState<PlacedCall | null>(null);
  const forgetCall = useCallback(() => setLastCall(null), []);

  const rows = state.kind === 'ready' ? state.rows : [];
  const customer = useMemo(() => (rows.length === 1 ? rows[0] : rows.find((row) => row.id === chosenId)), [rows, chosenId]);
  const mustChoose = rows.length > 1 && !customer;

  const loadError = state.kind === 'error' ? state.error : null;
  useEffect(() => {
    if (loadError) toast({ title: 'Failed to load customer details', description: messageOf(loadError, ''), variant: 'error' });
  }, [loadError, toast]);

  // The chosen record is part of the address, so a reload or a shared link opens the same one.
  const choose = (row: CustomerDetail) => {
    setChoosing(false);
    navigate({ pathname: location.pathname, search: `?${RECORD_PARAM}=${row.id}` }, { replace: true, state: location.state });
  };

  const title = customer?.name ?? 'Customer';
  const header = (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', mb: 2 }}>
      <Button component={LinkBase} to={backTo} startIcon={<ArrowBackRounded />} color="inherit" size="small" sx={{ color: 'text.secondary' }}>
        {fromWorklist ? 'Back to worklist' : 'Back to customers'}
      </Button>
      <Box sx={{ flex: 1 }} />
      {customer && fromWorklist ? <NextCustomerButton currentId={customer.id} origin={fromWorklist} /> : null}
      {customer && rows.length > 1 ? (
        <Button variant="outlined" size="small" startIcon={<SwapHorizRounded />} onClick={() => setChoosing(true)}>
          {customer.lead_cycle_name} · {rows.length} records
        </Button>
      ) : null}
      {customer && canMarkDoNotContact && !customer.do_not_contact ? <MarkDoNotContactButton customer={customer} /> : null}
      {customer && canDelete ? <DeleteLeadButton customer={customer} records={rows.length} /> : null}
    </Box>
  );

  let body;
  switch (state.kind) {
    case 'locating':
      body = <LocatingCard />;
      break;
    case 'loading':
      body = <DetailSkeleton />;
      break;
    case 'location-required':
      body = <LocationRequiredCard failure={state.failure} onRetry={relocate} retrying={isRefreshing} />;
      break;
    case 'location-denied':
      body = <LocationDeniedCard onRetry={relocate} retrying={isRefreshing} />;
      break;
    case 'not-found':
      body = <CustomerNotFoundCard loanApplicationNo={loanApplicationNo} />;
      break;
    case 'error':
      body = <CustomerLoadErrorCard message={messageOf(state.error, 'Please try again.')} onRetry={retry} />;
      break;
    case 'ready':
      body = customer ? (
        <Box sx={{ display: 'grid', gap: 2 }}>
          {isPrivileged ? <CustomerHeaderCard customer={customer} /> : null}
          <DoNotContactCard customer={customer} canManage={canMarkDoNotContact} />
          <PromiseBanner customerId={customer.id} />
          <MoneyTiles customer={customer} />
          {/* The agent's work comes first in the page (on a phone, above the loan details: issue 25 item 20); on a
              wide screen it sits in the right-hand column beside the details. */}
          <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', lg: 'minmax(0, 2fr) minmax(300px, 1fr)' }, gap: 2, alignItems: 'start' }}>
            <Box sx={{ display: 'grid', gap: 2, minWidth: 0, gridColumn: { lg: 2 }, gridRow: { lg: 1 } }} data-testid="customer-work-column">
              {/* The agent's order of work: call, then record what happened. */}
              <CallPanel key={`call-${customer.id}`} customer={customer} onCall={setLastCall} />
              <AddFeedbackForm
                customer={customer}
                callId={lastCall?.customerId === customer.id ? lastCall.callId : null}
                callUnanswered={lastCall?.customerId === customer.id && lastCall.unanswered}
                // That call has its disposition now; a later feedback without a new call stands alone.
                onSubmitted={forgetCall}
              />
              <SendLinksPanel key={`links-${customer.id}`} customer={customer} />
            </Box>
            <Box sx={{ display: 'grid', gap: 2, minWidth: 0, gridColumn: { lg: 1 }, gridRow: { lg: 1 } }}>
              <CustomerTabs customer={customer} />
              <FeedbackHistory customerId={customer.id} />
            </Box>
          </Box>
        </Box>
      ) : (
        <Card>
          <CardContent sx={{ py: 6, textAlign: 'center' }}>
            <Typography color="text.secondary">Select one of the {rows.length} records of this loan to continue.</Typography>
            <Button variant="contained" sx={{ mt: 2 }} onClick={() => setChoosing(true)}>
              Choose a record
            </Button>
          </CardContent>
        </Card>
      );
      break;
  }

  return (
    <>
      <PageTitle title={title} description={customer ? `${customer.loan_application_no} · ${customer.lead_cycle_name}` : PAGE_DESCRIPTION} />
      {state.kind === 'ready' || state.kind === 'loading' ? header : null}
      {body}
      {rows.length > 1 ? (
        <CustomerChooserDialog
          open={mustChoose || choosing}
          rows={rows}
          selectedId={customer?.id}
          onSelect={choose}
          onClose={mustChoose ? undefined : () => setChoosing(false)}
          onBack={() => navigate(backTo)}
        />
      ) : null}
    </>
  );
}

export default CustomerDetailPage;
