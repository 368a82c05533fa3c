import { Alert, Box, Button, Card, Typography } from '@mui/material';
import HandshakeOutlined from '@mui/icons-material/HandshakeOutlined';
import { PromiseChip } from '../../components/feedback/PromiseChip';
import { formatDate } from '../../i18n/format';
import { useCustomerPromises } from './customer-api';

/** The customer's latest promise to pay and what became of it, above the money tiles; nothing when there is none. */
export function PromiseBanner({ customerId }: { customerId: number }) {
  const promises = useCustomerPromises(customerId);
  if (promises.error) {
    return (
      <Alert
        severity="warning"
        action={
          <Button color="inherit" size="small" onClick={() => void promises.refetch()}>
            Try again
          </Button>
        }
      >
        Could not load the promises to pay.
      </Alert>
    );
  }
  const latest = promises.data?.[0];
  if (!latest) return null;
  const earlier = (promises.data?.length ?? 1) - 1;
  return (
    <Card component="section" aria-label="Promise to pay" sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1.5, px: 2.5, py: 1.5 }}>
      <Box sx={{ width: 36, height: 36, borderRadius: '10px', display: 'grid', placeItems: 'center', bgcolor: '#2563eb1a', color: '#2563eb', flexShrink: 0 }}>
        <HandshakeOutlined fontSize="small" />
      </Box>
      <Typography variant="subtitle2" component="h2">
        Promise to pay
      </Typography>
      <PromiseChip promise={latest} />
      <Typography variant="caption" color="text.secondary" sx={{ flex: '1 1 220px' }}>
        Made {formatDate(latest.created_at)} by {latest.agent.name}
        {earlier > 0 ? ` · ${earlier} earlier in the feedback history` : ''}
      </Typography>
    </Card>
  );
}
