import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch, renderInAdmin } from '../test/render';
import {
  DISPOSITION_SYNC,
  LEAD_SYNC,
  TataSyncButton,
  USER_SYNC,
  dispositionSyncSummary,
  leadSyncSummary,
  providerOnlyNote,
  userSyncSummary,
} from './TataSyncButton';

afterEach(() => {
  vi.unstubAllGlobals();
});

/** A fetch whose answer the test releases. */
function deferredFetch() {
  let release: (response: Response) => void = () => undefined;
  const calls: string[] = [];
  const fetchMock = vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
    calls.push(`${init?.method ?? 'GET'} ${String(input)}`);
    return new Promise<Response>((resolve) => {
      release = resolve;
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, release: (status: number, body: unknown) => release(new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })) };
}

describe('sync summaries', () => {
  it('counts the user links and leaves out what is zero', () => {
    expect(userSyncSummary({ matched: 12, new: 2, unmatched: 1, unlinked_users: 3, message: '' })).toBe('12 linked (2 new) · 1 dialer agent without a CRM user · 3 users without a dialer agent');
    expect(userSyncSummary({ matched: 1500, new: 0, unmatched: 0, unlinked_users: 1, message: '' })).toBe('1,500 linked · 1 user without a dialer agent');
    expect(userSyncSummary({ matched: 0, new: 0, unmatched: 2, unlinked_users: 0, message: '' })).toBe('0 linked · 2 dialer agents without a CRM user');
  });

  it('counts the dispositions and names the first few that exist only at the dialer', () => {
    expect(dispositionSyncSummary({ created: 2, updated: 1, unchanged: 30, provider_only: [] })).toBe('2 created · 1 updated · 30 unchanged');
    expect(providerOnlyNote([])).toBeNull();
    expect(providerOnlyNote(undefined)).toBeNull();
    expect(providerOnlyNote([{ kind: 'list', name: 'Legal' }])).toBe('1 item exists only at the dialer: Legal (list).');
    expect(
      providerOnlyNote([
        { kind: 'list', name: 'Legal' },
        { kind: 'status', name: 'Wrong number' },
        { kind: 'status', name: 'Busy' },
        { kind: 'status', name: 'Switched off' },
        { kind: 'status', name: 'Not reachable' },
      ]),
    ).toBe('5 items exist only at the dialer: Legal (list), Wrong number (status), Busy (status) and 2 more.');
  });

  it('counts the lead lists and the customers pushed', () => {
    expect(leadSyncSummary({ lists: 3, created: 1, leads: 1234 })).toBe('3 lead lists synced (1 new) · 1,234 customers pushed to the dialer');
    expect(leadSyncSummary({ lists: 1, created: 0, leads: 1 })).toBe('1 lead list synced · 1 customer pushed to the dialer');
  });
});

describe('TataSyncButton', () => {
  it('runs the user sync once, with a spinner, then toasts the counts and refetches the users', async () => {
    const { calls, release } = deferredFetch();
    const { queryClient } = renderInAdmin(<TataSyncButton sync={USER_SYNC} />);
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    const button = screen.getByRole('button', { name: 'Sync with Tata' });
    expect(button).toBeEnabled();

    // A double click: the second press lands before React re-renders the button as disabled.
    fireEvent.click(button);
    fireEvent.click(button);
    await waitFor(() => expect(button).toBeDisabled());
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('progressbar')).toBeInTheDocument();
    fireEvent.click(button);
    expect(calls).toEqual(['POST /api/tata-user-sync']);

    release(200, { matched: 12, new: 2, unmatched: 1, unlinked_users: 3, message: 'Users have been successfully synced with Tata.' });
    expect(await screen.findByText('Users synced')).toBeInTheDocument();
    expect(screen.getByText('Users have been successfully synced with Tata.')).toBeInTheDocument();
    expect(screen.getByText('12 linked (2 new) · 1 dialer agent without a CRM user · 3 users without a dialer agent')).toBeInTheDocument();
    await waitFor(() => expect(button).toBeEnabled());
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['users'] });
  });

  it('toasts the server message when the user sync fails, and can be pressed again', async () => {
    const { requests } = mockFetch(() => ({ status: 502, body: { statusCode: 502, message: 'The dialer did not answer', error: 'Bad Gateway' } }));
    const user = userEvent.setup();
    renderInAdmin(<TataSyncButton sync={USER_SYNC} />);
    await user.click(screen.getByRole('button', { name: 'Sync with Tata' }));
    expect(await screen.findByText('Failed to sync users: The dialer did not answer')).toBeInTheDocument();
    expect(screen.queryByText('Users synced')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Sync with Tata' })).toBeEnabled());
    expect(requests).toHaveLength(1);
  });

  it('uses "status: text" when the failure has no message', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('upstream timeout', { status: 504, statusText: 'Gateway Timeout' })),
    );
    const user = userEvent.setup();
    renderInAdmin(<TataSyncButton sync={LEAD_SYNC} />);
    await user.click(screen.getByRole('button', { name: 'Sync with Tata' }));
    expect(await screen.findByText('Failed to sync leads: 504: upstream timeout')).toBeInTheDocument();
  });

  it('says when the network is down', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    const user = userEvent.setup();
    renderInAdmin(<TataSyncButton sync={DISPOSITION_SYNC} />);
    await user.click(screen.getByRole('button', { name: 'Sync Dispositions with Tata' }));
    expect(await screen.findByText('Failed to sync dispositions: Failed to fetch')).toBeInTheDocument();
  });

  it('runs the lead sync, toasts its counts and hands the answer to the page', async () => {
    const { requests } = mockFetch((r) => (r.method === 'POST' && r.path === '/api/tata/sync' ? { body: { lists: 3, created: 1, leads: 1234 } } : undefined));
    const onSynced = vi.fn();
    const user = userEvent.setup();
    const { queryClient } = renderInAdmin(<TataSyncButton sync={LEAD_SYNC} label="Push to dialer" onSynced={onSynced} />);
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    await user.click(screen.getByRole('button', { name: 'Push to dialer' }));
    expect(await screen.findByText('Leads synced')).toBeInTheDocument();
    expect(screen.getByText('3 lead lists synced (1 new) · 1,234 customers pushed to the dialer')).toBeInTheDocument();
    expect(onSynced).toHaveBeenCalledWith({ lists: 3, created: 1, leads: 1234 });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['tata', 'lead-lists'] });
    expect(requests.map((r) => `${r.method} ${r.path}`)).toEqual(['POST /api/tata/sync']);
  });

  it('gives the focus back to the button when the sync ends', async () => {
    const { release } = deferredFetch();
    const user = userEvent.setup();
    renderInAdmin(<TataSyncButton sync={LEAD_SYNC} />);
    const button = screen.getByRole('button', { name: 'Sync with Tata' });
    button.focus();
    await user.keyboard('{Enter}');
    expect(button).toBeDisabled();
    release(200, { lists: 1, created: 0, leads: 10 });
    await screen.findByText('Leads synced');
    await waitFor(() => expect(button).toHaveFocus());
  });
});
