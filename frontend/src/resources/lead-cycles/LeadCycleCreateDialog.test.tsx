import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { enterDate } from '../../test/date-input';
import { renderInAdmin } from '../../test/render';
import { LeadCycleCreateDialog } from './LeadCycleCreateDialog';

describe('LeadCycleCreateDialog', () => {
  it('offers the three lead-cycle names and no blank first option', async () => {
    const user = userEvent.setup();
    renderInAdmin(<LeadCycleCreateDialog open onClose={() => undefined} />);
    await user.click(await screen.findByRole('combobox', { name: /Name/ }));
    expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual(['Pre-EMI', 'Overdue', 'Overdue-HB']);
  });

  it('takes dd/mm/yyyy dates and says beside them when today is outside the cycle', async () => {
    const user = userEvent.setup();
    renderInAdmin(<LeadCycleCreateDialog open onClose={() => undefined} />);
    enterDate('Start date', '01/01/2099');
    enterDate('End date', '20/01/2099');
    await user.click(screen.getByRole('button', { name: 'Create Lead Cycle' }));
    expect(await screen.findByText('Current date must be within the lead cycle start and end dates')).toBeInTheDocument();
  });
});
