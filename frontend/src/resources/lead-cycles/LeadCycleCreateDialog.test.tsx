import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInAdmin } from '../../test/render';
import { LeadCycleCreateDialog } from './LeadCycleCreateDialog';

describe('LeadCycleCreateDialog', () => {
  it('offers the three lead-cycle names and no blank first option', async () => {
    const user = userEvent.setup();
    renderInAdmin(<LeadCycleCreateDialog open onClose={() => undefined} />);
    await user.click(await screen.findByRole('combobox', { name: /Name/ }));
    expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual(['Pre-EMI', 'Overdue', 'Overdue-HB']);
  });
});
