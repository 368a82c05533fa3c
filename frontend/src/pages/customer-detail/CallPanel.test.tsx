import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import type { LiveCall } from '../../api/types';
import { mockFetch, renderInAdmin, type RecordedRequest } from '../../test/render';
import { customerDetailFixture } from '../../test/customer-fixtures';
import { CallPanel, NOT_LINKED } from './CallPanel';
import { FAKE_TIMERS, advanceTime, liveCallFixture } from './test-fixtures';

type Answer = { status?: number; body?: unknown };

/**
 * The dialer API as the server answers it: `server.call` is the user's call (GET /api/calls/live while not
 * ended, GET /api/calls/{id}/state), changed by the test as the call moves on.
 */
function dialer({
  initial = null as LiveCall | null,
  onStart,
  onHangup,
  callWindow = null as { start: string; end: string } | null,
}: { initial?: LiveCall | null; onStart?: (r: RecordedRequest) => Answer; onHangup?: () => Answer; callWindow?: { start: string; end: string } | null } = {}) {
  const server = { call: initial };
  const fetch = mockFetch((request) => {
    if (request.method === 'GET' && request.path === '/api/app-config') return { body: { timezone: 'Asia/Kolkata', call_window: callWindow } };
    if (request.method === 'GET' && request.path === '/api/calls/live') return { body: { call: server.call && server.call.state !== 'ended' ? server.call : null } };
    const state = /^\/api\/calls\/(\d+)\/state$/.exec(request.path);
    if (request.method === 'GET' && state && server.call?.id === Number(state[1])) return { body: server.call };
    if (request.method === 'POST' && request.path === '/api/customers/init-call') {
      const answer = onStart?.(request);
      if (answer) return answer;
      server.call = liveCallFixture({ state: 'initiated', call_date_time: new Date().toISOString() });
      return { status: 201, body: server.call };
    }
    if (request.method === 'POST' && request.path === '/api/customers/hangup') {
      const answer = onHangup?.();
      if (answer) return answer;
      if (!server.call || server.call.state === 'ended') return { status: 409, body: { statusCode: 409, message: 'No call in progress', error: 'Conflict' } };
      const talk = server.call.answered_at ? Math.floor((Date.now() - new Date(server.call.answered_at).getTime()) / 1000) : 0;
      server.call = { ...server.call, state: 'ended', status: server.call.answered_at ? 'answered' : 'missed', ended_at: new Date().toISOString(), duration: talk };
      return { body: server.call };
    }
    // Refreshes after the call (customer, feedback, history) are not this panel's business.
    return { body: [] };
  });
  const polls = () => fetch.requests.filter((r) => /\/state$/.test(r.path)).length;
  return { ...fetch, server, polls };
}

function renderPanel(customer = customerDetailFixture(), user = {}) {
  return renderInAdmin(<CallPanel customer={customer} />, { role: 'agent', user, extraRoutes: [{ path: '/calls/:id', element: <p>call page</p> }] });
}

const stateLine = () => screen.getByTestId('call-state');
const callButton = () => screen.getByRole('button', { name: /^Call Asha Rao/ });

describe('CallPanel', () => {
  beforeEach(() => {
    vi.useFakeTimers(FAKE_TIMERS);
    vi.setSystemTime(new Date('2025-01-06T05:00:00Z'));
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('places a call and follows it: dialling, ringing, connected with a timer, hung up, ended', async () => {
    const api = dialer();
    renderPanel();
    await advanceTime(0);
    expect(screen.getByText('9876543210')).toBeInTheDocument();
    expect(stateLine()).toHaveAttribute('aria-live', 'polite');
    expect(stateLine()).toBeEmptyDOMElement();

    // Nothing takes the focus on load.
    expect(document.body).toHaveFocus();
    callButton().focus();
    fireEvent.click(callButton());
    await advanceTime(0);
    expect(api.requests.find((r) => r.path === '/api/customers/init-call')?.body).toEqual({ number_slot: 'mobile', customer_id: 42 });
    expect(stateLine()).toHaveTextContent('Dialling…');
    // The keyboard focus follows the pressed button's replacement.
    expect(screen.getByRole('button', { name: 'Hang up' })).toHaveFocus();
    expect(screen.queryByRole('button', { name: /^Call Asha Rao/ })).not.toBeInTheDocument();

    api.server.call = { ...api.server.call!, state: 'ringing' };
    await advanceTime(1000);
    expect(stateLine()).toHaveTextContent('Ringing…');

    api.server.call = { ...api.server.call!, state: 'answered', status: 'answered', answered_at: new Date().toISOString() };
    await advanceTime(1000);
    expect(stateLine()).toHaveTextContent('Connected');
    expect(screen.getByRole('timer', { name: 'Talk time' })).toHaveTextContent('00:00');
    await advanceTime(5000);
    expect(screen.getByRole('timer', { name: 'Talk time' })).toHaveTextContent('00:05');
    // Polled every second while live.
    expect(api.polls()).toBeGreaterThanOrEqual(7);

    vi.setSystemTime(new Date(new Date(api.server.call!.answered_at!).getTime() + 42_000));
    fireEvent.click(screen.getByRole('button', { name: 'Hang up' }));
    await advanceTime(0);
    expect(api.requests.filter((r) => r.path === '/api/customers/hangup')).toHaveLength(1);
    expect(stateLine()).toHaveTextContent('Call ended · Answered · 0:42 talk time');
    expect(screen.getByRole('link', { name: 'View call' })).toHaveAttribute('href', '/calls/501');
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
    expect(callButton()).toBeEnabled();
    expect(callButton()).toHaveFocus();

    // Polling stops once the call has ended.
    const polls = api.polls();
    await advanceTime(10_000);
    expect(api.polls()).toBe(polls);
  });

  it('shows a missed call when the customer does not answer', async () => {
    const api = dialer();
    renderPanel();
    await advanceTime(0);
    fireEvent.click(callButton());
    await advanceTime(0);
    api.server.call = { ...api.server.call!, state: 'ended', status: 'missed', ended_at: new Date().toISOString() };
    await advanceTime(1000);
    expect(stateLine()).toHaveTextContent('Call ended · Missed');
    expect(screen.getByRole('link', { name: 'View call' })).toBeInTheDocument();
  });

  it('restores the call in progress after a reload', async () => {
    const answeredAt = new Date(Date.now() - 30_000).toISOString();
    const api = dialer({ initial: liveCallFixture({ state: 'answered', status: 'answered', answered_at: answeredAt }) });
    renderPanel();
    await advanceTime(0);
    expect(stateLine()).toHaveTextContent('Connected');
    expect(screen.getByRole('timer', { name: 'Talk time' })).toHaveTextContent('00:30');
    expect(screen.getByRole('button', { name: 'Hang up' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Hang up' })).not.toHaveFocus();
    await advanceTime(1000);
    expect(api.polls()).toBeGreaterThanOrEqual(1);
  });

  it("blocks calling while on another customer's call, until that call ends", async () => {
    const api = dialer({ initial: liveCallFixture({ id: 777, customer_id: 7, state: 'ringing' }) });
    renderPanel();
    await advanceTime(0);
    const note = screen.getByTestId('call-elsewhere');
    expect(note).toHaveTextContent('You are on another call');
    expect(within(note).getByRole('link', { name: 'View call' })).toHaveAttribute('href', '/calls/777');
    expect(callButton()).toBeDisabled();
    expect(stateLine()).toBeEmptyDOMElement();

    api.server.call = { ...api.server.call!, state: 'ended', status: 'missed' };
    await advanceTime(1000);
    expect(screen.queryByTestId('call-elsewhere')).not.toBeInTheDocument();
    expect(callButton()).toBeEnabled();
    // That call's outcome is not this customer's business.
    expect(stateLine()).toBeEmptyDOMElement();
  });

  it("toasts the server's refusal, such as a call already in progress", async () => {
    dialer({ onStart: () => ({ status: 409, body: { statusCode: 409, message: 'You already have a call in progress', error: 'Conflict' } }) });
    renderPanel();
    await advanceTime(0);
    fireEvent.click(callButton());
    await advanceTime(0);
    expect(screen.getByText('Could not place the call')).toBeInTheDocument();
    expect(screen.getByText('You already have a call in progress')).toBeInTheDocument();
    expect(callButton()).toBeEnabled();
  });

  it('toasts the calling-window refusal as the server words it', async () => {
    const message = 'Calls to customers are allowed only between 08:00 and 19:00 (Asia/Kolkata)';
    dialer({ onStart: () => ({ status: 409, body: { statusCode: 409, message, error: 'Conflict' } }) });
    renderPanel();
    await advanceTime(0);
    fireEvent.click(callButton());
    await advanceTime(0);
    expect(screen.getByText(message)).toBeInTheDocument();
  });

  it('says when the call had already ended at hang up', async () => {
    const api = dialer({ onHangup: () => ({ status: 409, body: { statusCode: 409, message: 'No call in progress', error: 'Conflict' } }) });
    renderPanel();
    await advanceTime(0);
    fireEvent.click(callButton());
    await advanceTime(0);
    api.server.call = { ...api.server.call!, state: 'ended', status: 'missed' };
    fireEvent.click(screen.getByRole('button', { name: 'Hang up' }));
    await advanceTime(0);
    expect(screen.getByText('The call has already ended')).toBeInTheDocument();
    expect(stateLine()).toHaveTextContent('Call ended · Missed');
  });

  it('cannot call a customer whose mobile is not a valid number', async () => {
    dialer();
    renderPanel(customerDetailFixture({ mobile: '12345' }));
    await advanceTime(0);
    expect(callButton()).toBeDisabled();
  });

  it('calls a customer whose number the agent sees masked, by its slot', async () => {
    const api = dialer();
    renderPanel(customerDetailFixture({ mobile: '98XXXXX210' }));
    await advanceTime(0);
    expect(screen.getByText('98XXXXX210')).toBeInTheDocument();
    expect(callButton()).toBeEnabled();
    fireEvent.click(callButton());
    await advanceTime(0);
    expect(api.requests.find((r) => r.path === '/api/customers/init-call')?.body).toEqual({ number_slot: 'mobile', customer_id: 42 });
  });

  it('says before any attempt that a user not linked to a dialer agent cannot call', async () => {
    dialer();
    renderPanel(customerDetailFixture(), { dialer_agent_id: null });
    await advanceTime(0);
    expect(callButton()).toBeDisabled();
    expect(screen.getByTestId('disabled-reason')).toHaveAccessibleDescription(NOT_LINKED);
  });

  it('disables Call outside the calling window, saying when calls are allowed, and enables it when the window opens', async () => {
    // 19:30 in India: the window (08:00-19:00) has closed.
    vi.setSystemTime(new Date('2025-01-06T14:00:00Z'));
    const api = dialer({ callWindow: { start: '08:00', end: '19:00' } });
    renderPanel();
    await advanceTime(0);
    const reason = 'Calls to customers are allowed only between 08:00 and 19:00 (Asia/Kolkata)';
    expect(callButton()).toBeDisabled();
    expect(screen.getByTestId('disabled-reason')).toHaveAccessibleDescription(reason);
    expect(screen.getByTestId('call-window-note')).toHaveTextContent('Outside calling hours (08:00–19:00). Calls open at 08:00.');
    expect(api.requests.filter((r) => r.path === '/api/customers/init-call')).toHaveLength(0);

    // 08:00 the next morning.
    await advanceTime(12.5 * 60 * 60 * 1000);
    expect(callButton()).toBeEnabled();
    expect(screen.queryByTestId('call-window-note')).not.toBeInTheDocument();
  });

  it('offers Call inside the calling window', async () => {
    dialer({ callWindow: { start: '08:00', end: '19:00' } });
    renderPanel();
    await advanceTime(0);
    expect(callButton()).toBeEnabled();
    expect(screen.queryByTestId('call-window-note')).not.toBeInTheDocument();
  });

  it('disables Call for a customer marked do not contact, saying why in the panel and on the button', async () => {
    const api = dialer({ callWindow: { start: '08:00', end: '19:00' } });
    renderPanel(customerDetailFixture({ do_not_contact: { reason: 'deceased', until: null, note: null, set_by: { id: 1, name: 'Meera Admin' }, set_at: '2025-01-05T10:00:00.000Z' } }));
    await advanceTime(0);
    const reason = 'This customer is marked do not contact (Deceased): calls and messages are not allowed.';
    expect(callButton()).toBeDisabled();
    expect(screen.getByTestId('disabled-reason')).toHaveAccessibleDescription(reason);
    expect(screen.getByTestId('call-do-not-contact-note')).toHaveTextContent(reason);
    expect(api.requests.filter((r) => r.path === '/api/customers/init-call')).toHaveLength(0);
  });
});
