import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ReasonDialog } from './ReasonDialog';

describe('ReasonDialog (issue 31: why an Aadhaar or PAN photo is opened, why documents are purged)', () => {
  const open = (onConfirm = vi.fn()) => {
    render(
      <ReasonDialog open title="Open the Aadhaar front photo?" label="Why are you opening this document?" confirmLabel="Open document" onConfirm={onConfirm} onClose={vi.fn()}>
        Your reason is recorded.
      </ReasonDialog>,
    );
    return onConfirm;
  };

  it('refuses to confirm without a reason and says why', async () => {
    const onConfirm = open();
    await userEvent.type(screen.getByRole('textbox', { name: 'Why are you opening this document?' }), '   ');
    await userEvent.click(screen.getByRole('button', { name: 'Open document' }));
    expect(onConfirm).not.toHaveBeenCalled();
    expect(screen.getByText('Please give a reason: it is kept in the audit trail.')).toBeVisible();
  });

  it('hands over the reason, trimmed', async () => {
    const onConfirm = open();
    await userEvent.type(screen.getByRole('textbox', { name: 'Why are you opening this document?' }), '  Address check for the bank  ');
    await userEvent.click(screen.getByRole('button', { name: 'Open document' }));
    expect(onConfirm).toHaveBeenCalledWith('Address check for the bank');
  });
});
