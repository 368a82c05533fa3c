import { useEffect, useRef, useState } from 'react';
import { Alert, Box, Button, CircularProgress, Link, Typography } from '@mui/material';
import CallEndRounded from '@mui/icons-material/CallEndRounded';
import PhoneOutlined from '@mui/icons-material/PhoneOutlined';
import PhoneRounded from '@mui/icons-material/PhoneRounded';
import { LinkBase } from 'react-admin';
import type { CustomerDetail, LiveCall } from '../../api/types';
import { useCurrentUser } from '../../auth/useCurrentUser';
import { useToast } from '../../components/Toast';
import { formatMobile } from '../../i18n/format';
import { messageOf, statusOf } from '../../providers/httpClient';
import { CALL_STATE_LINES, callOutcome, callTone, formatTimer, secondsSince, wasUnanswered, type CallTone } from './call-state';
import { DisabledReason } from './DisabledReason';
import { PanelCard } from './PanelCard';
import { isMaskedNumber, mobileNumberError } from './phone-number';
import { useLiveCall, type LiveCallPhase } from './useLiveCall';
import { useCallWindow } from './call-api';
import { callWindowNote, callWindowRefusal } from './call-window';
import { doNotContactRefusal } from '@crm/shared';

export const CALL_FAILED = 'Could not place the call';
export const HANGUP_FAILED = 'Could not hang up';
export const ELSEWHERE_NOTE = 'You are on another call';

const TONES: Record<CallTone, { bg: string; border: string; fg: string }> = {
  progress: { bg: 'info.light', border: '#bae6fd', fg: 'info.main' },
  connected: { bg: 'success.light', border: '#bbf7d0', fg: 'success.main' },
  success: { bg: 'grey.50', border: 'grey.200', fg: 'success.main' },
  failure: { bg: 'grey.50', border: 'grey.200', fg: 'error.main' },
};

/** The talk time so far, ticking every second (only this re-renders). A timer is not announced on every tick. */
function CallTimer({ answeredAt }: { answeredAt: string | null }) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  return (
    <Typography role="timer" aria-label="Talk time" data-testid="call-timer" sx={{ fontVariantNumeric: 'tabular-nums', fontWeight: 700, fontSize: '1.125rem', color: 'success.main', lineHeight: 1.2 }}>
      {formatTimer(secondsSince(answeredAt, now))}
    </Typography>
  );
}

function ViewCallLink({ call }: { call: LiveCall }) {
  return (
    <Link component={LinkBase} to={`/calls/${call.id}`} variant="body2" sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
      View call
    </Link>
  );
}

/** The state area: what the call is doing (announced politely to screen readers), or how it ended. */
function CallStatus({ phase, call, pollFailed }: { phase: LiveCallPhase; call: LiveCall | null; pollFailed: boolean }) {
  const shown = call && (phase === 'live' || phase === 'ended') ? call : null;
  const tone = shown ? TONES[callTone(shown)] : null;
  return (
    <Box
      sx={
        tone
          ? { display: 'flex', alignItems: 'center', gap: 1.25, mt: 2, p: 1.5, borderRadius: '8px', bgcolor: tone.bg, border: 1, borderColor: tone.border }
          : { mt: 0 }
      }
      data-testid="call-status"
    >
      {tone && shown ? (
        <Box
          aria-hidden
          sx={{
            width: 10,
            height: 10,
            borderRadius: '50%',
            flexShrink: 0,
            bgcolor: tone.fg,
            ...(phase === 'live' ? { animation: 'call-pulse 1.4s ease-in-out infinite', '@keyframes call-pulse': { '50%': { opacity: 0.35 } }, '@media (prefers-reduced-motion: reduce)': { animation: 'none' } } : {}),
          }}
        />
      ) : null}
      <Box sx={{ flex: 1, minWidth: 0 }}>
        {/* Always in the page, so changes to it are announced. */}
        <Typography role="status" aria-live="polite" aria-atomic="true" variant="body2" component="p" sx={{ fontWeight: 700, color: 'text.primary' }} data-testid="call-state">
          {shown ? CALL_STATE_LINES[shown.state] : ''}
          {shown?.state === 'ended' ? <Box component="span" sx={{ fontWeight: 400, color: 'text.secondary' }}>{` · ${callOutcome(shown)}`}</Box> : null}
        </Typography>
        {shown && pollFailed && phase === 'live' ? (
          <Typography variant="caption" color="warning.main" component="p">
            Lost touch with the dialer; retrying…
          </Typography>
        ) : null}
      </Box>
      {shown?.state === 'answered' ? <CallTimer answeredAt={shown.answered_at} /> : null}
      {shown?.state === 'ended' ? <ViewCallLink call={shown} /> : null}
    </Box>
  );
}

/**
 * Call (spec §2, §7 init-call and hangup): the customer's mobile with a Call button; while the call is live its
 * state (Dialling…, Ringing…, Connected with a running timer) and Hang up; once ended the outcome and a link
 * to the call. A call in progress is restored after a reload; a call with someone else blocks a second one.
 */
/** The server's refusal for a user the user sync has not linked to a dialer agent, shown before anyone tries. */
export const NOT_LINKED = 'Your user is not linked to a dialer agent yet. Ask an administrator to run Sync with Tata on the Users page.';

/** The call just made to a customer, as the feedback form needs it. */
export interface PlacedCall {
  customerId: number;
  callId: number;
  /** It ended with nobody answering: the form offers no right-party dispositions. */
  unanswered: boolean;
}

export interface CallPanelProps {
  customer: CustomerDetail;
  /** Told of this customer's call once it is placed (or restored after a reload), and when it ends: feedback names it. */
  onCall?: (call: PlacedCall) => void;
}

export function CallPanel({ customer, onCall }: CallPanelProps) {
  const toast = useToast();
  const { phase, call, pollFailed, start, starting, hangup, hangingUp } = useLiveCall(customer.id);
  const ownCallId = (phase === 'live' || phase === 'ended') && call ? call.id : null;
  const unanswered = phase === 'ended' && call ? wasUnanswered(call) : false;
  useEffect(() => {
    if (ownCallId !== null) onCall?.({ customerId: customer.id, callId: ownCallId, unanswered });
  }, [ownCallId, unanswered, customer.id, onCall]);
  // A masked number (98XXXXX210) is the server's to check: the call names the slot.
  const numberError = isMaskedNumber(customer.mobile) ? undefined : mobileNumberError(customer.mobile);
  const callButton = useRef<HTMLButtonElement>(null);
  const hangupButton = useRef<HTMLButtonElement>(null);

  // The button pressed is replaced by the other one: keep the keyboard focus on the call's action, without
  // ever taking it from somewhere else (the agent may be typing feedback while on the call) or on page load.
  const previousPhase = useRef(phase);
  useEffect(() => {
    const before = previousPhase.current;
    previousPhase.current = phase;
    const active = document.activeElement;
    if (active && active !== document.body) return;
    if (phase === 'live' && (before === 'idle' || before === 'ended')) hangupButton.current?.focus();
    else if (before === 'live' && (phase === 'ended' || phase === 'idle')) callButton.current?.focus();
  }, [phase]);

  const placeCall = () =>
    start('mobile', {
      onError: (error) => toast({ title: CALL_FAILED, description: messageOf(error, 'Please try again.'), variant: 'error' }),
    });

  const endCall = () =>
    hangup(undefined, {
      onError: (error) =>
        statusOf(error) === 409
          ? toast({ title: 'The call has already ended', description: messageOf(error, ''), variant: 'info' })
          : toast({ title: HANGUP_FAILED, description: messageOf(error, 'Please try again.'), variant: 'error' }),
    });

  const live = phase === 'live';
  const { user } = useCurrentUser();
  const callWindow = useCallWindow();
  const windowClosed = callWindow.window && !callWindow.open ? callWindow.window : null;
  const marked = customer.do_not_contact ? doNotContactRefusal(customer.do_not_contact) : undefined;
  const callDisabledReason =
    marked ??
    (user?.dialer_agent_id === null
      ? NOT_LINKED
      : phase === 'elsewhere'
      ? 'Finish your other call first'
      : phase === 'checking'
        ? 'Checking for a call in progress…'
        : numberError
          ? `The customer's mobile number cannot be called: ${numberError.toLowerCase()}`
          : windowClosed
            ? callWindowRefusal(windowClosed)
            : undefined);

  return (
    <PanelCard id="call-panel" icon={PhoneOutlined} title="Call" testId="call-panel">
      <Box sx={{ p: 2.5 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1.5 }}>
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="caption" color="text.secondary" id="call-panel-number-label">
              Mobile
            </Typography>
            <Typography sx={{ fontWeight: 700, fontVariantNumeric: 'tabular-nums' }} aria-labelledby="call-panel-number-label">
              {formatMobile(customer.mobile)}
            </Typography>
          </Box>
          {live ? (
            <Button
              ref={hangupButton}
              variant="contained"
              color="error"
              startIcon={hangingUp ? <CircularProgress size={16} color="inherit" /> : <CallEndRounded />}
              onClick={endCall}
              disabled={hangingUp}
            >
              {hangingUp ? 'Hanging up…' : 'Hang up'}
            </Button>
          ) : (
            <DisabledReason reason={starting ? undefined : callDisabledReason}>
              <Button
                ref={callButton}
                variant="contained"
                color="success"
                startIcon={starting ? <CircularProgress size={16} color="inherit" /> : <PhoneRounded />}
                onClick={placeCall}
                disabled={starting || !!callDisabledReason}
                aria-label={`Call ${customer.name} on ${formatMobile(customer.mobile)}`}
              >
                {starting ? 'Calling…' : 'Call'}
              </Button>
            </DisabledReason>
          )}
        </Box>

        {marked && !live ? (
          <Typography variant="body2" color="error.main" sx={{ mt: 1, fontWeight: 600 }} data-testid="call-do-not-contact-note">
            {marked}
          </Typography>
        ) : null}

        {windowClosed && !live && !marked ? (
          <Typography variant="body2" color="warning.main" sx={{ mt: 1, fontWeight: 600 }} data-testid="call-window-note">
            {callWindowNote(windowClosed)}
          </Typography>
        ) : null}

        <CallStatus phase={phase} call={call} pollFailed={pollFailed} />

        {phase === 'elsewhere' && call ? (
          <Alert severity="info" sx={{ mt: 2 }} action={<ViewCallLink call={call} />} data-testid="call-elsewhere">
            {ELSEWHERE_NOTE}. Hang up there before calling this customer.
          </Alert>
        ) : null}
      </Box>
    </PanelCard>
  );
}
