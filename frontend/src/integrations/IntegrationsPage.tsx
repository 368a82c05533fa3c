import { Stack } from '@mui/material';
import { PageTitle } from '../components/PageTitle';
import { WebhookEndpointsCard } from './webhooks/WebhookEndpointsCard';

/** /integrations (admin only): how other systems connect to the CRM. */
export default function IntegrationsPage() {
  return (
    <>
      <PageTitle title="Integrations" description="API access and webhooks for your other systems" />
      <Stack spacing={2.5} sx={{ maxWidth: 1100 }}>
        <WebhookEndpointsCard />
      </Stack>
    </>
  );
}
