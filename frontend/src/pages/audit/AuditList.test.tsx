import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { dataProvider } from '../../providers/dataProvider';
import { auditEntry, auditPage, auditQuery } from '../../test/audit-fixtures';
import { mockFetch, renderInAdmin, type RecordedRequest } from '../../test/render';
import { AUDIT_LIST_EMPTY, AUDIT_LIST_ERROR, AuditList } from './AuditList';

type AuditAnswer = (request: RecordedRequest) => ReturnType<typeof auditPage> | { status: number; body: unknown };

/** The API of the audit screen: GET /api/audit as given, and the Who filter's user list. */
function mockAuditApi(audit: AuditAnswer) {
  return mockFetch((request) => {
    if (request.path.startsWith('/api/audit')) return audit(request);
    if (request.path.startsWith('/api/users')) return { body: [], headers: { 'Content-Range': 'users 0-0/0' } };
    return undefined;
  });
}

const renderList = (path = '/audit') => renderInAdmin(<AuditList />, { path, route: '/audit', dataProvider });
const pageButton = (page: string) => screen.getByRole('button', { name: `Go to page ${page}` });
const auditRequests = (requests: RecordedRequest[]) => requests.filter((r) => r.path.startsWith('/api/audit'));

describe('AuditList', () => {
  it('lists changes newest first: when, who, the record with its link, the action and what changed', async () => {
    const { requests } = mockAuditApi(({ path }) =>
      auditPage(
        [
          auditEntry({ id: 3, entity: 'call', entity_id: '90', changes: { disposition_note: { before: 'Call back', after: 'Paid' } }, reason: 'Customer paid' }),
          auditEntry({ id: 2, actor: null, entity: 'setting', entity_id: 'agentsCanSeeAllCustomers', action: 'approve', changes: {} }),
        ],
        137,
        auditQuery(path).range,
      ),
    );
    renderList();
    const callRow = (await screen.findByText('Customer paid')).closest('tr')!;
    expect(within(callRow).getByText('05 Jan 2025, 03:30 pm')).toBeInTheDocument();
    expect(within(callRow).getByText('Admin User')).toBeInTheDocument();
    expect(within(callRow).getByRole('link', { name: 'Call #90' })).toHaveAttribute('href', '/calls/90');
    expect(within(callRow).getByText('Updated')).toBeInTheDocument();
    expect(within(callRow).getByText('Disposition note: Call back → Paid')).toBeInTheDocument();

    const settingRow = screen.getByText('Setting: Agents can see all customers').closest('tr')!;
    expect(within(settingRow).queryByRole('link')).not.toBeInTheDocument();
    expect(within(settingRow).getByText('System')).toBeInTheDocument();
    expect(within(settingRow).getByText('Approved')).toBeInTheDocument();

    expect(auditQuery(auditRequests(requests)[0].path)).toEqual({ filter: {}, range: [0, 9], sort: ['at', 'DESC'] });
    // 137 rows at 10 a page: fourteen pages.
    expect(screen.getByText('Showing 1 to 10 of 137 changes')).toBeInTheDocument();
    expect(pageButton('14')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Go to page 15' })).not.toBeInTheDocument();
  });

  it('pages through the trail', async () => {
    const { requests } = mockAuditApi(({ path }) => {
      const { range } = auditQuery(path);
      return auditPage([auditEntry({ id: range[0] + 1, reason: `row ${range[0] + 1}` })], 137, range);
    });
    renderList();
    await screen.findByText('row 1');
    fireEvent.click(pageButton('2'));
    await screen.findByText('row 11');
    expect(auditQuery(auditRequests(requests).at(-1)!.path).range).toEqual([10, 19]);
  });

  it('sends the filters of the address: record type, who and the date range', async () => {
    const { requests } = mockAuditApi(({ path }) => auditPage([], 0, auditQuery(path).range));
    const filter = encodeURIComponent(JSON.stringify({ entity: 'customer', actor_id: 4, from: '2025-01-01', to: '2025-01-31' }));
    renderList(`/audit?filter=${filter}`);
    await waitFor(() => expect(auditRequests(requests).length).toBeGreaterThan(0));
    expect(auditQuery(auditRequests(requests)[0].path).filter).toEqual({ entity: 'customer', actor_id: 4, from: '2025-01-01', to: '2025-01-31' });
    expect(await screen.findByText(AUDIT_LIST_EMPTY)).toBeInTheDocument();
    expect(screen.getByText(/Nothing matches these filters/)).toBeInTheDocument();
  });

  it('says when nothing was recorded', async () => {
    mockAuditApi(({ path }) => auditPage([], 0, auditQuery(path).range));
    renderList();
    expect(await screen.findByText(AUDIT_LIST_EMPTY)).toBeInTheDocument();
  });

  it('shows a failure with Try again, which loads again', async () => {
    let fail = true;
    mockAuditApi(({ path }) => (fail ? { status: 500, body: { statusCode: 500, message: 'Database unavailable' } } : auditPage([auditEntry({ reason: 'back again' })], 1, auditQuery(path).range)));
    renderList();
    const failure = (await screen.findByText(AUDIT_LIST_ERROR)).closest('[data-testid="empty-state"]') as HTMLElement;
    expect(within(failure).getByText('Database unavailable')).toBeInTheDocument();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('back again')).toBeInTheDocument();
  });
});
