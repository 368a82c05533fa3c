import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import {
  Alert,
  Box,
  Button,
  Card,
  Chip,
  CircularProgress,
  Divider,
  IconButton,
  InputAdornment,
  MenuItem,
  TextField,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import AddRounded from '@mui/icons-material/AddRounded';
import CloseRounded from '@mui/icons-material/CloseRounded';
import EventRepeatOutlined from '@mui/icons-material/EventRepeatOutlined';
import PhoneAndroidOutlined from '@mui/icons-material/PhoneAndroidOutlined';
import RateReviewOutlined from '@mui/icons-material/RateReviewOutlined';
import { LinkBase } from 'react-admin';
import { useCurrentUser } from '../../auth/useCurrentUser';
import { canAccess } from '../../providers/canAccess';
import { BusinessDateInput } from '../dates/BusinessDateInput';
import { useToast } from '../Toast';
import { formatTimeOfDay } from '../../i18n/format';
import { fieldErrorsOf, messageOf } from '../../providers/httpClient';
import { DispositionCodeBadge } from './DispositionBadges';
import { useActiveStatuses, useRecordFeedback, useRefreshAfterFeedback } from './feedback-api';
import {
  CONTACT_TYPES,
  HARDSHIP_REASONS,
  LANGUAGES,
  MAX_ALTERNATE_NUMBERS,
  buildFeedbackRequest,
  freeAlternateKeys,
  initialFeedbackValues,
  mapServerErrors,
  needsReason,
  recordsPromise,
  storedAlternates,
  validateFeedback,
  type ContactType,
  type FeedbackErrors,
  type FeedbackField,
  type FeedbackFormValues,
  type FeedbackItem,
  type FeedbackLanguage,
  type HardshipReason,
} from './feedback-rules';
import {
  EMPTY_FOLLOW_UP,
  describeChange,
  followUpInstant,
  formatFollowUp,
  inSentence,
  isDayInWindow,
  maxFollowUpDay,
  minFollowUpDay,
  normaliseFollowUp,
  presetFromDuration,
  slotsForDay,
  type FollowUpValue,
} from './follow-up-rules';

export const FEEDBACK_SUBMITTED = 'Feedback Submitted';
export const FEEDBACK_SUBMITTED_DESCRIPTION = 'Your feedback has been successfully recorded';
export const FEEDBACK_FAILED = 'Submission Failed';
export const STATUSES_FETCH_ERROR = 'Failed to fetch disposition statuses';

/** What the form needs of the customer: GET /api/customers/{loan} answers it (CustomerDetail fits). */
export interface FeedbackCustomer {
  /** The numeric customer id (the feedback API's {id}), not the loan number. */
  id: number;
  /** reference_alternate_1..5 tell which alternate-number slots are free; language preselects the language. */
  metadata?: Record<string, unknown> | null;
}

export interface AddFeedbackFormProps {
  customer: FeedbackCustomer;
  /** The call just made to this customer (the Call panel's): the feedback names it, so that call takes its disposition. */
  callId?: number | null;
  /** That call ended with nobody answering: right-party contact is not offered (the server refuses it too). */
  callUnanswered?: boolean;
  /** Called after a feedback is recorded (history, customer and calls are already being refreshed). */
  onSubmitted?: (feedback: FeedbackItem) => void;
}

/** The value of the menu's link to the Dispositions page (shown to admins when a contact type has none). */
const ADD_DISPOSITION = 'add-disposition';

/** The order errors are focused in, top to bottom. */
const FIELD_ORDER: FeedbackField[] = ['disposition', 'preset', 'followUpDate', 'followUpTime', 'reason', 'promisedAmount', 'language', 'note'];

function durationLabel(minutes: number | null): string | null {
  if (minutes === null || minutes <= 0) return null;
  if (minutes < 60) return `${minutes} min`;
  if (minutes % 60 === 0) return `${minutes / 60} h`;
  return `${Math.floor(minutes / 60)} h ${minutes % 60} min`;
}

function SectionLabel({ children, id }: { children: string; id?: string }) {
  return (
    <Typography variant="overline" component="p" id={id} sx={{ display: 'block', lineHeight: 1.6, mt: 1 }}>
      {children}
    </Typography>
  );
}

/**
 * Add New Feedback (spec §2 customer detail, §4 "Feedback form", §5 "Feedback" and "Alternate numbers").
 * The time rules live in follow-up-rules.ts, the validation and request in feedback-rules.ts.
 */
export const UNANSWERED_NOTE = 'The call was not answered, so a right-party contact cannot be recorded for it.';

export function AddFeedbackForm({ customer, callId, callUnanswered = false, onSubmitted }: AddFeedbackFormProps) {
  const toast = useToast();
  const { user } = useCurrentUser();
  const canAddDispositions = canAccess(user?.role, { resource: 'dispositions', action: 'create' });
  const refresh = useRefreshAfterFeedback();
  const statuses = useActiveStatuses();
  const record = useRecordFeedback(customer.id);

  const [values, setValues] = useState<FeedbackFormValues>(() => initialFeedbackValues(customer.metadata?.language));
  const [errors, setErrors] = useState<FeedbackErrors>({});
  const [attempted, setAttempted] = useState(false);
  const [followUpNote, setFollowUpNote] = useState('');
  const [generalError, setGeneralError] = useState('');
  const fieldRefs = useRef<Partial<Record<string, { focus: () => void } | null>>>({});
  // Submit pressed while the date field still held a day outside the window: leaving the field moves the
  // follow-up, and that submit is held so the agent sees the move before it is saved.
  const submitPressed = useRef(false);
  const holdSubmit = useRef(false);

  useEffect(() => {
    if (statuses.error) toast({ title: STATUSES_FETCH_ERROR, description: messageOf(statuses.error, ''), variant: 'error' });
  }, [statuses.error, toast]);

  // A call that went unanswered cannot take a right-party disposition: leave RPC for no contact.
  useEffect(() => {
    if (!callUnanswered) return;
    setValues((current) =>
      current.contactType === 'RPC' ? { ...current, contactType: 'NC', dispositionId: null, preset: EMPTY_FOLLOW_UP, reason: '', promisedAmount: '' } : current,
    );
  }, [callUnanswered]);

  const allStatuses = useMemo(() => statuses.data ?? [], [statuses.data]);
  const options = useMemo(() => allStatuses.filter((status) => status.contact_type === values.contactType), [allStatuses, values.contactType]);
  const disposition = allStatuses.find((status) => status.id === values.dispositionId);
  const stored = storedAlternates(customer.metadata);
  const freeKeys = freeAlternateKeys(customer.metadata);
  const now = new Date();

  /** Applies a change; once a submit was tried, the messages follow what is typed. */
  const update = (next: FeedbackFormValues) => {
    setValues(next);
    setGeneralError('');
    if (attempted) setErrors(validateFeedback(next, allStatuses.find((s) => s.id === next.dispositionId), new Date()));
    else setErrors({});
  };

  const chooseContactType = (type: ContactType | null) => {
    if (!type || type === values.contactType) return;
    const keep = disposition?.contact_type === type;
    update({ ...values, contactType: type, ...(keep ? {} : { dispositionId: null, preset: EMPTY_FOLLOW_UP, reason: '' }) });
  };

  const chooseDisposition = (id: number) => {
    const status = allStatuses.find((s) => s.id === id);
    if (!status) return;
    // Spec §4: the preset comes from the disposition's next-call duration, and the agent's own follow-up is cleared.
    setFollowUpNote('');
    update({
      ...values,
      dispositionId: id,
      preset: presetFromDuration(status.disposition_next_call_duration, new Date()),
      followUp: EMPTY_FOLLOW_UP,
      reason: needsReason(status) ? values.reason : '',
      promisedAmount: recordsPromise(status) ? values.promisedAmount : '',
    });
  };

  const setFollowUp = (next: FollowUpValue, { normalise }: { normalise: boolean }): boolean => {
    if (!normalise) {
      setFollowUpNote('');
      update({ ...values, followUp: next });
      return false;
    }
    const result = normaliseFollowUp(next, new Date());
    setFollowUpNote(describeChange(result.change, result.value, new Date(), next.date));
    update({ ...values, followUp: result.value });
    return result.change !== 'none';
  };

  const changeDate = (date: string) => {
    // A date typed digit by digit passes through odd years; out-of-window dates are reset on blur.
    const inWindow = date === '' || isDayInWindow(date, new Date());
    setFollowUp({ date, time: date ? values.followUp.time : '' }, { normalise: inWindow && date !== '' });
  };

  const focusFirst = (found: FeedbackErrors) => {
    const first = [...FIELD_ORDER, ...values.alternates.map((_, i) => `alternate-${i}` as FeedbackField)].find((field) => found[field]);
    if (first) fieldRefs.current[first]?.focus();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    submitPressed.current = false;
    if (holdSubmit.current) {
      holdSubmit.current = false;
      return;
    }
    if (record.isPending) return;
    setAttempted(true);
    setGeneralError('');
    const at = new Date();

    // A follow-up that went out of the window while the form was open is moved first, for the agent to see.
    const normalised = normaliseFollowUp(values.followUp, at);
    const current = normalised.change === 'none' ? values : { ...values, followUp: normalised.value };
    if (normalised.change !== 'none') {
      setValues(current);
      setFollowUpNote(describeChange(normalised.change, normalised.value, at, values.followUp.date));
    }

    const found = validateFeedback(current, disposition, at);
    setErrors(found);
    if (Object.keys(found).length > 0 || !disposition || normalised.change !== 'none') {
      focusFirst(found);
      return;
    }

    const { body, sentKeys } = buildFeedbackRequest(current, disposition, freeKeys, at, callId);
    record.mutate(body, {
      onSuccess: (feedback) => {
        toast({ title: FEEDBACK_SUBMITTED, description: FEEDBACK_SUBMITTED_DESCRIPTION });
        setValues(initialFeedbackValues(current.language || customer.metadata?.language));
        setErrors({});
        setAttempted(false);
        setFollowUpNote('');
        refresh(customer.id);
        onSubmitted?.(feedback);
      },
      onError: (error) => {
        toast({ title: FEEDBACK_FAILED, description: messageOf(error, 'Please try again.'), variant: 'error' });
        const fields = fieldErrorsOf(error);
        if (fields) {
          const placed = mapServerErrors(fields, sentKeys);
          setErrors(placed.errors);
          if (placed.unplaced.length) setGeneralError(placed.unplaced.join(' '));
          focusFirst(placed.errors);
        } else {
          setGeneralError(messageOf(error, 'The feedback could not be recorded. Please try again.'));
        }
        // A disposition disabled meanwhile: offer the current ones.
        if (fields?.disposition_code || fields?.disposition_status_id) void statuses.refetch();
      },
    });
  };

  const ref = (field: string) => (element: { focus: () => void } | null) => {
    fieldRefs.current[field] = element;
  };

  const presetComplete = followUpInstant(values.preset) !== null;
  const chosenComplete = followUpInstant(values.followUp) !== null;
  // Required only when nothing shown as the next follow-up would be sent (the preset counts when complete).
  const required = !!disposition?.next_date_time_needed && !presetComplete;
  const slotOptions = values.followUp.date ? slotsForDay(values.followUp.date, now) : [];
  if (values.followUp.time && !slotOptions.includes(values.followUp.time)) slotOptions.unshift(values.followUp.time);
  const presetText = values.preset.date ? formatFollowUp(values.preset, now) : '';
  const nextFollowUpText = chosenComplete ? formatFollowUp(values.followUp, now) : presetText && values.preset.time ? presetText : `${presetText || 'Today'}, no time set`;
  const duration = disposition ? durationLabel(disposition.disposition_next_call_duration) : null;
  const presetHint = chosenComplete
    ? `Your choice below${presetComplete ? ` (instead of the disposition's ${inSentence(presetText)})` : ''}.`
    : duration && presetComplete
      ? `Preset from the disposition (next call in ${duration}). Pick a date and time below to change it.`
      : disposition?.next_date_time_needed
        ? 'This disposition needs a follow-up: pick a date and time below.'
        : 'This disposition sets no next-call time. Pick a date and time below if a call back is due.';
  const typeLabel = CONTACT_TYPES.find((t) => t.value === values.contactType);

  return (
    <Card component="section" aria-labelledby="add-feedback-title" data-testid="add-feedback">
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.25, px: 2.5, py: 1.5 }}>
        <RateReviewOutlined sx={{ fontSize: 20, color: 'text.secondary' }} aria-hidden />
        <Typography variant="subtitle1" component="h2" id="add-feedback-title" sx={{ flex: 1 }}>
          Add New Feedback
        </Typography>
        {callId ? <Chip size="small" label="For the call just made" sx={{ bgcolor: 'success.light', color: 'success.dark', fontWeight: 600 }} data-testid="feedback-call" /> : null}
      </Box>
      <Divider />
      <Box component="form" noValidate onSubmit={submit} sx={{ px: 2.5, pt: 1.5, pb: 2.5 }} aria-labelledby="add-feedback-title">
        <SectionLabel id="contact-type-label">Contact type</SectionLabel>
        <ToggleButtonGroup
          exclusive
          fullWidth
          size="small"
          color="primary"
          value={values.contactType}
          onChange={(_, value: ContactType | null) => chooseContactType(value)}
          aria-labelledby="contact-type-label"
          sx={{ mb: 0.5 }}
        >
          {CONTACT_TYPES.map((type) => (
            <ToggleButton
              key={type.value}
              value={type.value}
              disabled={callUnanswered && type.value === 'RPC'}
              aria-label={`${type.label}: ${type.description}`}
              sx={{ fontWeight: 700, py: 0.6 }}
            >
              {type.label}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mb: 1 }}>
          {typeLabel?.description}
        </Typography>
        {callUnanswered ? (
          <Typography variant="caption" color="warning.dark" sx={{ display: 'block', mb: 1, fontWeight: 600 }} data-testid="feedback-unanswered">
            {UNANSWERED_NOTE}
          </Typography>
        ) : null}

        {statuses.error ? (
          <Alert
            severity="error"
            sx={{ mb: 1 }}
            action={
              <Button color="inherit" size="small" onClick={() => void statuses.refetch()}>
                Retry
              </Button>
            }
          >
            {STATUSES_FETCH_ERROR}
          </Alert>
        ) : null}

        <TextField
          select
          id="feedback-disposition"
          label="Disposition"
          required
          value={values.dispositionId ?? ''}
          onChange={(event) => {
            // The "Add one under Dispositions" link navigates by itself.
            if (event.target.value !== ADD_DISPOSITION) chooseDisposition(Number(event.target.value));
          }}
          error={!!errors.disposition}
          helperText={
            errors.disposition ??
            (statuses.isPending ? 'Loading dispositions…' : options.length === 0 && !statuses.error ? `No enabled ${values.contactType} dispositions` : disposition ? undefined : ' ')
          }
          disabled={statuses.isPending}
          inputRef={ref('disposition')}
          slotProps={{
            select: {
              renderValue: (value) => {
                const chosen = allStatuses.find((s) => s.id === value);
                return chosen ? `${chosen.name} · ${chosen.code}` : '';
              },
            },
          }}
        >
          {options.length === 0 && !statuses.isPending && !statuses.error ? (
            <MenuItem value="" disabled sx={{ display: 'block', whiteSpace: 'normal', opacity: '1 !important' }}>
              <Box component="span" sx={{ display: 'block', fontWeight: 600 }}>
                No enabled {values.contactType} dispositions
              </Box>
              {canAddDispositions ? null : (
                <Box component="span" sx={{ display: 'block', typography: 'caption', color: 'text.secondary' }}>
                  Ask an administrator to add one.
                </Box>
              )}
            </MenuItem>
          ) : null}
          {options.length === 0 && !statuses.isPending && !statuses.error && canAddDispositions ? (
            <MenuItem value={ADD_DISPOSITION} component={LinkBase} to="/dispositions" sx={{ color: 'primary.main', fontWeight: 600 }}>
              Add one under Dispositions
            </MenuItem>
          ) : null}
          {options.map((status) => (
            <MenuItem key={status.id} value={status.id} sx={{ display: 'flex', gap: 1 }}>
              <Box component="span" sx={{ flex: 1, minWidth: 0 }}>
                {status.name}
              </Box>
              <DispositionCodeBadge code={status.code} contactType={status.contact_type} />
            </MenuItem>
          ))}
        </TextField>

        {disposition ? (
          <Box
            sx={{ display: 'flex', alignItems: 'flex-start', gap: 1, p: 1.25, mt: 0.5, mb: 0.5, borderRadius: '8px', bgcolor: errors.preset ? 'error.light' : 'grey.50', border: 1, borderColor: errors.preset ? 'error.main' : 'grey.200' }}
            data-testid="feedback-preset"
            tabIndex={-1}
            ref={ref('preset')}
          >
            <EventRepeatOutlined sx={{ fontSize: 18, color: 'text.secondary', mt: 0.25 }} aria-hidden />
            <Box sx={{ minWidth: 0 }}>
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                Next follow-up: {nextFollowUpText}
              </Typography>
              <Typography variant="caption" color={errors.preset ? 'error.main' : 'text.secondary'}>
                {errors.preset ?? presetHint}
              </Typography>
            </Box>
          </Box>
        ) : null}

        <SectionLabel>{required ? 'Follow-up (required)' : 'Follow-up'}</SectionLabel>
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 1.5 }}>
          <BusinessDateInput
            id="feedback-follow-up-date"
            label="Follow-up date"
            required={required}
            value={values.followUp.date}
            onChange={changeDate}
            onBlur={() => {
              if (!values.followUp.date || isDayInWindow(values.followUp.date, new Date())) return;
              const moved = setFollowUp(values.followUp, { normalise: true });
              if (moved && submitPressed.current) holdSubmit.current = true;
            }}
            error={!!errors.followUpDate}
            helperText={errors.followUpDate ?? ' '}
            inputRef={ref('followUpDate')}
            min={minFollowUpDay(now)}
            max={maxFollowUpDay(now)}
          />
          <TextField
            select
            id="feedback-follow-up-time"
            label="Follow-up time"
            required={required}
            value={values.followUp.time}
            onChange={(event) => setFollowUp({ ...values.followUp, time: event.target.value }, { normalise: true })}
            disabled={!values.followUp.date}
            error={!!errors.followUpTime}
            helperText={errors.followUpTime ?? (values.followUp.date ? ' ' : 'Pick a date first')}
            inputRef={ref('followUpTime')}
            slotProps={{ select: { renderValue: (value) => (value ? formatTimeOfDay(String(value)) : ''), MenuProps: { slotProps: { paper: { sx: { maxHeight: 320 } } } } } }}
          >
            {slotOptions.length === 0 ? (
              <MenuItem value="" disabled>
                No time slots left on this day
              </MenuItem>
            ) : (
              slotOptions.map((slot) => (
                <MenuItem key={slot} value={slot}>
                  {formatTimeOfDay(slot)}
                </MenuItem>
              ))
            )}
          </TextField>
        </Box>
        {followUpNote ? (
          <Alert severity="warning" sx={{ py: 0, mb: 1 }} role="status">
            {followUpNote}
          </Alert>
        ) : null}

        {needsReason(disposition) || (!disposition && values.contactType === 'RPC') ? (
          <TextField
            select
            id="feedback-reason"
            label="Reason for not paying"
            required={needsReason(disposition)}
            value={values.reason}
            onChange={(event) => update({ ...values, reason: event.target.value as HardshipReason })}
            error={!!errors.reason}
            helperText={errors.reason ?? ' '}
            inputRef={ref('reason')}
          >
            {HARDSHIP_REASONS.map((reason) => (
              <MenuItem key={reason} value={reason}>
                {reason}
              </MenuItem>
            ))}
          </TextField>
        ) : null}

        {recordsPromise(disposition) ? (
          <TextField
            id="feedback-promised-amount"
            label="Promised amount (₹)"
            value={values.promisedAmount}
            onChange={(event) => update({ ...values, promisedAmount: event.target.value })}
            error={!!errors.promisedAmount}
            helperText={errors.promisedAmount ?? 'Optional: the rupees promised by the follow-up date'}
            inputRef={ref('promisedAmount')}
            autoComplete="off"
            slotProps={{ htmlInput: { inputMode: 'decimal', maxLength: 16 } }}
          />
        ) : null}

        <TextField
          select
          id="feedback-language"
          label="Language"
          value={values.language}
          onChange={(event) => update({ ...values, language: event.target.value as FeedbackLanguage | '' })}
          error={!!errors.language}
          helperText={errors.language ?? ' '}
          inputRef={ref('language')}
        >
          <MenuItem value="">
            <em>Not specified</em>
          </MenuItem>
          {LANGUAGES.map((language) => (
            <MenuItem key={language} value={language}>
              {language}
            </MenuItem>
          ))}
        </TextField>

        <TextField
          id="feedback-note"
          label="Note"
          multiline
          minRows={3}
          value={values.note}
          onChange={(event) => update({ ...values, note: event.target.value })}
          error={!!errors.note}
          helperText={errors.note ?? `${values.note.length}/2000`}
          inputRef={ref('note')}
          slotProps={{ htmlInput: { maxLength: 2000 } }}
          placeholder="What was said, promises made, anything the next caller should know"
        />

        <SectionLabel id="alternates-label">Alternate numbers</SectionLabel>
        <Box role="group" aria-labelledby="alternates-label">
          {stored.length > 0 ? (
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75, mb: 1 }} aria-label="Stored alternate numbers">
              {stored.map((number) => (
                <Chip key={number} size="small" icon={<PhoneAndroidOutlined />} label={number} variant="outlined" sx={{ fontVariantNumeric: 'tabular-nums' }} />
              ))}
            </Box>
          ) : null}
          {values.alternates.map((value, index) => (
            <TextField
              key={index}
              id={`feedback-alternate-${index}`}
              label={`Alternate number ${index + 1}`}
              value={value}
              onChange={(event) => update({ ...values, alternates: values.alternates.map((v, i) => (i === index ? event.target.value : v)) })}
              error={!!errors[`alternate-${index}`]}
              helperText={errors[`alternate-${index}`] ?? ' '}
              inputRef={ref(`alternate-${index}`)}
              autoComplete="off"
              slotProps={{
                htmlInput: { inputMode: 'numeric', maxLength: 14 },
                input: {
                  endAdornment: (
                    <InputAdornment position="end">
                      <IconButton
                        size="small"
                        edge="end"
                        aria-label={`Remove alternate number ${index + 1}`}
                        onClick={() => update({ ...values, alternates: values.alternates.filter((_, i) => i !== index) })}
                      >
                        <CloseRounded fontSize="small" />
                      </IconButton>
                    </InputAdornment>
                  ),
                },
              }}
            />
          ))}
          {errors.alternates ? (
            <Typography variant="caption" color="error" role="alert" sx={{ display: 'block', mb: 1 }}>
              {errors.alternates}
            </Typography>
          ) : null}
          {freeKeys.length === 0 ? (
            <Typography variant="body2" color="text.secondary">
              All {MAX_ALTERNATE_NUMBERS} alternate number slots are in use.
            </Typography>
          ) : (
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
              <Button
                size="small"
                variant="outlined"
                startIcon={<AddRounded />}
                disabled={values.alternates.length >= freeKeys.length}
                onClick={() => {
                  update({ ...values, alternates: [...values.alternates, ''] });
                  // Focus the new input once it is there.
                  const index = values.alternates.length;
                  setTimeout(() => fieldRefs.current[`alternate-${index}`]?.focus(), 0);
                }}
              >
                Add alternate number
              </Button>
              <Typography variant="caption" color="text.secondary">
                {freeKeys.length - values.alternates.length} of {MAX_ALTERNATE_NUMBERS} slots free
              </Typography>
            </Box>
          )}
        </Box>

        {generalError ? (
          <Alert severity="error" sx={{ mt: 2 }} role="alert">
            {generalError}
          </Alert>
        ) : null}

        <Button
          type="submit"
          variant="contained"
          fullWidth
          sx={{ mt: 2.5 }}
          disabled={record.isPending || statuses.isPending}
          onPointerDown={() => {
            submitPressed.current = true;
          }}
          startIcon={record.isPending ? <CircularProgress size={16} color="inherit" /> : undefined}
        >
          {record.isPending ? 'Submitting…' : 'Submit Feedback'}
        </Button>
      </Box>
    </Card>
  );
}
