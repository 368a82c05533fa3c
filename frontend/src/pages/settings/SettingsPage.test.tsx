import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch, renderInAdmin } from '../../test/render';
import { SettingsPage } from './SettingsPage';

const HOSTS_PATH = '/api/settings/messageLinkHosts';

/** The settings API with messageLinkHosts starting at `hosts`; `refuse` answers the PUT with a 400. */
function api({ hosts = [] as string[], refuse }: { hosts?: string[]; refuse?: string } = {}) {
  const values: Record<string, unknown> = { agentsCanSeeAllCustomers: 'false', officeGeofences: [], locationExemptEmails: [], messageLinkHosts: hosts, maskCustomerNumbersForAgents: false, maxCallAttemptsPerDay: 0 };
  return mockFetch(({ method, path, body }) => {
    const key = path.replace('/api/settings/', '');
    if (!(key in values)) return undefined;
    if (method === 'PUT') {
      if (refuse) return { status: 400, body: { statusCode: 400, message: refuse, errors: { value: refuse } } };
      values[key] = body.value;
    }
    return { body: { key, value: values[key] } };
  });
}

describe('SettingsPage: allowed link hosts', () => {
  it('explains the setting and lists the allowed hosts', async () => {
    api({ hosts: ['pay.example.in'] });
    renderInAdmin(<SettingsPage />);
    const card = await screen.findByTestId('link-hosts');
    expect(within(card).getByRole('heading', { name: 'Allowed link hosts' })).toBeInTheDocument();
    expect(card).toHaveTextContent("Agents can send links on these hosts besides each customer's own stored links.");
    expect(await within(card).findByRole('listitem')).toHaveTextContent('pay.example.in');
  });

  it('adds a host (the host of a pasted link) and removes one', async () => {
    const user = userEvent.setup();
    const { requests } = api({ hosts: ['old.example.in'] });
    renderInAdmin(<SettingsPage />);
    const card = await screen.findByTestId('link-hosts');
    await within(card).findByRole('listitem');
    await user.type(within(card).getByRole('textbox', { name: 'Host' }), 'https://Pay.Example.in/upi{Enter}');
    await waitFor(() => expect(within(card).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['old.example.in', 'pay.example.in']));
    expect(requests.filter((r) => r.method === 'PUT' && r.path === HOSTS_PATH).at(-1)?.body).toEqual({ value: ['old.example.in', 'pay.example.in'] });
    expect(await screen.findByText('Settings Updated')).toBeInTheDocument();
    expect(within(card).getByRole('textbox', { name: 'Host' })).toHaveValue('');

    await user.click(within(within(card).getAllByRole('listitem')[0]).getByTestId('CancelIcon'));
    await waitFor(() => expect(within(card).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['pay.example.in']));
    expect(requests.filter((r) => r.method === 'PUT' && r.path === HOSTS_PATH).at(-1)?.body).toEqual({ value: ['pay.example.in'] });
  });

  it('refuses a bad host before asking the server', async () => {
    const user = userEvent.setup();
    const { requests } = api();
    renderInAdmin(<SettingsPage />);
    const card = await screen.findByTestId('link-hosts');
    expect(await within(card).findByText(/No extra hosts/)).toBeInTheDocument();
    await user.type(within(card).getByRole('textbox', { name: 'Host' }), 'localhost');
    await user.click(within(card).getByRole('button', { name: 'Add host' }));
    expect(within(card).getByText('Enter a host name such as pay.example.in')).toBeInTheDocument();
    expect(requests.some((r) => r.method === 'PUT')).toBe(false);
  });

  it('shows the server’s refusal under the input and in the toast', async () => {
    const user = userEvent.setup();
    const refusal = 'Each link host must be a host name such as pay.example.in';
    api({ refuse: refusal });
    renderInAdmin(<SettingsPage />);
    const card = await screen.findByTestId('link-hosts');
    await within(card).findByText(/No extra hosts/);
    await user.type(within(card).getByRole('textbox', { name: 'Host' }), 'pay.example.in');
    await user.click(within(card).getByRole('button', { name: 'Add host' }));
    expect(await within(card).findByText(refusal)).toBeInTheDocument();
    expect(await screen.findByText('Failed to update settings')).toBeInTheDocument();
    expect(within(card).queryByRole('listitem')).not.toBeInTheDocument();
  });
});

describe('SettingsPage: location exemptions', () => {
  it('still adds an exempt email in lower case', async () => {
    const user = userEvent.setup();
    const { requests } = api();
    renderInAdmin(<SettingsPage />);
    const card = await screen.findByTestId('exempt-emails');
    await within(card).findByText(/No exempt accounts/);
    await user.type(within(card).getByRole('textbox', { name: 'Email' }), 'Ops.Lead@Example.com');
    await user.click(within(card).getByRole('button', { name: 'Add email' }));
    expect(await within(card).findByRole('listitem')).toHaveTextContent('ops.lead@example.com');
    expect(requests.find((r) => r.method === 'PUT')).toMatchObject({ path: '/api/settings/locationExemptEmails', body: { value: ['ops.lead@example.com'] } });
  });
});

describe('SettingsPage: masking customer numbers for agents', () => {
  it('is off until turned on, and saves a boolean', async () => {
    const user = userEvent.setup();
    const { requests } = api();
    renderInAdmin(<SettingsPage />);
    const card = await screen.findByTestId('number-masking');
    const toggle = await within(card).findByRole('switch', { name: 'Mask customer numbers for agents' });
    expect(toggle).not.toBeChecked();
    expect(card).toHaveTextContent("Off: agents see customers' numbers in full.");
    await user.click(toggle);
    await waitFor(() => expect(toggle).toBeChecked());
    expect(requests.filter((r) => r.method === 'PUT' && r.path === '/api/settings/maskCustomerNumbersForAgents').at(-1)?.body).toEqual({ value: true });
    expect(card).toHaveTextContent('On: agents see numbers as 98XXXXX210 and can still call and send links. Administrators see them in full.');
    expect(await screen.findByText('Settings Updated')).toBeInTheDocument();
  });
});
