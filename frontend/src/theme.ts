import type { RaThemeOptions } from 'react-admin';

/**
 * One light theme: calm slate neutrals, a single blue accent, white cards with hairline borders, and
 * outlined inputs. Sidebar widths follow spec §9 (16rem open, 3rem as an icon rail, 18rem as a mobile drawer).
 */

export const SIDEBAR_WIDTH = '16rem';
export const SIDEBAR_WIDTH_MOBILE = '18rem';
export const SIDEBAR_WIDTH_ICON = '3rem';
export const HEADER_HEIGHT = 64;
/** Spec §9: viewports under 768px are mobile. */
export const MOBILE_QUERY = '(max-width:767.98px)';

const slate = {
  50: '#f8fafc',
  100: '#f1f5f9',
  200: '#e2e8f0',
  300: '#cbd5e1',
  400: '#94a3b8',
  500: '#64748b',
  600: '#475569',
  700: '#334155',
  800: '#1e293b',
  900: '#0f172a',
};

const fontFamily = [
  'Inter',
  '"Segoe UI"',
  'Roboto',
  'system-ui',
  '-apple-system',
  'BlinkMacSystemFont',
  '"Helvetica Neue"',
  'Arial',
  'sans-serif',
].join(',');

export const theme: RaThemeOptions = {
  palette: {
    mode: 'light',
    primary: { main: '#2563eb', dark: '#1d4ed8', light: '#dbeafe', contrastText: '#ffffff' },
    secondary: { main: slate[700], contrastText: '#ffffff' },
    success: { main: '#15803d', light: '#dcfce7' },
    warning: { main: '#b45309', light: '#fef3c7' },
    error: { main: '#dc2626', light: '#fee2e2' },
    info: { main: '#0369a1', light: '#e0f2fe' },
    // AA contrast (4.5:1) on white and on the page background (#f6f7fb), the faintest ("—" for no value) included.
    text: { primary: slate[900], secondary: slate[600], disabled: '#5f6e84' },
    divider: slate[200],
    background: { default: '#f6f7fb', paper: '#ffffff' },
    grey: slate as any,
    bulkActionsToolbarBackgroundColor: '#eff6ff',
  },
  shape: { borderRadius: 10 },
  typography: {
    fontFamily,
    fontSize: 14,
    h1: { fontSize: '2rem', fontWeight: 700, letterSpacing: '-0.02em' },
    h2: { fontSize: '1.75rem', fontWeight: 700, letterSpacing: '-0.02em' },
    h3: { fontSize: '1.5rem', fontWeight: 700, letterSpacing: '-0.01em' },
    h4: { fontSize: '1.375rem', fontWeight: 700, letterSpacing: '-0.01em' },
    h5: { fontSize: '1.125rem', fontWeight: 600 },
    h6: { fontSize: '1rem', fontWeight: 600 },
    subtitle1: { fontWeight: 600 },
    subtitle2: { fontWeight: 600, color: slate[600] },
    body2: { color: slate[700] },
    button: { textTransform: 'none', fontWeight: 600, letterSpacing: 0 },
    overline: { fontWeight: 700, letterSpacing: '0.08em', color: slate[600] },
  },
  sidebar: { width: 256, closedWidth: 48 },
  components: {
    MuiCssBaseline: {
      styleOverrides: {
        body: { backgroundColor: '#f6f7fb', WebkitFontSmoothing: 'antialiased' },
        '::selection': { backgroundColor: '#bfdbfe' },
      },
    },
    MuiPaper: {
      defaultProps: { elevation: 0 },
      styleOverrides: {
        outlined: { borderColor: slate[200] },
        elevation1: { boxShadow: '0 1px 2px rgba(15, 23, 42, 0.06)', border: `1px solid ${slate[200]}` },
      },
    },
    MuiCard: {
      defaultProps: { variant: 'outlined' },
      styleOverrides: { root: { borderRadius: 12, borderColor: slate[200] } },
    },
    MuiButton: {
      defaultProps: { disableElevation: true },
      styleOverrides: {
        root: { borderRadius: 8, paddingInline: 14 },
        outlined: { borderColor: slate[300], color: slate[800], '&:hover': { borderColor: slate[400], backgroundColor: slate[50] } },
      },
    },
    MuiIconButton: {
      styleOverrides: { root: { borderRadius: 8 } },
    },
    MuiTextField: {
      defaultProps: { variant: 'outlined', size: 'small', margin: 'dense', fullWidth: true },
    },
    MuiFormControl: {
      defaultProps: { variant: 'outlined', size: 'small', margin: 'dense', fullWidth: true },
    },
    MuiOutlinedInput: {
      styleOverrides: {
        root: {
          backgroundColor: '#ffffff',
          borderRadius: 8,
          '& .MuiOutlinedInput-notchedOutline': { borderColor: slate[300] },
          '&:hover .MuiOutlinedInput-notchedOutline': { borderColor: slate[400] },
        },
      },
    },
    MuiInputLabel: {
      styleOverrides: { root: { color: slate[600] } },
    },
    MuiTableCell: {
      styleOverrides: {
        root: { borderColor: slate[100] },
        head: {
          fontWeight: 600,
          fontSize: '0.75rem',
          textTransform: 'uppercase',
          letterSpacing: '0.04em',
          color: slate[600],
          backgroundColor: slate[50],
        },
      },
    },
    // Every sortable column shows that it sorts (issue 13): the inactive arrow stays faintly visible, not only on hover.
    MuiTableSortLabel: {
      styleOverrides: { root: { '& .MuiTableSortLabel-icon': { opacity: 0.35 }, '&.Mui-active .MuiTableSortLabel-icon': { opacity: 1 } } },
    },
    MuiTableRow: {
      styleOverrides: { root: { '&.MuiTableRow-hover:hover': { backgroundColor: slate[50] } } },
    },
    MuiChip: {
      styleOverrides: { root: { fontWeight: 600, borderRadius: 6 }, sizeSmall: { height: 22, fontSize: '0.72rem' } },
    },
    MuiTooltip: {
      defaultProps: { arrow: true },
      styleOverrides: { tooltip: { backgroundColor: slate[900], fontSize: '0.75rem', borderRadius: 6 }, arrow: { color: slate[900] } },
    },
    MuiDialog: {
      styleOverrides: { paper: { borderRadius: 14, boxShadow: '0 24px 48px -12px rgba(15, 23, 42, 0.25)' } },
    },
    MuiDialogTitle: {
      styleOverrides: { root: { fontSize: '1.125rem', fontWeight: 700, paddingBottom: 4 } },
    },
    MuiMenu: {
      styleOverrides: {
        paper: { borderRadius: 10, border: `1px solid ${slate[200]}`, boxShadow: '0 10px 30px -10px rgba(15, 23, 42, 0.2)' },
      },
    },
    MuiListItemIcon: {
      styleOverrides: { root: { minWidth: 36, color: 'inherit' } },
    },
    MuiTab: {
      styleOverrides: { root: { textTransform: 'none', fontWeight: 600, minHeight: 44 } },
    },
    MuiAlert: {
      styleOverrides: { root: { borderRadius: 10 } },
    },
    // react-admin's own notifications (plain strings) look like our toasts: white, a coloured edge.
    RaNotification: {
      styleOverrides: {
        root: {
          '& .MuiSnackbarContent-root': {
            backgroundColor: '#ffffff',
            color: slate[900],
            border: `1px solid ${slate[200]}`,
            borderLeftWidth: 4,
            borderRadius: 10,
            fontWeight: 500,
            boxShadow: '0 12px 32px -12px rgba(15, 23, 42, 0.35)',
          },
          '& .MuiSnackbarContent-root.RaNotification-success': { backgroundColor: '#ffffff', color: slate[900], borderLeftColor: '#15803d' },
          '& .MuiSnackbarContent-root.RaNotification-error': { backgroundColor: '#ffffff', color: slate[900], borderLeftColor: '#dc2626' },
          '& .MuiSnackbarContent-root.RaNotification-warning': { backgroundColor: '#ffffff', color: slate[900], borderLeftColor: '#b45309' },
          '& .MuiSnackbarContent-root:not(.RaNotification-success):not(.RaNotification-error):not(.RaNotification-warning)': {
            borderLeftColor: '#2563eb',
          },
        },
      },
    },
    // A table wider than the page (long names, a phone) scrolls inside its card instead of widening the page: the
    // list's flex boxes may shrink below their content, and the table's wrapper scrolls.
    RaList: {
      styleOverrides: { root: { '& .RaList-main': { marginTop: 0, minWidth: 0 }, '& .RaList-content': { minWidth: 0 } } },
    },
    RaDataTable: {
      styleOverrides: { root: { '& .RaDataTable-tableWrapper': { overflowX: 'auto' } } },
    },
  },
};
