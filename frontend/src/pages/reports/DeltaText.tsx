import { Typography } from '@mui/material';
import type { Delta } from './report-format';

/**
 * A change against the previous cycle. `neutral` figures (what was allocated) are neither good nor bad when they
 * grow, so they stay grey; for the others ▲ is better.
 */
export function DeltaText({ delta, neutral = false }: { delta: Delta | null; neutral?: boolean }) {
  if (!delta) return null;
  const color = neutral || delta.direction === 'same' ? 'text.secondary' : delta.direction === 'up' ? 'success.dark' : 'error.dark';
  return (
    <Typography component="span" variant="caption" sx={{ color, fontWeight: 600, whiteSpace: 'nowrap', display: 'block' }} aria-label={delta.label} data-testid="delta">
      {delta.text}
    </Typography>
  );
}
