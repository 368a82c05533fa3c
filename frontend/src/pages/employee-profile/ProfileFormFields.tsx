import { Autocomplete, Chip, FormControlLabel, MenuItem, Switch, TextField, type TextFieldProps } from '@mui/material';
import { fieldId, FIELD_LABELS } from './profile-sections';
import type { DraftErrors, DraftField, DraftSwitch, ProfileDraft } from './profile-form';
import { LANGUAGES, type Option } from './profile-options';

type TextDraftField = { [K in DraftField]: ProfileDraft[K] extends string ? K : never }[DraftField];

/** What every input of the form needs: the draft, its problems, and how to change one field. */
export interface FieldContext {
  draft: ProfileDraft;
  errors: DraftErrors;
  set: <K extends DraftField>(field: K, value: ProfileDraft[K]) => void;
  flip: (name: DraftSwitch, on: boolean) => void;
}

const common = (ctx: FieldContext, field: DraftField, required: boolean): Partial<TextFieldProps> => ({
  id: fieldId(field),
  name: field,
  label: FIELD_LABELS[field],
  required,
  fullWidth: true,
  size: 'small',
  error: ctx.errors[field] !== undefined,
  helperText: ctx.errors[field],
});

export interface TextInputProps {
  ctx: FieldContext;
  field: TextDraftField;
  required?: boolean;
  multiline?: boolean;
  /** Digits-only fields get the numeric keypad on phones. */
  inputMode?: 'numeric' | 'tel' | 'email' | 'text';
  hint?: string;
  maxLength?: number;
  uppercase?: boolean;
}

export function TextInput({ ctx, field, required = false, multiline = false, inputMode = 'text', hint, maxLength, uppercase }: TextInputProps) {
  const props = common(ctx, field, required);
  return (
    <TextField
      {...props}
      helperText={props.helperText ?? hint}
      value={ctx.draft[field]}
      onChange={(event) => ctx.set(field, uppercase ? event.target.value.toUpperCase() : event.target.value)}
      multiline={multiline}
      minRows={multiline ? 2 : undefined}
      type={inputMode === 'email' ? 'email' : 'text'}
      slotProps={{ htmlInput: { inputMode, maxLength, autoCapitalize: uppercase ? 'characters' : undefined } }}
    />
  );
}

export function SelectInput({ ctx, field, options, required = false }: { ctx: FieldContext; field: TextDraftField; options: Option[]; required?: boolean }) {
  return (
    <TextField {...common(ctx, field, required)} select value={ctx.draft[field]} onChange={(event) => ctx.set(field, event.target.value)}>
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}

export function LanguagesInput({ ctx }: { ctx: FieldContext }) {
  const names = LANGUAGES.map((option) => option.value);
  return (
    <Autocomplete
      multiple
      disableCloseOnSelect
      options={names}
      value={ctx.draft.secondary_language}
      onChange={(_, value) => ctx.set('secondary_language', value)}
      renderValue={(values, getItemProps) => values.map((value, index) => <Chip {...getItemProps({ index })} key={value} label={value} size="small" />)}
      renderInput={(params) => <TextField {...params} {...common(ctx, 'secondary_language', true)} />}
    />
  );
}

export function SwitchInput({ ctx, name }: { ctx: FieldContext; name: DraftSwitch }) {
  return (
    <FormControlLabel
      control={<Switch id={fieldId(name)} checked={ctx.draft[name]} onChange={(event) => ctx.flip(name, event.target.checked)} />}
      label={FIELD_LABELS[name]}
    />
  );
}
