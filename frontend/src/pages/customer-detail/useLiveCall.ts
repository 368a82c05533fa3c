import { useEffect, useRef, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CurrentCallResponse, LiveCall } from '../../api/types';
import { useRefreshAfterFeedback } from '../../components/feedback';
import { statusOf } from '../../providers/httpClient';
import { useCallApi } from './call-api';
import { isCallEnded } from './call-state';
import type { NumberSlot } from './phone-number';

/** Outside "calls" and "customers", so refreshing those lists does not refetch the call being followed. */
export const CURRENT_CALL_KEY = ['live-call'] as const;
export const liveCallKey = (id: number) => ['live-call', id] as const;

/**
 * A live call is the one thing polled (spec §9 allows no polling otherwise): its state is fetched every second
 * until it has ended.
 */
export const CALL_POLL_MS = 1000;

export type LiveCallPhase =
  /** Asking the server whether a call is already in progress (after a reload). */
  | 'checking'
  | 'idle'
  /** This customer's call is in progress. */
  | 'live'
  /** This customer's call has ended; its outcome is shown. */
  | 'ended'
  /** The user is on a call with someone else. */
  | 'elsewhere';

/**
 * The Call panel's state: restores the user's call in progress (GET /api/calls/live), follows a call until it
 * ends (GET /api/calls/{id}/state every second), and places and hangs up calls. Once a call ends, the
 * customer, its feedback and the call history are refreshed (last connected, the call to take a disposition).
 */
export function useLiveCall(customerId: number) {
  const calls = useCallApi();
  const queryClient = useQueryClient();
  const refreshAfterCall = useRefreshAfterFeedback();
  const [trackedId, setTrackedId] = useState<number | null>(null);

  const current = useQuery({ queryKey: CURRENT_CALL_KEY, queryFn: calls.current, staleTime: 0 });
  const inProgress = current.data?.call ?? null;

  // Follow the server's call in progress (after a reload, or one placed in another tab).
  useEffect(() => {
    if (!inProgress || inProgress.id === trackedId) return;
    queryClient.setQueryData<LiveCall>(liveCallKey(inProgress.id), (known) => known ?? inProgress);
    setTrackedId(inProgress.id);
  }, [inProgress, trackedId, queryClient]);

  const tracked = useQuery({
    queryKey: liveCallKey(trackedId ?? 0),
    queryFn: () => calls.state(trackedId as number),
    enabled: trackedId !== null,
    staleTime: (query) => (isCallEnded(query.state.data) ? Infinity : 0),
    refetchInterval: (query) => (isCallEnded(query.state.data) || statusOf(query.state.error) === 404 ? false : CALL_POLL_MS),
  });
  const call = trackedId === null ? null : (tracked.data ?? null);
  const ended = isCallEnded(call);
  const own = call !== null && call.customer_id === customerId;

  // Once the call ends (once per call): nothing is in progress any more, and what the call changed is shown.
  const handledEnd = useRef<number | null>(null);
  useEffect(() => {
    if (!call || !ended || handledEnd.current === call.id) return;
    handledEnd.current = call.id;
    const endedId = call.id;
    queryClient.setQueryData<CurrentCallResponse>(CURRENT_CALL_KEY, (data) => (data?.call?.id === endedId ? { call: null } : data));
    refreshAfterCall(own ? customerId : undefined);
  }, [call, ended, own, customerId, queryClient, refreshAfterCall]);

  const start = useMutation({
    mutationFn: (slot: NumberSlot) => calls.start({ number_slot: slot, customer_id: customerId }),
    onSuccess: (placed) => {
      queryClient.setQueryData(liveCallKey(placed.id), placed);
      queryClient.setQueryData<CurrentCallResponse>(CURRENT_CALL_KEY, { call: placed });
      setTrackedId(placed.id);
    },
    // "You already have a call in progress": find it, so the panel shows it.
    onError: (error) => {
      if (statusOf(error) === 409) void queryClient.invalidateQueries({ queryKey: CURRENT_CALL_KEY, exact: true });
    },
  });

  const hangup = useMutation({
    mutationFn: calls.hangup,
    onSuccess: (hungUp) => {
      queryClient.setQueryData(liveCallKey(hungUp.id), hungUp);
    },
    // "No call in progress": it has ended meanwhile; the next state says so.
    onError: (error) => {
      if (statusOf(error) === 409 && trackedId !== null) void queryClient.invalidateQueries({ queryKey: liveCallKey(trackedId), exact: true });
    },
  });

  let phase: LiveCallPhase;
  if (call && !ended) phase = own ? 'live' : 'elsewhere';
  else if (call && own) phase = 'ended';
  else if (current.isPending || (inProgress && trackedId !== inProgress.id)) phase = 'checking';
  else phase = 'idle';

  return {
    phase,
    /** The call shown: this customer's live or ended call, or the other customer's live call. */
    call: phase === 'idle' || phase === 'checking' ? null : call,
    /** The state poll failed (the call goes on; the poll retries every second). */
    pollFailed: !ended && tracked.isError,
    start: start.mutate,
    starting: start.isPending,
    hangup: hangup.mutate,
    hangingUp: hangup.isPending,
  };
}
