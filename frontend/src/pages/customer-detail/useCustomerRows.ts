import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { CustomerDetail } from '../../api/types';
import { getPosition, type LocationFailure } from '../../providers/geolocation';
import { statusOf } from '../../providers/httpClient';
import { useCustomerRowsQuery } from './customer-api';

/** Spec §8 customer-detail messages (the server answers the first two on a 403). */
export const LOCATION_REQUIRED_MESSAGE = 'Location access required. Please check in first to enable location access.';
export const LOCATION_DENIED_MESSAGE = 'Cannot access this page from this location';

export type CustomerRowsState =
  | { kind: 'locating' }
  | { kind: 'loading' }
  | { kind: 'ready'; rows: CustomerDetail[] }
  | { kind: 'not-found' }
  | { kind: 'location-required'; failure?: LocationFailure }
  | { kind: 'location-denied' }
  | { kind: 'error'; error: unknown };

/**
 * The rows of one loan (GET /api/customers/{loan}). Users who need a location (agents) first get the browser's
 * position (cached 12 h) and send it as X-Geo-* headers; the server decides whether it is allowed (no office
 * geofences means anywhere). `relocate` asks the browser again, bypassing the cache.
 */
export function useCustomerRows(loanApplicationNo: string, needsLocation: boolean) {
  const [attempt, setAttempt] = useState(0);

  const location = useQuery({
    queryKey: ['geolocation', attempt],
    queryFn: () => getPosition({ fresh: attempt > 0 }),
    enabled: needsLocation,
    // A position is kept (it is also cached for 12 hours); a failure is asked again on the next page.
    staleTime: (query) => (query.state.data?.position ? Infinity : 0),
    refetchOnWindowFocus: false,
  });
  const position = location.data?.position ?? null;

  const rows = useCustomerRowsQuery(loanApplicationNo, position, attempt, !needsLocation || location.isSuccess);

  let state: CustomerRowsState;
  if (needsLocation && location.isPending) state = { kind: 'locating' };
  else if (rows.isPending) state = { kind: 'loading' };
  else if (rows.error) {
    const status = statusOf(rows.error);
    if (status === 404) state = { kind: 'not-found' };
    else if (status === 403 && rows.error instanceof Error && rows.error.message === LOCATION_REQUIRED_MESSAGE) {
      state = { kind: 'location-required', failure: location.data?.failure };
    } else if (status === 403) state = { kind: 'location-denied' };
    else state = { kind: 'error', error: rows.error };
  } else if (rows.data.length === 0) state = { kind: 'not-found' };
  else state = { kind: 'ready', rows: rows.data };

  return {
    state,
    position,
    isRefreshing: rows.isFetching || location.isFetching,
    retry: () => void rows.refetch(),
    relocate: () => setAttempt((n) => n + 1),
  };
}
