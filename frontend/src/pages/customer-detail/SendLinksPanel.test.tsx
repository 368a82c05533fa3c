import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MessageResponse } from '../../api/types';
import { mockFetch, renderInAdmin, type RecordedRequest } from '../../test/render';
import { customerDetailFixture } from '../../test/customer-fixtures';
import { SendLinksPanel } from './SendLinksPanel';
import { FAKE_TIMERS, SETTLEMENT_BODY, advanceTime, messageFixture } from './test-fixtures';

const MESSAGES_PATH = '/api/customers/42/messages';

/** What the server stores: the endpoint's kind, and a payment link to another number as a reference link. */
function kindOf(request: RecordedRequest): MessageResponse['kind'] {
  const kind = ({ message: 'payment', settlement: 'settlement', foreclosure: 'foreclosure', offer: 'offer' } as const)[request.path.replace('/api/customers/send-', '') as 'message'];
  return kind === 'payment' && request.body.toNumber !== undefined && request.body.toNumber !== '9876543210' ? 'reference' : kind;
}

/** The API: the messages list (a mutable array the test changes) and the send endpoints. */
function api({ messages = [] as MessageResponse[], onSend }: { messages?: MessageResponse[]; onSend?: (request: RecordedRequest) => { status?: number; body?: unknown } } = {}) {
  const store = { messages };
  const fetch = mockFetch((request) => {
    if (request.method === 'GET' && request.path === MESSAGES_PATH) return { body: store.messages };
    if (request.method === 'POST' && request.path.startsWith('/api/customers/send-')) {
      return (
        onSend?.(request) ?? {
          status: 201,
          body: messageFixture({ id: 'm-new', kind: kindOf(request), to_number: request.body.toNumber ?? '9876543210' }),
        }
      );
    }
    return undefined;
  });
  return { ...fetch, store };
}

const sends = (requests: RecordedRequest[]) => requests.filter((r) => r.method === 'POST');
const messageGets = (requests: RecordedRequest[]) => requests.filter((r) => r.method === 'GET' && r.path === MESSAGES_PATH);

function renderPanel(customer = customerDetailFixture()) {
  return renderInAdmin(<SendLinksPanel customer={customer} />, { role: 'agent' });
}

describe('SendLinksPanel', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it("prefills the customer's mobile and disables every send until the number is valid", async () => {
    api();
    const user = userEvent.setup();
    renderPanel();
    const field = screen.getByLabelText('Send to');
    expect(field).toHaveValue('9876543210');
    expect(screen.getByText("The customer's mobile")).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Payment link' })).toBeEnabled();

    await user.clear(field);
    await user.type(field, '98765');
    expect(screen.getByRole('button', { name: 'Payment link' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Offer link' })).toBeDisabled();
    // Not the customer's mobile any more: the hint says why every button is disabled.
    expect(screen.queryByText("The customer's mobile")).not.toBeInTheDocument();
    expect(field).toHaveAccessibleDescription('Enter a 10-digit mobile number starting with 6, 7, 8 or 9 to send a link');
    // Not complete yet: no message until the field is left.
    expect(screen.queryByText('Must be exactly 10 digits')).not.toBeInTheDocument();
    await user.tab();
    expect(screen.getByText('Must be exactly 10 digits')).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');

    await user.clear(field);
    await user.type(field, '5876543210');
    expect(screen.getByText('Number must start with 6, 7, 8, or 9')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Settlement link' })).toBeDisabled();

    // A +91 number is the same number once normalised; another valid number is a custom reference number.
    await user.clear(field);
    await user.type(field, '+91 98765 43210');
    expect(screen.getByRole('button', { name: 'Payment link' })).toBeEnabled();
    expect(screen.queryByText('Sending to a different number sends it as a reference link')).not.toBeInTheDocument();
    await user.clear(field);
    await user.type(field, '7000000001');
    expect(screen.getByText('Sending to a different number sends it as a reference link')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Payment link' })).toBeEnabled();

    await user.click(screen.getByRole('button', { name: "Use the customer's mobile" }));
    expect(field).toHaveValue('9876543210');
  });

  it('disables every link for a customer marked do not contact, saying why', async () => {
    api();
    const user = userEvent.setup();
    renderPanel(customerDetailFixture({ do_not_contact: { reason: 'legal', until: '2025-03-31', note: null, set_by: null, set_at: '2025-01-05T10:00:00.000Z' } }));
    const reason = 'This customer is marked do not contact (Legal) until 31/03/2025: calls and messages are not allowed.';
    expect(screen.getByTestId('send-links-do-not-contact-note')).toHaveTextContent(reason);
    const payment = screen.getByRole('button', { name: 'Payment link' });
    expect(payment).toBeDisabled();
    await user.hover(payment.closest('[data-testid="disabled-reason"]') as HTMLElement);
    expect(await screen.findByRole('tooltip')).toHaveTextContent(reason);
  });

  it("disables a link that is not in the customer's data, saying so", async () => {
    api();
    const user = userEvent.setup();
    renderPanel();
    const foreclosure = screen.getByRole('button', { name: 'Foreclosure link' });
    expect(foreclosure).toBeDisabled();
    const wrapper = foreclosure.closest('[data-testid="disabled-reason"]') as HTMLElement;
    await user.hover(wrapper);
    expect(await screen.findByRole('tooltip')).toHaveTextContent("The foreclosure link is not in the customer's data");
  });

  it('confirms what will be sent, sends it, toasts and follows the status', async () => {
    const { requests, store } = api();
    const user = userEvent.setup();
    renderPanel();
    expect(await screen.findByText('No messages sent yet')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Settlement link' }));
    const dialog = screen.getByRole('dialog', { name: 'Send the settlement link?' });
    const summary = within(dialog).getByTestId('send-summary');
    expect(summary).toHaveTextContent('MessageSettlement link');
    expect(summary).toHaveTextContent('To9876543210');
    expect(summary).toHaveTextContent('Total outstanding₹2,50,000');
    expect(summary).toHaveTextContent('Waiver₹50,000');
    expect(summary).toHaveTextContent('Settlement amount₹2,00,000');
    expect(summary).toHaveTextContent('https://pay.example.in/l/settle-42');
    // Nothing is sent before the confirmation.
    expect(sends(requests)).toHaveLength(0);

    store.messages = [messageFixture({ id: 'm-new', kind: 'settlement', status: 'sent' })];
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    // The server has queued it (its answer says so); once the provider has taken it, the panel says it was sent.
    expect(await screen.findByText('Settlement link message queued')).toBeInTheDocument();
    expect(await screen.findByTestId('send-progress')).toHaveTextContent('Settlement link message sent successfully');
    expect(sends(requests)).toEqual([
      {
        method: 'POST',
        path: '/api/customers/send-settlement',
        body: SETTLEMENT_BODY,
      },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const row = await screen.findByTestId('message-row');
    expect(row).toHaveTextContent('Settlement link');
    await waitFor(() => expect(within(row).getByTestId('message-status')).toHaveTextContent('Sent'));
  });

  it('sends a payment link to another number as a reference link', async () => {
    const { requests } = api();
    const user = userEvent.setup();
    renderPanel();
    const field = screen.getByLabelText('Send to');
    await user.clear(field);
    await user.type(field, '+91 70000 00001');
    await user.click(screen.getByRole('button', { name: 'Payment link' }));
    const dialog = screen.getByRole('dialog', { name: 'Send the payment link?' });
    expect(within(dialog).getByTestId('send-summary')).toHaveTextContent('Reference link (payment link)');
    expect(within(dialog).getByText('Custom number')).toBeInTheDocument();
    // What the message carries (EMI to be collected), named for what it is: not the EMI tile's loan EMI.
    expect(within(dialog).getByTestId('send-summary')).toHaveTextContent('Amount due₹5,400');
    expect(within(dialog).getByTestId('send-summary')).not.toHaveTextContent('EMI amount');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Reference link message queued')).toBeInTheDocument();
    expect(sends(requests)[0].body).toMatchObject({ toNumber: '7000000001', emi_amount: 5400 });
  });

  it("offers the customer's numbers by slot, masked as the agent sees them, and sends the slot", async () => {
    const { requests } = api();
    const user = userEvent.setup();
    renderPanel(customerDetailFixture({ mobile: '98XXXXX210', alternate_phone: '87XXXXX109' }));
    const field = screen.getByRole('combobox', { name: 'Send to' });
    expect(field).toHaveTextContent('Mobile · 98XXXXX210');
    expect(screen.queryByRole('textbox', { name: 'Send to' })).not.toBeInTheDocument();
    await user.click(field);
    await user.click(screen.getByRole('option', { name: 'Alternate · 87XXXXX109' }));
    await user.click(screen.getByRole('button', { name: 'Payment link' }));
    const dialog = screen.getByRole('dialog', { name: 'Send the payment link?' });
    expect(within(dialog).getByTestId('send-summary')).toHaveTextContent('To87XXXXX109');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Payment link message queued')).toBeInTheDocument();
    expect(sends(requests)[0].body).toMatchObject({ customer_id: 42, number_slot: 'alternate' });
    expect(sends(requests)[0].body).not.toHaveProperty('toNumber');
  });

  it("toasts Failed to send message with the server's message", async () => {
    api({ onSend: () => ({ status: 502, body: { statusCode: 502, message: 'Failed to send message: The template is paused', error: 'Bad Gateway' } }) });
    const user = userEvent.setup();
    renderPanel();
    await user.click(screen.getByRole('button', { name: 'Offer link' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Failed to send message')).toBeInTheDocument();
    expect(screen.getByText('Failed to send message: The template is paused')).toBeInTheDocument();
    // The buttons are usable again.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Offer link' })).toBeEnabled());
  });

  it("toasts the server's refusal of a link that is neither the customer's nor on an allowed host", async () => {
    const refusal = "Only the customer's own link, or a link on a host an administrator has allowed, can be sent";
    const { requests } = api({ onSend: () => ({ status: 400, body: { statusCode: 400, message: refusal, error: 'Bad Request', errors: { payment_link: refusal } } }) });
    const user = userEvent.setup();
    renderPanel();
    await user.click(screen.getByRole('button', { name: 'Payment link' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Failed to send message')).toBeInTheDocument();
    expect(screen.getByText(refusal)).toBeInTheDocument();
    expect(sends(requests)).toHaveLength(1);
    // The number was not the problem: the field stays valid and the buttons are usable again.
    expect(screen.getByLabelText('Send to')).toHaveAttribute('aria-invalid', 'false');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Payment link' })).toBeEnabled());
  });

  it("places the server's number refusal on the field", async () => {
    const refusal = 'Enter a 10-digit mobile number starting with 6, 7, 8 or 9';
    api({ onSend: () => ({ status: 400, body: { statusCode: 400, message: refusal, error: 'Bad Request', errors: { toNumber: refusal } } }) });
    const user = userEvent.setup();
    renderPanel();
    const field = screen.getByLabelText('Send to');
    await user.clear(field);
    await user.type(field, '7000000001');
    await user.click(screen.getByRole('button', { name: 'Payment link' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Failed to send custom link message')).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getAllByText(refusal).length).toBeGreaterThanOrEqual(1);
    // Typing clears it.
    await user.type(field, '{Backspace}1');
    expect(field).toHaveAttribute('aria-invalid', 'false');
  });

  it('shows the button loading state and refetches the statuses at 1.5 s, 3 s and 6 s', async () => {
    vi.useFakeTimers(FAKE_TIMERS);
    let answer: (() => void) | undefined;
    const { requests, store } = api();
    // The send waits until the test lets it answer.
    const fetchMock = vi.mocked(globalThis.fetch);
    const realImplementation = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (input, init) => {
      if (init?.method === 'POST') await new Promise<void>((resolve) => (answer = resolve));
      return realImplementation(input, init);
    });
    renderPanel();
    await advanceTime(0);
    fireEvent.click(screen.getByRole('button', { name: 'Payment link' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Send' }));
    await advanceTime(0);
    expect(within(screen.getByRole('dialog')).getByRole('button', { name: 'Send' })).toBeDisabled();
    // Behind the dialog (hidden from the accessibility tree while it is open), every send waits.
    expect(screen.getByRole('button', { name: 'Payment link', hidden: true })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Settlement link', hidden: true })).toBeDisabled();

    const before = messageGets(requests).length;
    store.messages = [messageFixture({ id: 'm-new', status: 'queued' })];
    answer?.();
    await advanceTime(0);
    expect(screen.getByText('Payment link message queued')).toBeInTheDocument();
    expect(screen.queryByText('Payment link message sent successfully')).not.toBeInTheDocument();
    // The sent message is shown, queued, in the list and beside the buttons.
    expect(within(screen.getByTestId('messages-list')).getByTestId('message-status')).toHaveTextContent('Queued');
    expect(screen.getByTestId('send-progress')).toHaveTextContent('Payment link message queued');
    const afterSend = messageGets(requests).length;
    expect(afterSend).toBe(before + 1);

    store.messages = [messageFixture({ id: 'm-new', status: 'delivered' })];
    await advanceTime(1500);
    expect(messageGets(requests).length).toBe(afterSend + 1);
    expect(within(screen.getByTestId('messages-list')).getByTestId('message-status')).toHaveTextContent('Delivered');
    expect(screen.getByTestId('send-progress')).toHaveTextContent('Payment link message sent successfully · Delivered');
    await advanceTime(1500);
    expect(messageGets(requests).length).toBe(afterSend + 2);
    store.messages = [messageFixture({ id: 'm-new', status: 'read' })];
    await advanceTime(3000);
    expect(messageGets(requests).length).toBe(afterSend + 3);
    expect(within(screen.getByTestId('messages-list')).getByTestId('message-status')).toHaveTextContent('Read');
    // And nothing after that: no polling.
    await advanceTime(60_000);
    expect(messageGets(requests).length).toBe(afterSend + 3);
  });
});
