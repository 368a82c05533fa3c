import { useEffect, useState, type ReactNode } from 'react';
import { Box, Button, Card, CardContent, CircularProgress, Divider, TextField, Typography } from '@mui/material';
import ArrowBackRounded from '@mui/icons-material/ArrowBackRounded';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import EditOutlined from '@mui/icons-material/EditOutlined';
import GraphicEqRounded from '@mui/icons-material/GraphicEqRounded';
import InfoOutlined from '@mui/icons-material/InfoOutlined';
import LockOutlined from '@mui/icons-material/LockOutlined';
import NotesRounded from '@mui/icons-material/NotesRounded';
import PhoneDisabledOutlined from '@mui/icons-material/PhoneDisabledOutlined';
import SubjectRounded from '@mui/icons-material/SubjectRounded';
import { RememberedTabs, tabPanelProps, type TabSpec } from '../../components/RememberedTabs';
import { useQueryClient } from '@tanstack/react-query';
import { LinkBase, useLocation, useNavigate, useParams } from 'react-admin';
import { useCurrentUser } from '../../auth/useCurrentUser';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { EmptyState } from '../../components/EmptyState';
import { HistoryPanel } from '../../components/history';
import { LoadErrorState } from '../../components/LoadErrorState';
import { PageTitle } from '../../components/PageTitle';
import { useToast } from '../../components/Toast';
import { DispositionCodeBadge } from '../../components/feedback/DispositionBadges';
import { formatDateTime, formatMobile } from '../../i18n/format';
import { canAccess } from '../../providers/canAccess';
import { fieldErrorsOf, messageOf, statusOf } from '../../providers/httpClient';
import { AudioPlayer } from './AudioPlayer';
import { callKey, useCall, useCallWrites } from './calls-api';
import { CallStatusBadge } from './CallBadges';
import { customerPath } from '../customer-detail/customer-path';
import { canEditCallNotes, formatDuration, parseCallId, reasonForNotPaying, type Call } from './calls-query';

export const CALL_FETCH_ERROR = 'Failed to fetch call details';
export const CALL_NOT_FOUND = 'Call not found';
export const CALL_LOGIN_TEXT = 'Please login to view call details';
export const NO_NOTES = 'No notes added';

type TabId = 'details' | 'recording' | 'transcript';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography component="dt" variant="caption" color="text.secondary" sx={{ display: 'block', mb: 0.25 }}>
        {label}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 600, color: 'text.primary', overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </Box>
  );
}

function Missing({ text = '—' }: { text?: string }) {
  return (
    <Box component="span" sx={{ color: 'text.disabled', fontWeight: 400 }}>
      {text}
    </Box>
  );
}

function DetailsTab({ call }: { call: Call }) {
  const reason = reasonForNotPaying(call);
  return (
    <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' }, gap: 2.5 }}>
      <Field label="Customer">
        <LinkBase to={customerPath(call.customer.loan_application_no, call.customer.id)} style={{ color: 'inherit' }}>
          {call.customer.name}
        </LinkBase>
        <Typography component="span" variant="caption" color="text.secondary" sx={{ display: 'block', fontWeight: 400 }}>
          {call.customer.loan_application_no}
        </Typography>
      </Field>
      <Field label="Phone Number">{formatMobile(call.phone_number)}</Field>
      <Field label="Agent">{call.agent.name}</Field>
      <Field label="Duration">{formatDuration(call.duration)}</Field>
      <Field label="Call Date/Time">{formatDateTime(call.call_date_time)}</Field>
      <Field label="Disposition">
        {call.disposition_name ? (
          <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75, flexWrap: 'wrap' }}>
            {call.disposition_name}
            {call.disposition_code ? <DispositionCodeBadge code={call.disposition_code} /> : null}
          </Box>
        ) : (
          <Missing text="None" />
        )}
      </Field>
      <Field label="Disposition Date">{call.disposition_date ? formatDateTime(call.disposition_date) : <Missing />}</Field>
      <Field label="Next Call Date">{call.next_follow_up ? formatDateTime(call.next_follow_up) : <Missing />}</Field>
      <Field label="Non-payment Reason">{reason ?? <Missing />}</Field>
    </Box>
  );
}

/**
 * The Notes panel: the disposition note, or "No notes added". Only the call's agent and admins may edit it (the
 * server refuses others with a 403, whose message is shown if it still comes).
 */
function NotesPanel({ call, canEdit }: { call: Call; canEdit: boolean }) {
  const writes = useCallWrites();
  const queryClient = useQueryClient();
  const toast = useToast();
  const [editing, setEditing] = useState(false);
  const [text, setText] = useState(call.disposition_note ?? '');
  const [error, setError] = useState('');
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (!editing) setText(call.disposition_note ?? '');
  }, [call.disposition_note, editing]);

  const save = async () => {
    setSaving(true);
    setError('');
    try {
      const note = text.trim();
      const updated = await writes.update(call.id, { disposition_note: note ? note : null });
      queryClient.setQueryData(callKey(call.id), updated);
      void queryClient.invalidateQueries({ queryKey: ['calls', 'list'] });
      toast({ title: 'Call updated successfully' });
      setEditing(false);
    } catch (failure) {
      const fields = fieldErrorsOf(failure);
      setError(fields?.disposition_note ?? messageOf(failure, 'The note could not be saved.'));
      toast({ title: 'Failed to update call', description: messageOf(failure, ''), variant: 'error' });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Card component="section" aria-labelledby="call-notes-title">
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.25, px: 2.5, py: 1.25 }}>
        <NotesRounded sx={{ fontSize: 20, color: 'text.secondary' }} aria-hidden />
        <Typography variant="subtitle1" component="h2" id="call-notes-title" sx={{ flex: 1 }}>
          Notes
        </Typography>
        {editing || !canEdit ? null : (
          <Button size="small" startIcon={<EditOutlined />} onClick={() => setEditing(true)}>
            Edit
          </Button>
        )}
      </Box>
      <Divider />
      <CardContent sx={{ p: 2.5, '&:last-child': { pb: 2.5 } }}>
        {editing ? (
          <>
            <TextField
              label="Disposition note"
              multiline
              minRows={4}
              value={text}
              onChange={(event) => setText(event.target.value)}
              error={!!error}
              helperText={error || `${text.length}/2000`}
              autoFocus
              slotProps={{ htmlInput: { maxLength: 2000 } }}
              onKeyDown={(event) => {
                if (event.key === 'Escape') {
                  setEditing(false);
                  setError('');
                }
              }}
            />
            <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1, mt: 1 }}>
              <Button
                color="inherit"
                onClick={() => {
                  setEditing(false);
                  setError('');
                }}
                disabled={saving}
              >
                Cancel
              </Button>
              <Button variant="contained" onClick={() => void save()} disabled={saving} startIcon={saving ? <CircularProgress size={16} color="inherit" /> : undefined}>
                Save
              </Button>
            </Box>
          </>
        ) : call.disposition_note ? (
          <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', color: 'text.primary' }} data-testid="call-note">
            {call.disposition_note}
          </Typography>
        ) : (
          <Typography variant="body2" color="text.secondary" data-testid="call-note">
            {NO_NOTES}
          </Typography>
        )}
        {call.notes && !editing ? (
          <Box sx={{ mt: 2, pt: 1.5, borderTop: 1, borderColor: 'divider' }}>
            <Typography variant="caption" color="text.secondary">
              Call notes
            </Typography>
            <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {call.notes}
            </Typography>
          </Box>
        ) : null}
        {canEdit ? null : (
          <Typography variant="caption" color="text.secondary" sx={{ display: 'flex', alignItems: 'center', gap: 0.75, mt: 2 }} data-testid="notes-read-only">
            <LockOutlined sx={{ fontSize: 16 }} aria-hidden />
            {call.agent.id === null
              ? 'Only the agent who made this call or an administrator can change these notes.'
              : `Only ${call.agent.name}, who made this call, or an administrator can change these notes.`}
          </Typography>
        )}
      </CardContent>
    </Card>
  );
}

function DeleteCallButton({ call, onDeleted }: { call: Call; onDeleted: () => void }) {
  const writes = useCallWrites();
  const queryClient = useQueryClient();
  const toast = useToast();
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);
  const confirm = async () => {
    setPending(true);
    try {
      await writes.remove(call.id);
      toast({ title: 'Call deleted successfully' });
      queryClient.removeQueries({ queryKey: callKey(call.id) });
      void queryClient.invalidateQueries({ queryKey: ['calls', 'list'] });
      setOpen(false);
      onDeleted();
    } catch (error) {
      toast({ title: 'Failed to delete call', description: messageOf(error, ''), variant: 'error' });
    } finally {
      setPending(false);
    }
  };
  return (
    <>
      <Button variant="outlined" color="error" startIcon={<DeleteOutlineRounded />} onClick={() => setOpen(true)} sx={{ borderColor: 'error.light' }}>
        Delete call
      </Button>
      <ConfirmDialog open={open} title="Delete this call?" confirmLabel="Delete call" loading={pending} onClose={() => setOpen(false)} onConfirm={() => void confirm()}>
        The call with <strong>{call.customer.name}</strong> on {formatDateTime(call.call_date_time)} will be deleted with its recording and transcript
        links. The customer&apos;s feedback history is not affected. This cannot be undone.
      </ConfirmDialog>
    </>
  );
}

/** /calls/{id} (spec §2 "Call details"). */
export function CallDetailsPage() {
  const { id: rawId } = useParams<{ id: string }>();
  const id = parseCallId(rawId);
  const { user, isPending: userPending } = useCurrentUser();
  const location = useLocation();
  const navigate = useNavigate();
  const toast = useToast();
  const { data: call, isPending, error, refetch } = useCall(id, !!user);
  const canDelete = canAccess(user?.role, { resource: 'calls', action: 'delete' });
  const backTo = (location.state as { from?: string } | null)?.from ?? '/calls';
  const notFound = id === null || statusOf(error) === 404;

  useEffect(() => {
    if (error && statusOf(error) !== 404) toast({ title: CALL_FETCH_ERROR, description: messageOf(error, ''), variant: 'error' });
  }, [error, toast]);

  // A tab that does not exist for this call (no recording, no transcript) falls back to Details.
  const tabs: Array<TabSpec<TabId>> = [{ id: 'details', label: 'Details', icon: <InfoOutlined fontSize="small" /> }];
  if (call?.recording_url) tabs.push({ id: 'recording', label: 'Recording', icon: <GraphicEqRounded fontSize="small" /> });
  if (call?.transcript_text) tabs.push({ id: 'transcript', label: 'Transcript', icon: <SubjectRounded fontSize="small" /> });

  const back = (
    <Button component={LinkBase} to={backTo} startIcon={<ArrowBackRounded />} color="inherit" size="small" sx={{ color: 'text.secondary' }}>
      Back to Call History
    </Button>
  );

  let body: ReactNode;
  if (!user) {
    body = userPending ? null : (
      <Card>
        <EmptyState
          icon={LockOutlined}
          title={CALL_LOGIN_TEXT}
          action={
            <Button component={LinkBase} to="/auth" variant="contained">
              Sign in
            </Button>
          }
        />
      </Card>
    );
  } else if (notFound) {
    body = (
      <Card>
        <EmptyState icon={PhoneDisabledOutlined} title={CALL_NOT_FOUND} hint="It may have been deleted, or it belongs to a customer you cannot see." />
      </Card>
    );
  } else if (error) {
    body = (
      <Card>
        <LoadErrorState title={CALL_FETCH_ERROR} error={error} onRetry={refetch} />
      </Card>
    );
  } else if (isPending || !call) {
    body = (
      <Card>
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 1.5, py: 8 }} role="status">
          <CircularProgress size={22} />
          <Typography color="text.secondary">Loading call details…</Typography>
        </Box>
      </Card>
    );
  } else {
    body = (
      <>
        <Card sx={{ mb: 2 }}>
          <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1.5, px: 2.5, py: 2 }}>
            <Box sx={{ minWidth: 0, flex: 1 }}>
              <Typography variant="h5" component="h2" sx={{ overflowWrap: 'anywhere' }}>
                {call.customer.name}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {formatMobile(call.phone_number)} · {formatDateTime(call.call_date_time)} · {call.agent.name}
              </Typography>
            </Box>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }} aria-label="Call outcome">
              {call.disposition_code ? <DispositionCodeBadge code={call.disposition_code} title={call.disposition_name ?? undefined} /> : null}
              <CallStatusBadge status={call.status} size="medium" />
            </Box>
          </Box>
        </Card>
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', lg: 'minmax(0, 2fr) minmax(280px, 1fr)' }, gap: 2, alignItems: 'start' }}>
          <Card>
            <RememberedTabs
              storeKey="call-details.tab"
              tabs={tabs}
              idPrefix="call"
              aria-label="Call"
              variant="scrollable"
              scrollButtons={false}
              sx={{ px: { xs: 0.5, sm: 1.5 }, borderBottom: 1, borderColor: 'divider' }}
              tabSx={{ minHeight: 48, minWidth: 0, px: { xs: 1.25, sm: 2 } }}
            >
              {(activeTab) => (
                <Box {...tabPanelProps('call', activeTab)} sx={{ p: 2.5 }}>
                  {activeTab === 'details' ? <DetailsTab call={call} /> : null}
                  {activeTab === 'recording' && call.recording_url ? <AudioPlayer src={call.recording_url} fallbackDuration={call.duration} /> : null}
                  {activeTab === 'transcript' && call.transcript_text ? (
                    <Typography
                      component="div"
                      variant="body2"
                      tabIndex={0}
                      aria-label="Transcript text"
                      sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', maxHeight: 420, overflowY: 'auto', p: 2, borderRadius: '8px', bgcolor: 'grey.50', border: 1, borderColor: 'divider', lineHeight: 1.7 }}
                    >
                      {call.transcript_text}
                    </Typography>
                  ) : null}
                </Box>
              )}
            </RememberedTabs>
          </Card>
          <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
            <NotesPanel call={call} canEdit={canEditCallNotes(call, user)} />
            <HistoryPanel entity="call" entityId={String(call.id)} />
          </Box>
        </Box>
      </>
    );
  }

  return (
    <>
      <PageTitle title={call ? `Call with ${call.customer.name}` : 'Call Details'} description="Recording, transcript and notes" />
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', mb: 2 }}>
        {back}
        <Box sx={{ flex: 1 }} />
        {call && canDelete ? <DeleteCallButton call={call} onDeleted={() => navigate('/calls')} /> : null}
      </Box>
      {body}
    </>
  );
}

export default CallDetailsPage;
