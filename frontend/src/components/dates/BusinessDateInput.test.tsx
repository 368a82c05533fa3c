import { describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BusinessDateInput } from './BusinessDateInput';

function Harness({ initial, onChange }: { initial: string; onChange: (day: string) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <BusinessDateInput
      label="Start date"
      value={value}
      onChange={(day) => {
        setValue(day);
        onChange(day);
      }}
    />
  );
}

describe('BusinessDateInput', () => {
  it('shows a read-only field with the same label and date until its picker has loaded, then the picker', async () => {
    // A fresh copy of the module, whose picker is not loaded yet (the test setup loads it for every other test).
    vi.resetModules();
    const fresh = await import('./BusinessDateInput');
    render(<fresh.BusinessDateInput label="Start date" value="2025-01-05" onChange={() => undefined} />);
    const placeholder = screen.getByRole('textbox', { name: 'Start date' });
    expect(placeholder).toHaveValue('05/01/2025');
    expect(placeholder).toHaveAttribute('readonly');
    expect(await screen.findByRole('spinbutton', { name: 'Day' })).toHaveTextContent('05');
    expect(screen.getByRole('group', { name: 'Start date' }).querySelector('input')).toHaveValue('05/01/2025');
  });

  it('shows a business date as dd/mm/yyyy', () => {
    const { container } = render(<Harness initial="2025-01-05" onChange={() => undefined} />);
    expect(container.querySelector('input')).toHaveValue('05/01/2025');
    expect(screen.getByRole('spinbutton', { name: 'Day' })).toHaveTextContent('05');
    expect(screen.getByRole('spinbutton', { name: 'Month' })).toHaveTextContent('01');
  });

  it('reads a whole date (pasted or autofilled) as dd/mm/yyyy and hands over yyyy-mm-dd', () => {
    const onChange = vi.fn();
    const { container } = render(<Harness initial="" onChange={onChange} />);
    fireEvent.change(container.querySelector('input')!, { target: { value: '03/12/2026' } });
    expect(onChange).toHaveBeenLastCalledWith('2026-12-03');
  });

  it('steps the day with the arrow keys', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Harness initial="2025-01-05" onChange={onChange} />);
    await user.click(screen.getByRole('spinbutton', { name: 'Day' }));
    await user.keyboard('{ArrowUp}');
    expect(onChange).toHaveBeenLastCalledWith('2025-01-06');
  });

  it('keeps the other sections while a section is typed digit by digit (the parent holds no date meanwhile)', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const { container } = render(<Harness initial="2025-01-05" onChange={onChange} />);
    await user.click(screen.getByRole('spinbutton', { name: 'Year' }));
    await user.keyboard('2026');
    expect(container.querySelector('input')).toHaveValue('05/01/2026');
    expect(onChange).toHaveBeenLastCalledWith('2026-01-05');
    await user.click(screen.getByRole('spinbutton', { name: 'Day' }));
    await user.keyboard('07');
    expect(container.querySelector('input')).toHaveValue('07/01/2026');
    expect(onChange).toHaveBeenLastCalledWith('2026-01-07');
  });

  it('opens a month grid from its Choose date button and hands over the day picked', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const { container } = render(<Harness initial="2025-01-05" onChange={onChange} />);
    await user.click(screen.getByRole('button', { name: 'Choose date, selected date is 05/01/2025' }));
    const grid = await screen.findByRole('grid');
    expect(within(grid).getByRole('gridcell', { name: '5', selected: true })).toBeInTheDocument();
    await user.click(within(grid).getByRole('gridcell', { name: '20' }));
    expect(onChange).toHaveBeenLastCalledWith('2025-01-20');
    expect(container.querySelector('input')).toHaveValue('20/01/2025');
    expect(screen.queryByRole('grid')).not.toBeInTheDocument();
  });

  it('starts the week on Sunday, as the spec draws it (§2, §9)', async () => {
    const user = userEvent.setup();
    render(<Harness initial="2025-01-05" onChange={() => undefined} />);
    await user.click(screen.getByRole('button', { name: 'Choose date, selected date is 05/01/2025' }));
    const grid = await screen.findByRole('grid');
    const weekdays = within(grid).getAllByRole('columnheader').map((header) => header.getAttribute('aria-label'));
    expect(weekdays[0]).toBe('Sunday');
    expect(weekdays[6]).toBe('Saturday');
    // 5 January 2025 was a Sunday: the first cell of its week's row.
    const row = within(grid).getByRole('gridcell', { name: '5' }).closest('[role=row]')!;
    expect(within(row as HTMLElement).getAllByRole('gridcell')[0]).toHaveTextContent('5');
  });

  it('opens on a year view about 25 years back when asked to (a date of birth)', async () => {
    const user = userEvent.setup();
    render(<BusinessDateInput label="Date of birth" value="" onChange={() => undefined} openTo="year" referenceDate="2001-11-27" />);
    await user.click(screen.getByRole('button', { name: 'Choose date' }));
    const years = await screen.findByRole('radiogroup');
    expect(within(years).getByRole('radio', { name: '2001' })).toHaveAttribute('tabindex', '0');
    await user.click(within(years).getByRole('radio', { name: '1999' }));
    await user.click(await screen.findByRole('radio', { name: /^Jun/ }));
    expect(await screen.findByRole('grid', { name: /June 1999/ })).toBeInTheDocument();
  });

  it('clears an optional date with its Clear button', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const { container } = render(<Harness initial="2025-01-05" onChange={onChange} />);
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(onChange).toHaveBeenLastCalledWith('');
    expect(container.querySelector('input')).toHaveValue('');
  });
});
