import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ListPagination, rangeText } from './ListPagination';

describe('ListPagination', () => {
  it('says which rows are shown (spec §2: "Showing X to Y of Z results"), en-IN digits', () => {
    expect(rangeText(1, 10, 42, 'results')).toBe('Showing 1 to 10 of 42 results');
    expect(rangeText(5, 10, 42, 'results')).toBe('Showing 41 to 42 of 42 results');
    expect(rangeText(1, 10, 0, 'results')).toBe('Showing 0 to 0 of 0 results');
    expect(rangeText(2, 10, 123456, 'customers')).toBe('Showing 11 to 20 of 1,23,456 customers');
  });

  it('says "about" when the total is an estimate', () => {
    expect(rangeText(1, 10, 500000, 'results', true)).toBe('Showing 1 to 10 of about 5,00,000 results');
    render(<ListPagination page={2} perPage={10} total={500000} totalIsEstimate noun="results" onPage={vi.fn()} testId="range" />);
    expect(screen.getByTestId('range')).toHaveTextContent('Showing 11 to 20 of about 5,00,000 results');
  });

  it('has Previous, page numbers, Next and the page sizes 10, 20, 50 and 100', async () => {
    const user = userEvent.setup();
    const onPage = vi.fn();
    const onPerPage = vi.fn();
    render(<ListPagination page={1} perPage={10} total={42} noun="customers" onPage={onPage} onPerPage={onPerPage} />);
    expect(screen.getByRole('button', { name: /Previous/ })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Go to page 3' }));
    expect(onPage).toHaveBeenLastCalledWith(3);
    await user.click(screen.getByRole('button', { name: /Next/ }));
    expect(onPage).toHaveBeenLastCalledWith(2);
    await user.click(screen.getByRole('combobox', { name: /Rows per page/ }));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['10', '20', '50', '100']);
    await user.click(screen.getByRole('option', { name: '50' }));
    expect(onPerPage).toHaveBeenCalledWith(50);
  });
});
