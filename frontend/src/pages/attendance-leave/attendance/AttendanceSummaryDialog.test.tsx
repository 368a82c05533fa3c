import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { mockFetch, renderInAdmin } from '../../../test/render';
import type { PayrollCycle } from './attendance-api';
import { AttendanceSummaryDialog } from './AttendanceSummaryDialog';

const CYCLE: PayrollCycle = { id: '12_2026', start: '2026-11-26', end: '2026-12-25', days: 30, current: true, closed: false };

describe('AttendanceSummaryDialog', () => {
  it('shows the half days exactly, and its payable lines add up to the payable days', async () => {
    mockFetch(({ path }) =>
      path.startsWith('/api/attendance/summary') ? { body: { present: 2.5, absent: 1.5, leave: 0.5, doublePay: 1.5, holiday: 2, payable_days: 6.5 } } : undefined,
    );
    renderInAdmin(<AttendanceSummaryDialog cycle={CYCLE} open onClose={() => undefined} />, { role: 'agent' });
    expect(await screen.findByTestId('payable-days')).toHaveTextContent('6.5');
    const payable = screen.getAllByTestId('payable-line').map((line) => [within(line).getByTestId('line-label').textContent, Number(within(line).getByTestId('line-value').textContent)]);
    expect(payable).toEqual([
      ['Present', 2.5],
      ['Double Pay', 1.5],
      ['Leave', 0.5],
      ['Holiday', 2],
    ]);
    expect(payable.reduce((sum, [, value]) => sum + (value as number), 0)).toBe(6.5);
    expect(screen.getByTestId('absent-days')).toHaveTextContent('1.5');
  });
});
