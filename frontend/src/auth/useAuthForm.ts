import { useState, type ChangeEvent, type FormEvent } from 'react';
import { mergeErrors, serverFieldErrors, type FieldErrors } from './auth-validation';

/**
 * The state of a sign-in or register form. Errors show once the person has tried to submit, then follow every
 * keystroke; a field's server error clears when that field changes.
 */
export function useAuthForm<V extends object>(initial: V, validate: (values: V) => FieldErrors<V>) {
  const [values, setValues] = useState<V>(initial);
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<FieldErrors<V>>({});
  const [pending, setPending] = useState(false);

  const errors: FieldErrors<V> = submitted ? mergeErrors(validate(values), serverErrors) : {};

  const change = (field: keyof V) => (event: ChangeEvent<HTMLInputElement>) => {
    setValues((v) => ({ ...v, [field]: event.target.value }));
    setServerErrors((e) => ({ ...e, [field]: undefined }));
  };

  /** The form's submit handler: sends valid values; a failure shows the server's field errors, then goes to `onError`. */
  const submitWith = (send: (values: V) => Promise<void>, onError: (error: unknown) => void) => async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    setServerErrors({});
    if (Object.keys(validate(values)).length > 0) return;
    setPending(true);
    try {
      await send(values);
    } catch (error) {
      setServerErrors(serverFieldErrors(error) as FieldErrors<V>);
      onError(error);
    } finally {
      setPending(false);
    }
  };

  return { values, errors, pending, change, submitWith };
}
