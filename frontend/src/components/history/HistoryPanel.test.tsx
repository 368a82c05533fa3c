import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { dataProvider } from '../../providers/dataProvider';
import { auditEntry, auditPage, auditQuery } from '../../test/audit-fixtures';
import { mockFetch, renderInAdmin, type TestRole } from '../../test/render';
import { useCurrentUser } from '../../auth/useCurrentUser';
import { HISTORY_EMPTY, HISTORY_ERROR, HistoryPanel } from './HistoryPanel';

function SignedInAs() {
  const { user } = useCurrentUser();
  return user ? <p>Signed in as {user.name}</p> : null;
}

const renderPanel = (role: TestRole = 'admin') => renderInAdmin(<HistoryPanel entity="customer" entityId="12" />, { role, dataProvider });
const auditRequests = (requests: Array<{ path: string }>) => requests.filter((r) => r.path.startsWith('/api/audit'));

describe('HistoryPanel', () => {
  it("asks for the record's rows newest first and shows each field's before → after", async () => {
    const { requests } = mockFetch(({ path }) =>
      path.startsWith('/api/audit')
        ? auditPage(
            [
              auditEntry({ id: 2, action: 'update', changes: { overdue_amount: { before: '25000', after: '0' } }, reason: 'Paid in full' }),
              auditEntry({ id: 1, action: 'create', actor: null, changes: { name: { before: null, after: 'Asha Rao' } } }),
            ],
            2,
            [0, 9],
          )
        : undefined,
    );
    renderPanel();
    const entries = await screen.findAllByTestId('history-entry');
    expect(entries).toHaveLength(2);
    expect(within(entries[0]).getByText('Updated')).toBeInTheDocument();
    expect(within(entries[0]).getByText('₹25,000')).toBeInTheDocument();
    expect(within(entries[0]).getByText('₹0')).toBeInTheDocument();
    expect(within(entries[0]).getByText('Reason: Paid in full')).toBeInTheDocument();
    expect(entries[0]).toHaveTextContent('by Admin User · 05 Jan 2025, 03:30 pm');
    expect(entries[1]).toHaveTextContent('by System');
    expect(within(entries[1]).getByText('Asha Rao')).toBeInTheDocument();
    expect(auditQuery(auditRequests(requests)[0].path)).toEqual({ filter: { entity: 'customer', entity_id: '12' }, range: [0, 9], sort: ['at', 'DESC'] });
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('loads the next page on Load more', async () => {
    const { requests } = mockFetch(({ path }) => {
      if (!path.startsWith('/api/audit')) return undefined;
      const { range } = auditQuery(path);
      const rows = range[0] === 0 ? Array.from({ length: 10 }, (_, i) => auditEntry({ id: 20 - i })) : [auditEntry({ id: 3 })];
      return auditPage(rows, 11, range);
    });
    renderPanel();
    expect(await screen.findAllByTestId('history-entry')).toHaveLength(10);
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(screen.getAllByTestId('history-entry')).toHaveLength(11));
    expect(auditQuery(auditRequests(requests)[1].path).range).toEqual([10, 19]);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('says when nothing was recorded', async () => {
    mockFetch(({ path }) => (path.startsWith('/api/audit') ? auditPage([], 0, [0, 9]) : undefined));
    renderPanel();
    expect(await screen.findByText(HISTORY_EMPTY)).toBeInTheDocument();
  });

  it('shows a failure with Try again, which loads again', async () => {
    let fail = true;
    mockFetch(({ path }) => {
      if (!path.startsWith('/api/audit')) return undefined;
      if (fail) return { status: 500, body: { statusCode: 500, message: 'Database unavailable' } };
      return auditPage([auditEntry()], 1, [0, 9]);
    });
    renderPanel();
    expect(await screen.findByText(HISTORY_ERROR)).toBeInTheDocument();
    expect(screen.getByText('Database unavailable')).toBeInTheDocument();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findAllByTestId('history-entry')).toHaveLength(1);
  });

  it('renders nothing for an agent and asks the server nothing', async () => {
    const { requests } = mockFetch(() => auditPage([auditEntry()], 1, [0, 9]));
    renderInAdmin(
      <>
        <SignedInAs />
        <HistoryPanel entity="customer" entityId="12" />
      </>,
      { role: 'agent', dataProvider },
    );
    // Once the identity is known, the panel has decided.
    expect(await screen.findByText('Signed in as Priya Sharma')).toBeInTheDocument();
    expect(screen.queryByTestId('history-panel')).not.toBeInTheDocument();
    expect(screen.queryByText(HISTORY_EMPTY)).not.toBeInTheDocument();
    expect(auditRequests(requests)).toHaveLength(0);
  });
});
