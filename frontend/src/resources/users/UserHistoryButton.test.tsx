import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { testDataProvider } from 'react-admin';
import { auditEntry } from '../../test/audit-fixtures';
import { renderInAdmin } from '../../test/render';
import { UserHistoryButton } from './UserHistoryButton';

describe('UserHistoryButton', () => {
  it("opens the user's audit trail in a dialog", async () => {
    const getList = vi.fn(async () => ({ data: [auditEntry({ entity: 'user', entity_id: '4', changes: { role: { before: 'agent', after: 'admin' } } })], total: 1 }) as any);
    renderInAdmin(<UserHistoryButton user={{ id: 4, name: 'Ravi Kumar' }} />, { dataProvider: testDataProvider({ getList }) });
    expect(getList).not.toHaveBeenCalled();
    await userEvent.setup().click(screen.getByRole('button', { name: 'History of Ravi Kumar' }));
    const dialog = await screen.findByRole('dialog', { name: /History of Ravi Kumar/ });
    expect(await within(dialog).findByText('admin')).toBeInTheDocument();
    expect(getList).toHaveBeenCalledWith('audit', expect.objectContaining({ filter: { entity: 'user', entity_id: '4' } }));
  });
});
