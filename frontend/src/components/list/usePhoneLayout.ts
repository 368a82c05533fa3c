import { useMediaQuery, useTheme } from '@mui/material';

/** Whether lists render as cards: below the sm breakpoint (a phone held upright), a table would scroll sideways. */
export function usePhoneLayout(): boolean {
  const theme = useTheme();
  return useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
}
