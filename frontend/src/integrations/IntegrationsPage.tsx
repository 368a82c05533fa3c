import { Box } from '@mui/material';
import { PageTitle } from '../components/PageTitle';
import { ApiKeysCard } from './ApiKeysCard';
import { WebhookEndpointsCard } from './webhooks/WebhookEndpointsCard';

/** /integrations (issue 29, admins only): what other systems may do with the CRM. Each integration is a card. */
export default function IntegrationsPage() {
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <PageTitle title="Integrations" description="API keys and webhooks for other systems" />
      <ApiKeysCard />
      <WebhookEndpointsCard />
    </Box>
  );
}
