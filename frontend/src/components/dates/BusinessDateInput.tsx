import { useEffect, useState, type ComponentType, type ReactNode, type Ref } from 'react';
import { InputAdornment, TextField } from '@mui/material';
import EventIcon from '@mui/icons-material/Event';
import { isDayString, type DayString } from '../../i18n/dates';
import { formatDate } from '../../i18n/format';

export interface BusinessDateInputProps {
  label: string;
  /** The business date, "yyyy-mm-dd", or '' when empty. */
  value: DayString | '' | null | undefined;
  /** A complete valid date as "yyyy-mm-dd"; '' when cleared or not (yet) a date. */
  onChange: (day: DayString | '') => void;
  onBlur?: () => void;
  error?: boolean;
  helperText?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  autoFocus?: boolean;
  name?: string;
  id?: string;
  /** Receives the input, so a form can move focus to it (its first invalid field). */
  inputRef?: Ref<HTMLInputElement>;
  min?: DayString;
  max?: DayString;
  /** The picker's first view: the month grid (default), or the years for a date far back (a date of birth). */
  openTo?: 'day' | 'year';
  /** Where the picker opens while no date is chosen (today otherwise), e.g. about 25 years back for a birth. */
  referenceDate?: DayString;
  /** Small by default, like the theme's other fields. */
  size?: 'small' | 'medium';
  fullWidth?: boolean;
}

type Picker = ComponentType<BusinessDateInputProps>;

// MUI X's picker is about 36 KB of brotli that only screens with a date input need; imported statically it would sit
// with the shared code every page preloads. It is fetched once, the first time a date input mounts.
let picker: Picker | null = null;
let loading: Promise<Picker> | null = null;

/** Fetches the picker (once); the test setup awaits it so component tests render the real picker at once. */
export function loadBusinessDatePicker(): Promise<Picker> {
  loading ??= import('./BusinessDatePicker').then(
    (module) => (picker = module.default),
    (failure: unknown) => {
      loading = null; // the next mount tries again
      throw failure;
    },
  );
  return loading;
}

/** The picker once loaded; until then a read-only field with the same label and date, so the form keeps its layout. */
function usePicker(): Picker | null {
  const [loaded, setLoaded] = useState<Picker | null>(() => picker);
  const [failure, setFailure] = useState<unknown>(null);
  useEffect(() => {
    if (loaded) return;
    let mounted = true;
    loadBusinessDatePicker().then(
      (next) => mounted && setLoaded(() => next),
      (error: unknown) => mounted && setFailure(error),
    );
    return () => {
      mounted = false;
    };
  }, [loaded]);
  // A chunk that fails to load (a deploy replaced it) goes to the page's error boundary, which reloads once.
  if (failure) throw failure;
  return loaded;
}

/**
 * The one date input of the app: typed or picked as dd/mm/yyyy, exchanged as the "yyyy-mm-dd" business dates the API
 * takes (BusinessDatePicker). The native date input shows the browser's format (mm/dd/yyyy in an American
 * Chromium), so no screen uses it.
 */
export function BusinessDateInput(props: BusinessDateInputProps) {
  const Loaded = usePicker();
  if (Loaded) return <Loaded {...props} />;
  const { label, value, error, helperText, required, disabled, name, id, inputRef, size = 'small', fullWidth = true } = props;
  return (
    <TextField
      label={label}
      value={isDayString(value) ? formatDate(value, 'short') : ''}
      {...{ error, helperText, required, disabled, name, id, inputRef, size, fullWidth }}
      margin="dense"
      slotProps={{
        input: {
          readOnly: true,
          endAdornment: (
            <InputAdornment position="end">
              <EventIcon color="action" sx={{ mr: -0.5 }} />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
