import { SaveButton, useSaveContext } from 'react-admin';
import { useFormState } from 'react-hook-form';

/**
 * Save for a dialog's form: enabled while the form is untouched (its defaults may be saved as they are, and a
 * first click shows what is missing), disabled while saving, so a double click saves once.
 * (react-admin's `alwaysEnable` alone keeps the button enabled during the save too.)
 */
export function DialogSaveButton({ label }: { label: string }) {
  const { isSubmitting } = useFormState();
  const saving = useSaveContext()?.saving ?? false;
  return <SaveButton label={label} icon={<></>} variant="contained" alwaysEnable={!(isSubmitting || saving)} />;
}
