import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RegisterEndpointDialog } from './RegisterEndpointDialog';
import type { CreatedWebhookEndpoint } from './webhooks-api';

const created = { id: 1, url: 'https://hooks.example.com/crm', secret: 'whsec_abc' } as CreatedWebhookEndpoint;

describe('RegisterEndpointDialog', () => {
  it('names what is missing, clears an error once its field changes, and sends the events in the list order', { timeout: 60_000 }, async () => {
    const onRegister = vi.fn(async () => created);
    const onRegistered = vi.fn();
    render(<RegisterEndpointDialog open onClose={() => undefined} onRegister={onRegister} onRegistered={onRegistered} />);
    const user = userEvent.setup();

    await user.click(screen.getByRole('button', { name: 'Add endpoint' }));
    expect(screen.getByText('Enter the full URL, starting with https://')).toBeInTheDocument();
    expect(screen.getByText('Choose at least one event')).toBeInTheDocument();
    expect(onRegister).not.toHaveBeenCalled();

    await user.click(screen.getByRole('textbox', { name: /Endpoint URL/ }));
    await user.paste('https://hooks.example.com/crm');
    expect(screen.queryByText('Enter the full URL, starting with https://')).not.toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: /A user is deactivated/ }));
    await user.click(screen.getByRole('checkbox', { name: /A payment is recorded/ }));
    expect(screen.queryByText('Choose at least one event')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add endpoint' }));

    await waitFor(() => expect(onRegistered).toHaveBeenCalledWith(created));
    expect(onRegister).toHaveBeenCalledWith({ url: 'https://hooks.example.com/crm', events: ['payment.recorded', 'user.deactivated'], description: null });
  });

  it("shows the server's refusal of the URL under the field", { timeout: 60_000 }, async () => {
    const refusal = Object.assign(new Error('url must not point to a loopback, private or link-local address'), {
      status: 400,
      body: { errors: { url: 'url must not point to a loopback, private or link-local address' } },
    });
    render(<RegisterEndpointDialog open onClose={() => undefined} onRegister={vi.fn(async () => Promise.reject(refusal))} onRegistered={vi.fn()} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('textbox', { name: /Endpoint URL/ }));
    await user.paste('https://10.0.0.5/hooks');
    await user.click(screen.getByRole('button', { name: 'Select all' }));
    await user.click(screen.getByRole('button', { name: 'Add endpoint' }));
    expect(await screen.findByText('url must not point to a loopback, private or link-local address', {}, { timeout: 10_000 })).toBeInTheDocument();
  });
});
