import { Chip } from '@mui/material';
import HourglassTopRounded from '@mui/icons-material/HourglassTopRounded';
import { useGetList, useListContext } from 'react-admin';
import type { AppUser } from '../../api/types';

export const AWAITING_FILTER = 'awaiting_approval';

/** A public sign-up nobody has approved yet (the server lists these first). */
export function AwaitingApprovalBadge() {
  return <Chip size="small" icon={<HourglassTopRounded />} label="Awaiting approval" sx={{ bgcolor: 'warning.light', color: 'warning.dark', '& .MuiChip-icon': { color: 'inherit' } }} />;
}

/**
 * Quick filter for sign-ups awaiting approval, with their count; shown while there are any (or while it is on, so it
 * can be switched off). Toggles `filter.awaiting_approval` of the surrounding list.
 */
export function AwaitingApprovalChip() {
  const { filterValues, setFilters } = useListContext<AppUser>();
  const { total } = useGetList<AppUser>('users', { filter: { [AWAITING_FILTER]: true }, pagination: { page: 1, perPage: 1 } });
  const active = filterValues[AWAITING_FILTER] === true;
  if (!active && !total) return null;

  const toggle = () => {
    const { [AWAITING_FILTER]: _dropped, ...others } = filterValues;
    setFilters(active ? others : { ...others, [AWAITING_FILTER]: true });
  };
  return (
    <Chip
      clickable
      onClick={toggle}
      aria-pressed={active}
      icon={<HourglassTopRounded />}
      label={`Awaiting approval · ${total ?? 0}`}
      color={active ? 'warning' : 'default'}
      variant={active ? 'filled' : 'outlined'}
      sx={{ fontWeight: 600 }}
    />
  );
}
