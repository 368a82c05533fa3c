import type { ReactNode } from 'react';
import { Alert, AlertTitle, Avatar, Box, Card, CardContent, Chip, Tooltip, Typography } from '@mui/material';
import PlaceOutlined from '@mui/icons-material/PlaceOutlined';
import TranslateOutlined from '@mui/icons-material/TranslateOutlined';
import ReportProblemOutlined from '@mui/icons-material/ReportProblemOutlined';
import type { CustomerDetail } from '../../api/types';
import { CustomerStatusBadge } from '../../components/CustomerStatusBadge';
import { initials } from '../../components/initials';
import { formatDate, formatDateTime, formatINR, formatMobile, formatRelativeDay } from '../../i18n/format';
import { GENDER_LABELS, languageOf } from './customer-fields';

function Meta({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, color: 'text.secondary', fontSize: '0.85rem' }}>
      {icon}
      {children}
    </Box>
  );
}

/** Spec §2: the admin-only header card (name, gender badge, state, status, language, escalation banner). */
export function CustomerHeaderCard({ customer }: { customer: CustomerDetail }) {
  const language = languageOf(customer);
  return (
    <Card data-testid="customer-header">
      <CardContent sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap', p: 2.5, '&:last-child': { pb: 2.5 } }}>
        <Avatar sx={{ width: 52, height: 52, bgcolor: 'primary.main', fontWeight: 700 }}>{initials(customer.name)}</Avatar>
        <Box sx={{ minWidth: 0, flex: '1 1 260px' }}>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
            <Typography variant="h5" component="h2" sx={{ mr: 0.5 }}>
              {customer.name}
            </Typography>
            {customer.gender ? (
              <Chip size="small" label={GENDER_LABELS[customer.gender]} sx={{ bgcolor: customer.gender === 'female' ? '#fce7f3' : customer.gender === 'male' ? '#e0f2fe' : 'grey.100', color: customer.gender === 'female' ? '#9d174d' : customer.gender === 'male' ? '#075985' : 'grey.700' }} />
            ) : null}
            <CustomerStatusBadge status={customer.status} />
          </Box>
          <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', mt: 0.75 }}>
            <Typography variant="body2" color="text.secondary" sx={{ fontVariantNumeric: 'tabular-nums' }}>
              {customer.loan_application_no} · {formatMobile(customer.mobile)}
            </Typography>
            {customer.state ? <Meta icon={<PlaceOutlined sx={{ fontSize: 16 }} />}>{customer.state}</Meta> : null}
            {language ? <Meta icon={<TranslateOutlined sx={{ fontSize: 16 }} />}>{language}</Meta> : null}
          </Box>
        </Box>
      </CardContent>
      {customer.status === 'overdue' ? (
        <Alert
          severity="error"
          icon={<ReportProblemOutlined fontSize="small" />}
          sx={{ borderRadius: 0, borderTop: 1, borderColor: '#fecaca', bgcolor: '#fef2f2', color: '#7f1d1d', py: 0.75, px: 2.5, '& .MuiAlert-icon': { color: 'error.main' } }}
          data-testid="escalation-banner"
        >
          <AlertTitle sx={{ mb: 0.25, fontSize: '0.875rem', fontWeight: 700, color: 'error.dark' }}>
            Escalation: {customer.overdue_emis ? `${customer.overdue_emis} EMI${customer.overdue_emis === 1 ? '' : 's'} overdue` : 'account overdue'}
            {customer.overdue_amount ? ` · ${formatINR(customer.overdue_amount)} past due` : ''}
          </AlertTitle>
          {/* A customer marked do not contact is not to be chased: the card below says why. */}
          {customer.do_not_contact ? 'Marked do not contact: no calls or messages while the mark holds.' : 'Prioritise this account and agree a payment date with the customer.'}
        </Alert>
      ) : null}
    </Card>
  );
}

function Tile({ label, value, hint, tone, title }: { label: string; value: string; hint?: string; tone?: 'danger'; title?: string }) {
  return (
    <Card sx={{ height: '100%' }}>
      <CardContent sx={{ p: 2, '&:last-child': { pb: 2 } }}>
        <Typography variant="caption" noWrap sx={{ color: 'text.secondary', fontWeight: 600, display: 'block' }}>
          {label}
        </Typography>
        <Tooltip title={title ?? ''} disableHoverListener={!title} placement="top-start">
          <Typography
            noWrap
            sx={{
              fontSize: { xs: '1.15rem', sm: '1.3rem' },
              fontWeight: 700,
              mt: 0.5,
              letterSpacing: '-0.01em',
              fontVariantNumeric: 'tabular-nums',
              color: tone === 'danger' ? 'error.main' : 'text.primary',
              // Two tiles a row on a phone: a crore-sized amount wraps at a comma rather than losing its digits.
              whiteSpace: { xs: 'normal', sm: 'nowrap' },
              overflowWrap: 'anywhere',
            }}
          >
            {value}
          </Typography>
        </Tooltip>
        {hint ? (
          <Typography variant="caption" color="text.secondary" noWrap component="p">
            {hint}
          </Typography>
        ) : null}
      </CardContent>
    </Card>
  );
}

/** Money tiles (INR, no decimals), due date and last connected. */
export function MoneyTiles({ customer: c }: { customer: CustomerDetail }) {
  return (
    <Box
      sx={{ display: 'grid', gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(3, minmax(0, 1fr))', xl: 'repeat(6, minmax(0, 1fr))' }, gap: 2 }}
      data-testid="money-tiles"
    >
      <Tile label="Total Outstanding" value={formatINR(c.total_outstanding)} />
      <Tile label="Overdue Amount" value={formatINR(c.overdue_amount)} tone={c.overdue_amount ? 'danger' : undefined} hint={c.overdue_emis ? `${c.overdue_emis} EMI${c.overdue_emis === 1 ? '' : 's'} overdue` : undefined} />
      <Tile label="EMI" value={formatINR(c.loan_emi)} hint={c.loan_tenure ? `${c.loan_tenure} month tenure` : undefined} />
      <Tile label="Principal Outstanding" value={formatINR(c.principal_outstanding)} />
      <Tile label="Due Date" value={formatDate(c.current_month_due_date)} hint={c.current_month_due_date ? 'This month' : 'None this month'} />
      <Tile
        label="Last Connected"
        value={c.last_connected_at ? formatRelativeDay(c.last_connected_at) : 'Never'}
        hint={c.last_connected_at ? formatDateTime(c.last_connected_at) : 'No call connected yet'}
        title={c.last_connected_at ? formatDateTime(c.last_connected_at) : undefined}
      />
    </Box>
  );
}
