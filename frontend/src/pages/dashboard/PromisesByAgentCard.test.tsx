import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderInAdmin } from '../../test/render';
import { PromisesByAgentCard } from './PromisesByAgentCard';

describe('PromisesByAgentCard', () => {
  it('lists each agent with promises made, kept and the kept rate', () => {
    renderInAdmin(
      <PromisesByAgentCard
        loading={false}
        rows={[
          { agent: { id: 2, name: 'Priya Sharma' }, made: 1200, kept: 800, keptRate: 0.8 },
          { agent: { id: null, name: 'Former user' }, made: 3, kept: 0, keptRate: null },
        ]}
      />,
    );
    const rows = within(screen.getByRole('table', { name: 'Promises by agent' })).getAllByRole('row');
    expect(rows.map((row) => within(row).queryAllByRole('cell').map((cell) => cell.textContent))).toEqual([
      [],
      ['Priya Sharma', '1,200', '800', '80%'],
      ['Former user', '3', '0', '—'],
    ]);
  });

  it('says when the period has no promises, and shows no table while loading', () => {
    const { rerender } = renderInAdmin(<PromisesByAgentCard loading rows={undefined} />);
    expect(screen.queryByRole('table')).toBeNull();
    rerender(<PromisesByAgentCard loading={false} rows={[]} />);
    expect(screen.getByText('No promises in this period')).toBeInTheDocument();
  });
});
