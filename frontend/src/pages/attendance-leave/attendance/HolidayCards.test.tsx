import { describe, expect, it, vi, afterEach } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch, renderInAdmin } from '../../../test/render';
import type { Holiday } from '../../../api/types';
import { HolidayCards } from './HolidayCards';

const HOLIDAYS: Holiday[] = [
  { id: 1, name: 'Republic Day', date: '2026-01-26', type: 'MANDATORY', description: null },
  { id: 2, name: 'Guru Nanak Jayanti', date: '2026-11-27', type: 'MANDATORY', description: null },
  { id: 3, name: 'Christmas', date: '2026-12-25', type: 'FLEXI', description: null },
  { id: 4, name: 'New Year', date: '2027-01-01', type: 'MANDATORY', description: null },
];

/** GET /api/leave/holidays as the leave module answers it: a range of at most 400 days, or a 400 naming end_date. */
function leaveModule() {
  return mockFetch(({ path }) => {
    const match = /^\/api\/leave\/holidays\?start_date=(\d{4}-\d\d-\d\d)&end_date=(\d{4}-\d\d-\d\d)$/.exec(path);
    if (!match) return undefined;
    const [, start, end] = match;
    if ((Date.parse(end) - Date.parse(start)) / 86_400_000 + 1 > 400) return { status: 400, body: { statusCode: 400, message: 'Ask for at most 400 days at a time', errors: { end_date: 'Ask for at most 400 days at a time' } } };
    return { body: HOLIDAYS.filter((h) => h.date >= start && h.date <= end) };
  });
}

afterEach(() => vi.useRealTimers());

describe('HolidayCards (spec §2, on the leave module)', () => {
  it("shows the upcoming holidays (into next year) and this year's by month, asking for ranges the leave module accepts", async () => {
    vi.useFakeTimers({ now: new Date('2026-11-25T06:00:00Z'), toFake: ['Date'] });
    leaveModule();
    renderInAdmin(<HolidayCards />, { role: 'agent' });
    const cards = await screen.findAllByTestId('holiday-card');
    expect(cards.map((c) => c.querySelector('p, span, h6, div')?.textContent)).toEqual(['Guru Nanak Jayanti', 'Christmas', 'New Year']);
    expect(within(cards[1]).getByText('Flexi')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'View all holidays' }));
    const dialog = await screen.findByRole('dialog', { name: 'Holidays 2026' });
    expect(await within(dialog).findByText('Republic Day')).toBeInTheDocument();
    expect(within(dialog).getByText('Christmas')).toBeInTheDocument();
    expect(within(dialog).queryByText('New Year')).not.toBeInTheDocument();
  });
});
