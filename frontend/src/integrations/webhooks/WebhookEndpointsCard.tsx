import { useState } from 'react';
import { Box, Button, Card, Chip, Divider, Skeleton, Typography } from '@mui/material';
import AddRounded from '@mui/icons-material/AddRounded';
import SendRounded from '@mui/icons-material/SendRounded';
import WebhookOutlined from '@mui/icons-material/WebhookOutlined';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { EmptyState } from '../../components/EmptyState';
import { LoadErrorState } from '../../components/LoadErrorState';
import { formatInBusinessZone } from '../../i18n/dates';
import { DeliveryLog } from './DeliveryLog';
import { RegisterEndpointDialog } from './RegisterEndpointDialog';
import { SecretDialog } from './SecretDialog';
import { useWebhookActions, useWebhookEndpoints, type CreatedWebhookEndpoint, type WebhookEndpoint } from './webhooks-api';

type Confirming = { kind: 'disable' | 'delete'; endpoint: WebhookEndpoint } | null;

function statusOf(endpoint: WebhookEndpoint): { label: string; color: 'success' | 'warning' | 'error' | 'default' } {
  if (!endpoint.enabled) return endpoint.disabled_reason === 'failing' ? { label: 'Disabled: kept failing', color: 'error' } : { label: 'Disabled', color: 'default' };
  if (endpoint.failing_since) return { label: 'Failing', color: 'warning' };
  return { label: 'Active', color: 'success' };
}

/** One endpoint: where it sends, what, how it is doing, and its actions; its delivery log opens below it. */
function EndpointRow({ endpoint, onConfirm }: { endpoint: WebhookEndpoint; onConfirm: (confirming: Confirming) => void }) {
  const [logOpen, setLogOpen] = useState(false);
  const { sendTest, setEnabled } = useWebhookActions();
  const status = statusOf(endpoint);
  const test = () => sendTest.mutate(endpoint.id, { onSuccess: () => setLogOpen(true) });
  return (
    <Box component="li" sx={{ listStyle: 'none' }} data-testid="webhook-endpoint" aria-label={endpoint.url}>
      <Box sx={{ px: 2.5, py: 2, display: 'flex', gap: 2, flexWrap: { xs: 'wrap', md: 'nowrap' }, alignItems: 'flex-start' }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
            <Typography variant="body1" sx={{ fontFamily: 'monospace', fontSize: 14, wordBreak: 'break-all', fontWeight: 600 }}>
              {endpoint.url}
            </Typography>
            <Chip size="small" label={status.label} color={status.color} variant={status.color === 'default' ? 'filled' : 'outlined'} />
          </Box>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            {[endpoint.description, `${endpoint.events.length} event${endpoint.events.length === 1 ? '' : 's'}`, endpoint.pending > 0 ? `${endpoint.pending} waiting` : null, `added ${formatInBusinessZone(endpoint.created_at, 'DD/MM/YYYY')}`]
              .filter(Boolean)
              .join(' · ')}
          </Typography>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, mt: 1 }}>
            {endpoint.events.map((type) => (
              <Chip key={type} size="small" label={type} sx={{ fontFamily: 'monospace', fontSize: 12, bgcolor: 'grey.100' }} />
            ))}
          </Box>
        </Box>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', flexShrink: { xs: 1, md: 0 }, width: { xs: '100%', md: 'auto' } }}>
          <Button size="small" variant="outlined" startIcon={<SendRounded fontSize="small" />} onClick={test} disabled={sendTest.isPending}>
            Send test
          </Button>
          <Button size="small" variant="outlined" onClick={() => setLogOpen((open) => !open)} aria-expanded={logOpen}>
            {logOpen ? 'Hide log' : 'Delivery log'}
          </Button>
          {endpoint.enabled ? (
            <Button size="small" color="inherit" onClick={() => onConfirm({ kind: 'disable', endpoint })}>
              Disable
            </Button>
          ) : (
            <Button size="small" color="inherit" onClick={() => setEnabled.mutate({ id: endpoint.id, enabled: true })} disabled={setEnabled.isPending}>
              Enable
            </Button>
          )}
          <Button size="small" color="error" onClick={() => onConfirm({ kind: 'delete', endpoint })}>
            Delete
          </Button>
        </Box>
      </Box>
      {logOpen ? <DeliveryLog endpointId={endpoint.id} /> : null}
      <Divider />
    </Box>
  );
}

/** Webhooks out (issue 29): register endpoints, see the secret once, send a test, read and replay deliveries. */
export function WebhookEndpointsCard() {
  const endpoints = useWebhookEndpoints();
  const { create, setEnabled, remove } = useWebhookActions();
  const [registering, setRegistering] = useState(false);
  const [created, setCreated] = useState<CreatedWebhookEndpoint | null>(null);
  const [confirming, setConfirming] = useState<Confirming>(null);

  const confirm = () => {
    if (!confirming) return;
    const done = { onSuccess: () => setConfirming(null) };
    if (confirming.kind === 'delete') remove.mutate(confirming.endpoint.id, done);
    else setEnabled.mutate({ id: confirming.endpoint.id, enabled: false }, done);
  };

  return (
    <Card component="section" aria-labelledby="webhooks-title" data-testid="webhooks-card">
      <Box sx={{ px: 2.5, py: 2, display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap' }}>
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="subtitle1" component="h2" id="webhooks-title">
            Webhooks
          </Typography>
          <Typography variant="body2" color="text.secondary">
            Tell your systems what happens here: signed events are POSTed to your endpoints and retried until they answer.
          </Typography>
        </Box>
        <Button variant="contained" startIcon={<AddRounded />} onClick={() => setRegistering(true)}>
          Add endpoint
        </Button>
      </Box>
      <Divider />
      {endpoints.isPending ? (
        <Box sx={{ p: 2.5 }} aria-busy>
          <Skeleton width="60%" height={28} />
          <Skeleton width="40%" />
        </Box>
      ) : endpoints.isError ? (
        <LoadErrorState title="Could not load the webhook endpoints" error={endpoints.error} onRetry={endpoints.refetch} />
      ) : endpoints.data.length === 0 ? (
        <EmptyState icon={WebhookOutlined} title="No webhook endpoints yet" hint="Add an endpoint to receive payments, promises, calls and more as they happen." />
      ) : (
        <Box component="ul" sx={{ m: 0, p: 0 }} aria-label="Webhook endpoints">
          {endpoints.data.map((endpoint) => (
            <EndpointRow key={endpoint.id} endpoint={endpoint} onConfirm={setConfirming} />
          ))}
        </Box>
      )}
      <RegisterEndpointDialog
        open={registering}
        onClose={() => setRegistering(false)}
        onRegister={(endpoint) => create.mutateAsync(endpoint)}
        onRegistered={(endpoint) => {
          setRegistering(false);
          setCreated(endpoint);
        }}
      />
      <SecretDialog secret={created?.secret ?? null} url={created?.url ?? ''} onClose={() => setCreated(null)} />
      <ConfirmDialog
        open={confirming !== null}
        title={confirming?.kind === 'delete' ? 'Delete this endpoint?' : 'Disable this endpoint?'}
        confirmLabel={confirming?.kind === 'delete' ? 'Delete' : 'Disable'}
        loading={remove.isPending || setEnabled.isPending}
        onConfirm={confirm}
        onClose={() => setConfirming(null)}
      >
        {confirming?.kind === 'delete'
          ? `${confirming.endpoint.url} stops receiving events, and its delivery log is deleted. This cannot be undone.`
          : `${confirming?.endpoint.url ?? ''} stops receiving events until you enable it again; events meanwhile wait for it.`}
      </ConfirmDialog>
    </Card>
  );
}
