import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TextInput } from 'react-admin';
import { renderInAdmin } from '../test/render';
import { FormDialog } from './FormDialog';

function setup(onSubmit: (values: Record<string, unknown>) => Promise<undefined>) {
  renderInAdmin(
    <FormDialog open onClose={() => undefined} titleId="t" title="Create Lead Cycle" record={{ name: 'Overdue' }} onSubmit={onSubmit} saveLabel="Create Lead Cycle">
      <TextInput source="name" label="Name" />
    </FormDialog>,
  );
  return screen.getByRole('button', { name: 'Create Lead Cycle' });
}

describe('FormDialog', () => {
  it('saves its untouched defaults, and a double click while saving saves once', async () => {
    let finish: () => void = () => undefined;
    const onSubmit = vi.fn(() => new Promise<undefined>((resolve) => (finish = () => resolve(undefined))));
    const save = setup(onSubmit);
    expect(save).toBeEnabled();
    // Clicks land even on a disabled button, as a hurried user's would.
    const user = userEvent.setup({ pointerEventsCheck: 0 });

    await user.dblClick(save);
    await waitFor(() => expect(save).toBeDisabled());
    await user.click(save);
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ name: 'Overdue' }), expect.anything());

    finish();
    await waitFor(() => expect(save).toBeEnabled());
  });
});
