import { useState } from 'react';
import { Box, IconButton, Skeleton, Tooltip, Typography } from '@mui/material';
import ChevronLeftRounded from '@mui/icons-material/ChevronLeftRounded';
import ChevronRightRounded from '@mui/icons-material/ChevronRightRounded';
import { businessDay } from '../../../i18n/dates';
import { usePayrollCycles, type PayrollCycle } from './attendance-api';
import { formatDate } from '../../../i18n/format';

/**
 * The payroll cycle being looked at: the server's list for a year, starting on the cycle that contains today;
 * previous and next cross into the neighbouring years.
 */
export function useCycleSelection() {
  const thisYear = Number(businessDay().slice(0, 4));
  const [position, setPosition] = useState<{ year: number; index: number | null }>({ year: thisYear, index: null });
  const cycles = usePayrollCycles(position.year);
  const list = cycles.data ?? [];
  const index = position.index ?? Math.max(0, list.findIndex((c) => c.current));
  const cycle: PayrollCycle | undefined = list[index];
  const move = (step: -1 | 1) => {
    const next = index + step;
    if (next < 0) setPosition({ year: position.year - 1, index: 11 });
    else if (next > 11) setPosition({ year: position.year + 1, index: 0 });
    else setPosition({ year: position.year, index: next });
  };
  return { cycle, loading: cycles.isPending, error: cycles.error, retry: () => void cycles.refetch(), move };
}

/** Spec §2: previous and next arrows around 'Cycle: start - end'. */
export function CycleSwitcher({ selection }: { selection: ReturnType<typeof useCycleSelection> }) {
  const { cycle, loading, move } = selection;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }} data-testid="cycle-switcher">
      <Tooltip title="Previous cycle">
        <IconButton aria-label="Previous cycle" onClick={() => move(-1)} disabled={loading} size="small">
          <ChevronLeftRounded />
        </IconButton>
      </Tooltip>
      {cycle ? (
        <Typography sx={{ fontWeight: 600, whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums', fontSize: { xs: '0.875rem', sm: '1rem' } }} aria-live="polite">
          Cycle: {formatDate(cycle.start, 'short')} - {formatDate(cycle.end, 'short')}
        </Typography>
      ) : (
        <Skeleton width={200} />
      )}
      <Tooltip title="Next cycle">
        <IconButton aria-label="Next cycle" onClick={() => move(1)} disabled={loading} size="small">
          <ChevronRightRounded />
        </IconButton>
      </Tooltip>
    </Box>
  );
}
