import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { components } from '../../api/schema';
import { useApi, useApiPage } from '../../providers/useApi';

type Schemas = components['schemas'];
export type WebhookEndpoint = Schemas['WebhookEndpointDto'];
export type CreatedWebhookEndpoint = Schemas['CreatedWebhookEndpointDto'];
export type NewWebhookEndpoint = Schemas['CreateWebhookEndpointDto'];
export type WebhookDelivery = Schemas['WebhookDeliveryDto'];
export type WebhookEventType = NewWebhookEndpoint['events'][number];

/** The events an endpoint may want, in the order the form lists them, with what each one means. */
export const WEBHOOK_EVENTS: readonly { type: WebhookEventType; label: string }[] = [
  { type: 'payment.recorded', label: 'A payment is recorded' },
  { type: 'promise.made', label: 'A promise to pay is made' },
  { type: 'promise.kept', label: 'A promise is kept' },
  { type: 'promise.broken', label: 'A promise is broken' },
  { type: 'feedback.recorded', label: 'Call feedback is recorded' },
  { type: 'call.ended', label: 'A call ends' },
  { type: 'customer.import.committed', label: 'A customer import is committed' },
  { type: 'leave.request.decided', label: 'A leave request is decided' },
  { type: 'attendance.request.decided', label: 'An attendance request is decided' },
  { type: 'user.deactivated', label: 'A user is deactivated' },
];

/** How often lists with deliveries still pending are read again. */
const FOLLOW_MS = 2000;

/** Delivery log rows a page. */
export const DELIVERY_PAGE_SIZE = 10;

const ENDPOINTS_KEY = ['webhook-endpoints'] as const;
const deliveriesKey = (endpointId: number) => ['webhook-endpoints', endpointId, 'deliveries'] as const;

export function useWebhookEndpoints() {
  const api = useApi();
  return useQuery({
    queryKey: ENDPOINTS_KEY,
    queryFn: () => api<WebhookEndpoint[]>('/webhook-endpoints'),
    // While deliveries wait, their counts move within seconds: follow them.
    refetchInterval: (query) => (query.state.data?.some((endpoint) => endpoint.enabled && endpoint.pending > 0) ? FOLLOW_MS : false),
  });
}

/** One page of an endpoint's delivery log, newest first. */
export function useWebhookDeliveries(endpointId: number, page: number) {
  const apiPage = useApiPage();
  const start = page * DELIVERY_PAGE_SIZE;
  return useQuery({
    queryKey: [...deliveriesKey(endpointId), page],
    queryFn: () => apiPage<WebhookDelivery>(`/webhook-endpoints/${endpointId}/deliveries?range=${encodeURIComponent(JSON.stringify([start, start + DELIVERY_PAGE_SIZE - 1]))}`),
    placeholderData: keepPreviousData,
    refetchInterval: (query) => (query.state.data?.items.some((delivery) => delivery.status === 'pending') ? FOLLOW_MS : false),
  });
}

/** The mutations of the card; each refreshes the endpoints (and the log it touched). */
export function useWebhookActions() {
  const api = useApi();
  const queryClient = useQueryClient();
  const refresh = (endpointId?: number) =>
    Promise.all([queryClient.invalidateQueries({ queryKey: ENDPOINTS_KEY, exact: true }), endpointId ? queryClient.invalidateQueries({ queryKey: deliveriesKey(endpointId) }) : null]);
  return {
    create: useMutation({
      mutationFn: (body: NewWebhookEndpoint) => api<CreatedWebhookEndpoint>('/webhook-endpoints', { method: 'POST', body }),
      onSuccess: () => refresh(),
    }),
    setEnabled: useMutation({
      mutationFn: ({ id, enabled }: { id: number; enabled: boolean }) => api<WebhookEndpoint>(`/webhook-endpoints/${id}`, { method: 'PATCH', body: { enabled } }),
      onSuccess: (endpoint) => refresh(endpoint.id),
    }),
    remove: useMutation({
      mutationFn: (id: number) => api<WebhookEndpoint>(`/webhook-endpoints/${id}`, { method: 'DELETE' }),
      onSuccess: () => refresh(),
    }),
    sendTest: useMutation({
      mutationFn: (id: number) => api<{ event_id: string; delivery_id: number }>(`/webhook-endpoints/${id}/test`, { method: 'POST' }),
      onSuccess: (_sent, id) => refresh(id),
    }),
    replay: useMutation({
      mutationFn: ({ deliveryId }: { deliveryId: number; endpointId: number }) => api<WebhookDelivery>(`/webhook-deliveries/${deliveryId}/replay`, { method: 'POST' }),
      onSuccess: (_delivery, { endpointId }) => refresh(endpointId),
    }),
  };
}
