import { fireEvent, screen } from '@testing-library/react';

/**
 * The value input of a BusinessDateInput, found by its label. The picker shows the date as Day / Month / Year
 * sections in a labelled group; the input inside it holds the whole "dd/mm/yyyy" text and takes a pasted date.
 */
export function dateInput(label: string | RegExp): HTMLInputElement {
  const input = screen.getByRole('group', { name: label }).querySelector('input');
  if (!input) throw new Error(`No date input inside the group named ${String(label)}`);
  return input;
}

/** Enters a whole date ("dd/mm/yyyy") as a paste or autofill would, then leaves the field. */
export function enterDate(label: string | RegExp, ddmmyyyy: string): void {
  const group = screen.getByRole('group', { name: label });
  fireEvent.change(dateInput(label), { target: { value: ddmmyyyy } });
  fireEvent.blur(group.querySelector('[contenteditable]') ?? group);
}
