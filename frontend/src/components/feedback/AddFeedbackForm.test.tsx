import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AddFeedbackForm } from './AddFeedbackForm';
import type { DispositionStatus } from './feedback-rules';
import { mockFetch, renderInAdmin, type RecordedRequest } from '../../test/render';
import { dateInput, enterDate } from '../../test/date-input';

function status(id: number, code: string, name: string, contact_type: DispositionStatus['contact_type'], extra: Partial<DispositionStatus> = {}): DispositionStatus {
  return {
    id,
    disposition_list_id: 1,
    name,
    code,
    is_default_disposition: false,
    status: 'enabled',
    contact_type,
    next_date_time_needed: false,
    is_promise: false,
    disposition_next_call_duration: 30,
    createdAt: '2025-01-01T00:00:00Z',
    ...extra,
  };
}

const STATUSES: DispositionStatus[] = [
  status(1, 'PTP', 'Promise to pay', 'RPC'),
  status(2, 'CBL', 'Call back', 'RPC', { next_date_time_needed: true, disposition_next_call_duration: 60 }),
  status(3, 'RND', 'Received and disconnected', 'NC', { disposition_next_call_duration: null }),
  // Needs a next date and time but presets none: the agent must pick both.
  status(4, 'LMS', 'Left message', 'RPC', { next_date_time_needed: true, disposition_next_call_duration: null }),
];

const CUSTOMER = { id: 42, metadata: { reference_alternate_1: '9123456780', language: 'Kannada' } };

function api(onPost?: (request: RecordedRequest) => { status?: number; body?: unknown }, statuses: DispositionStatus[] = STATUSES) {
  return mockFetch((request) => {
    if (request.method === 'GET' && request.path === '/api/disposition/active-statuses') return { body: statuses };
    if (request.method === 'POST' && request.path === '/api/customers/42/feedback') {
      return onPost?.(request) ?? {
        status: 201,
        body: { id: 7, customer_id: 42, agent: { id: 2, name: 'Priya Sharma' }, createdAt: new Date().toISOString(), disposition_date: new Date().toISOString(), disposition_name: 'Promise to pay', disposition_code: 'PTP', contact_type: 'RPC', disposition_note: null, next_follow_up: null, language: null, reason_for_not_paying: null, alternate_numbers: [] },
      };
    }
    return undefined;
  });
}

async function choose(user: ReturnType<typeof userEvent.setup>, label: RegExp, option: RegExp) {
  await user.click(screen.getByRole('combobox', { name: label }));
  const listbox = await screen.findByRole('listbox');
  await user.click(within(listbox).getByRole('option', { name: option }));
}

describe('AddFeedbackForm', () => {
  beforeEach(() => {
    // A fixed clock (only Date is faked, so timers still run): Monday 6 January 2025, 10:05 in India (the business time zone).
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2025-01-06T10:05:00+05:30'));
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('starts on RPC and lists only the dispositions of the chosen contact type', async () => {
    api();
    const user = userEvent.setup();
    renderInAdmin(<AddFeedbackForm customer={CUSTOMER} />, { role: 'agent' });
    expect(screen.getByRole('button', { name: /RPC: Right party contact/ })).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(screen.getByRole('combobox', { name: /Disposition/ })).not.toHaveAttribute('aria-disabled'));

    await user.click(screen.getByRole('combobox', { name: /Disposition/ }));
    let listbox = await screen.findByRole('listbox');
    expect(within(listbox).getAllByRole('option').map((o) => o.textContent)).toEqual(['Promise to payPTP', 'Call backCBL', 'Left messageLMS']);
    await user.keyboard('{Escape}');

    await user.click(screen.getByRole('button', { name: /NC: No contact/ }));
    await user.click(screen.getByRole('combobox', { name: /Disposition/ }));
    listbox = await screen.findByRole('listbox');
    expect(within(listbox).getAllByRole('option').map((o) => o.textContent)).toEqual(['Received and disconnectedRND']);
  });

  it('shows the validation messages', async () => {
    const { requests } = api();
    const user = userEvent.setup();
    renderInAdmin(<AddFeedbackForm customer={CUSTOMER} />, { role: 'agent' });
    await waitFor(() => expect(screen.getByRole('combobox', { name: /Disposition/ })).not.toHaveAttribute('aria-disabled'));

    await user.click(screen.getByRole('button', { name: 'Submit Feedback' }));
    expect(screen.getByText('Required')).toBeInTheDocument();

    // Left message needs a next date and time and presets no time; it is RPC: reason required.
    await choose(user, /Disposition/, /Left message/);
    await user.click(screen.getByRole('button', { name: 'Submit Feedback' }));
    expect(screen.getAllByText('Required')).toHaveLength(3);
    expect(screen.getByRole('group', { name: /Follow-up date/ })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('combobox', { name: /Reason for not paying/ })).toHaveAttribute('aria-invalid', 'true');

    // One slot is already taken: four are offered.
    expect(screen.getByText('4 of 5 slots free')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add alternate number' }));
    await user.type(screen.getByLabelText('Alternate number 1'), '12345');
    await user.click(screen.getByRole('button', { name: 'Add alternate number' }));
    await user.type(screen.getByLabelText('Alternate number 2'), '5123456789');
    expect(screen.getByText('Must be exactly 10 digits')).toBeInTheDocument();
    expect(screen.getByText('Number must start with 6, 7, 8, or 9')).toBeInTheDocument();

    expect(requests.filter((r) => r.method === 'POST')).toHaveLength(0);
  });

  it('presets the follow-up from the disposition and offers only later slots today', async () => {
    api();
    const user = userEvent.setup();
    renderInAdmin(<AddFeedbackForm customer={CUSTOMER} />, { role: 'agent' });
    await waitFor(() => expect(screen.getByRole('combobox', { name: /Disposition/ })).not.toHaveAttribute('aria-disabled'));
    await choose(user, /Disposition/, /Promise to pay/);
    expect(screen.getByTestId('feedback-preset')).toHaveTextContent('Next follow-up: Today, 11:00 am');

    enterDate(/Follow-up date/, '06/01/2025');
    await user.click(screen.getByRole('combobox', { name: /Follow-up time/ }));
    const listbox = await screen.findByRole('listbox');
    const slots = within(listbox).getAllByRole('option').map((o) => o.textContent);
    expect(slots[0]).toBe('10:30 am');
    expect(slots.at(-1)).toBe('07:00 pm');
    // 10:30 is less than 30 minutes away: pushed to 11:00.
    await user.click(within(listbox).getByRole('option', { name: '10:30 am' }));
    expect(screen.getByRole('combobox', { name: /Follow-up time/ })).toHaveTextContent('11:00 am');
    expect(screen.getByRole('status')).toHaveTextContent("Follow-ups need at least 30 minutes' notice: moved to today, 11:00 am.");

    // A date more than 2 days out resets to tomorrow at the first slot.
    enterDate(/Follow-up date/, '20/01/2025');
    expect(dateInput(/Follow-up date/)).toHaveValue('07/01/2025');
    expect(screen.getByRole('combobox', { name: /Follow-up time/ })).toHaveTextContent('09:00 am');

    // Choosing a disposition again clears the agent's follow-up.
    await choose(user, /Disposition/, /Call back/);
    expect(dateInput(/Follow-up date/)).toHaveValue('');
    expect(screen.getByTestId('feedback-preset')).toHaveTextContent('Next follow-up: Today, 11:30 am');
  });

  it('submits the feedback, toasts, resets and tells the parent', async () => {
    const { requests } = api();
    const onSubmitted = vi.fn();
    const user = userEvent.setup();
    renderInAdmin(<AddFeedbackForm customer={CUSTOMER} onSubmitted={onSubmitted} />, { role: 'agent' });
    await waitFor(() => expect(screen.getByRole('combobox', { name: /Disposition/ })).not.toHaveAttribute('aria-disabled'));

    await choose(user, /Disposition/, /Promise to pay/);
    enterDate(/Follow-up date/, '07/01/2025');
    await choose(user, /Follow-up time/, /^03:30 pm$/);
    await choose(user, /Reason for not paying/, /Salary Issue/);
    await user.type(screen.getByLabelText('Promised amount (₹)'), '12,500');
    expect(screen.getByRole('combobox', { name: /Language/ })).toHaveTextContent('Kannada');
    await user.type(screen.getByLabelText('Note'), 'Will pay after salary on the 10th');
    await user.click(screen.getByRole('button', { name: 'Add alternate number' }));
    await user.type(screen.getByLabelText('Alternate number 1'), '9876501234');
    await user.click(screen.getByRole('button', { name: 'Add alternate number' }));
    // A blank entry is skipped.
    await user.click(screen.getByRole('button', { name: 'Submit Feedback' }));

    expect(await screen.findByText('Feedback Submitted')).toBeInTheDocument();
    expect(screen.getByText('Your feedback has been successfully recorded')).toBeInTheDocument();
    const posts = requests.filter((r) => r.method === 'POST');
    expect(posts).toHaveLength(1);
    expect(posts[0].body).toEqual({
      disposition_status_id: 1,
      disposition_note: 'Will pay after salary on the 10th',
      next_follow_up: new Date('2025-01-06T11:00:00+05:30').toISOString(),
      rpc_follow_up: new Date('2025-01-07T15:30:00+05:30').toISOString(),
      language: 'Kannada',
      callMetadata: { reasonForNotPaying: 'Salary Issue' },
      promised_amount: 12500,
      // Slot 1 is taken: the new number goes into the first free slot.
      reference_alternate_2: '9876501234',
    });
    expect(onSubmitted).toHaveBeenCalledWith(expect.objectContaining({ id: 7 }));
    await waitFor(() => expect(screen.getByLabelText('Note')).toHaveValue(''));
    expect(screen.queryByLabelText('Alternate number 1')).not.toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /Disposition/ })).not.toHaveTextContent('Promise to pay');
  });

  it('asks for a promised amount only with a promise, checks it, and drops it when the disposition changes', async () => {
    api();
    const user = userEvent.setup();
    renderInAdmin(<AddFeedbackForm customer={CUSTOMER} />, { role: 'agent' });
    await waitFor(() => expect(screen.getByRole('combobox', { name: /Disposition/ })).not.toHaveAttribute('aria-disabled'));
    await choose(user, /Disposition/, /Call back/);
    expect(screen.queryByLabelText('Promised amount (₹)')).toBeNull();

    await choose(user, /Disposition/, /Promise to pay/);
    await user.type(screen.getByLabelText('Promised amount (₹)'), '0');
    await user.click(screen.getByRole('button', { name: 'Submit Feedback' }));
    expect(await screen.findByText('Promised amount must be more than 0')).toBeInTheDocument();

    await choose(user, /Disposition/, /Call back/);
    await choose(user, /Disposition/, /Promise to pay/);
    expect(screen.getByLabelText('Promised amount (₹)')).toHaveValue('');
  });

  it('shows the server refusal beside the field and toasts Submission Failed', async () => {
    api(() => ({
      status: 400,
      body: { statusCode: 400, message: 'Follow-up must be at least 30 minutes from now', error: 'Bad Request', errors: { rpc_follow_up: 'Follow-up must be at least 30 minutes from now' } },
    }));
    const user = userEvent.setup();
    renderInAdmin(<AddFeedbackForm customer={CUSTOMER} />, { role: 'agent' });
    await waitFor(() => expect(screen.getByRole('combobox', { name: /Disposition/ })).not.toHaveAttribute('aria-disabled'));
    await user.click(screen.getByRole('button', { name: /NC: No contact/ }));
    await choose(user, /Disposition/, /Received and disconnected/);
    expect(screen.getByTestId('feedback-preset')).toHaveTextContent('Today, no time set');
    expect(screen.queryByRole('combobox', { name: /Reason for not paying/ })).not.toBeInTheDocument();
    enterDate(/Follow-up date/, '06/01/2025');
    await choose(user, /Follow-up time/, /^01:00 pm$/);
    await user.click(screen.getByRole('button', { name: 'Submit Feedback' }));

    expect(await screen.findByText('Submission Failed')).toBeInTheDocument();
    const time = screen.getByRole('combobox', { name: /Follow-up time/ });
    expect(time).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getAllByText('Follow-up must be at least 30 minutes from now').length).toBeGreaterThanOrEqual(2);
  });

  it('submits the follow-up it shows as chosen: only what is really missing is marked', async () => {
    const { requests } = api();
    const user = userEvent.setup();
    renderInAdmin(<AddFeedbackForm customer={CUSTOMER} />, { role: 'agent' });
    await waitFor(() => expect(screen.getByRole('combobox', { name: /Disposition/ })).not.toHaveAttribute('aria-disabled'));

    // Call back needs a next date and time; its preset (in an hour) is one.
    await choose(user, /Disposition/, /Call back/);
    expect(screen.getByTestId('feedback-preset')).toHaveTextContent('Next follow-up: Today, 11:30 am');
    await user.click(screen.getByRole('button', { name: 'Submit Feedback' }));
    expect(screen.getAllByText('Required')).toHaveLength(1);
    expect(screen.getByRole('combobox', { name: /Reason for not paying/ })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('group', { name: /Follow-up date/ })).toHaveAttribute('aria-invalid', 'false');
    expect(screen.getByRole('combobox', { name: /Follow-up time/ })).not.toHaveAttribute('aria-invalid', 'true');
    expect(requests.filter((r) => r.method === 'POST')).toHaveLength(0);

    await choose(user, /Reason for not paying/, /Job Loss/);
    await user.click(screen.getByRole('button', { name: 'Submit Feedback' }));
    expect(await screen.findByText('Feedback Submitted')).toBeInTheDocument();
    const posts = requests.filter((r) => r.method === 'POST');
    expect(posts).toHaveLength(1);
    expect(posts[0].body).toEqual({
      disposition_status_id: 2,
      next_follow_up: new Date('2025-01-06T11:30:00+05:30').toISOString(),
      language: 'Kannada',
      callMetadata: { reasonForNotPaying: 'Job Loss' },
    });
  });

  it('does not submit a follow-up it has just moved without the agent seeing it', async () => {
    const { requests } = api();
    const user = userEvent.setup();
    renderInAdmin(<AddFeedbackForm customer={CUSTOMER} />, { role: 'agent' });
    await waitFor(() => expect(screen.getByRole('combobox', { name: /Disposition/ })).not.toHaveAttribute('aria-disabled'));
    await choose(user, /Disposition/, /Promise to pay/);
    await choose(user, /Reason for not paying/, /Salary Issue/);

    // 31 Dec is typed, then Submit is pressed straight away: the follow-up is moved and said so, nothing is sent.
    enterDate(/Follow-up date/, '08/01/2025');
    await choose(user, /Follow-up time/, /^03:30 pm$/);
    const editable = screen.getByRole('group', { name: /Follow-up date/ }).querySelector<HTMLElement>('[contenteditable]');
    editable?.focus();
    fireEvent.change(dateInput(/Follow-up date/), { target: { value: '31/12/2025' } });
    await user.click(screen.getByRole('button', { name: 'Submit Feedback' }));
    expect(dateInput(/Follow-up date/)).toHaveValue('07/01/2025');
    expect(screen.getByRole('combobox', { name: /Follow-up time/ })).toHaveTextContent('09:00 am');
    expect(screen.getByRole('status')).toHaveTextContent('31 Dec 2025 is more than 2 days ahead: the follow-up was moved to tomorrow, 09:00 am.');
    expect(requests.filter((r) => r.method === 'POST')).toHaveLength(0);

    // Seen: the next Submit sends what is shown.
    await user.click(screen.getByRole('button', { name: 'Submit Feedback' }));
    expect(await screen.findByText('Feedback Submitted')).toBeInTheDocument();
    expect(requests.filter((r) => r.method === 'POST')[0].body).toMatchObject({ rpc_follow_up: new Date('2025-01-07T09:00:00+05:30').toISOString() });
  });

  it('says in the menu when a contact type has no enabled disposition, and shows admins where to add one', async () => {
    api(undefined, STATUSES);
    const user = userEvent.setup();
    renderInAdmin(<AddFeedbackForm customer={CUSTOMER} />, { role: 'admin' });
    await waitFor(() => expect(screen.getByRole('combobox', { name: /Disposition/ })).not.toHaveAttribute('aria-disabled'));
    await user.click(screen.getByRole('button', { name: /WPC: Wrong party contact/ }));
    await user.click(screen.getByRole('combobox', { name: /Disposition/ }));
    const listbox = await screen.findByRole('listbox');
    expect(within(listbox).getByRole('option', { name: /No enabled WPC dispositions/ })).toHaveAttribute('aria-disabled', 'true');
    expect(within(listbox).getByRole('option', { name: 'Add one under Dispositions' })).toHaveAttribute('href', '/dispositions');
  });

  it('tells an agent to ask an administrator when a contact type has no enabled disposition', async () => {
    api(undefined, STATUSES);
    const user = userEvent.setup();
    renderInAdmin(<AddFeedbackForm customer={CUSTOMER} />, { role: 'agent' });
    await waitFor(() => expect(screen.getByRole('combobox', { name: /Disposition/ })).not.toHaveAttribute('aria-disabled'));
    await user.click(screen.getByRole('button', { name: /WPC: Wrong party contact/ }));
    await user.click(screen.getByRole('combobox', { name: /Disposition/ }));
    const listbox = await screen.findByRole('listbox');
    expect(within(listbox).getAllByRole('option')).toHaveLength(1);
    expect(within(listbox).getByRole('option')).toHaveTextContent('No enabled WPC dispositionsAsk an administrator to add one.');
    expect(within(listbox).getByRole('option')).not.toHaveAttribute('href');
  });

  it('names the call it records feedback for', async () => {
    const { requests } = api();
    const user = userEvent.setup();
    renderInAdmin(<AddFeedbackForm customer={CUSTOMER} callId={501} />, { role: 'agent' });
    await waitFor(() => expect(screen.getByRole('combobox', { name: /Disposition/ })).not.toHaveAttribute('aria-disabled'));
    await user.click(screen.getByRole('button', { name: /NC: No contact/ }));
    await choose(user, /Disposition/, /Received and disconnected/);
    await user.click(screen.getByRole('button', { name: 'Submit Feedback' }));
    expect(await screen.findByText('Feedback Submitted')).toBeInTheDocument();
    expect(requests.filter((r) => r.method === 'POST')[0].body).toEqual({ disposition_status_id: 3, language: 'Kannada', call_id: 501 });
  });

  it('offers no right-party contact for a call that was not answered, and says why', async () => {
    api();
    const user = userEvent.setup();
    renderInAdmin(<AddFeedbackForm customer={CUSTOMER} callId={501} callUnanswered />, { role: 'agent' });
    await waitFor(() => expect(screen.getByRole('combobox', { name: /Disposition/ })).not.toHaveAttribute('aria-disabled'));
    expect(screen.getByRole('button', { name: /RPC: Right party contact/ })).toBeDisabled();
    expect(screen.getByRole('button', { name: /NC: No contact/ })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('The call was not answered, so a right-party contact cannot be recorded for it.')).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: /Disposition/ }));
    const listbox = await screen.findByRole('listbox');
    expect(within(listbox).getAllByRole('option').map((o) => o.textContent)).toEqual(['Received and disconnectedRND']);
  });

  it('toasts when the dispositions cannot be loaded', async () => {
    mockFetch(() => ({ status: 500, body: { statusCode: 500, message: 'Database down', error: 'Internal Server Error' } }));
    renderInAdmin(<AddFeedbackForm customer={CUSTOMER} />, { role: 'agent' });
    expect(await screen.findAllByText('Failed to fetch disposition statuses')).not.toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
