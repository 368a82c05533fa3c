import { describe, expect, it, vi } from 'vitest';
import type { ReactElement } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError, testDataProvider } from 'react-admin';
import type { Group, LeadCycle } from '../api/types';
import { AUDIT_LIST_ERROR, AuditList } from '../pages/audit/AuditList';
import { auditEntry } from '../test/audit-fixtures';
import { onPhone } from '../test/phone';
import { renderInAdmin } from '../test/render';
import { userFixture } from '../test/user-fixtures';
import { theme } from '../theme';
import { GROUPS_FETCH_ERROR, GroupList } from './groups/GroupList';
import { LEAD_CYCLES_FETCH_ERROR, LeadCycleList } from './lead-cycles/LeadCycleList';
import { USERS_FETCH_ERROR, UserList } from './users/UserList';

const group: Group = { id: 1, name: 'Delhi NCR', description: 'North', agents: 2, customers: 40, paid_customers: 3, partial_paid_customers: 5, created_at: '2025-01-01T00:00:00Z' };
const cycle: LeadCycle = { id: 1, name: 'Overdue', description: null, lead_cycle_start_date: '2025-01-01', lead_cycle_end_date: '2025-01-31', customer_count: 12, created_at: '2025-01-01T00:00:00Z' };

/** The react-admin lists: their row, the text a card shows, the error title and the columns people can sort by. */
const LISTS: Array<{ resource: string; path: string; list: ReactElement; row: { id: number }; cardText: string; error: string; sortable: string[] }> = [
  { resource: 'groups', path: '/groups', list: <GroupList />, row: group, cardText: 'Delhi NCR', error: GROUPS_FETCH_ERROR, sortable: ['Name'] },
  { resource: 'users', path: '/users', list: <UserList />, row: userFixture({ name: 'Anil Kapoor' }), cardText: 'Anil Kapoor', error: USERS_FETCH_ERROR, sortable: ['User'] },
  { resource: 'lead-cycles', path: '/lead-cycle', list: <LeadCycleList />, row: cycle, cardText: 'Overdue', error: LEAD_CYCLES_FETCH_ERROR, sortable: ['Name', 'Start Date', 'End Date'] },
  { resource: 'audit', path: '/audit', list: <AuditList />, row: auditEntry({ id: 1, reason: 'a reason' }), cardText: 'a reason', error: AUDIT_LIST_ERROR, sortable: ['When'] },
];

const cases = LISTS.map((entry) => [entry.resource, entry] as const);

/** getList of a list's resource answers its row (or fails while `state.failing`); other lists (filters, counts) are empty. */
function listProvider(resource: string, row: { id: number }, state = { failing: false }) {
  const getList = vi.fn(async (asked: string) => {
    if (asked !== resource) return { data: [], total: 0 };
    if (state.failing) throw new HttpError('Database unavailable', 500);
    return { data: [row], total: 1 };
  });
  return { getList, dataProvider: testDataProvider({ getList, getMany: async () => ({ data: [] }) } as never) };
}
const listCalls = (getList: ReturnType<typeof vi.fn>, resource: string) => getList.mock.calls.filter(([asked]) => asked === resource);

describe('every record list', () => {
  it.each(cases)('%s shows the error card with Try again when loading fails, and Try again loads again', async (resource, { path, list, row, cardText, error }) => {
    const user = userEvent.setup();
    const state = { failing: true };
    const { getList, dataProvider } = listProvider(resource, row, state);
    renderInAdmin(list, { path, dataProvider });
    expect(await screen.findByText(error)).toBeInTheDocument();
    expect(screen.getAllByText('Database unavailable').length).toBeGreaterThan(0);
    expect(screen.queryByText(/No .* (found|yet|recorded)/)).not.toBeInTheDocument();
    const attempts = listCalls(getList, resource).length;
    state.failing = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect((await screen.findAllByText(cardText)).length).toBeGreaterThan(0);
    expect(listCalls(getList, resource).length).toBe(attempts + 1);
  });

  it.each(cases)('%s shows its sort affordance on every sortable column, not only the active one', async (_resource, { path, list, row, sortable }) => {
    const { dataProvider } = listProvider(_resource, row);
    renderInAdmin(list, { path, theme, dataProvider });
    const table = await screen.findByRole('table');
    const headers = within(table).getAllByRole('columnheader');
    const withSort = headers.filter((header) => header.querySelector('.MuiTableSortLabel-root')).map((header) => header.textContent);
    expect(withSort).toEqual(sortable);
    for (const header of headers) {
      const icon = header.querySelector('.MuiTableSortLabel-icon');
      if (icon) expect(Number(getComputedStyle(icon).opacity)).toBeGreaterThanOrEqual(0.3);
    }
  });

  it.each(cases)('%s puts a page size it does not offer right, in the address too', async (resource, { path, list, row }) => {
    const { getList, dataProvider } = listProvider(resource, row);
    const { locations } = renderInAdmin(list, { path: `${path}?perPage=7`, route: path, dataProvider });
    await waitFor(() => expect(listCalls(getList, resource).at(-1)?.[1]).toEqual(expect.objectContaining({ pagination: { page: 1, perPage: 10 } })));
    await waitFor(() => expect(locations.at(-1)).toMatch(/perPage=10/));
  });

  it.each(cases)('%s shows one card a row on a phone, and no table', async (_resource, { path, list, row, cardText }) => {
    onPhone();
    const { dataProvider } = listProvider(_resource, row);
    renderInAdmin(list, { path, dataProvider });
    const cards = await screen.findAllByTestId('list-card');
    expect(cards).toHaveLength(1);
    expect(within(cards[0]).getAllByText(cardText).length).toBeGreaterThan(0);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
