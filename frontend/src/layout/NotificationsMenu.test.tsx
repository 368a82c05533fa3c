import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { UserNotification } from '../api/types';
import { dataProvider } from '../providers/dataProvider';
import { mockFetch, renderInAdmin, type RecordedRequest } from '../test/render';
import { NotificationsMenu } from './NotificationsMenu';

const NOTIFICATIONS: UserNotification[] = [
  { id: 12, kind: 'promise_broken', title: 'A promise to pay was broken', body: null, link: '/customers/MV%2F26%20001', outcome: null, read: false, createdAt: new Date(Date.now() - 5 * 60_000).toISOString() },
  { id: 11, kind: 'follow_up_due', title: 'Follow-up due at 10:40', body: 'Asha Verma (LN100)', link: '/customers/LN100', outcome: null, read: true, createdAt: new Date(Date.now() - 3 * 3_600_000).toISOString() },
];

type Answer = { status?: number; body?: unknown; headers?: Record<string, string> } | undefined;

function api({ unread = 1, list = NOTIFICATIONS, overrides = () => undefined }: { unread?: number; list?: UserNotification[]; overrides?: (r: RecordedRequest) => Answer } = {}) {
  return mockFetch((request) => {
    const answer = overrides(request);
    if (answer) return answer;
    if (request.path === '/api/notifications/unread-count') return { body: { count: unread } };
    if (request.method === 'GET' && request.path.startsWith('/api/notifications?')) return { body: list, headers: { 'Content-Range': `notifications 0-${list.length}/${list.length}` } };
    if (request.method === 'PATCH' && request.path === '/api/notifications/12') return { body: { ...NOTIFICATIONS[0], read: true } };
    if (request.method === 'POST' && request.path === '/api/notifications/read-all') return { body: { updated: unread } };
    return undefined;
  });
}

const render = () =>
  renderInAdmin(<NotificationsMenu />, { role: 'agent', path: '/', route: '/', dataProvider, extraRoutes: [{ path: '/customers/:loanApplicationNo', element: <p>customer page</p> }] });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('NotificationsMenu', () => {
  it('puts the unread count on the bell and lists the newest, unread ones marked, without loading the list before it opens', async () => {
    const { requests } = api();
    render();
    const bell = await screen.findByRole('button', { name: 'Notifications, 1 unread' });
    expect(requests.some((r) => r.path.startsWith('/api/notifications?'))).toBe(false);
    await userEvent.click(bell);
    const rows = await screen.findAllByTestId('notification');
    expect(rows.map((row) => row.textContent)).toEqual(['A promise to pay was broken5 min ago', 'Follow-up due at 10:40Asha Verma (LN100)3 h ago']);
    expect(within(rows[0]).getByLabelText('Unread')).toBeInTheDocument();
    expect(within(rows[1]).queryByLabelText('Unread')).toBeNull();
    expect(requests.find((r) => r.path.startsWith('/api/notifications?'))?.path).toBe(`/api/notifications?filter=${encodeURIComponent('{}')}&range=${encodeURIComponent('[0,9]')}&sort=${encodeURIComponent('["createdAt","DESC"]')}`);
  });

  it("shows what became of the requests it tells of: approved, rejected, withdrawn or cancelled; nothing while one waits", async () => {
    const request = (id: number, title: string, outcome: UserNotification['outcome']): UserNotification => ({
      id, kind: 'request_pending', title, body: 'Casual Leave: 02/12/2026 (1 day)', link: '/admin', outcome, read: false, createdAt: new Date(Date.now() - 60_000).toISOString(),
    });
    api({
      unread: 5,
      list: [
        request(5, 'Leave request from Priya Sharma', null),
        request(4, 'Leave request from Rahul Verma', 'approved'),
        request(3, 'Attendance correction from Priya Sharma', 'rejected'),
        request(2, 'Leave request from Asha Rao', 'withdrawn'),
        request(1, 'Leave request from Asha Rao', 'cancelled'),
      ],
    });
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'Notifications, 5 unread' }));
    const rows = await screen.findAllByTestId('notification');
    expect(rows.map((row) => within(row).queryByTestId('notification-outcome')?.textContent ?? null)).toEqual([null, 'Approved', 'Rejected', 'Withdrawn', 'Cancelled']);
    expect(rows[1]).toHaveTextContent('Leave request from Rahul VermaApproved');
  });

  it('marks a notification read and opens its record', async () => {
    const { requests } = api();
    const { locations } = render();
    await userEvent.click(await screen.findByRole('button', { name: 'Notifications, 1 unread' }));
    await userEvent.click((await screen.findAllByTestId('notification'))[0]);
    await screen.findByText('customer page');
    expect(locations.at(-1)).toBe('/customers/MV%2F26%20001');
    await waitFor(() => expect(requests.find((r) => r.method === 'PATCH')).toEqual({ method: 'PATCH', path: '/api/notifications/12', body: { read: true } }));
  });

  it('marks all read and loads the count again', async () => {
    let unread = 3;
    const { requests } = api({ overrides: (r) => (r.path === '/api/notifications/unread-count' ? { body: { count: unread } } : undefined) });
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'Notifications, 3 unread' }));
    unread = 0;
    await userEvent.click(screen.getByRole('button', { name: 'Mark all as read' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Mark all as read' })).toBeDisabled());
    expect(requests.filter((r) => r.method === 'POST').map((r) => r.path)).toEqual(['/api/notifications/read-all']);
    // The menu hides the page from assistive technology while it is open.
    expect(screen.getByRole('button', { name: 'Notifications', hidden: true })).toBeInTheDocument();
  });

  it('says all is caught up when there are none', async () => {
    api({ unread: 0, list: [] });
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'Notifications' }));
    expect(await screen.findByText("You're all caught up")).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
  });

  it('shows a failed list with Try again, which loads it again', async () => {
    let fail = true;
    api({ overrides: (r) => (fail && r.path.startsWith('/api/notifications?') ? { status: 500, body: { statusCode: 500, message: 'Database unavailable' } } : undefined) });
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'Notifications, 1 unread' }));
    expect(await screen.findByText('Failed to fetch notifications')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findAllByTestId('notification')).toHaveLength(2);
  });

  it('loads the count and the list again when the event stream says the count moved, not when it is the same', async () => {
    const sources: FakeEventSource[] = [];
    class FakeEventSource {
      readonly listeners = new Map<string, (event: MessageEvent<string>) => void>();
      closed = false;
      constructor(readonly url: string) {
        sources.push(this);
      }
      addEventListener(type: string, listener: (event: MessageEvent<string>) => void) {
        this.listeners.set(type, listener);
      }
      removeEventListener(type: string) {
        this.listeners.delete(type);
      }
      close() {
        this.closed = true;
      }
      emit(count: number) {
        this.listeners.get('unread')?.(new MessageEvent('unread', { data: JSON.stringify({ count }) }));
      }
    }
    vi.stubGlobal('EventSource', FakeEventSource);
    let unread = 1;
    const { requests } = api({ overrides: (r) => (r.path === '/api/notifications/unread-count' ? { body: { count: unread } } : undefined) });
    const { unmount } = render();
    await screen.findByRole('button', { name: 'Notifications, 1 unread' });
    expect(sources.map((source) => source.url)).toEqual(['/api/notifications/stream']);
    const countReads = () => requests.filter((r) => r.path === '/api/notifications/unread-count').length;
    const before = countReads();

    sources[0].emit(1);
    unread = 2;
    sources[0].emit(2);
    await screen.findByRole('button', { name: 'Notifications, 2 unread' });
    expect(countReads()).toBe(before + 1);

    unmount();
    expect(sources[0].closed).toBe(true);
  });
});
