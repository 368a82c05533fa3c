import { InputHelperText, useInput, type InputProps } from 'react-admin';
import { BusinessDateInput } from './BusinessDateInput';

/** BusinessDateInput bound to a react-admin form or filter field (a "yyyy-mm-dd" value), in place of react-admin's native DateInput. */
export function RaBusinessDateInput({ label, ...props }: InputProps & { label: string }) {
  const { field, fieldState, isRequired } = useInput({ ...props, format: (value: unknown) => (typeof value === 'string' ? value : ''), parse: (value: string) => value || null });
  return (
    <BusinessDateInput
      label={label}
      name={field.name}
      value={field.value}
      onChange={field.onChange}
      onBlur={field.onBlur}
      required={isRequired}
      error={fieldState.invalid}
      // A form-level validator's message arrives as { message }: InputHelperText renders (and translates) either shape.
      helperText={fieldState.error ? <InputHelperText error={fieldState.error.message} /> : (props.helperText ?? ' ')}
    />
  );
}
