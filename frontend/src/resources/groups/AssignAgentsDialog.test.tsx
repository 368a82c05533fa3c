import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Group } from '../../api/types';
import { mockFetch, renderInAdmin } from '../../test/render';
import { userFixture } from '../../test/user-fixtures';
import { AssignAgentsDialog } from './AssignAgentsDialog';

const group = { id: 3, name: 'Bengaluru North', description: null, agents: 1, customers: 10, paid_customers: 1, partial_paid_customers: 2, created_at: '2026-11-01T00:00:00Z' } as Group;
const priya = { id: 2, name: 'Priya Sharma', email: 'priya@example.com', is_active: true };
const rahul = userFixture({ id: 3, name: 'Rahul Verma', email: 'rahul@example.com', role: 'agent' });

/** The group's agents (Priya) and the active agents (Priya, Rahul); assignments answer with an acknowledgement. */
function api() {
  const assigned = [priya];
  return mockFetch(({ method, path, body }) => {
    if (path === '/api/groups/3/agents') return { body: assigned };
    if (path === '/api/users/agents?active=true') return { body: [userFixture({ ...priya, role: 'agent' }), rahul] };
    if (path === '/api/groups/agent-assignments' && method === 'POST') {
      assigned.push({ id: body.agent_id, name: 'Rahul Verma', email: 'rahul@example.com', is_active: true });
      return { status: 201, body: { message: 'Agent assigned' } };
    }
    return undefined;
  });
}

describe('AssignAgentsDialog', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists assigned and available agents, assigns one and refreshes the group', async () => {
    const user = userEvent.setup();
    const { requests } = api();
    renderInAdmin(<AssignAgentsDialog group={group} onClose={() => undefined} />);
    const assigned = await screen.findByTestId('assigned-agents');
    expect(within(assigned).getByText('Priya Sharma')).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Assign Rahul Verma' }));
    expect(await screen.findByText('Agent assigned')).toBeInTheDocument();
    expect(requests.find((r) => r.method === 'POST')).toMatchObject({ path: '/api/groups/agent-assignments', body: { agent_id: 3, group_id: 3 } });
    // The groups queries are invalidated: the assigned list is fetched again and now has Rahul.
    await waitFor(() => expect(within(screen.getByTestId('assigned-agents')).getByText('Rahul Verma')).toBeInTheDocument());
    expect(requests.filter((r) => r.path === '/api/groups/3/agents').length).toBeGreaterThanOrEqual(2);
  });
});
