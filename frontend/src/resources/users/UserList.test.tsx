import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { testDataProvider, type GetListParams } from 'react-admin';
import { renderInAdmin } from '../../test/render';
import { userFixture } from '../../test/user-fixtures';
import UsersPage from './UserList';

const pending = userFixture({ id: 9, name: 'Zubin Pending', email: 'zubin@example.com', role: 'agent', is_active: false, awaiting_approval: true });
const active = userFixture({ id: 3, name: 'Anil Kapoor', email: 'anil@example.com', role: 'agent' });

function usersDataProvider() {
  const getList = vi.fn(async (_resource: string, params: GetListParams) => {
    const data = params.filter?.awaiting_approval ? [pending] : [pending, active];
    return { data, total: data.length };
  });
  const update = vi.fn(async (_resource: string, params: { id: unknown; data: Record<string, unknown> }) => ({
    data: { ...pending, ...params.data, awaiting_approval: false },
  }));
  return { dataProvider: testDataProvider({ getList, update } as never), getList, update };
}

describe('Users list: sign-ups awaiting approval', () => {
  it('badges awaiting rows, filters them with a counted chip, and approves with the status switch', async () => {
    const user = userEvent.setup();
    const { dataProvider, getList, update } = usersDataProvider();
    renderInAdmin(<UsersPage />, { dataProvider });

    const row = (await screen.findByText('Zubin Pending')).closest('tr')!;
    expect(within(row).getByText('Awaiting approval')).toBeInTheDocument();
    const anilRow = screen.getByText('Anil Kapoor').closest('tr')!;
    expect(within(anilRow).queryByText('Awaiting approval')).not.toBeInTheDocument();
    expect(within(anilRow).getByText('Active')).toBeInTheDocument();

    const chip = await screen.findByRole('button', { name: 'Awaiting approval · 1' });
    expect(chip).toHaveAttribute('aria-pressed', 'false');
    await user.click(chip);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Awaiting approval · 1' })).toHaveAttribute('aria-pressed', 'true'));
    expect(getList).toHaveBeenCalledWith('users', expect.objectContaining({ filter: { awaiting_approval: true }, pagination: { page: 1, perPage: 10 } }));
    await waitFor(() => expect(screen.queryByText('Anil Kapoor')).not.toBeInTheDocument());

    await user.click(screen.getByRole('switch', { name: 'Approve Zubin Pending' }));
    await waitFor(() => expect(update).toHaveBeenCalledWith('users', expect.objectContaining({ id: 9, data: { is_active: true } })));
    expect(await screen.findByText('User approved')).toBeInTheDocument();
  });
});
