import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Holiday } from '../../../api/types';
import { onPhone } from '../../../test/phone';
import { mockFetch, renderInAdmin } from '../../../test/render';
import { HolidaysTab } from './HolidaysTab';

const diwali: Holiday = { id: 3, name: 'Diwali', date: '2026-11-08', type: 'MANDATORY', description: 'Festival of lights' };

afterEach(() => vi.useRealTimers());

describe('HolidaysTab', () => {
  it("lists this year's holidays with dd/mm/yyyy dates and deletes one only after confirmation", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-24T10:00:00+05:30'));
    const user = userEvent.setup();
    const { requests } = mockFetch(({ method, path }) => {
      if (path === '/api/leave/holiday-policies' && method === 'GET') return { body: [diwali, { ...diwali, id: 4, name: 'New Year', date: '2025-01-01' }] };
      if (path === '/api/leave/holiday-policies/3' && method === 'DELETE') return { body: diwali };
      return undefined;
    });
    renderInAdmin(<HolidaysTab />);
    const table = await screen.findByRole('table', { name: 'Holidays' });
    const row = (await within(table).findByText('Diwali')).closest('tr') as HTMLElement;
    expect(row).toHaveTextContent('08/11/2026Sunday');
    expect(within(table).queryByText('New Year')).toBeNull();

    await user.click(within(row).getByRole('button', { name: 'Delete Diwali, 08/11/2026' }));
    const confirm = await screen.findByRole('dialog', { name: /Delete this holiday/ });
    expect(requests.some((r) => r.method === 'DELETE')).toBe(false);
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(requests.some((r) => r.method === 'DELETE' && r.path === '/api/leave/holiday-policies/3')).toBe(true));
    expect(await screen.findByText('Holiday deleted')).toBeInTheDocument();
  });

  it('requires name, date and type before adding, and shows the error with Try again when the list fails', async () => {
    const user = userEvent.setup();
    const { requests } = mockFetch(({ path }) => (path === '/api/leave/holiday-policies' ? { status: 500, body: { statusCode: 500, message: 'Database unavailable' } } : undefined));
    renderInAdmin(<HolidaysTab />);
    expect(await screen.findByText('Failed to fetch holidays')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add holiday' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add holiday' });
    await user.click(within(dialog).getByRole('button', { name: 'Add holiday' }));
    expect(within(dialog).getByText('Name is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Date is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Type is required')).toBeInTheDocument();
    expect(requests.some((r) => r.method === 'POST')).toBe(false);
  });

  it('shows each holiday as a card with its actions on a phone', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-24T10:00:00+05:30'));
    onPhone();
    mockFetch(({ path }) => (path === '/api/leave/holiday-policies' ? { body: [diwali] } : undefined));
    renderInAdmin(<HolidaysTab />);
    const list = await screen.findByRole('list', { name: 'Holidays' });
    expect(screen.queryByRole('table')).toBeNull();
    const card = within(list).getByText('Diwali').closest('li') as HTMLElement;
    expect(card).toHaveTextContent('08/11/2026');
    expect(card).toHaveTextContent('MANDATORY');
    expect(within(card).getByRole('button', { name: 'Delete Diwali, 08/11/2026' })).toBeInTheDocument();
  });
});
