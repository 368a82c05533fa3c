import type { ReactNode } from 'react';
import { Box, Card, Typography } from '@mui/material';
import HomeWorkOutlined from '@mui/icons-material/HomeWorkOutlined';
import type { CustomerDetail } from '../../api/types';
import { useCurrentUser } from '../../auth/useCurrentUser';
import { EmptyState } from '../../components/EmptyState';
import { HistoryPanel } from '../../components/history';
import { RememberedTabs, tabPanelProps } from '../../components/RememberedTabs';
import { formatDate, formatDateTime, formatINR, formatMobile, formatNumber } from '../../i18n/format';
import { CUSTOMER_STATUS_LABELS } from '../../components/CustomerStatusBadge';
import { canAccess } from '../../providers/canAccess';
import { DetailGrid, DetailSection } from './DetailGrid';
import { PaymentHistoryTable } from './PaymentHistoryTable';
import { RecordedPayments } from './RecordedPayments';
import { GENDER_LABELS, LOAN_TYPE_LABELS, addressLines, addressesOf, hasAddress, metaFirst, metaText, referenceNumbersOf } from './customer-fields';

const TABS = [
  { id: 'loan', label: 'Loan Details' },
  { id: 'personal', label: 'Personal Info' },
  { id: 'payment', label: 'Payment Details' },
  { id: 'addresses', label: 'Addresses' },
] as const;
/** Admins also see the record's audit trail. */
const HISTORY_TAB = { id: 'history', label: 'History' } as const;
type TabId = (typeof TABS)[number]['id'] | typeof HISTORY_TAB.id;

const inr = (value: unknown) => (value === undefined || value === null || value === '' ? undefined : formatINR(value as number | string));
const yesNo = (value: boolean | null | undefined) => (value === null || value === undefined ? undefined : value ? 'Yes' : 'No');

function LoanDetails({ customer: c }: { customer: CustomerDetail }) {
  const m = c.metadata;
  return (
    <>
      <DetailSection title="Loan">
        <DetailGrid
          items={[
            { label: 'Loan application no.', value: c.loan_application_no },
            { label: 'Loan type', value: LOAN_TYPE_LABELS[c.loan_type] ?? c.loan_type },
            { label: 'Client', value: c.client },
            { label: 'Lending partner', value: c.lending_partner },
            { label: 'Loan amount', value: inr(c.loan_amount) },
            { label: 'Disbursed amount', value: inr(metaText(m, 'disbursed_loan')) },
            { label: 'Tenure', value: c.loan_tenure ? `${c.loan_tenure} months` : undefined },
            { label: 'EMI', value: inr(c.loan_emi) },
            { label: 'Overdue EMIs', value: c.overdue_emis ?? undefined },
            { label: 'ROI', value: metaText(m, 'ROI') },
            { label: 'Processing fee', value: inr(metaText(m, 'proc_fee')) },
            { label: 'Pre-EMI', value: inr(metaText(m, 'pre_emi')) },
            { label: 'Disbursal date', value: c.disbursal_date ? formatDate(c.disbursal_date) : undefined },
            { label: 'First EMI date', value: c.first_emi_date ? formatDate(c.first_emi_date) : undefined },
            { label: 'Loan category', value: metaText(m, 'loan_category') },
            { label: 'Product type', value: metaText(m, 'product_type') },
          ]}
        />
      </DetailSection>
      <DetailSection title="Allocation">
        <DetailGrid
          items={[
            { label: 'Lead cycle', value: c.lead_cycle_name },
            { label: 'Group', value: c.group?.name ?? 'Unassigned' },
            { label: 'Status', value: CUSTOMER_STATUS_LABELS[c.status] },
            { label: 'Allocation date', value: c.allocation_date ? formatDate(c.allocation_date) : undefined },
            { label: 'Allocation type', value: c.allocation_type },
            { label: 'Month beginning bucket', value: c.month_beginning_bucket },
            { label: 'Report date', value: c.report_date ? formatDate(c.report_date) : undefined },
            { label: 'NACH status', value: c.nach_status },
            { label: 'First cohort', value: yesNo(c.first_cohort_flag) },
            { label: 'Stab forward', value: c.stab_frwd },
            { label: 'Cohort details', value: metaText(m, 'cohort_details') },
            { label: 'Cluster', value: metaText(m, 'cluster') },
            { label: 'Last disposition', value: c.last_disposition_status },
            { label: 'Next follow-up', value: c.next_follow_up ? formatDateTime(c.next_follow_up) : undefined },
            { label: 'Excluded', value: yesNo(c.exclusion_flag) },
          ]}
        />
      </DetailSection>
    </>
  );
}

function PersonalInfo({ customer: c }: { customer: CustomerDetail }) {
  const m = c.metadata;
  const references = referenceNumbersOf(m);
  return (
    <>
      <DetailSection title="Contact">
        <DetailGrid
          items={[
            { label: 'Name', value: c.name },
            { label: 'Gender', value: c.gender ? GENDER_LABELS[c.gender] : undefined },
            { label: 'Date of birth', value: metaText(m, 'date_of_birth') ? formatDate(metaText(m, 'date_of_birth')) : undefined },
            { label: 'Mobile', value: formatMobile(c.mobile) },
            { label: 'Alternate phone', value: c.alternate_phone ? formatMobile(c.alternate_phone) : undefined },
            { label: 'OKYC mobile', value: c.okyc_mobile ? formatMobile(c.okyc_mobile) : undefined },
            { label: 'Email', value: c.kyc_email },
            { label: 'State', value: c.state },
            { label: 'Language', value: metaText(m, 'language') },
          ]}
        />
      </DetailSection>
      <DetailSection title="Employment and bank">
        <DetailGrid
          items={[
            { label: 'Employer', value: c.employer_name },
            { label: 'Employment type', value: metaText(m, 'employment_type') },
            { label: 'Monthly income', value: inr(metaText(m, 'monthly_income')) },
            { label: 'PAN', value: metaText(m, 'pan_no') },
            { label: 'Bank', value: metaText(m, 'bank_name') },
            { label: 'Account ending', value: metaText(m, 'last_4digits_of_bank_account') },
          ]}
        />
      </DetailSection>
      {references.length > 0 ? (
        <DetailSection title="References">
          <DetailGrid items={references.map((ref) => ({ label: ref.label, value: ref.value }))} />
        </DetailSection>
      ) : null}
    </>
  );
}

function PaymentDetails({ customer: c }: { customer: CustomerDetail }) {
  const m = c.metadata;
  return (
    <>
      <DetailSection title="Dues">
        <DetailGrid
          items={[
            { label: 'Total outstanding', value: inr(c.total_outstanding) },
            { label: 'Principal outstanding', value: inr(c.principal_outstanding) },
            { label: 'Overdue amount', value: inr(c.overdue_amount) },
            { label: 'Overdue principal', value: inr(metaText(m, 'overdue_principal')) },
            { label: 'Overdue interest', value: inr(metaText(m, 'overdue_interest')) },
            { label: 'Overdue penalties', value: inr(c.overdue_penalties ?? metaText(m, 'penalties')) },
            { label: 'EMI to be collected', value: inr(metaText(m, 'emi_to_be_collected')) },
            { label: 'EMIs paid', value: metaText(m, 'total_emi_paid') ? formatNumber(metaText(m, 'total_emi_paid')) : undefined },
            { label: 'Due date this month', value: c.current_month_due_date ? formatDate(c.current_month_due_date) : undefined },
          ]}
        />
      </DetailSection>
      <DetailSection title="Last payment">
        <DetailGrid
          items={[
            { label: 'Last paid on', value: c.last_paid_date ? formatDate(c.last_paid_date) : undefined },
            { label: 'Last paid amount', value: inr(c.last_paid_amount ?? metaText(m, 'last_paid_amount')) },
            { label: 'Last paid mode', value: c.last_paid_mode ?? metaText(m, 'last_paid_mode') },
            { label: 'Last NACH fired', value: metaText(m, 'last_nach_fired_date') ? formatDate(metaText(m, 'last_nach_fired_date')) : undefined },
            { label: 'Last NACH bounce reason', value: metaText(m, 'last_nach_bounce_reason') },
            { label: 'Settlement amount', value: inr(metaFirst(m, 'settlement_amount')) },
          ]}
        />
      </DetailSection>
      <DetailSection title="Payment history (last 6 months)">
        <PaymentHistoryTable customer={c} />
      </DetailSection>
      <RecordedPayments customer={c} />
    </>
  );
}

function Addresses({ customer }: { customer: CustomerDetail }) {
  const addresses = addressesOf(customer.metadata);
  if (!addresses.some(hasAddress) && !customer.kyc_address_pin) {
    return <EmptyState dense icon={HomeWorkOutlined} title="No addresses on file" />;
  }
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: 'repeat(3, minmax(0, 1fr))' }, gap: 2 }}>
      {addresses.map((address) => {
        const lines = addressLines(address);
        return (
          <Box key={address.kind} sx={{ border: 1, borderColor: 'divider', borderRadius: '10px', p: 2, bgcolor: lines.length ? 'background.paper' : 'grey.50' }}>
            <Typography variant="caption" sx={{ fontWeight: 700, color: 'text.secondary', textTransform: 'uppercase', letterSpacing: '0.04em' }}>
              {address.label}
            </Typography>
            {lines.length ? (
              lines.map((line) => (
                <Typography key={line} variant="body2" sx={{ color: 'text.primary', mt: 0.5 }}>
                  {line}
                </Typography>
              ))
            ) : (
              <Typography variant="body2" color="text.disabled" sx={{ mt: 0.5 }}>
                Not provided
              </Typography>
            )}
          </Box>
        );
      })}
      {customer.kyc_address_pin ? (
        <Typography variant="caption" color="text.secondary" sx={{ gridColumn: '1 / -1' }}>
          KYC address PIN: {customer.kyc_address_pin}
        </Typography>
      ) : null}
    </Box>
  );
}

function Panel({ active, id, children }: { active: boolean; id: TabId; children: ReactNode }) {
  return (
    <Box {...tabPanelProps('customer', id)} hidden={!active} sx={{ p: { xs: 2, md: 3 } }}>
      {active ? children : null}
    </Box>
  );
}

/** Spec §2: Loan Details, Personal Info, Payment Details, Addresses; and History for admins (issue 12). */
export function CustomerTabs({ customer }: { customer: CustomerDetail }) {
  const { user } = useCurrentUser();
  const tabs: ReadonlyArray<{ id: TabId; label: string }> = canAccess(user?.role, { resource: 'audit', action: 'list' }) ? [...TABS, HISTORY_TAB] : TABS;
  return (
    <Card>
      <RememberedTabs
        storeKey="customer-detail.tab"
        tabs={tabs}
        idPrefix="customer"
        variant="scrollable"
        scrollButtons="auto"
        aria-label="Customer details"
        sx={{ px: 1.5, borderBottom: 1, borderColor: 'divider' }}
      >
        {(tab) => (
          <>
            <Panel active={tab === 'loan'} id="loan">
              <LoanDetails customer={customer} />
            </Panel>
            <Panel active={tab === 'personal'} id="personal">
              <PersonalInfo customer={customer} />
            </Panel>
            <Panel active={tab === 'payment'} id="payment">
              <PaymentDetails customer={customer} />
            </Panel>
            <Panel active={tab === 'addresses'} id="addresses">
              <Addresses customer={customer} />
            </Panel>
            <Panel active={tab === 'history'} id="history">
              <HistoryPanel variant="plain" entity="customer" entityId={String(customer.id)} />
            </Panel>
          </>
        )}
      </RememberedTabs>
    </Card>
  );
}
