import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError, testDataProvider } from 'react-admin';
import type { LeadCycle } from '../../api/types';
import { renderInAdmin } from '../../test/render';
import { LeadCycleList } from './LeadCycleList';

const BUSY: LeadCycle = { id: 7, name: 'Overdue', description: null, lead_cycle_start_date: '2026-11-01', lead_cycle_end_date: '2026-11-30', customer_count: 3, created_at: '2026-11-01T04:00:00Z' };

describe('LeadCycleList', () => {
  it("shows the server's reason when it refuses to delete a cycle that still has customers", async () => {
    const message = 'This lead cycle still has 3 customers; delete or move them first';
    const dataProvider = testDataProvider({
      getList: async () => ({ data: [BUSY], total: 1 }) as never,
      delete: async () => Promise.reject(new HttpError(message, 409, { statusCode: 409, message, error: 'Conflict' })),
    });
    const user = userEvent.setup();
    renderInAdmin(<LeadCycleList />, { dataProvider, path: '/lead-cycles', route: '/lead-cycles' });
    await user.click((await screen.findAllByRole('button', { name: /^Delete Overdue/ }))[0]);
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete lead cycle' }));
    expect(await screen.findByText(`Failed to delete lead cycle: ${message}`)).toBeInTheDocument();
  });
});
