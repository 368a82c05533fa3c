import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DoNotContactReason } from '@crm/shared';
import type { CustomerDetail, CustomerPromise, DeletedCustomers, RecordedPayment, RecordPaymentRequest } from '../../api/types';
import type { GeoPosition } from '../../providers/geolocation';
import { useApi } from '../../providers/useApi';
import { postOnce, useSubmissionKeys } from '../../providers/idempotency';

/** A loan's do-not-contact mark while it holds (issue 31). */
export type DoNotContact = NonNullable<CustomerDetail['do_not_contact']>;

/** Under "customers", so whatever refreshes customers refreshes the detail too. */
export const customerRowsKey = (loanApplicationNo: string) => ['customers', 'detail', loanApplicationNo] as const;

function geoHeaders(position: GeoPosition | null): Record<string, string> {
  if (!position) return {};
  return { 'X-Geo-Latitude': String(position.latitude), 'X-Geo-Longitude': String(position.longitude) };
}

/**
 * GET /api/customers/{loan}: every visible row of the loan (one per lead cycle), newest cycle first. The position
 * (agents) goes as X-Geo-* headers; `attempt` and the position are part of the key, so asking again refetches.
 */
export function useCustomerRowsQuery(loanApplicationNo: string, position: GeoPosition | null, attempt: number, enabled: boolean) {
  const api = useApi();
  return useQuery({
    queryKey: [...customerRowsKey(loanApplicationNo), attempt, position?.latitude ?? null, position?.longitude ?? null],
    queryFn: () => api<CustomerDetail[]>(`/customers/${encodeURIComponent(loanApplicationNo)}`, { headers: geoHeaders(position) }),
    enabled,
  });
}

/** Under "customers", so recording feedback (a new promise) or a payment refreshes it. */
export const customerPromisesKey = (customerId: number) => ['customers', 'promises', customerId] as const;

/** GET /api/customers/{id}/promises: the customer's promises to pay, newest first. */
export function useCustomerPromises(customerId: number) {
  const api = useApi();
  return useQuery({ queryKey: customerPromisesKey(customerId), queryFn: () => api<CustomerPromise[]>(`/customers/${customerId}/promises`) });
}

/** DELETE /api/customers/delete-lead/{loan}: the lead in every cycle; customer lists and group counts refresh. */
export function useDeleteLead(loanApplicationNo: string) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api<DeletedCustomers>(`/customers/delete-lead/${encodeURIComponent(loanApplicationNo)}`, { method: 'DELETE' }),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: customerRowsKey(loanApplicationNo) });
      void queryClient.invalidateQueries({ queryKey: ['customers'] });
      void queryClient.invalidateQueries({ queryKey: ['groups'] });
    },
  });
}

/**
 * POST /api/customers/{id}/payments (admins): a payment typed on the customer page, once per reference. The
 * customer (its payments), its promises (a payment may keep one) and the worklist refresh: all are under "customers".
 */
export function useRecordPayment(customerId: number) {
  const api = useApi();
  const queryClient = useQueryClient();
  const keys = useSubmissionKeys();
  return useMutation({
    mutationFn: (body: RecordPaymentRequest) => postOnce<RecordedPayment>(api, `/customers/${customerId}/payments`, body, keys),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['customers'] }),
  });
}

export interface DoNotContactRequest {
  reason: DoNotContactReason;
  until?: string;
  note?: string;
}

/**
 * PUT and DELETE /api/customers/{id}/do-not-contact (admins): the loan's mark. The customer, its lists and the worklist
 * refresh (all under "customers").
 */
export function useDoNotContact(customerId: number) {
  const api = useApi();
  const queryClient = useQueryClient();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: ['customers'] });
  const mark = useMutation({
    mutationFn: (body: DoNotContactRequest) => api<DoNotContact>(`/customers/${customerId}/do-not-contact`, { method: 'PUT', body }),
    onSuccess: refresh,
  });
  const clear = useMutation({
    mutationFn: () => api<{ do_not_contact: null }>(`/customers/${customerId}/do-not-contact`, { method: 'DELETE' }),
    onSuccess: refresh,
  });
  return { mark, clear };
}
