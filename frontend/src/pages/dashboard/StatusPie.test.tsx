import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import StatusPie from './StatusPie';

const RING = 2 * Math.PI * 91;
/** The length of ring a slice covers: the first number of its dash pattern, plus the gap after it. */
const arcOf = (slice: Element) => Number(slice.getAttribute('stroke-dasharray')!.split(' ')[0]);

describe('StatusPie', () => {
  it('draws each non-empty status as an arc in proportion to its count, one after the other, with its figures as tooltip', () => {
    const { container } = render(<StatusPie counts={{ overdue: 30, partialPaid: 0, paid: 10 }} />);
    const slices = [...container.querySelectorAll('[data-slice]')];
    expect(slices.map((slice) => slice.getAttribute('data-slice'))).toEqual(['overdue', 'paid']);
    expect(arcOf(slices[0]) + 4).toBeCloseTo(RING * 0.75, 3);
    expect(arcOf(slices[1]) + 4).toBeCloseTo(RING * 0.25, 3);
    // The second arc starts where the first one ends.
    expect(Number(slices[1].getAttribute('stroke-dashoffset'))).toBeCloseTo(-RING * 0.75, 3);
    expect(slices.map((slice) => slice.querySelector('title')!.textContent)).toEqual(['Overdue: 30 (75%)', 'Paid: 10 (25%)']);
    expect(screen.getByRole('img', { name: 'Customer status: Overdue 30, Partially Paid 0, Paid 10' })).toBeTruthy();
  });

  it('closes the ring with no gap when one status has every customer', () => {
    const { container } = render(<StatusPie counts={{ overdue: 0, partialPaid: 5, paid: 0 }} />);
    const slices = [...container.querySelectorAll('[data-slice]')];
    expect(slices).toHaveLength(1);
    expect(arcOf(slices[0])).toBeCloseTo(RING, 3);
  });
});
