import { Checkbox, Typography } from '@mui/material';
import type { CustomerSummary } from '../../api/types';
import { CustomerStatusBadge } from '../../components/CustomerStatusBadge';
import { ListCard } from '../../components/list';
import { formatINR, formatMobile } from '../../i18n/format';
import { RelativeDateCell } from './CustomerTable';

/** A customer on a phone: name and mobile, status, loan, outstanding, next follow-up and group. */
export function CustomerCard({
  customer,
  selectable,
  selected,
  onToggle,
  onOpen,
}: {
  customer: CustomerSummary;
  selectable: boolean;
  selected: boolean;
  onToggle: (id: number) => void;
  onOpen: (customer: CustomerSummary) => void;
}) {
  return (
    <ListCard
      testId="customer-card"
      title={customer.name}
      subtitle={formatMobile(customer.mobile)}
      badge={<CustomerStatusBadge status={customer.status} />}
      onOpen={() => onOpen(customer)}
      openLabel={`Open ${customer.name}`}
      fields={[
        { label: 'Loan No.', value: customer.loan_application_no },
        { label: 'Outstanding', value: <strong>{formatINR(customer.total_outstanding)}</strong> },
        { label: 'Next Follow-up', value: <RelativeDateCell value={customer.next_follow_up} /> },
        {
          label: 'Group',
          value: (
            <Typography variant="body2" component="span" color={customer.group ? 'text.primary' : 'text.disabled'}>
              {customer.group?.name ?? 'Unassigned'}
            </Typography>
          ),
        },
      ]}
      actions={
        selectable ? (
          <Checkbox size="small" checked={selected} onChange={() => onToggle(customer.id)} slotProps={{ input: { 'aria-label': `Select ${customer.name}` } }} />
        ) : undefined
      }
    />
  );
}
