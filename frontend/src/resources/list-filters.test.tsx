import { describe, expect, it, vi } from 'vitest';
import type { ReactElement } from 'react';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { testDataProvider, type DataProvider, type GetListParams } from 'react-admin';
import type { components } from '../api/schema';
import type { Group, LeadCycle } from '../api/types';
import { renderInAdmin } from '../test/render';
import { userFixture } from '../test/user-fixtures';
import { GroupList } from './groups/GroupList';
import { LeadCycleList } from './lead-cycles/LeadCycleList';
import { UserList } from './users/UserList';

type Schemas = components['schemas'];
type FilterKeys<Name extends keyof Schemas> = (keyof Schemas[Name])[];

const group: Group = { id: 1, name: 'Delhi NCR', description: null, agents: 0, customers: 0, paid_customers: 0, partial_paid_customers: 0, created_at: '2025-01-01T00:00:00Z' };
const cycle: LeadCycle = {
  id: 1,
  name: 'Overdue',
  description: null,
  lead_cycle_start_date: '2025-01-01',
  lead_cycle_end_date: '2025-01-31',
  customer_count: 0,
  created_at: '2025-01-01T00:00:00Z',
};

/** The keys each list's filter DTO accepts: the API answers any other key with a 400. One row, so no empty page. */
const LISTS: Array<{ resource: string; list: ReactElement; row: { id: number }; search: string; accepted: string[] }> = [
  { resource: 'users', list: <UserList />, row: userFixture(), search: 'Search by name or email', accepted: ['q', 'id', 'role', 'is_active', 'awaiting_approval'] satisfies FilterKeys<'UserListFilterDto'> },
  { resource: 'groups', list: <GroupList />, row: group, search: 'Search by name or description', accepted: ['q', 'id'] satisfies FilterKeys<'GroupListFilterDto'> },
  { resource: 'lead-cycles', list: <LeadCycleList />, row: cycle, search: 'Search lead cycles', accepted: ['q', 'id'] satisfies FilterKeys<'LeadCycleListFilterDto'> },
];

describe('list filters', () => {
  it.each(LISTS.map((entry) => [entry.resource, entry] as const))('%s sends only the filter keys the API accepts', async (resource, { list, row, search, accepted }) => {
    const getList = vi.fn(async (_resource: string, _params: GetListParams) => ({ data: [row], total: 1 }));
    renderInAdmin(list, { dataProvider: testDataProvider({ getList: getList as DataProvider['getList'] }) });
    await userEvent.type(await screen.findByPlaceholderText(search), 'asha');
    await waitFor(() => expect(getList).toHaveBeenCalledWith(resource, expect.objectContaining({ filter: { q: 'asha' } })), { timeout: 5000 });
    for (const [, params] of getList.mock.calls) {
      expect(accepted).toEqual(expect.arrayContaining(Object.keys(params.filter ?? {})));
    }
  });
});
