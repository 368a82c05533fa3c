import type { ReactNode } from 'react';
import { Box, Button, Card, CardContent, Chip, Divider, Tooltip, Typography } from '@mui/material';
import type { SvgIconComponent } from '@mui/icons-material';
import PhoneOutlined from '@mui/icons-material/PhoneOutlined';
import SendOutlined from '@mui/icons-material/SendOutlined';
import type { CustomerDetail } from '../../api/types';
import { formatMobile } from '../../i18n/format';

/**
 * The parts of the customer page whose features arrive with later issues (dispositions, dialer, messaging):
 * visibly part of the page, with a short note of what will live there. Their controls are disabled.
 */
function UpcomingCard({ icon: Icon, title, note, children, testId }: { icon: SvgIconComponent; title: string; note: string; children?: ReactNode; testId: string }) {
  return (
    <Card data-testid={testId}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.25, px: 2.5, py: 1.5 }}>
        <Icon sx={{ fontSize: 20, color: 'text.secondary' }} />
        <Typography variant="subtitle1" component="h2" sx={{ flex: 1, minWidth: 0 }}>
          {title}
        </Typography>
      </Box>
      <Divider />
      <CardContent sx={{ p: 2.5, '&:last-child': { pb: 2.5 } }}>
        {children}
        <Box sx={{ mt: children ? 2 : 0, p: 1.5, borderRadius: '8px', border: '1px dashed', borderColor: 'grey.300', bgcolor: 'grey.50' }}>
          <Chip size="small" label="Coming soon" sx={{ bgcolor: 'grey.200', color: 'grey.700', mb: 0.75 }} />
          <Typography variant="body2" color="text.secondary">
            {note}
          </Typography>
        </Box>
      </CardContent>
    </Card>
  );
}

function DisabledAction({ label, tooltip, icon, fullWidth = false }: { label: string; tooltip: string; icon?: ReactNode; fullWidth?: boolean }) {
  return (
    <Tooltip title={tooltip}>
      <Box component="span" tabIndex={0} sx={{ display: fullWidth ? 'block' : 'inline-block', borderRadius: '8px', '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main' } }}>
        <Button variant="outlined" disabled startIcon={icon} fullWidth={fullWidth} size="small">
          {label}
        </Button>
      </Box>
    </Tooltip>
  );
}

export function CallPlaceholder({ customer }: { customer: CustomerDetail }) {
  return (
    <UpcomingCard icon={PhoneOutlined} title="Call" testId="call-placeholder" note="Calling through the cloud dialer arrives with the telephony feature.">
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1.5 }}>
        <Box>
          <Typography variant="caption" color="text.secondary">
            Mobile
          </Typography>
          <Typography sx={{ fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}>{formatMobile(customer.mobile)}</Typography>
        </Box>
        <DisabledAction label="Call customer" tooltip="Available with the dialer integration" icon={<PhoneOutlined />} />
      </Box>
    </UpcomingCard>
  );
}

export function SendLinksPlaceholder() {
  return (
    <UpcomingCard icon={SendOutlined} title="Send Links" testId="send-links-placeholder" note="Sending payment, settlement, foreclosure and offer links by message arrives with the messaging feature.">
      <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1 }}>
        {['Payment link', 'Settlement link', 'Foreclosure link', 'Offer link'].map((label) => (
          <DisabledAction key={label} label={label} tooltip="Available with the messaging integration" fullWidth />
        ))}
      </Box>
    </UpcomingCard>
  );
}
